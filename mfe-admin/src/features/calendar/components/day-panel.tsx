import { DateInput } from '../../../components/date-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  bookAtTimeParam,
  bookOnDayParam,
  calendarBlockSchema,
  calendarMessages,
  maxBlockNoteLength,
  type OpenPackage,
} from '@site/contracts/calendar';
import type { PackageType } from '@site/contracts/packages';
import { packageName, sessionStatusLabels } from '../../../lib/format';
import type { SessionStatus } from '@site/contracts/sessions';
import { WholeCompounds } from '../../../components/whole-compounds';
import { paths, toPath } from '@site/contracts/routes';
import { todayIn } from '@site/contracts/slots';
import { useFieldErrors, useFormKit } from '@site/ui/form-kit';
import { Link, useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import {
  Actions,
  FormAlert,
  FormField,
  Input,
  Muted,
  rowLink,
  Section,
  Select,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage, apiRefusal } from '../../../lib/api-error';
import { useBlockTime, useUnblockTime } from '../api/calendar';
import { instantAt, timeIn } from './calendar-days';
import type { CalendarItem } from './calendar-items';
import { formatDay } from './day-names';
import { blockTimeDefault, clockTime, slotMinutes } from './working-slots';
import type { TimeRange } from '@site/contracts/schedules/schedule';
import { timeMinutes } from '@site/contracts/schedules/engine';
import { UnpaidChip } from '../../../components/unpaid-chip';

const Entries = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 0.25rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    ${rowLink}
  }
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1.5rem;

  form {
    display: grid;
    gap: 0.75rem;
    align-content: start;
  }
  h3 {
    margin: 0;
  }
