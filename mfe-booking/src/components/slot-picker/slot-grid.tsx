import styled from 'styled-components';
import { formatTime, type Slot } from '@site/contracts/slots';
import { choiceButtonStyles } from './choice-button';

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

/** The open times of a day, three to a row, each shown in the visitor's chosen zone. */
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
