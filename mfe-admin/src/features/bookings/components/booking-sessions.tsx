import { DateInput } from '../../../components/date-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@site/contracts/admin';
import type { BookingRules, BookingSession, ScheduledSlot } from '@site/contracts/api-types';
import { slotsBetween } from '@site/contracts/schedules/engine';
import {
  bookedSessions,
  scheduleKindOf,
  schedulesHorizonDays,
} from '@site/contracts/schedules/schedule';
import {
  defaultSessionFormat,
  isActiveSession,
  isOpenUnpaid,
  sessionFormatLabels,
  sessionFormats,
  type SessionFormat,
} from '@site/contracts/sessions';
import { bookAtTimeParam, bookOnDayParam } from '@site/contracts/calendar';
import { useSearchParams } from '@site/ui/router';
import {
  addDays,
  coachDatesCovering,
  isDateString,
  lastBookableDate,
  sessionMinutes,
  slotZone,
  todayIn,
  type Slot,
} from '@site/contracts/slots';
import {
  coachTimezone,
  isTimezoneName,
  zoneTimeNameInParentheses,
  type TimezoneName,
} from '@site/contracts/timezones';
import styled from 'styled-components';
import { errorIdOf, fieldControl } from '@site/ui/form-kit';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import {
  Actions,
  Badge,
  FieldError,
  FieldLabel,
  Muted,
  PairedButton,
  Select,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatCents } from '@site/contracts/money';
import { extraSessionLabels } from '@site/contracts/package-promises';
import {
  formatDateTime,
  formatTime,
  sessionStateLabel,
  sessionStateTone,
  unpaidLabel,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { busyTimesQueryOptions, takenSlotsQueryOptions } from '../api/availability';
import { bookingRulesQueryOptions } from '../../../lib/booking-rules';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancelUnpaid } from '../api/cancel-unpaid';
import { useCancelSession } from '../api/cancel-session';
import { useRescheduleSession } from '../api/reschedule-session';
import { useScheduleSession } from '../api/schedule-session';
import { useMarkSessionAttendance } from '../api/mark-attendance';
import { AttendanceSelect } from '../../../components/attendance-select';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The times the owner may give a session on `date` (a day in his own zone): those its schedule
 * offers a client in the session's zone (the slot engine the API checks every time with), without
 * the session's own current time. Given `taken` and `busy` (what the client's own scheduling page
 * leaves out: other sessions, the owner's calendar) those times are left out too; otherwise they
 * are the API's to refuse (409 with its reason).
 */
export function ownerSlots(input: {
  date: string;
  ownerZone: string;
  session: Pick<BookingSession, 'timezone'> & { startsAt?: string };
  packageType: AdminBookingDetail['packageType'];
  rules: BookingRules;
  now: Date;
  taken?: readonly ScheduledSlot[];
  busy?: readonly { start: string; end: string }[];
}): Slot[] {
  if (!isDateString(input.date)) return [];
  const gridZone = slotZone(input.packageType, input.session.timezone);
  const kind = scheduleKindOf(input.packageType);
  const own =
    input.session.startsAt === undefined ? null : new Date(input.session.startsAt).toISOString();
  // The owner's day overlaps up to three days of the client's zone.
  const days = slotsBetween(
    {
      schedule:
        kind === 'free-call' ? input.rules.schedules.freeCall : input.rules.schedules.sessions,
      sessionMinutes: sessionMinutes(input.packageType),
      visitorZone: input.session.timezone,
      now: input.now,
      busy: input.busy ?? [],
      // The session being moved frees its own time.
      sessions: bookedSessions(
        kind,
        (input.taken ?? []).filter((slot) => new Date(slot.scheduledAt).toISOString() !== own),
      ),
    },
    addDays(input.date, -1),
    addDays(input.date, 1),
  );
  return Object.values(days)
    .flat()
    .filter((slot) => dayjs(slot.startsAt).tz(input.ownerZone).format('YYYY-MM-DD') === input.date)
    .filter((slot) => slot.startsAt !== own)
    .map((slot) => ({ ...slot, time: dayjs(slot.startsAt).tz(gridZone).format('HH:mm') }));
}

/** What a session-time form says: its name, labels and messages, which differ between book and move. */
interface SessionTimeWords {
  formLabel: string;
  dateLabel: string;
  timeLabel: string;
  loadingText: string;
  loadFailedText: string;
  emptyText: string;
  missingText: string;
  submitLabel: string;
  pendingLabel: string;
  closeLabel: string;
}

