import { KeepHyphenatedWords } from '@site/ui/typography';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { scheduleHoursText } from '@site/contracts/schedules/hours-text';
import { scheduleSessionMinutes } from '@site/contracts/schedules/schedule';
import { anchors, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { ClosingPanel } from '@site/ui/closing-panel';
import { defaultFreeCallSchedule, freeCallScheduleQueryOptions } from '../api/free-call-schedule';

/* The page's closing call, in the site's one closing panel. */
const Section = styled(ClosingPanel)`
  margin-block: 0;
`;

/** "weekdays, 1:00 PM–4:00 PM Cancun time": the free call's hours from its schedule in force. */
function useFreeCallHours(): string {
  const schedule = useQuery(freeCallScheduleQueryOptions()).data ?? defaultFreeCallSchedule;
  const { parts, zone } = scheduleHoursText(schedule, scheduleSessionMinutes.freeCall);
  if (parts.length === 0) return 'on the dates the coach opens';
  return parts.map((part) => `${part.days}, ${part.hours} ${zone} time`).join('; ');
}

/**
 * The free 15-minute discovery call (anchor #strategy-call, the target of the navigation's
 * 'Free Discovery Call' button), with its hours as the coach keeps them. Its button opens the
 * booking page, which starts at the top.
 */
export function StrategyCallSection() {
  const hours = useFreeCallHours();
  return (
    <Section id={anchors.strategyCall} aria-labelledby="strategy-call-title">
      <h2 id="strategy-call-title">
        <KeepHyphenatedWords>Start With a Free 15-Minute Discovery Call</KeepHyphenatedWords>
      </h2>
      <p>
        Before we commit to anything, let’s find out whether working together makes sense. In
        fifteen minutes on a video call I will give you:
      </p>
      <ul>
        <li>an assessment of where your True Self and Expressive Self are out of alignment,</li>
        <li>one breakthrough insight you can apply the same day,</li>
        <li>an honest evaluation of whether deeper work with me is right for you.</li>
      </ul>
      <p>
        <KeepHyphenatedWords>
          No cost, no pitch you have to sit through. Calls run {hours}.
        </KeepHyphenatedWords>
      </p>
      <ButtonLink to={paths.strategyCall}>Book Your Free Discovery Call</ButtonLink>
    </Section>
  );
}
