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

/**
 * Where the visitor is (the step he is on) and how much he has done: the share of the seven
 * steps whose answers are complete (`completed`, one flag a step, as the step dots show them), so
 * the last step reads under 100% until its own answers are in.
 */
export function ProgressBar({
  current,
  completed,
}: {
  current: number;
  completed: readonly boolean[];
}) {
  const done = completed.filter(Boolean).length;
  const percent = Math.round((done / steps.length) * 100);
  const label = `Step ${current + 1} of ${steps.length}`;
  return (
    <Wrapper>
      <Caption aria-hidden="true">
        <span>{label}</span>
        <span>{percent}% complete</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={current + 1}
        aria-valuetext={`${label}, ${percent}% complete`}
      >
        <Fill $percent={percent} />
      </Track>
    </Wrapper>
  );
}