/**
 * The one form that gives a session its time, for booking a new session and for moving one: a day
 * in the owner's calendar, then a time among `slots` (each shown in the owner's and the client's
 * zone), with the loading and failure states of what the slots are made from. `save` sends the
 * chosen start and reports a refusal through `onFailed`.
 */
function SessionTimeForm({
  idPrefix,
  words,
  date,
  minDate,
  onDate,
  slots,
  clientZone,
  loading,
  loadError,
  onRetry,
  pending,
  save,
  onClose,
  extra,
  preferredTime,
}: {
  idPrefix: string;
  words: SessionTimeWords;
  date: string;
  minDate?: string;
  onDate: (date: string) => void;
  slots: Slot[];
  clientZone: string;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  pending: boolean;
  save: (startsAt: string, onFailed: (message: string) => void) => void;
  onClose: () => void;
  /** More fields of the form, below the time (booking's format). */
  extra?: ReactNode;
  /**
   * The hour ("09:00", the owner's clock) the form's time is set to once `date`'s times are in,
   * when one of them starts then: the hour chosen in the calendar.
   */
  preferredTime?: string;
}) {
  const { timezone: ownerZone } = useOwnerSession();
  const [startsAt, setStartsAt] = useState('');
  // The preferred hour is taken once, from the first times offered that hold it.
  const [preferred, setPreferred] = useState(preferredTime);
  if (preferred !== undefined && slots.length > 0) {
    const match = slots.find(
      (slot) => dayjs(slot.startsAt).tz(ownerZone).format('HH:mm') === preferred,
    );
    setPreferred(undefined);
    if (match) setStartsAt(match.startsAt);
  }
  const [error, setError] = useState<string | null>(null);
  const ids = { date: `${idPrefix}-date`, time: `${idPrefix}-time` };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startsAt) {
      setError(words.missingText);
      return;
    }
    setError(null);
    save(startsAt, setError);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={words.formLabel}
      style={{ display: 'grid', gap: '0.75rem', marginTop: '0.75rem', maxWidth: '28rem' }}
    >
      <FieldLabel htmlFor={ids.date}>{words.dateLabel}</FieldLabel>
      <DateInput
        id={ids.date}
        value={date}
        min={minDate}
        onChange={(event) => {
          onDate(event.target.value);
          setStartsAt('');
          setPreferred(undefined);
        }}
      />
      <FieldLabel htmlFor={ids.time}>{words.timeLabel}</FieldLabel>
      {loadError ? (
        <FieldError role="alert">
          {apiErrorMessage(loadError, words.loadFailedText)}{' '}
          <SmallButton type="button" onClick={onRetry}>
            Retry
          </SmallButton>
        </FieldError>
      ) : loading ? (
        <Muted role="status">{words.loadingText}</Muted>
      ) : (
        <Select
          {...fieldControl(ids.time, error)}
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        >
          <option value="">{slots.length === 0 ? words.emptyText : 'Choose a time'}</option>
          {slots.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {slotTimeText(slot.startsAt, ownerZone, clientZone)}
            </option>
          ))}
        </Select>
      )}
      {error && (
        <FieldError id={errorIdOf(ids.time)} role="alert">
          {error}
        </FieldError>
      )}
      {extra}
      {/* Its submit is the form's one primary (it replaced the button that opened it), its
          way out beside it as tall. */}
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? words.pendingLabel : words.submitLabel}
        </Button>
        <PairedButton type="button" disabled={pending} onClick={onClose}>
          {words.closeLabel}
        </PairedButton>
      </Actions>
    </form>
  );
}

/**
 * A time offered to book, as the owner reads it: his clock, then the client's with his zone
 * ("9:00 AM your time — 10:00 AM for the client (Eastern)"); only "9:00 AM" where both clocks
 * read the same, so a client in the owner's zone costs no 90-character option.
 */
export function slotTimeText(startsAt: string, ownerZone: string, clientZone: string): string {
  const owners = formatTime(startsAt, ownerZone);
  const clients = formatTime(startsAt, clientZone);
  return owners === clients
    ? owners
    : `${owners} your time — ${clients} for the client ${zoneTimeNameInParentheses(clientZone)}`;
}

