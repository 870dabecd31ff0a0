import styled from 'styled-components';
import { formatTime, type Slot } from '@site/contracts/slots';
import { choiceButtonStyles } from './choice-button';
import { SLOT_TRACKS, slotSpans } from './slot-rows';

/* Six tracks at every width: a slot takes two (three a row), or three on a last row of two. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${SLOT_TRACKS}, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $span: number }>`
  grid-column: span ${({ $span }) => $span};
`;

const SlotButton = styled.button`
  width: 100%;
  padding: 0.5rem 0.25rem;
  ${choiceButtonStyles}
`;

/**
 * The open times of a day, three to a row, each shown in the visitor's chosen zone; the last rows
 * never leave one time alone (`slotSpans`).
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
  const spans = slotSpans(slots.length);
  return (
    <Grid aria-labelledby={labelledBy}>
      {slots.map((slot, index) => (
        <Item key={slot.startsAt} $span={spans[index]!}>
          <SlotButton
            type="button"
            aria-pressed={selected === slot.startsAt}
            onClick={() => onSelect(slot.startsAt)}
          >
            {formatTime(slot.startsAt, zone)}
          </SlotButton>
        </Item>
      ))}
    </Grid>
  );
}
