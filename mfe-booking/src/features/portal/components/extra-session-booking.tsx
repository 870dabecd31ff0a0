import { useState, type FormEvent } from 'react';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import type { EmergencySlots } from '@site/contracts/endpoints/promises';
import { promiseMessages } from '@site/contracts/package-promises';
import { formatDate } from '@site/contracts/slots';
import { Button } from '@site/ui/button';
import { InlineMessage } from '../../../components/alert';
import { Field } from '../../../components/field';
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
import { PromiseRow } from './promise-row';

type Booker = UseMutationResult<
  ConsultationBooking,
  Error,
  { bookingId: number; time: ScheduleRequest }
>;

const failed = 'The session could not be booked. Please try again in a moment.';

/** A date, then a time of that date, from the open times; booked with one button. */
function SlotPicker({
  id,
  bookingId,
  zone,
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
  dates: EmergencySlots['dates'];
  book: Booker;
  label: string;
  done: string;
  onDone: (message: string) => void;
}) {
  const days = Object.keys(dates).sort();
  const [date, setDate] = useState(days[0] ?? '');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const times = dates[date] ?? [];

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
    <form onSubmit={onSubmit} noValidate>
      <Field>
        <label htmlFor={`${id}-date`}>Date</label>
        <select
          id={`${id}-date`}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setStartsAt('');
          }}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {formatDate(`${day}T12:00:00Z`, 'UTC')}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-time`}>Time ({zone})</label>
        <select
          id={`${id}-time`}
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">Choose a time</option>
          {times.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {slot.time}
            </option>
          ))}
        </select>
      </Field>
      {error && (
        <InlineMessage $tone="error" role="alert" id={`${id}-error`}>
          {error}
        </InlineMessage>
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
    <InlineMessage $tone="error" role="alert">
      The times could not be loaded. Please try again in a moment.
    </InlineMessage>
  );
}

export function FollowUpBooking(props: {
  bookingId: number;
  zone: string;
  now: Date;
  closesAt: string;
  onDone: (message: string) => void;
}) {
  const id = `follow-up-${props.bookingId}`;
  return (
    <PromiseRow
      id={id}
      title="Book your 15-minute follow-up call"
      line={`It can be booked once, until ${formatDate(props.closesAt, props.zone)}.`}
    >
      <FormOnDemand opener="Choose a Follow-Up Time">
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
  onDone,
}: {
  id: string;
  panel: OnDemand;
  bookingId: number;
  zone: string;
  onDone: (message: string) => void;
}) {
  const query = useQuery(emergencySlotsQueryOptions({ bookingId, zone }));
  const book = useBookEmergency();
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
      dates={query.data.dates}
      book={book}
      label="Book the Emergency Session"
      done={promiseMessages.emergencyBooked}
      onDone={onDone}
    />
  );
}

/** The 10-session package's emergency session: the next working days' free times, once. */
export function EmergencyBooking({
  bookingId,
  zone,
  onDone,
}: {
  bookingId: number;
  zone: string;
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
          <EmergencyTimes id={id} panel={panel} bookingId={bookingId} zone={zone} onDone={onDone} />
        )}
      </FormOnDemand>
    </PromiseRow>
  );
}
