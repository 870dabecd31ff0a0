import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { adminLayout } from '../../../components/layout';
import { ErrorState, Loading } from '../../../components/states';
import { Actions, currentMark, Muted, SmallButton } from '../../../components/ui';
import { useOwnerSession } from '../../../lib/owner-session';
import { calendarQueryOptions } from '../api/calendar';
import {
  calendarPeriod,
  dayAfterKey,
  groupByDay,
  shiftPeriod,
  timeIn,
  type CalendarViewKind,
} from './calendar-days';
import { calendarItems, itemTitle, type CalendarItem } from './calendar-items';
import { WholeCompounds } from '../../../components/whole-compounds';
import { DayPanel } from './day-panel';
import { FeedPanel } from './feed-panel';
import { formatDay, formatPeriod } from './day-names';

/** Items a month's cell lists before "+N more" (the day's panel lists them all). */
const monthCellItems = 3;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h3};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/**
 * The days: seven columns (a week, or six weeks of a month) where the screen's column has room for
 * them (about 900 px); narrower, one day under another (a day list), where a month lists only its
 * own days.
 */
const Days = styled.ol<{ $view: CalendarViewKind }>`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 1px;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.border};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;

  > li {
    display: grid;
    align-content: start;
    gap: 0.375rem;
    min-height: ${({ $view }) => ($view === 'week' ? '14rem' : '7rem')};
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  > li[data-outside='true'] {
    background: ${({ theme }) => theme.colors.ivory};
  }

  ${adminLayout.calendarDaysAsList} {
    grid-template-columns: minmax(0, 1fr);

    > li {
      min-height: 0;
    }
    > li[data-outside='true'] {
      display: none;
    }
  }
`;

const DayButton = styled.button<{ $today: boolean }>`
  display: flex;
  gap: 0.375rem;
  align-items: baseline;
  justify-self: stretch;
  min-height: 44px;
  padding: 0.25rem 0.5rem;
  border: 2px solid transparent;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  text-align: left;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme, $today }) => ($today ? theme.colors.ivory : 'transparent')};
  cursor: pointer;

  /* The chosen day: the back office's one mark of the chosen item, as its current screen's. */
  &[aria-pressed='true'] {
    ${currentMark}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.small};

  li {
    padding: 0.25rem 0.375rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.ivory};
    /* A word wraps whole to the next line; only a token longer than the column breaks. */
    overflow-wrap: break-word;
  }
  li[data-kind='free-call'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  li[data-kind='block'] {
    border-left-color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.disabled};
  }
  li[data-kind='busy'] {
    border-left-color: ${({ theme }) => theme.colors.focus};
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-cancelled='true'] {
    text-decoration: line-through;
  }
  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }
`;

const Legend = styled(Muted)`
  margin-bottom: 1rem;
`;

function ItemLine({ item, zone, linked }: { item: CalendarItem; zone: string; linked: boolean }) {
  const time = `${timeIn(item.start, zone)}–${timeIn(item.end, zone)}`;
  const title = itemTitle(item);
  return (
    <li
      data-kind={item.kind}
      data-cancelled={'cancelled' in item && item.cancelled ? 'true' : undefined}
    >
      <span>{time} </span>
      {linked && (item.kind === 'session' || item.kind === 'free-call') ? (
        <Link to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>
          <WholeCompounds text={title} />
        </Link>
      ) : (
        <span>
          <WholeCompounds text={title} />
        </span>
      )}
    </li>
  );
}

/**
 * The coach's calendar: a week or a month of his sessions, free calls, blocked time and (when
 * connected) Google's busy times, in his own zone. The chosen day's panel opens a booking, books
 * a session for a client or blocks time. Keyboard: the days are one tab stop; the arrows move a
 * day or a week, Home / End to the week's ends, Page Up / Page Down a month. At phone width the
 * days stack into a list.
 */
