import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { paths, toPath } from '@site/contracts/routes';
import { sessionLengthText } from '@site/contracts/packages';
import { isBookableDate, slotZone, todayIn } from '@site/contracts/slots';
import { hoursDetails, scheduleHoursText } from '@site/contracts/schedules/hours-text';
import { scheduleSessionMinutes, type Schedule } from '@site/contracts/schedules/schedule';
import { isTimezoneName, timezoneOptionText, type TimezoneName } from '@site/contracts/timezones';
import { scheduleMessages } from '@site/contracts/schemas/schedule';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { Card, Facts } from '../../../components/card';
import { SecondaryButton } from '../../../components/confirm';
import { apiErrorMessage, isApiStatus } from '../../../lib/api-error-message';
import { DateSlotPicker } from '../../../components/slot-picker/date-slot-picker';
import { TimezoneSelect } from './timezone-select';
import { useDateSlots } from '../hooks/use-date-slots';
import { useVisitorTimezone } from '../../../lib/visitor-timezone';
import { useRescheduleSession } from '../api/reschedule-session';
import { useScheduleBooking } from '../api/schedule-booking';
import { defaultBookingRules } from '../api/booking-rules';
import { sessionWhen } from './session-list';
import { SessionFormatChoice } from './session-format-choice';
import {
  defaultSessionFormat,
  sessionFormatLabels,
  sessionToSchedule,
  type SessionFormat,
} from '@site/contracts/sessions';

const ids = {
  heading: 'select-date-time',
  timezone: 'schedule-timezone',
  timesHeading: 'schedule-times',
};

/** The strategy call's hours from its schedule in force: "1:00 PM–4:00 PM Cancun time, Monday to Friday". */
export const strategyCallHours = (schedule: Schedule) =>
  hoursDetails(scheduleHoursText(schedule, scheduleSessionMinutes.freeCall));

/**
 * Pick a date, a zone and a time for the next session of a booking (a paid package's or the free
 * call's), or, with `moving`, a new time for a booked session. The zone starts as the page's
 * (`zone`), else the moved session's, else the browser's own (or the listed zone at the same
 * offset). A package of one
 * session goes on to the questionnaire once booked; a package of several stays here for the next.
 */