function RescheduleForm({
  booking,
  session,
  onClose,
}: {
  booking: AdminBookingDetail;
  session: BookingSession;
  onClose: () => void;
}) {
  const { timezone: ownerZone } = useOwnerSession();
  const rules = useQuery(bookingRulesQueryOptions());
  const reschedule = useRescheduleSession(booking.id);
  const [date, setDate] = useState(() =>
    dayjs(session.startsAt).tz(ownerZone).format('YYYY-MM-DD'),
  );
  const slots = rules.data
    ? ownerSlots({
        date,
        ownerZone,
        session,
        packageType: booking.packageType,
        rules: rules.data,
        now: new Date(),
      })
    : [];

  return (
    <SessionTimeForm
      idPrefix={`move-${session.id}`}
      words={{
        formLabel: `Move the session of ${formatDateTime(session.startsAt, ownerZone)}`,
        dateLabel: 'New day (your calendar)',
        timeLabel: 'New time',
        loadingText: 'Loading the working hours…',
        loadFailedText: 'The working hours could not be loaded.',
        emptyText: 'No bookable time on this day',
        missingText: 'Please choose the new time.',
        submitLabel: 'Move Session',
        pendingLabel: 'Moving…',
        closeLabel: 'Keep the Current Time',
      }}
      date={date}
      onDate={setDate}
      slots={slots}
      clientZone={session.timezone}
      loading={rules.isPending}
      loadError={rules.error}
      onRetry={() => void rules.refetch()}
      pending={reschedule.isPending}
      onClose={onClose}
      save={(startsAt, onFailed) =>
        reschedule.mutate(
          {
            sessionId: session.id,
            request: {
              scheduledAt: startsAt,
              // The client keeps his zone: his emails and invitation show his own time.
              timezone: isTimezoneName(session.timezone) ? session.timezone : ownerZone,
            },
          },
          {
            onSuccess: () => {
              toast({
                title: 'Session moved',
                description: `Now ${formatDateTime(startsAt, ownerZone)} your time. The client gets an updated invitation.`,
                variant: 'success',
              });
              onClose();
            },
            onError: (failure) =>
              onFailed(
                apiErrorMessage(failure, 'The session could not be moved. Please try again.'),
              ),
          },
        )
      }
    />
  );
}

/** What booking a session for a client needs of his booking (its detail, or his record's package). */
export type BookableBooking = Pick<AdminBookingDetail, 'id' | 'packageType' | 'timezone'> & {
  sessions: readonly Pick<AdminBookingDetail['sessions'][number], 'timezone'>[];
};

/**
 * The client's zone for a new session: the booking's, else his last session's, else the coach's
 * own (`ownerZone`, the session's).
 */
function clientZone(booking: BookableBooking, ownerZone: string): TimezoneName {
  for (const zone of [booking.timezone, booking.sessions.at(-1)?.timezone])
    if (zone && isTimezoneName(zone)) return zone;
  return ownerZone;
}

/**
 * Booking the client's next session for him (on the phone with him, say): a day in the owner's
 * calendar, then one of the times the client's own scheduling page would offer that day (the grid,
 * less other sessions and the owner's busy calendar). It spends one credit and sends the client
 * the same confirmation and invitation as when he books it himself.
 */
