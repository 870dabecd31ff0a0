import styled from 'styled-components';
import { formatBriefDate, formatTime } from '@site/contracts/slots';
import { zoneTimeName } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 0.75rem;
  margin: 0 0 0.75rem;

  p {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** Words kept together: a line breaks only between the summary's parts. */
const whole = (text: string) => text.replaceAll(' ', '\u00a0');

/**
 * The time a visitor chose, in one line: "Thu, Dec 3 · 6:00 PM · Cancun time", its day, its time
 * and the zone it is in, with a "Change" button that takes him back to the times.
 */
export function ChosenTimeLine({
  startsAt,
  zone,
  label,
  onChange,
}: {
  startsAt: string;
  zone: string;
  /** The group's name for assistive technology ("Your discovery call"). */
  label: string;
  onChange: () => void;
}) {
  const parts = [formatBriefDate(startsAt, zone), formatTime(startsAt, zone), zoneTimeName(zone)];
  return (
    <Line role="group" aria-label={label}>
      <p>{parts.map(whole).join(' · ')}</p>
      <Button type="button" $variant="text" onClick={onChange}>
        Change
      </Button>
    </Line>
  );
}