export function ScheduleForm({
  booking,
  accessKey,
  moving = null,
  onStopMoving,
  onMoved,
  onBooked,
  zone,
  onZoneChange,
  takeFocus = false,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
  /** The session being rescheduled; null books the next session. */
  moving?: BookingSession | null;
  /** Leaves reschedule mode ("Keep Current Time", or after the move without `onMoved`). */
  onStopMoving?: () => void;
  /** Told, in place of `onStopMoving`, that the session was moved: the page confirms it. */
  onMoved?: (sessionId: number) => void;
  /**
   * Told when the next session is booked (a package that stays here for the one after): its id
   * as the API's answer has it (null if the answer does not hold it).
   */
  onBooked?: (session: { id: number | null; startsAt: string; timezone: string }) => void;
  /**
   * The zone the page shows its times in (the list of sessions beside the form too), and where a
   * zone picked here is told; without it, the visitor's own zone.
   */
  zone?: TimezoneName;
  onZoneChange?: (zone: TimezoneName) => void;
  /** Opened by the visitor's own press ("Book Your Next Session"): its heading takes the focus. */
  takeFocus?: boolean;
}) {
  const navigate = useNavigate();
  const schedule = useScheduleBooking();
  const reschedule = useRescheduleSession();
  const isStrategyCall = booking.packageType === 'strategy-call';
  const visitor = useVisitorTimezone();
  // Without the page's zone, a moved session keeps its own zone until the visitor picks another.
  const [chosenZone, setTimezone] = useState<TimezoneName | null>(
    !zone && moving && isTimezoneName(moving.timezone) ? moving.timezone : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const movingId = moving?.id ?? null;
  useEffect(() => {
    // Reschedule (or "Book Your Next Session") opens this form: the keyboard and the eye follow.
    if ((movingId === null && !takeFocus) || !heading.current) return;
    heading.current.focus();
    heading.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [movingId, takeFocus]);
  const timezone: TimezoneName = chosenZone ?? zone ?? visitor.zone;
  const [pending, setPending] = useState(false);
  // A paid session's format is chosen when it is booked; a move keeps the session's own.
  const choosesFormat = !moving && !isStrategyCall;
  const [format, setFormat] = useState<SessionFormat>(defaultSessionFormat);
  const shownFormat = moving
    ? (moving.format ?? defaultSessionFormat)
    : choosesFormat
      ? format
      : defaultSessionFormat;
  const choice = useDateSlots({ packageType: booking.packageType, timezone });
  const { calendar, date, setDate, time, setTime } = choice;
  // A move opens on the session's own day (its day in the calendar's zone) when it can be booked;
  // its time is left unchosen, so "Move Session" never moves it to where it already is.
  const sessionDay = moving
    ? todayIn(slotZone(booking.packageType, timezone), new Date(moving.startsAt))
    : null;

  function chooseZone(next: TimezoneName) {
    setTimezone(next);
    visitor.choose(next);
    onZoneChange?.(next);
    // A paid grid is read in the chosen zone: the same date now means other instants.
    if (!isStrategyCall) setTime(null);
    if (
      date &&
      calendar &&
      !isStrategyCall &&
      !isBookableDate(date, {
        zone: next,
        now: calendar.now,
        horizonDays: calendar.rules.schedules.sessions.horizonDays,
      })
    )
      setDate(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!date || !time) {
      toast({
        title: scheduleMessages.missingTitle,
        // The time list shows once a date is chosen: with a date, only the time is missing.
        description: date ? scheduleMessages.missingTime : scheduleMessages.missing,
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    const request = choosesFormat
      ? { scheduledAt: time, timezone, format }
      : { scheduledAt: time, timezone };
    try {
      if (moving) {
        await reschedule.mutateAsync({
          bookingId: booking.id,
          sessionId: moving.id,
          request,
          accessKey,
        });
        // The page confirms it where the eye goes, and keeps it: no toast fading over it.
        if (onMoved) onMoved(moving.id);
        else onStopMoving?.();
        return;
      }
      const updated = await schedule.mutateAsync({ bookingId: booking.id, request, accessKey });
      if (booking.sessionsTotal === 1) {
        // The questionnaire comes next on its own page: the toast carries the news there.
        toast({
          title: 'Consultation Scheduled',
          description:
            'Your consultation has been scheduled successfully. You’ll receive a confirmation email shortly.',
          variant: 'success',
        });
        navigate(
          withAccessKey(
            toPath(paths.questionnaireForBooking, { bookingId: booking.id }),
            accessKey,
          ),
        );
      } else {
        // The page says it where the eye goes (`onBooked`: "Session 2 Booked" above the form), so
        // no toast covers it. The next session is chosen afresh; the zone stays.
        setDate(null);
        setTime(null);
        const at = new Date(time).getTime();
        const booked = updated.sessions.find(
          (session) =>
            session.status !== 'cancelled' && new Date(session.startsAt).getTime() === at,
        );
        onBooked?.({ id: booked?.id ?? null, startsAt: time, timezone });
      }
    } catch (error) {
      toast(
        moving
          ? {
              title: 'Rescheduling Failed',
              description: apiErrorMessage(error, 'Failed to move your session. Please try again.'),
              variant: 'destructive',
            }
          : {
              title: 'Scheduling Failed',
              description: apiErrorMessage(
                error,
                'Failed to schedule consultation. Please try again.',
              ),
              variant: 'destructive',
            },
      );
      if (isApiStatus(error, 409)) {
        setTime(null);
        choice.refresh();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Card aria-labelledby={ids.heading}>
      <h2 id={ids.heading} ref={heading} tabIndex={-1}>
        {moving ? (isStrategyCall ? 'Move Your Call' : 'Move Your Session') : 'Select Date & Time'}
      </h2>
      {moving && <p>Currently: {sessionWhen(moving, timezone)}. Choose its new date and time.</p>}
      <form onSubmit={submit} noValidate>
        <DateSlotPicker
          {...choice.picker}
          preferredDate={sessionDay}
          labelledBy={ids.heading}
          zoneControl={<TimezoneSelect id={ids.timezone} value={timezone} onChange={chooseZone} />}
          timesHeadingId={ids.timesHeading}
        />
        {choosesFormat && <SessionFormatChoice value={format} onChange={setFormat} />}
        <Facts style={{ marginBlock: '1.25rem 1.5rem' }}>
          {!choosesFormat && (
            <>
              <dt>Session Format:</dt>
              <dd>{sessionFormatLabels[shownFormat]} via Zoom (link will be provided)</dd>
            </>
          )}
          <dt>Duration:</dt>
          <dd>{sessionLengthText(booking.packageType)}</dd>
          <dt>Time zone:</dt>
          <dd>{timezoneOptionText(timezone)}</dd>
          {isStrategyCall && (
            <>
              <dt>Available Hours:</dt>
              <dd>
                <KeepHyphenatedWords>
                  {strategyCallHours((calendar?.rules ?? defaultBookingRules).schedules.freeCall)}
                </KeepHyphenatedWords>
              </dd>
            </>
          )}
        </Facts>
        <Button type="submit" style={{ width: '100%' }} disabled={pending}>
          {moving
            ? pending
              ? 'Moving...'
              : isStrategyCall
                ? 'Move Call'
                : 'Move Session'
            : pending
              ? 'Scheduling...'
              : isStrategyCall
                ? 'Schedule Strategy Call'
                : sessionToSchedule(booking).button}
        </Button>
        {moving && (
          <SecondaryButton
            type="button"
            style={{ width: '100%', marginTop: '0.75rem' }}
            disabled={pending}
            onClick={onStopMoving}
          >
            Keep Current Time
          </SecondaryButton>
        )}
      </form>
    </Card>
  );
}
