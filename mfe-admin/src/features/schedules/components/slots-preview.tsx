import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { useQueries, useQuery } from '@tanstack/react-query';
import { maxCalendarDays } from '@site/contracts/calendar';
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import { schedulesOf } from '@site/contracts/endpoints/schedules';
import { packages, sessionLengthBrief } from '@site/contracts/packages';
import { bookedSessions, type ScheduleKind } from '@site/contracts/schedules/schedule';
import { slotsBetween } from '@site/contracts/schedules/engine';
import { addDays, todayIn } from '@site/contracts/slots';
import { FieldLabel, Muted, Select, SmallButton } from '../../../components/ui';
import { formatLongDate, formatTime } from '../../../lib/format';
import { bookedTimesQueryOptions, calendarQueryOptions } from '../api/schedules';
import { ZoneField } from './zone-field';
import { balancedRows, timesThatFit } from '../lib/balanced-rows';

/** The schedule and the weeks side by side where there is room; the zone below across the width. */
const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  align-items: start;
  margin-bottom: 1rem;

  > :last-child {
    grid-column: 1 / -1;
  }
`;

/**
 * The days' list is as wide as the room it is given, never as wide as its rows: its width sets how
 * many times a row holds, so rows that set its width would keep a window made narrower as wide as
 * it was (the page scrolling sideways on a phone turned upright).
 */
const Days = styled.ol`
  contain: inline-size;
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 0.25rem;
  }
`;

/** A time's chip, as wide for "9:00 AM" as for "12:30 PM", and the room between two. */
const chipRem = 5.5;
const chipGapRem = 0.375;

/**
 * A day's times in an even grid of chips of one width. Once the line's width is known, the day's
 * times stand in balanced rows (`balancedRows`): its widest row sets the columns and each other
 * row starts at the left (`data-row-start`), so no time stands alone on a row of its own.
 */
const Times = styled.ul`
  display: grid;
  grid-template-columns: repeat(var(--columns, auto-fill), ${chipRem}rem);
  gap: ${chipGapRem}rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    text-align: center;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  li[data-row-start] {
    grid-column-start: 1;
  }
`;

/** The width of the preview's days, in px, as it changes; null until measured (the server's). */
function useLineWidth() {
  const [width, setWidth] = useState<number | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (element === null) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [width, setElement] as const;
}

/** How many times a line of `width` px holds: chips of `chipRem`, in the root's rem. */
function fitOf(width: number): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return timesThatFit(width, chipRem * rem, chipGapRem * rem);
}

/** A day's times, in rows balanced for the line's width once it is known. */
function DayTimes({
  times,
  width,
}: {
  times: { key: string; text: string }[];
  width: number | null;
}) {
  const rows = width === null ? null : balancedRows(times.length, fitOf(width));
  // The index of each row's first time.
  const starts = new Set<number>();
  let start = 0;
  for (const size of rows ?? []) {
    starts.add(start);
    start += size;
  }
  return (
    <Times style={rows === null ? undefined : ({ '--columns': rows[0] } as CSSProperties)}>
      {times.map((time, index) => (
        <li key={time.key} data-row-start={index > 0 && starts.has(index) ? '' : undefined}>
          {time.text}
        </li>
      ))}
    </Times>
  );
}

/**
 * How many days the preview shows until asked for all: a schedule's days look much alike, so the
 * first few tell what a visitor is offered and the page stays short.
 */
export const daysShownFirst = 2;

const ShowAll = styled(SmallButton)`
  margin-top: 0.75rem;
