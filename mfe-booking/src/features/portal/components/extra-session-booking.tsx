import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import type { EmergencySlots } from '@site/contracts/endpoints/promises';
import { promiseMessages } from '@site/contracts/package-promises';
import { formatDate, todayIn } from '@site/contracts/slots';
import { timesShownIn } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { useSiteSettings } from '@site/ui/site-settings';
import { InlineMessage } from '../../../components/alert';
import { ErrorMessage } from '@site/ui/error-message';
import { DateSlotPicker } from '../../../components/slot-picker/date-slot-picker';
import {
  CancelButton,
  FormActions,
  FormOnDemand,
  type OnDemand,
} from '../../../components/form-on-demand';
import { LoadingStatus } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  emergencySlotsQueryOptions,
  followUpSlotsQueryOptions,
  useBookEmergency,
  useBookFollowUp,
} from '../api/portal-promises';
import { portalTimezoneTitleId } from './portal-timezone';
import { PromiseRow } from './promise-row';

type Booker = UseMutationResult<
  ConsultationBooking,
  Error,
  { bookingId: number; time: ScheduleRequest }
>;

const failed = 'The session could not be booked. Please try again in a moment.';
const noOpenTimes =
  'No times are open just now. Please look again in a day or two, or write to your coach.';

/** Under the calendar: the zone every time is in, and where the client changes it. */
const ZoneLine = styled.p`
  margin: 0.75rem 0 0;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};

  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }
`;

/**
 * The site's booking widget over a list of open times per date: those dates bookable (a row of
 * days for a window of a week or less, else the month), the zone they are in, the chosen date's
 * times as buttons; booked with one button.
 */
