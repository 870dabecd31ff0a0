import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { cardStyles, cardTitleStyles } from '@site/ui/card';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { coachTimezone, timeWithZone } from '@site/contracts/timezones';
import { withAccessKey } from '@site/contracts/endpoints/params';

const Card = styled.section`
  ${cardStyles}
  display: grid;
  gap: 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  /* On a phone, under the questions: what he came for starts in the first screen. */
  ${({ theme }) => theme.media.mobile} {
    order: 1;
  }
`;

const Heading = styled.h2`
  margin: 0;
  ${cardTitleStyles}
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin: 0;

  dt {
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0.2rem 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 0.2rem 0.75rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.goldLight};
`;

const ScheduleLink = styled(Link)`
  display: inline-block;
  margin-top: 0.4rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.goldDark};
`;

/**
 * The session's date and time in the zone the client chose when scheduling it, in the words of the
 * other pages' `formatSessionTime` (contracts' slots: 'Saturday, December 5, 2026 at 10:30 AM
 * (Eastern)'), written with the browser's own formatter: the questionnaire carries no date library.
 * The time stays whole with its AM or PM, and with a short zone's name, on a phone's line.
 */
export function formatSessionTime(scheduledAt: string, timezone: string | null): string {
  const zone = timezone ?? coachTimezone;
  const instant = new Date(scheduledAt);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: zone }).format(
    instant,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: zone }).format(
    instant,
  );
  return `${date} at ${timeWithZone(time, zone)}`;
}

/** Who the questionnaire is for, which package, and when the session is (or that it is not yet). */
export function BookingSummary({
  booking,
  accessKey,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
}) {
  return (
    <Card aria-labelledby="questionnaire-booking-heading">
      <Heading id="questionnaire-booking-heading">Your session</Heading>
      <Details>
        <div>
          <dt>Client</dt>
          <dd>{booking.name}</dd>
        </div>
        <div>
          <dt>Package</dt>
          <dd>{packages[booking.packageType].scheduleLabel}</dd>
        </div>
        <div>
          <dt>Session date</dt>
          <dd>
            {booking.scheduledAt ? (
              formatSessionTime(booking.scheduledAt, booking.timezone)
            ) : (
              <>
                <Badge>Scheduling Required</Badge>
                <br />
                <ScheduleLink
                  to={withAccessKey(toPath(paths.schedule, { bookingId: booking.id }), accessKey)}
                >
                  Choose your session time
                </ScheduleLink>
              </>
            )}
          </dd>
        </div>
      </Details>
    </Card>
  );
}
