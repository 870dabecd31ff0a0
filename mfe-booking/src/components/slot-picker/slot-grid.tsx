import styled from 'styled-components';
import { formatTime, type Slot } from '@site/contracts/slots';
import { choiceButtonStyles } from './choice-button';

/* Three columns at every width, every time as wide as the others: a short last row stands at the
   left, as the rows above it do (a grid changing its columns for its last rows read as another
   component). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SlotButton = styled.button`
  width: 100%;
  padding: 0.5rem 0.25rem;
  ${choiceButtonStyles}
`;

/**
 * The open times of a day, three to a row and all one width, each shown in the visitor's chosen
 * zone; the last row holds what is left, from the left.
 */
export function SlotGrid({
  slots,
  zone,
  selected,
  onSelect,
  labelledBy,
}: {
  slots: readonly Slot[];
  zone: string;
  selected: string | null;
  onSelect: (startsAt: string) => void;
  labelledBy: string;
}) {
  return (
    <Grid aria-labelledby={labelledBy}>
      {slots.map((slot) => (
        <li key={slot.startsAt}>
          <SlotButton
            type="button"
            aria-pressed={selected === slot.startsAt}
            onClick={() => onSelect(slot.startsAt)}
          >
            {formatTime(slot.startsAt, zone)}
          </SlotButton>
        </li>
      ))}
    </Grid>
  );
}