function SlotPicker({
  id,
  bookingId,
  zone,
  now,
  dates,
  book,
  label,
  done,
  onDone,
  panel,
}: {
  panel: OnDemand;
  id: string;
  bookingId: number;
  zone: string;
  now: Date;
  dates: EmergencySlots['dates'];
  book: Booker;
  label: string;
  done: string;
  onDone: (message: string) => void;
}) {
  const calendar = useMemo(() => {
    const days = Object.keys(dates)
      .filter((day) => (dates[day]?.length ?? 0) > 0)
      .sort();
    const last = days.at(-1);
    if (last === undefined) return null;
    const open = new Set(days);
    return {
      today: todayIn(zone, now),
      lastDate: last,
      isDisabled: (day: string) => !open.has(day),
    };
  }, [dates, zone, now]);
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (calendar === null)
    return (
      <>
        <InlineMessage role="status">{noOpenTimes}</InlineMessage>
        <FormActions>
          <CancelButton form={panel} />
        </FormActions>
      </>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt) {
      setError('Please choose a time.');
      return;
    }
    setError(null);
    book.mutate(
      { bookingId, time: { scheduledAt: startsAt, timezone: zone } },
      {
        onSuccess: () => onDone(done),
        onError: (cause) => setError(apiErrorMessage(cause, failed)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <DateSlotPicker
        calendar={calendar}
        labelledBy={`${id}-title`}
        date={date}
        onDate={(day) => {
          setDate(day);
          setStartsAt(null);
        }}
        zone={zone}
        zoneControl={
          <ZoneLine>
            {timesShownIn(zone)} (<a href={`#${portalTimezoneTitleId}`}>change it</a>).
          </ZoneLine>
        }
        slots={{ status: 'ready', slots: date ? (dates[date] ?? []) : [] }}
        time={startsAt}
        onTime={(next) => {
          setStartsAt(next);
          if (next) setError(null);
        }}
        timesHeadingId={`${id}-times`}
      />
      {error && (
        <ErrorMessage role="alert" id={`${id}-error`}>
          {error}
        </ErrorMessage>
      )}
      <FormActions>
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? 'Booking...' : label}
        </Button>
        <CancelButton form={panel} disabled={book.isPending} />
      </FormActions>
    </form>
  );
}

/** The follow-up call's open times, fetched once asked for, before its window closes. */
function FollowUpTimes({
  id,
  panel,
  ...props
}: {
  id: string;
  panel: OnDemand;
  bookingId: number;
  zone: string;
  now: Date;
  closesAt: string;
  onDone: (message: string) => void;
}) {
  const query = useQuery(followUpSlotsQueryOptions(props));
  const book = useBookFollowUp();
  const closing = new Date(props.closesAt).getTime();
  if (!query.isSuccess) return <TimesNotReady failed={query.isError} />;
  return (
    <SlotPicker
      id={id}
      panel={panel}
      bookingId={props.bookingId}
      zone={props.zone}
      now={props.now}
      dates={Object.fromEntries(
        Object.entries(query.data.dates)
          .map(
            ([date, slots]) =>
              [date, slots.filter((slot) => new Date(slot.startsAt).getTime() < closing)] as const,
          )
          .filter(([, slots]) => slots.length > 0),
      )}
      book={book}
      label="Book the Follow-Up Call"
      done={promiseMessages.followUpBooked}
      onDone={props.onDone}
    />
  );
}

/**
 * The package's 15-minute follow-up call, on the free call's grid, while its window is open: its
 * times behind "Choose a Follow-Up Time".
 */
/** While a list of times loads, or when it could not be loaded: what stands in its place. */
function TimesNotReady({ failed }: { failed: boolean }) {
  if (!failed) return <LoadingStatus>Loading times...</LoadingStatus>;
  return (
    <ErrorMessage role="alert">
      The times could not be loaded. Please try again in a moment.
    </ErrorMessage>
  );
}

/** The follow-up call's row (a link to `#${followUpId(id)}` opens its times) and its action. */
export const followUpId = (bookingId: number) => `follow-up-${bookingId}`;
export const followUpAction = 'Choose a Follow-Up Time';

/**
 * The row's words: what to do, beside its own button; or, when the Next card offers that button
 * (`offeredAbove`), what stands (its times then open in this row).
 */
export const followUpRow = (closesOn: string, offeredAbove: boolean) =>
  offeredAbove
    ? {
        title: 'Your 15-minute follow-up call',
        line: `Open to book once, until ${closesOn}.`,
      }
    : {
        title: 'Book your 15-minute follow-up call',
        line: `It can be booked once, until ${closesOn}.`,
      };

export function FollowUpBooking({
  offeredAbove = false,
  ...props
}: {
  bookingId: number;
  zone: string;
  now: Date;
  closesAt: string;
  onDone: (message: string) => void;
  /** The Next card offers "Choose a Follow-Up Time": the row says so and opens from it. */
  offeredAbove?: boolean;
}) {
  const id = followUpId(props.bookingId);
  const { title, line } = followUpRow(formatDate(props.closesAt, props.zone), offeredAbove);
  return (
    <PromiseRow id={id} title={title} line={line}>
      <FormOnDemand opener={offeredAbove ? null : followUpAction} openOn={id}>
        {(panel) => <FollowUpTimes id={id} panel={panel} {...props} />}
      </FormOnDemand>
    </PromiseRow>
  );
}

/** The emergency session's times, fetched once asked for. */
function EmergencyTimes({
  id,
  panel,
  bookingId,
  zone,
  now,
  onDone,
}: {
  id: string;
  panel: OnDemand;
  bookingId: number;
  zone: string;
  now: Date;
  onDone: (message: string) => void;
}) {
  const query = useQuery(emergencySlotsQueryOptions({ bookingId, zone }));
  const book = useBookEmergency();
  const { coachName } = useSiteSettings();
  if (!query.isSuccess) return <TimesNotReady failed={query.isError} />;
  if (query.data.refusal !== null)
    return (
      <>
        <InlineMessage>{query.data.refusal}</InlineMessage>
        <FormActions>
          <CancelButton form={panel} />
        </FormActions>
      </>
    );
  return (
    <SlotPicker
      id={id}
      panel={panel}
      bookingId={bookingId}
      zone={zone}
      now={now}
      dates={query.data.dates}
      book={book}
      label="Book the Emergency Session"
      done={promiseMessages.emergencyBooked(coachName || 'your coach')}
      onDone={onDone}
    />
  );
}

/** The 10-session package's emergency session: the next working days' free times, once. */
export function EmergencyBooking({
  bookingId,
  zone,
  now,
  onDone,
}: {
  bookingId: number;
  zone: string;
  now: Date;
  onDone: (message: string) => void;
}) {
  const id = `emergency-${bookingId}`;
  return (
    <PromiseRow
      id={id}
      title="Emergency session"
      line="Once in your package, you can book a session at short notice on the next working days."
    >
      <FormOnDemand opener="See Emergency Times">
        {(panel) => (
          <EmergencyTimes
            id={id}
            panel={panel}
            bookingId={bookingId}
            zone={zone}
            now={now}
            onDone={onDone}
          />
        )}
      </FormOnDemand>
    </PromiseRow>
  );
}