export function BookSessionForm({
  booking,
  day,
  time,
  onClose,
}: {
  booking: BookableBooking;
  /** The day it opens on (a day of the owner's calendar), else today. */
  day?: string;
  /** The hour of that day it opens on ("09:00", the owner's clock), when it is offered. */
  time?: string;
  onClose: () => void;
}) {
  const { timezone: ownerZone } = useOwnerSession();
  const zone = clientZone(booking, ownerZone);
  const rules = useQuery(bookingRulesQueryOptions());
  const taken = useQuery(takenSlotsQueryOptions());
  const schedule = useScheduleSession(booking.id);
  // Video or audio, as the client asks (a free call is a video call).
  const [format, setFormat] = useState<SessionFormat>(defaultSessionFormat);
  const choosesFormat = booking.packageType !== 'strategy-call';
  const [now] = useState(() => new Date());
  const [date, setDate] = useState(() => {
    const today = todayIn(ownerZone, now);
    return day !== undefined && isDateString(day) && day >= today ? day : today;
  });
  // The coach days the owner's day touches, inside the days the calendar can be asked about.
  const firstCoachDay = todayIn(coachTimezone, now);
  const lastCoachDay = rules.data
    ? lastBookableDate(coachTimezone, now, schedulesHorizonDays(rules.data.schedules))
    : firstCoachDay;
  const coachDays = isDateString(date)
    ? coachDatesCovering(date, ownerZone).filter(
        (day) => day >= firstCoachDay && day <= lastCoachDay,
      )
    : [];
  const busy = useQueries({
    queries: coachDays.map((day) => ({ ...busyTimesQueryOptions(day), enabled: !!rules.data })),
  });
  const loadError = rules.error ?? taken.error ?? busy.find((day) => day.isError)?.error ?? null;
  const loading = rules.isPending || taken.isPending || busy.some((day) => day.isPending);
  const slots =
    rules.data && taken.data && !loading
      ? ownerSlots({
          date,
          ownerZone,
          session: { timezone: zone },
          packageType: booking.packageType,
          rules: rules.data,
          now,
          taken: taken.data,
          busy: busy.flatMap((day) => day.data?.events ?? []),
        })
      : [];

  return (
    <SessionTimeForm
      idPrefix="book-session"
      words={{
        formLabel: 'Book a session for the client',
        dateLabel: 'Day (your calendar)',
        timeLabel: 'Time',
        loadingText: 'Loading the open times…',
        loadFailedText: 'The open times could not be loaded.',
        emptyText: 'No open time on this day',
        missingText: 'Please choose the time of the session.',
        submitLabel: 'Book Session',
        pendingLabel: 'Booking…',
        closeLabel: 'Cancel',
      }}
      date={date}
      minDate={todayIn(ownerZone, now)}
      onDate={setDate}
      preferredTime={date === day ? time : undefined}
      slots={slots}
      clientZone={zone}
      loading={loading}
      loadError={loadError}
      onRetry={() => {
        void rules.refetch();
        void taken.refetch();
        for (const day of busy) void day.refetch();
      }}
      pending={schedule.isPending}
      onClose={onClose}
      extra={
        choosesFormat && (
          <>
            <FieldLabel htmlFor="book-session-format">Format</FieldLabel>
            <Select
              id="book-session-format"
              value={format}
              onChange={(event) => setFormat(event.target.value as SessionFormat)}
            >
              {sessionFormats.map((one) => (
                <option key={one} value={one}>
                  {sessionFormatLabels[one]}
                </option>
              ))}
            </Select>
          </>
        )
      }
      save={(startsAt, onFailed) =>
        schedule.mutate(
          choosesFormat
            ? { scheduledAt: startsAt, timezone: zone, format }
            : { scheduledAt: startsAt, timezone: zone },
          {
            onSuccess: () => {
              toast({
                title: 'Session booked',
                description: `${formatDateTime(startsAt, ownerZone)} your time. The client gets the confirmation and the invitation.`,
                variant: 'success',
              });
              onClose();
            },
            onError: (failure) =>
              onFailed(
                apiErrorMessage(failure, 'The session could not be booked. Please try again.'),
              ),
          },
        )
      }
    />
  );
}

/* A session's pills (its status, kind, format) side by side with room between, never touching. */
const Pills = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  vertical-align: middle;
`;

const Row = styled.li`
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/* "Held?" and its choice, as a client's Sessions offer it, under the session's time. */
const HeldLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin-top: 0.5rem;

  > span:first-child {
    font-weight: 700;
  }