`;

/** Each schedule as the preview names it, with its sessions' coaching and the time kept after. */
export const kindLabels: Record<ScheduleKind, string> = {
  sessions: `Paid sessions (${sessionLengthBrief('single')})`,
  'free-call': `Free strategy call (${sessionLengthBrief('strategy-call')})`,
};

const sessionMinutes: Record<ScheduleKind, number> = {
  sessions: packages.single.durationMinutes,
  'free-call': packages['strategy-call'].durationMinutes,
};

/**
 * The coach's calendar over the days a preview of `weeks` weeks from `today` (the visitor's) can
 * show, with two days more each side (the coach's dates and the visitor's are up to two days
 * apart, and a visitor's day lies across two of the coach's), in as few reads as it allows.
 */
function calendarSpans(today: string, weeks: number): { from: string; days: number }[] {
  const spans: { from: string; days: number }[] = [];
  const total = weeks * 7 + 4;
  for (let offset = 0; offset < total; offset += maxCalendarDays)
    spans.push({
      from: addDays(today, offset - 2),
      days: Math.min(maxCalendarDays, total - offset),
    });
  return spans;
}

/**
 * The times a visitor in a chosen zone would be offered over the next weeks (the first days, then
 * every day on "Show all"), by the same rules
 * the booking pages and the API apply, from the schedules as they stand in the form (saved or
 * not), with what the booking pages take out taken out here too: the sessions already booked,
 * the time the coach blocked and, when his Google Calendar is connected, its busy times.
 */
export function SlotsPreview({
  schedules,
  now,
}: {
  /** The form's schedules once they pass the checks; null while a field is invalid. */
  schedules: Omit<SchedulesDocument, 'version'> | null;
  now: Date;
}) {
  const [kind, setKind] = useState<ScheduleKind>('sessions');
  const [zone, setZone] = useState(schedules?.timeZone ?? 'UTC');
  const [weeks, setWeeks] = useState(2);
  const [allDays, setAllDays] = useState(false);
  const booked = useQuery(bookedTimesQueryOptions());
  const calendar = useQueries({
    queries: calendarSpans(todayIn(zone, now), weeks).map(({ from, days }) =>
      calendarQueryOptions(from, days),
    ),
    combine: (results) => ({
      isError: results.some((result) => result.isError),
      views: results.every((result) => result.data !== undefined)
        ? results.map((result) => result.data!)
        : null,
    }),
  });
  const busy = useMemo(
    () =>
      calendar.views?.flatMap((view) => [
        ...view.busy,
        ...view.blocks.map((block) => ({ start: block.startsAt, end: block.endsAt })),
      ]) ?? null,
    [calendar.views],
  );
  const googleDown = calendar.views?.some((view) => view.google === 'unavailable') ?? false;

  const days = useMemo(() => {
    if (schedules === null || booked.data === undefined || busy === null) return null;
    const schedule = schedulesOf(schedules)[kind];
    const from = todayIn(zone, now);
    return slotsBetween(
      {
        schedule,
        sessionMinutes: sessionMinutes[kind],
        visitorZone: zone,
        now,
        busy,
        sessions: bookedSessions(kind, booked.data),
      },
      from,
      addDays(from, weeks * 7 - 1),
    );
  }, [schedules, booked.data, busy, kind, zone, weeks, now]);
  const offered = days === null ? [] : Object.entries(days);
  const shown = allDays ? offered : offered.slice(0, daysShownFirst);
  const [lineWidth, measureLine] = useLineWidth();

  return (
    <div>
      <Controls>
        <div style={{ display: 'grid', gap: '0.375rem' }}>
          <FieldLabel htmlFor="preview-kind">Schedule</FieldLabel>
          <Select
            id="preview-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ScheduleKind)}
          >
            {(Object.keys(kindLabels) as ScheduleKind[]).map((value) => (
              <option key={value} value={value}>
                {kindLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div style={{ display: 'grid', gap: '0.375rem' }}>
          <FieldLabel htmlFor="preview-weeks">Weeks shown</FieldLabel>
          <Select
            id="preview-weeks"
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            {[1, 2, 3, 4, 6, 8].map((count) => (
              <option key={count} value={count}>
                {count === 1 ? 'The next week' : `The next ${count} weeks`}
              </option>
            ))}
          </Select>
        </div>
        <ZoneField id="preview-zone" label="Visitor’s time zone" value={zone} onChange={setZone} />
      </Controls>
      <div aria-live="polite">
        {googleDown && (
          <Muted>
            Google Calendar did not answer: its busy times are not taken out of these times.
          </Muted>
        )}
        {schedules === null ? (
          <Muted>Correct the fields marked above to see the times they offer.</Muted>
        ) : booked.isError ? (
          <Muted>The booked sessions could not be loaded, so no preview is shown.</Muted>
        ) : calendar.isError ? (
          <Muted>Your calendar could not be loaded, so no preview is shown.</Muted>
        ) : days === null ? (
          <Muted>Loading the booked sessions and your calendar…</Muted>
        ) : offered.length === 0 ? (
          <Muted>No time is offered in these weeks.</Muted>
        ) : (
          <>
            <Days ref={measureLine} aria-label={`Times offered, ${kindLabels[kind]}`}>
              {shown.map(([date, slots]) => (
                <li key={date}>
                  <h3>{formatLongDate(date)}</h3>
                  <DayTimes
                    times={slots.map((slot) => ({
                      key: slot.startsAt,
                      text: formatTime(slot.startsAt, zone),
                    }))}
                    width={lineWidth}
                  />
                </li>
              ))}
            </Days>
            {offered.length > shown.length && (
              <ShowAll type="button" onClick={() => setAllDays(true)}>
                Show all {offered.length} days
              </ShowAll>
            )}
          </>
        )}
      </div>
    </div>
  );
}
