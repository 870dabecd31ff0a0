import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 1rem;
`;

const Range = styled.input`
  width: 100%;
  min-height: 44px;
  accent-color: ${({ theme }) => theme.colors.goldDark};
  cursor: pointer;
`;

/** The value, large, in a navy disc beside the track (its number is read from the slider). */
const Value = styled.output`
  display: grid;
  place-items: center;
  min-width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.35rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.navy};
`;

/** What each end means, under the track (clear of the disc). */
const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin-right: 4.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};

  span:last-child {
    text-align: right;
  }
`;

/** The id of a slider's end labels (part of its description). */
export const scaleEndsIdOf = (id: string) => `${id}-ends`;

/**
 * The site's one control for a rating on a scale ("from 1 to 10"): a range slider in the gold of
 * the site, its value large in a navy disc beside it, and what each end means under it, which the
 * slider's description includes. The questionnaire's scales and the portal's check-in rating use
 * it. The label stays the form's own (`<label htmlFor={id}>`); `describedBy` adds the hint's and
 * the error's ids.
 *
 * ```tsx
 * <label htmlFor="check-in-rating">Your week, from 1 (hard) to 10 (excellent)</label>
 * <ScaleSlider id="check-in-rating" min={1} max={10} value={7} onChange={setRating}
 *   lowLabel="hard" highLabel="excellent" />
 * ```
 */
export function ScaleSlider({
  id,
  name,
  min,
  max,
  value,
  lowLabel,
  highLabel,
  describedBy,
  invalid = false,
  onChange,
  onBlur,
}: {
  id: string;
  name?: string;
  min: number;
  max: number;
  value: number;
  lowLabel: string;
  highLabel: string;
  /** The ids of the hint and the error, if any. */
  describedBy?: string | undefined;
  invalid?: boolean;
  onChange: (value: number) => void;
  onBlur?: () => void;
}) {
  const ends = scaleEndsIdOf(id);
  return (
    <>
      <Row>
        <Range
          id={id}
          name={name}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={`${value} out of ${max}`}
          aria-describedby={[ends, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(Number(event.target.value))}
          onBlur={onBlur}
        />
        <Value htmlFor={id} aria-hidden="true">
          {value}
        </Value>
      </Row>
      <Ends id={ends}>
        <span>
          {min}: {lowLabel}
        </span>
        <span>
          {max}: {highLabel}
        </span>
      </Ends>
    </>
  );
}