`;

function SessionRow({
  booking,
  session,
}: {
  booking: AdminBookingDetail;
  session: BookingSession;
}) {
  const { timezone: ownerZone } = useOwnerSession();
  const [moving, setMoving] = useState(false);
  const cancel = useCancelSession(booking.id);
  const mark = useMarkSessionAttendance(booking.id);
  // The moment the page opened: a session that had started by then (and was not cancelled) is
  // marked held, no-show or cancelled here, as on the client's Sessions; its choice says its state.
  const [now] = useState(() => Date.now());
  const started = Date.parse(session.startsAt) <= now && session.status !== 'cancelled';
  const when = formatDateTime(session.startsAt, ownerZone);
  const active = isActiveSession(session.status);
  // A follow-up call or an emergency session: booked by the client under rules of its own, it
  // spends no credit and keeps its time (the API moves none).
  const extra = session.kind === 'follow-up' || session.kind === 'emergency' ? session.kind : null;
  const clientZoneDiffers = session.timezone !== ownerZone;

  function confirmCancel() {
    cancel.mutate(session.id, {
      onSuccess: () =>
        toast({
          title: 'Session cancelled',
          description: extra
            ? `${when}: the client has been told and can book it again from their portal.`
            : `${when}: its credit is back in the package and the client has been told.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'The session was not cancelled',
          description: apiErrorMessage(error, 'Please try again in a moment.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Row>
      <div>
        {/* In the owner's zone, which the frame names once for every screen. */}
        <strong>{when}</strong>{' '}
        <Pills>
          {!started && (
            <Badge $tone={sessionStateTone(session)}>{sessionStateLabel(session)}</Badge>
          )}
          {extra && <Badge $tone="warn">{extraSessionLabels[extra]}</Badge>}
          {session.format && <Badge $tone="plain">{sessionFormatLabels[session.format]}</Badge>}
        </Pills>
      </div>
      {started && (
        <HeldLine>
          <span>Held?</span>
          <AttendanceSelect
            sessionId={session.id}
            attendance={session.attendance ?? null}
            label={`What happened to the session of ${when}`}
            mark={mark}
          />
        </HeldLine>
      )}
      {/* The client's own time only when his zone is not the owner's: else it repeats the line above. */}
      {(clientZoneDiffers || session.joinUrl) && (
        <Muted>
          {clientZoneDiffers && (
            <>
              Client’s time: {formatDateTime(session.startsAt, session.timezone)}{' '}
              {zoneTimeNameInParentheses(session.timezone)}
            </>
          )}
          {clientZoneDiffers && session.joinUrl && ' · '}
          {session.joinUrl && (
            <a href={session.joinUrl} target="_blank" rel="noreferrer">
              Join link
            </a>
          )}
        </Muted>
      )}
      {active && !moving && (
        <Actions style={{ marginTop: '0.5rem' }}>
          {!extra && (
            <SmallButton
              type="button"
              aria-label={`Reschedule the session of ${when}`}
              onClick={() => setMoving(true)}
            >
              Reschedule
            </SmallButton>
          )}
          <ConfirmAction
            label="Cancel Session"
            quiet
            confirmLabel={`Cancel the session of ${when}`}
            consequence={
              <>
                The session of {when} is cancelled, its calendar event removed and the client sent a
                cancellation;{' '}
                {extra
                  ? 'it spent no credit, and the client can book it again from their portal while it is open.'
                  : 'its credit returns to the package.'}
              </>
            }
            pending={cancel.isPending}
            onConfirm={confirmCancel}
          />
        </Actions>
      )}
      {active && moving && (
        <RescheduleForm booking={booking} session={session} onClose={() => setMoving(false)} />
      )}
    </Row>
  );
}

/**
 * The booking's sessions: each in the owner's and the client's zone, with Reschedule and Cancel;
 * and, while the paid package has credits left, "Book a Session" for the client.
 */
export function BookingSessions({ booking }: { booking: AdminBookingDetail }) {
  // Sent here from the calendar's day (`?book=YYYY-MM-DD`, with `&at=HH:MM` from one of its free
  // hours): the form opens on that day, at that time when the package can be booked then.
  const [searchParams] = useSearchParams();
  const askedDay = searchParams.get(bookOnDayParam) ?? undefined;
  const askedTime = searchParams.get(bookAtTimeParam) ?? undefined;
  const canBook = booking.status === 'paid' && booking.sessionsRemaining > 0;
  const [openForm, setOpenForm] = useState(askedDay !== undefined);
  return (
    <>
      <p>
        {booking.sessionsBooked} of {booking.sessionsTotal} booked, {booking.sessionsRemaining}{' '}
        remaining.
      </p>
      {booking.sessions.length === 0 ? (
        <Muted>No session is booked yet.</Muted>
      ) : (
        <ol aria-label="Sessions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {booking.sessions.map((session) => (
            <SessionRow key={session.id} booking={booking} session={session} />
          ))}
        </ol>
      )}
      {canBook &&
        (openForm ? (
          <BookSessionForm
            booking={booking}
            day={askedDay}
            time={askedTime}
            onClose={() => setOpenForm(false)}
          />
        ) : (
          <Actions style={{ marginTop: '0.75rem' }}>
            <SmallButton type="button" onClick={() => setOpenForm(true)}>
              Book a Session
            </SmallButton>
          </Actions>
        ))}
    </>
  );
}

/**
 * Ending a paid booking, at any time: a full refund through Stripe (card payments only) or a
 * cancellation that keeps the payment; either way its booked sessions are cancelled and the
 * client told.
 */