`;

function EntryLine({ item, zone }: { item: CalendarItem; zone: string }) {
  const unblock = useUnblockTime();
  const time = `${timeIn(item.start, zone)}–${timeIn(item.end, zone)}`;
  switch (item.kind) {
    case 'session':
    case 'free-call':
      // Its time and whom (the link to the booking), then what was booked and its state.
      return (
        <li>
          <strong>
            {time} ·{' '}
            <Link to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>
              <WholeCompounds text={item.name} />
            </Link>
          </strong>
          <span>
            <WholeCompounds
              text={`${item.kind === 'free-call' ? packageName('strategy-call') : item.what}${
                item.cancelled || item.status === 'completed'
                  ? ` · ${sessionStatusLabels[item.status as SessionStatus]}`
                  : ''
              }`}
            />{' '}
            <UnpaidChip status={item.bookingStatus} />
          </span>
        </li>
      );
    case 'block':
      return (
        <li>
          <strong>{time} · Blocked</strong>
          {item.note && <span>{item.note}</span>}
          <Actions>
            <SmallButton
              type="button"
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(item.id, {
                  onSuccess: () => toast({ title: calendarMessages.unblocked, variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'The time could not be freed.',
                      description: apiErrorMessage(error, 'Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              Free This Time
            </SmallButton>
          </Actions>
        </li>
      );
    case 'busy':
      return (
        <li>
          <strong>{time} · Busy</strong>
          <span>An event of your Google Calendar.</span>
        </li>
      );
  }
}

const blockIds = { startsAt: 'block-from', endsAt: 'block-until', note: 'block-note' } as const;

/**
 * A free hour chosen in the calendar's grid: its day and start ("10:00"); `count` tells one
 * choice from the next of the same hour, so each fills the forms and takes the focus again.
 */
export interface SlotChoice {
  day: string;
  time: string;
  count: number;
}

/** The hour after a slot's start, on the form's clock (the day's end at the latest). */
const slotEnd = (time: string) =>
  clockTime(Math.min(timeMinutes(time) + slotMinutes, 23 * 60 + 59));

/** Blocking time on the chosen day (or until a later day): visitors can no longer book it. */
function BlockTimeForm({
  day,
  zone,
  slot,
  ranges,
  now,
}: {
  day: string;
  zone: string;
  slot: SlotChoice | null;
  /** The day's working hours. */
  ranges: readonly TimeRange[];
  now: Date;
}) {
  const block = useBlockTime();
  const today = todayIn(zone, now);
  const start = blockTimeDefault(day, ranges, zone, now);
  const [fromDay, setFromDay] = useState(slot?.day ?? day);
  const [from, setFrom] = useState(slot?.time ?? start.from);
  const [until, setUntil] = useState(slot ? slotEnd(slot.time) : start.until);
  const [untilDay, setUntilDay] = useState(day);
  const [note, setNote] = useState('');
  const form = useFormKit(blockIds);
  const { fields } = form;
  // A new day chosen in the calendar: the form follows it.
  const [formDay, setFormDay] = useState(day);
  if (formDay !== day) {
    setFormDay(day);
    setFromDay(day);
    setUntilDay(day);
    setFrom(start.from);
    setUntil(start.until);
  }
  // A free hour chosen in the grid: the form blocks that hour.
  const [formSlot, setFormSlot] = useState(slot);
  if (slot && slot !== formSlot) {
    setFormSlot(slot);
    setFromDay(slot.day);
    setFrom(slot.time);
    setUntil(slotEnd(slot.time));
    setUntilDay(slot.day);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.start();
    const request = fields.check(calendarBlockSchema, {
      startsAt: from && fromDay ? instantAt(fromDay, from, zone) : '',
      endsAt: until && untilDay ? instantAt(untilDay, until, zone) : '',
      note,
    });
    if (!request) return;
    block.mutate(request, {
      onSuccess: () => {
        toast({ title: calendarMessages.blocked, variant: 'success' });
        setNote('');
      },
      onError: (error) =>
        form.refuseWith(apiRefusal(error, 'The time could not be blocked. Please try again.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="block-time-heading">
      <h3 id="block-time-heading">Block time</h3>
      <FormAlert failure={form.failure} alertRef={form.alertRef} />
      {/* The start has its day as the end has: the day chosen above unless changed here. */}
      <FormField id="block-from-day" label="From (day)">
        {(control) => (
          <DateInput
            {...control}
            min={today}
            value={fromDay}
            onChange={(event) => {
              setFromDay(event.target.value);
              // The end never before the start's day.
              if (event.target.value > untilDay) setUntilDay(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField id={blockIds.startsAt} label="From (time)" error={fields.errors.startsAt}>
        {(control) => (
          <Input
            {...control}
            type="time"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="block-until-day" label="Until (day)">
        {(control) => (
          <DateInput
            {...control}
            min={fromDay || today}
            value={untilDay}
            onChange={(event) => setUntilDay(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={blockIds.endsAt} label="Until (time)" error={fields.errors.endsAt}>
        {(control) => (
          <Input
            {...control}
            type="time"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={blockIds.note}
        label="Note (only you see it)"
        hint={`Optional, up to ${maxBlockNoteLength} characters.`}
        error={fields.errors.note}
      >
        {(control) => (
          <Input {...control} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </FormField>
      <Actions>
        <SmallButton type="submit" disabled={block.isPending}>
          {block.isPending ? 'Blocking…' : 'Block This Time'}
        </SmallButton>
      </Actions>
    </form>
  );
}

/**
 * Booking a session for a client on the chosen day: the client's package is chosen here, then
 * the booking's own "Book a Session" form opens on that day, with the times it would offer, and
 * on the hour given here (a free hour chosen in the grid sets it, as it sets the block's).
 */
const chooserIds = { bookingId: 'book-package', time: 'book-time' } as const;

function BookSessionChooser({
  day,
  openPackages,
  slot,
}: {
  day: string;
  openPackages: OpenPackage[];
  slot: SlotChoice | null;
}) {
  const navigate = useNavigate();
  const [bookingId, setBookingId] = useState('');
  const [time, setTime] = useState(slot?.time ?? '');
  const fields = useFieldErrors(chooserIds);
  // A free hour chosen in the grid: the booking is for that hour too.
  const [formSlot, setFormSlot] = useState(slot);
  if (slot && slot !== formSlot) {
    setFormSlot(slot);
    setTime(slot.time);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.refuse(bookingId ? {} : { bookingId: calendarMessages.chooseBooking })) return;
    const query = new URLSearchParams({ [bookOnDayParam]: day });
    if (time) query.set(bookAtTimeParam, time);
    navigate(`${toPath(paths.adminBooking, { bookingId })}?${query}`);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="book-session-heading">
      <h3 id="book-session-heading">Book a session</h3>
      {openPackages.length === 0 ? (
        <Muted>No paid package has a session left to book.</Muted>
      ) : (
        <>
          <FormField
            id={chooserIds.bookingId}
            label="Client and package"
            error={fields.errors.bookingId}
          >
            {(control) => (
              <Select
                {...control}
                value={bookingId}
                onChange={(event) => setBookingId(event.target.value)}
              >
                <option value="">Choose a client</option>
                {openPackages.map((open) => (
                  <option key={open.bookingId} value={open.bookingId}>
                    {open.name} · {packageName(open.packageType as PackageType)} ·{' '}
                    {open.sessionsRemaining} left
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={chooserIds.time}
            label="Time"
            hint="Optional: the booking’s form opens on it when the package can be booked then."
          >
            {(control) => (
              <Input
                {...control}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            )}
          </FormField>
          <Actions>
            <SmallButton type="submit">Choose a Time on This Day</SmallButton>
          </Actions>
        </>
      )}
    </form>
  );
}

/** The chosen day: everything on it, and what the coach can do with it. */
export function DayPanel({
  day,
  zone,
  items,
  openPackages,
  now,
  slot = null,
  ranges = [],
}: {
  day: string;
  zone: string;
  items: CalendarItem[];
  openPackages: OpenPackage[];
  now: Date;
  /** The day's working hours, where the Block time form starts today. */
  ranges?: readonly TimeRange[];
  /** A free hour chosen in the grid on this day: the forms open on it, the first one focused. */
  slot?: SlotChoice | null;
}) {
  const past = day < todayIn(zone, now);
  const forms = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!slot) return;
    const first = forms.current?.querySelector<HTMLElement>('select, input');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  }, [slot]);
  return (
    <Section aria-labelledby="calendar-day-heading">
      <h2 id="calendar-day-heading" tabIndex={-1}>
        {formatDay(day)}
      </h2>
      {items.length === 0 ? (
        <Muted style={{ marginBottom: '1.5rem' }}>Nothing on this day.</Muted>
      ) : (
        <Entries aria-label="This day">
          {items.map((item) => (
            <EntryLine key={item.key} item={item} zone={zone} />
          ))}
        </Entries>
      )}
      {past ? (
        <Muted>This day is past: nothing can be booked or blocked on it.</Muted>
      ) : (
        <Forms ref={forms}>
          <BookSessionChooser day={day} openPackages={openPackages} slot={slot} />
          <BlockTimeForm day={day} zone={zone} slot={slot} ranges={ranges} now={now} />
        </Forms>
      )}
    </Section>
  );
}