export function CalendarScreen() {
  const { timezone: ownerZone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { view, today, date, days } = calendarPeriod(searchParams, ownerZone, now);
  const calendar = useScreenQuery(calendarQueryOptions(days[0]!, days.length));
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The day whose button takes the focus once the page shows it (the arrow keys, Today). */
  const focusDay = useRef<string | null>(null);

  // The router applies the new address in a transition: a render for another reason can come
  // first, still on the old day, so the request names its day and waits for it.
  useEffect(() => {
    const wanted = focusDay.current;
    if (wanted === null || wanted !== date) return;
    const button = dayButtons.current.get(date);
    if (!button) return;
    focusDay.current = null;
    button.focus();
  });

  function go(next: { view?: CalendarViewKind; date?: string }, focus = false) {
    const params = new URLSearchParams(searchParams);
    params.set('view', next.view ?? view);
    params.set('date', next.date ?? date);
    focusDay.current = focus ? (next.date ?? date) : null;
    setSearchParams(params, { replace: true });
  }

  function onDayKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = dayAfterKey(date, event.key);
    if (next === null) return;
    event.preventDefault();
    go({ date: next }, true);
  }

  const zone = calendar.data?.timezone ?? ownerZone;
  const items = calendar.data ? calendarItems(calendar.data) : [];
  const byDay = groupByDay(items, (item) => item, zone);
  const month = date.slice(0, 7);

  return (
    <>
      <Toolbar>
        <h2 id="calendar-period" aria-live="polite">
          {formatPeriod(view, date, days)}
        </h2>
        <Actions role="group" aria-label="Calendar controls">
          <SmallButton type="button" onClick={() => go({ date: shiftPeriod(view, date, -1) })}>
            {view === 'week' ? 'Previous week' : 'Previous month'}
          </SmallButton>
          <SmallButton type="button" onClick={() => go({ date: today }, true)}>
            Today
          </SmallButton>
          <SmallButton type="button" onClick={() => go({ date: shiftPeriod(view, date, 1) })}>
            {view === 'week' ? 'Next week' : 'Next month'}
          </SmallButton>
          <SmallButton
            type="button"
            aria-pressed={view === 'week'}
            onClick={() => go({ view: 'week' })}
          >
            Week
          </SmallButton>
          <SmallButton
            type="button"
            aria-pressed={view === 'month'}
            onClick={() => go({ view: 'month' })}
          >
            Month
          </SmallButton>
        </Actions>
      </Toolbar>
      <Legend>
        Times in your zone ({zone}). Use the arrow keys to move between days; Page Up and Page Down
        move a month.
      </Legend>
      {calendar.isError ? (
        <ErrorState
          title="The calendar could not be loaded."
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <>
          {calendar.data?.google === 'unavailable' && (
            <Muted role="status">
              Google Calendar did not answer: its busy times are not shown. Try again later.
            </Muted>
          )}
          <Days $view={view} aria-labelledby="calendar-period" aria-busy={calendar.isPending}>
            {days.map((day) => {
              const dayItems = byDay.get(day) ?? [];
              const shown = view === 'month' ? dayItems.slice(0, monthCellItems) : dayItems;
              const booked = dayItems.filter(
                (item) => (item.kind === 'session' || item.kind === 'free-call') && !item.cancelled,
              ).length;
              return (
                <li
                  key={day}
                  data-outside={view === 'month' && day.slice(0, 7) !== month ? 'true' : undefined}
                  data-day={day}
                >
                  <DayButton
                    type="button"
                    ref={(element) => {
                      if (element) dayButtons.current.set(day, element);
                      else dayButtons.current.delete(day);
                    }}
                    $today={day === today}
                    tabIndex={day === date ? 0 : -1}
                    aria-pressed={day === date}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => go({ date: day })}
                    onKeyDown={onDayKey}
                  >
                    {/* Read whole: "Tue 1 December 2026, today: 2 bookings"; seen: "Tue 1". */}
                    {formatDay(day, 'short')}
                    <VisuallyHidden>
                      {` ${formatDay(day, 'rest')}${day === today ? ', today' : ''}: ${
                        booked === 1 ? '1 booking' : `${booked} bookings`
                      }`}
                    </VisuallyHidden>
                  </DayButton>
                  {/* An empty day says so in the week's list; a month's grid leaves it blank. */}
                  {calendar.isPending ? null : dayItems.length === 0 ? (
                    view === 'week' ? (
                      <Muted>Free</Muted>
                    ) : null
                  ) : (
                    <Items aria-label={`On ${formatDay(day)}`}>
                      {shown.map((item) => (
                        <ItemLine key={item.key} item={item} zone={zone} linked={view === 'week'} />
                      ))}
                      {dayItems.length > shown.length && (
                        <li>+{dayItems.length - shown.length} more</li>
                      )}
                    </Items>
                  )}
                </li>
              );
            })}
          </Days>
          {calendar.isPending ? (
            <Loading label="Loading the calendar…" height="12rem" />
          ) : (
            <DayPanel
              day={date}
              zone={zone}
              items={byDay.get(date) ?? []}
              openPackages={calendar.data.openPackages}
              now={now}
            />
          )}
        </>
      )}
      <FeedPanel />
    </>
  );
}