export function EndBooking({ booking }: { booking: AdminBookingDetail }) {
  const { timezone: ownerZone } = useOwnerSession();
  const end = useCancelBooking(booking.id);
  const [result, setResult] = useState<string | null>(null);
  if (isOpenUnpaid(booking.status))
    return <CancelUnpaid booking={booking} onCancelled={setResult} />;
  if (booking.status !== 'paid') {
    return (
      <>
        {result && <p role="status">{result}</p>}
        <Muted>
          {booking.status === 'refunded'
            ? 'This booking has been refunded in full; its sessions are cancelled.'
            : booking.status === 'cancelled'
              ? 'This booking has been cancelled without a refund; its sessions are cancelled.'
              : booking.status === 'expired'
                ? 'This booking was never paid and is closed; it holds no time any more.'
                : 'Only a paid booking can be refunded or cancelled.'}
        </Muted>
      </>
    );
  }
  const amount = formatCents(booking.amount);
  const active = booking.sessions.filter((session) => isActiveSession(session.status)).length;
  const sessionsNote =
    active === 0
      ? 'No session is booked.'
      : `Its ${active} booked ${active === 1 ? 'session is' : 'sessions are'} cancelled and the client is told.`;

  function run(refund: boolean) {
    end.mutate(
      { refund },
      {
        onSuccess: () => {
          const text = refund
            ? `Refunded ${amount} in full through Stripe. ${sessionsNote}`
            : `Booking cancelled; the payment of ${amount} is kept. ${sessionsNote}`;
          setResult(text);
          toast({
            title: refund ? 'Booking refunded' : 'Booking cancelled',
            description: text,
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: refund ? 'The refund was not made' : 'The booking was not cancelled',
            description: apiErrorMessage(error, 'Please try again in a moment.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <>
      <Muted style={{ marginBottom: '0.75rem' }}>
        {booking.refundableUntil
          ? `The client’s own refund window ends ${formatDateTime(booking.refundableUntil, ownerZone)}; you can refund at any time.`
          : 'Not paid by card: there is nothing to refund through Stripe.'}
      </Muted>
      <Actions>
        {booking.payment === 'card' && (
          <ConfirmAction
            label="Refund and Cancel"
            confirmLabel={`Refund ${amount}`}
            consequence={
              <>
                Refunds {amount} in full through Stripe and marks the booking refunded.{' '}
                {sessionsNote}
              </>
            }
            pending={end.isPending}
            onConfirm={() => run(true)}
          />
        )}
        <ConfirmAction
          label="Cancel Without Refund"
          confirmLabel="Cancel the Booking, Keep the Payment"
          consequence={
            <>
              Ends the booking without a refund: the payment of {amount} is kept. {sessionsNote}
            </>
          }
          pending={end.isPending}
          onConfirm={() => run(false)}
        />
      </Actions>
    </>
  );
}

/**
 * Cancelling a booking never paid (its checkout left unfinished, or its payment failed): its
 * payment is stopped at Stripe so no later charge can happen, the booking closes and its booked
 * sessions are cancelled, freeing their time; the client is told of each cancelled session.
 */
function CancelUnpaid({
  booking,
  onCancelled,
}: {
  booking: AdminBookingDetail;
  /** What happened, said by the section once the booking reads closed. */
  onCancelled: (result: string) => void;
}) {
  const cancel = useCancelUnpaid(booking.id);
  const active = booking.sessions.filter((session) => isActiveSession(session.status)).length;
  const sessionsNote =
    active === 0
      ? 'No session is booked.'
      : `Its ${active} booked ${active === 1 ? 'session is' : 'sessions are'} cancelled, freeing ${active === 1 ? 'its time' : 'their times'}, and the client is told.`;

  function run() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        const text = `The unpaid booking is cancelled and can no longer be paid. ${sessionsNote}`;
        onCancelled(text);
        toast({ title: 'Unpaid booking cancelled', description: text, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'The booking was not cancelled',
          description: apiErrorMessage(error, 'Please try again in a moment.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <Muted style={{ marginBottom: '0.75rem' }}>
        {unpaidLabel}: the client has not paid for this booking, so there is nothing to refund. If
        they will not pay, cancel it to free the time it holds.
      </Muted>
      <Actions>
        <ConfirmAction
          label="Cancel Unpaid Booking"
          confirmLabel="Cancel the Unpaid Booking"
          consequence={
            <>
              Stops its payment, so the client can no longer pay for it, and closes the booking.{' '}
              {sessionsNote}
            </>
          }
          pending={cancel.isPending}
          onConfirm={run}
        />
      </Actions>
    </>
  );
}
