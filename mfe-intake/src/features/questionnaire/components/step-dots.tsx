import styled, { css } from 'styled-components';
import { steps } from '../model/steps';

export type DotState = 'current' | 'completed' | 'upcoming';

/** Seven columns of up to 44 px that shrink together on narrow screens. */
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${steps.length}, minmax(0, 44px));
  justify-content: space-between;
  gap: 0.25rem;
`;

const dotLooks: Record<DotState, ReturnType<typeof css>> = {
  current: css`
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.gold};
    border-color: ${({ theme }) => theme.colors.navy};
    box-shadow: 0 0 0 3px rgb(201 162 77 / 0.35);
  `,
  completed: css`
    color: #ffffff;
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  upcoming: css`
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.muted};
  `,
};

const Dot = styled.button<{ $state: DotState }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 2px solid;
  border-radius: 50%;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${({ $state }) => dotLooks[$state]}
`;

const stateWords: Record<DotState, string> = {
  current: 'current step',
  completed: 'completed',
  upcoming: 'not completed yet',
};

interface StepDotsProps {
  current: number;
  /** Whether each step's required answers are all valid. */
  completed: readonly boolean[];
  onSelect: (index: number) => void;
}

/** One dot per step: current, completed (its required answers are valid) or upcoming. */
export function StepDots({ current, completed, onSelect }: StepDotsProps) {
  return (
    <nav aria-label="Questionnaire steps">
      <List>
        {steps.map((step, index) => {
          const state: DotState =
            index === current ? 'current' : completed[index] ? 'completed' : 'upcoming';
          return (
            <li key={step.id}>
              <Dot
                type="button"
                $state={state}
                data-state={state}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Step ${index + 1}: ${step.title} (${stateWords[state]})`}
                onClick={() => onSelect(index)}
              >
                {state === 'completed' ? (
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="m5 12.5 4.5 4.5L19 7.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="3"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : (
                  index + 1
                )}
              </Dot>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
