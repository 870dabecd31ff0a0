import { useState, type FormEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { paths, toPath } from '@site/contracts/routes';
import { isBookableDate, listedZoneFor, slotZone } from '@site/contracts/slots';
import { coachTimezone, timezoneLabel, type TimezoneName } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { InlineMessage } from '../../../components/alert';
import { Card, Facts } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { apiErrorMessage, isApiStatus } from '../../../lib/api-error-message';
import { CalendarPlaceholder } from './calendar-placeholder';
import { DatePicker } from './date-picker';
import { availabilityFailedMessage, loadingSlotsMessage, noSlotsMessage } from './slot-messages';
import { TimeSelect } from './time-select';
import { TimezoneSelect } from './timezone-select';
import { useBookingCalendar } from '../hooks/use-booking-calendar';
import { useOpenSlots } from '../hooks/use-open-slots';
import { useBrowserTimezone, useNow } from '../../../lib/use-now';
import { useScheduleBooking } from '../api/schedule-booking';

const ids = { heading: 'select-date-time', timezone: 'schedule-timezone', time: 'schedule-time' };

/** The strategy call's hours, said the way the coach says them. */
export const strategyCallHours = '1:00pm-4:00pm Cancun time, Monday to Friday';

/**
 * Pick a date, a zone and a time for a paid booking (or a free call booked without a time).
 * The zone starts as the browser's own (or the listed zone at the same offset).
 */
export function ScheduleForm({
  booking,
  accessKey,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
}) {
  const navigate = useNavigate();
  const schedule = useScheduleBooking();
  const isStrategyCall = booking.packageType === 'strategy-call';
  const browserZone = useBrowserTimezone();
  const now = useNow();
  const [chosenZone, setTimezone] = useState<TimezoneName | null>(null);
  const timezone: TimezoneName =
    chosenZone ?? (browserZone && now ? listedZoneFor(browserZone, now) : coachTimezone);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const zone = slotZone(booking.packageType, timezone);
  const calendar = useBookingCalendar(zone);
  const open = useOpenSlots({
    date,
    packageType: booking.packageType,
    timezone,
    now: calendar?.now ?? null,
    bookingWindow: calendar?.bookingWindow,
  });

  function chooseZone(next: TimezoneName) {
    setTimezone(next);
    // A paid grid is read in the chosen zone: the same date now means other instants.
    if (!isStrategyCall) setTime(null);
    if (
      date &&
      calendar &&
      !isStrategyCall &&
      !isBookableDate(date, {
        zone: next,
        now: calendar.now,
        horizonDays: calendar.bookingWindow.horizonDays,
      })
    )
      setDate(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!date || !time) {
      toast({
        title: 'Missing Information',
        description: 'Please select both a date and time for your consultation.',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await schedule.mutateAsync({
        bookingId: booking.id,
        request: { scheduledAt: time, timezone },
        accessKey,
      });
      toast({
        title: 'Consultation Scheduled',
        description:
          "Your consultation has been scheduled successfully. You'll receive a confirmation email shortly.",
        variant: 'success',
      });
      navigate(
        withAccessKey(toPath(paths.questionnaireForBooking, { bookingId: booking.id }), accessKey),
      );
    } catch (error) {
      toast({
        title: 'Scheduling Failed',
        description: apiErrorMessage(error, 'Failed to schedule consultation. Please try again.'),
        variant: 'destructive',
      });
      if (isApiStatus(error, 409)) {
        setTime(null);
        open.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Card aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Select Date &amp; Time</h2>
      <form onSubmit={submit} noValidate>
        {calendar ? (
          <DatePicker
            selected={date}
            onSelect={(next) => {
              setDate(next);
              setTime(null);
            }}
            isDisabled={calendar.isDisabled}
            today={calendar.today}
            lastDate={calendar.lastDate}
            labelledBy={ids.heading}
          />
        ) : (
          <CalendarPlaceholder />
        )}
        <TimezoneSelect id={ids.timezone} value={timezone} onChange={chooseZone} />
        {date && open.status === 'loading' && (
          <>
            <p role="status">{loadingSlotsMessage}</p>
            <Skeleton $height="4.5rem" />
          </>
        )}
        {date && open.status === 'error' && (
          <InlineMessage $tone="error" role="alert">
            {availabilityFailedMessage}
          </InlineMessage>
        )}
        {date && open.status === 'ready' && open.slots.length === 0 && (
          <InlineMessage role="status">{noSlotsMessage}</InlineMessage>
        )}
        {date && open.status === 'ready' && open.slots.length > 0 && (
          <TimeSelect
            id={ids.time}
            slots={open.slots}
            zone={timezone}
            value={time}
            onChange={setTime}
          />
        )}
        <Facts style={{ marginBlock: '1.25rem 1.5rem' }}>
          <dt>Session Format:</dt>
          <dd>Video call via Zoom (link will be provided)</dd>
          <dt>Duration:</dt>
          <dd>
            {isStrategyCall ? (
              '15 minutes'
            ) : (
              <>
                90 minutes intensive session reserved in the calendar; your package describes each
                session as 60 minutes, and the extra time is kept free so we never have to stop
                mid-breakthrough.
              </>
            )}
          </dd>
          <dt>Timezone:</dt>
          <dd>{timezoneLabel(timezone)}</dd>
          {isStrategyCall && (
            <>
              <dt>Available Hours:</dt>
              <dd>{strategyCallHours}</dd>
            </>
          )}
        </Facts>
        <Button type="submit" style={{ width: '100%' }} disabled={pending}>
          {pending
            ? 'Scheduling...'
            : isStrategyCall
              ? 'Schedule Strategy Call'
              : 'Schedule Consultation'}
        </Button>
      </form>
    </Card>
  );
}
