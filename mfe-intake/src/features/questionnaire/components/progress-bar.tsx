import styled from 'styled-components';
import { steps } from '../model/steps';

const Wrapper = styled.div`
  display: grid;
  gap: 0.4rem;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

const Track = styled.div`
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  /* The current step's gold (the step circles'): one colour says "where you are". */
  background: ${({ theme }) => theme.colors.gold};
  transition: width 0.25s ease;
`;

/** How far through the seven steps the visitor is. */
export function ProgressBar({ current }: { current: number }) {
  const percent = Math.round(((current + 1) / steps.length) * 100);
  const label = `Step ${current + 1} of ${steps.length}`;
  return (
    <Wrapper>
      <Caption aria-hidden="true">
        <span>{label}</span>
        <span>{percent}% through</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={current + 1}
        aria-valuetext={label}
      >
        <Fill $percent={percent} />
      </Track>
    </Wrapper>
  );
}
