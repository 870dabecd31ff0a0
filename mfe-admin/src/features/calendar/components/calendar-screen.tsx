import { adminType } from '../../../components/type';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { CalendarNext } from '@site/contracts/calendar';
import { paths, toPath } from '@site/contracts/routes';
import { todayIn } from '@site/contracts/slots';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { VisuallyHidden, visuallyHidden } from '@site/ui/visually-hidden';
import { ButtonGroup, Segmented } from '../../../components/segmented';
import { adminLayout } from '../../../components/layout';
import { ErrorState, Loading } from '../../../components/states';
import { currentMark, Muted, rowLink, SmallButton } from '../../../components/ui';
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
import {
  calendarItems,
  itemTooltip,
  itemUnpaid,
  itemWords,
  type CalendarItem,
} from './calendar-items';
import { UnpaidChip } from '../../../components/unpaid-chip';
import { unpaidLabel } from '../../../lib/format';
import { WholeCompounds } from '../../../components/whole-compounds';
import { DayPanel } from './day-panel';
import {
  countsByKind,
  countsInWords,
  monthCell,
  monthCellLimits,
  type MonthCellWidth,
} from './month-cells';
import { FeedPanel } from './feed-panel';
import { formatDay, formatPeriod } from './day-names';
import {
  gridMeasures,
  hourLabel,
  hourSpan,
  minutesOnDay,
  pastShare,
  placeDay,
  type HourSpan,
  type Placed,
} from './week-grid';
import { clockTime as clockOf, placeRange, rangeMinutes, workingSlots } from './working-slots';
import type { TimeRange } from '@site/contracts/schedules/schedule';
import type { SlotChoice } from './day-panel';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** One hour's height in the week's time grid. */
const hourHeight = `${gridMeasures.hourRem}rem`;

/**
 * The days: seven columns (a week, or the weeks of a month) where the screen's column has room for
 * them; narrower, one day under another. A month's grid needs about 900 px for its cells' words;
 * so does a week's time grid, for its items' names (a laptop's column), and below it the week is
 * a day-by-day agenda (a tablet's and a phone's).
 */
const Days = styled.ol<{ $view: CalendarViewKind }>`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
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
    min-width: 0;
    min-height: 7rem;
    padding: 0.5rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  > li[data-outside='true'] {
    background: ${({ theme }) => theme.colors.ivory};
  }

  ${({ $view }) =>
    $view === 'month'
      ? css`
          /* The weekday row above the grid names each column: a cell shows its date alone. */
          [data-weekday] {
            ${visuallyHidden}
          }
          > li {
            gap: 0.125rem;
            min-height: 6.5rem;
            padding: 0.25rem;
          }
          ${adminLayout.calendarMonthCompact} {
            > li {
              min-height: 0;
              padding: 0;
            }
          }
        `
      : css`
          ${adminLayout.calendarWeekAsAgenda} {
            grid-template-columns: minmax(0, 1fr);

            > li {
              grid-template-columns: 6.5rem minmax(0, 1fr);
              align-items: start;
              min-height: 0;
              gap: 0.5rem 0.75rem;
            }
          }
          /* Seven equal days, as a calendar reads: items that overlap share their day's width
             side by side (their lanes), never widening it. */
          ${adminLayout.calendarWeekAsGrid} {
            grid-template-columns: repeat(7, minmax(0, 1fr));

            > li {
              min-height: 0;
              padding: 0;
              gap: 0;
            }
          }
        `}
`;

/** The weekday names above a month's grid (each day's button says its own in full). */
const WeekdayRow = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  margin-bottom: 0.25rem;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The week's frame: the hours down the side of the days' columns in the time grid; the agenda
 * (a phone) has no hours column.
 */
const WeekFrame = styled.div`
  display: grid;
  grid-template-columns: 3.25rem minmax(0, 1fr);
  align-items: end;
  margin: 0 0 1.5rem;

  ${adminLayout.calendarWeekAsAgenda} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MonthFrame = styled.div`
  margin: 0 0 1.5rem;
`;

/** The hour labels, level with the days' hour lines; seen only, the items say their times. */
const Hours = styled.div`
  position: relative;
  /* The days' border, so the labels stand level with the hour lines inside it. */
  margin-bottom: 1px;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};

  span {
    position: absolute;
    right: 0.5rem;
    transform: translateY(-50%);
    line-height: 1;
  }
  span:first-child {
    transform: none;
  }

  ${adminLayout.calendarWeekAsAgenda} {
    display: none;
  }
`;

/**
 * A day's column in the week's time grid: the hours he does not work a quiet grey (his working
 * hours, drawn over it, are the open white), an hour line per hour over both; the agenda lists its
 * items.
 */
const DayBody = styled.div`
  min-width: 0;

  ${adminLayout.calendarWeekAsGrid} {
    position: relative;
    height: calc(var(--hours) * ${hourHeight});
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.offHours};

    &::before {
      content: '';
      position: absolute;
      inset: 0;
      /* Over the working hours and the past's shade, under the items. */
      z-index: 1;
      pointer-events: none;
      background-image: repeating-linear-gradient(
        to bottom,
        transparent 0,
        transparent calc(${hourHeight} - 1px),
        ${({ theme }) => theme.colors.border} calc(${hourHeight} - 1px),
        ${({ theme }) => theme.colors.border} ${hourHeight}
      );
    }

    > p {
      ${visuallyHidden}
    }
  }
`;

/* A layer across a day's column of the time grid, under its items and never in the way of a
   click; the agenda has none. */
const gridLayer = css`
  display: none;

  ${adminLayout.calendarWeekAsGrid} {
    display: block;
    position: absolute;
    left: 0;
    right: 0;
    pointer-events: none;
  }
`;

/**
 * His working hours in a day's column of the time grid: open time, plain white on the column's
 * grey; the agenda has none.
 */
const WorkingBand = styled.div`
  ${gridLayer}

  ${adminLayout.calendarWeekAsGrid} {
    top: calc(var(--top) * 100%);
    height: calc(var(--height) * 100%);
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The time gone by in a day's column of the time grid, dimmed: all of a past day, today down to
 * the present minute; the agenda has none.
 */
const PastShade = styled.div`
  ${gridLayer}

  ${adminLayout.calendarWeekAsGrid} {
    top: 0;
    height: calc(var(--height) * 100%);
    background: ${({ theme }) => theme.colors.pastShade};
  }
`;

/**
 * The free hours of his working time, each a button that opens the book-or-block forms on it: in
 * the time grid each fills its hour and shows its time on hover and focus; in the agenda (a phone)
 * every day's are a row of times, 44 px tall, one way on every day.
 */
const Slots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0.375rem 0 0;
  padding: 0;
  list-style: none;

  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.25rem 0.625rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font: inherit;
    font-size: ${({ theme }) => theme.type.small};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  button:hover {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.navy};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  ${adminLayout.calendarWeekAsGrid} {
    display: block;
    position: absolute;
    inset: 0;
    margin: 0;
    pointer-events: none;

    > li {
      position: absolute;
      left: 0;
      right: 0;
      top: calc(var(--top) * 100%);
      height: calc(var(--height) * 100%);
    }
    button {
      display: flex;
      align-items: flex-start;
      width: 100%;
      height: 100%;
      min-height: 0;
      padding: 0.125rem 0.375rem;
      border: 0;
      border-radius: 0;
      text-align: left;
      color: transparent;
      background: transparent;
      pointer-events: auto;
    }
    button:hover,
    button:focus-visible {
      color: ${({ theme }) => theme.colors.navy};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.navy};
    }
    button:focus-visible {
      outline-offset: -3px;
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

  /* The chosen day: the back office's one mark of the chosen item, as its current screen's: its
     tint and gold edge around the whole day, without the underline, which a flex box would draw
     under each of its words apart. */
  &[aria-pressed='true'] {
    ${currentMark}
    text-decoration-line: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* The week's time grid: the weekday above the date, today's date in a gold disc. */
  [data-view='week'] & {
    ${adminLayout.calendarWeekAsGrid} {
      flex-direction: column;
      align-items: center;
      gap: 0.125rem;
      width: 100%;
      margin: 0;
      padding: 0.375rem 0.25rem;
      border-radius: 0;
      text-align: center;
      background: transparent;

      [data-weekday] {
        font-size: ${({ theme }) => theme.type.small};
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: ${({ theme }) => theme.colors.muted};
      }
      [data-date] {
        display: inline-grid;
        place-items: center;
        min-width: 2rem;
        height: 2rem;
        border-radius: 999px;
        font-size: 1.125rem;
      }
      &[aria-current='date'] [data-date] {
        color: #fff;
        background: ${({ theme }) => theme.colors.navy};
      }
      &[aria-pressed='true'] {
        ${currentMark}
        text-decoration-line: none;
      }
    }
  }

  /* A month's cell: its date at the top, today's in a navy disc; on a phone the whole cell is the
     button, a dot and a count per kind under the date. */
  [data-view='month'] & {
    justify-self: start;
    min-height: 2rem;
    padding: 0.125rem 0.25rem;
    background: transparent;

    [data-date] {
      display: inline-grid;
      place-items: center;
      min-width: 1.75rem;
      height: 1.75rem;
      border-radius: 999px;
    }
    &[aria-current='date'] [data-date] {
      color: #fff;
      background: ${({ theme }) => theme.colors.navy};
    }
    &[aria-pressed='true'] {
      ${currentMark}
      text-decoration-line: none;
    }
    ${adminLayout.calendarMonthCompact} {
      flex-direction: column;
      align-items: center;
      gap: 0.125rem;
      justify-self: stretch;
      width: 100%;
      min-height: 3.25rem;
      padding: 0.25rem 0;
      border-radius: 0;
    }
  }
  /* A day of the month before or after: dimmed. */
  [data-outside='true'] & [data-date] {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  [data-outside='true'] &[aria-current='date'] [data-date] {
    color: #fff;
  }
`;

/** A phone's month cell: a dot and a count per kind of item, under the date. */
const Dots = styled.span`
  display: none;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 0.25rem;
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.muted};

  > span {
    display: inline-flex;
    align-items: center;
    gap: 1px;
  }
  > span::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
  }
  > [data-kind='free-call']::before {
    background: ${({ theme }) => theme.colors.success};
  }
  > [data-kind='block']::before {
    background: ${({ theme }) => theme.colors.muted};
  }
  > [data-kind='busy']::before {
    background: ${({ theme }) => theme.colors.busy};
  }

  ${adminLayout.calendarMonthCompact} {
    display: flex;
  }
`;

/**
 * A month cell's items, one line each (name, then time, cut with an ellipsis, whole in the link's
 * name and the tooltip), "+K more" under them; fewer on a tablet's column, none on a phone's.
 * Their words at 13 px, the least the back office sets a name in.
 */
const MonthList = styled.ul`
  display: grid;
  gap: 2px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${adminType.label};
  line-height: 1.35;

  > li {
    /* The containing block of its visually hidden words too, so its overflow clips them: else
       they stand at the line's end outside the cell and widen the page by a few pixels. */
    position: relative;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  > li[data-kind] {
    padding: 1px 4px;
    border-left: 3px solid ${({ theme }) => theme.colors.gold};
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.ivory};
  }
  > li[data-kind='free-call'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  > li[data-kind='block'] {
    border-left-color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.disabled};
  }
  > li[data-kind='busy'] {
    border-left-color: ${({ theme }) => theme.colors.busy};
    background: ${({ theme }) => theme.busyHatch};
  }
  > li[data-cancelled='true'] {
    text-decoration: line-through;
  }
  /* A session of a booking not paid yet: its edge dashed, as a tentative event's. */
  > li[data-unpaid] {
    border-left-style: dashed;
  }
  [data-time] {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -1px;
  }
  /* A day of the month before or after: its items quieter than the month's own (no kind's colour,
     no tint, regular weight), still readable and still links. */
  [data-outside='true'] & {
    opacity: 0.7;
  }
  [data-outside='true'] & > li[data-kind] {
    border-left-color: ${({ theme }) => theme.colors.border};
    background: transparent;
  }
  [data-outside='true'] & a {
    font-weight: 400;
  }

  ${adminLayout.calendarMonthWide} {
    > li[data-more='tablet'] {
      display: none;
    }
  }
  /* A tablet's narrower cells: each item's name above its time, so a name still reads. */
  ${adminLayout.calendarMonthTablet} {
    > li[data-beyond='tablet'],
    > li[data-more='wide'] {
      display: none;
    }
    > li[data-kind] {
      display: grid;
    }
    > li[data-kind] > * {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
  ${adminLayout.calendarMonthCompact} {
    display: none;
  }
`;

/** "+K more": opens the day in the panel under the grid, which lists all its items. */
const MoreButton = styled.button`
  padding: 0 4px;
  border: 0;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldDark};
  background: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -1px;
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
    border-left-color: ${({ theme }) => theme.colors.busy};
    background: ${({ theme }) => theme.busyHatch};
  }
  li[data-cancelled='true'] {
    text-decoration: line-through;
  }
  /* A session of a booking not paid yet: its edge dashed, as a tentative event's, and its chip. */
  li[data-unpaid] {
    border-left-style: dashed;
  }
  a {
    ${rowLink}
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  /* The start under the name is the time grid's; elsewhere the item's times stand before it. */
  [data-start] {
    display: none;
  }

  /* The week's time grid: each item at its start, as tall as it lasts (one line at the least),
     items whose boxes overlap side by side in lanes. In each box whose it is first, wrapping
     between its words, then its start time, then (from a third line's length) the package, cut
     with an ellipsis; the whole in its tooltip. Its start and end are read out before its name. */
  ${adminLayout.calendarWeekAsGrid} {
    &[data-grid] {
      position: absolute;
      inset: 0;
      display: block;
      /* The free slots under the list take the clicks between its items. */
      z-index: 1;
      pointer-events: none;
    }
    &[data-grid] > li {
      pointer-events: auto;
      position: absolute;
      top: calc(var(--top) * 100%);
      left: calc(var(--lane) / var(--lanes) * 100% + 1px);
      width: calc(100% / var(--lanes) - 2px);
      height: calc(var(--height) * 100%);
      box-sizing: border-box;
      padding: ${gridMeasures.itemPaddingRem}rem 0.25rem;
      overflow: hidden;
      font-size: ${gridMeasures.itemTextRem}rem;
      line-height: ${gridMeasures.itemLineHeight};
      box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.surface};
    }
    &[data-grid] [data-time],
    &[data-grid] [data-sep] {
      ${visuallyHidden}
    }
    &[data-grid] [data-words] {
      display: flex;
      flex-direction: column;
      min-width: 0;
    }
    /* A box shorter than two lines (a quarter-hour call): its name and its start on one line,
       the name cut with an ellipsis before the start; the whole in its tooltip. */
    &[data-grid] > li:not([data-tall]) [data-words] {
      flex-direction: row;
      gap: 0.375rem;
      white-space: nowrap;
    }
    &[data-grid] > li:not([data-tall]) [data-who] {
      flex: 0 1 auto;
      white-space: nowrap;
    }
    /* A name wraps between its words; a word wider than a narrow lane (two calls side by side)
       ends in an ellipsis rather than breaking. */
    &[data-grid] [data-who] {
      flex: none;
      overflow: hidden;
      overflow-wrap: normal;
      text-overflow: ellipsis;
    }
    &[data-grid] [data-start] {
      display: block;
      flex: none;
      overflow: hidden;
      white-space: nowrap;
      font-weight: 400;
      font-variant-numeric: tabular-nums;
      color: ${({ theme }) => theme.colors.text};
    }
    &[data-grid] [data-what] {
      order: 1;
      display: block;
      min-width: 0;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
      font-weight: 400;
    }
    /* The chip of a session not paid: on its own line under the start, as small as the box's
       words (a short box cuts it; its dashed edge and tooltip still say it). */
    &[data-grid] [data-payment] {
      flex: none;
      /* Before the package's line, which the box's foot cuts first. */
      order: 0;
      margin-top: 1px;
      padding: 0 0.375rem;
      font-size: inherit;
      line-height: inherit;
      text-decoration: none;
    }
    /* A box without a third line's room: what it is stays for assistive technology (the link is
       still named "<name> · Free call") and the tooltip. */
    &[data-grid] > li:not([data-roomy]) [data-what] {
      ${visuallyHidden}
    }
    /* The whole box opens the booking. */
    &[data-grid] a::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &[data-grid] > li:focus-within {
      z-index: 1;
      box-shadow: 0 2px 8px rgb(0 0 0 / 18%);
    }
  }
`;

/** An empty week's one line under its heading: what is booked next, a link to its week. */
const NextLine = styled(Muted)`
  margin: -0.5rem 0 1rem;

  a {
    ${rowLink}
  }
`;

/**
 * "Nothing booked this week · Next: Mon, Dec 7, 1:30 PM, Maya Chen →", the last part a link to
 * that booking's week; no line when nothing is booked ahead.
 */
function NextBooked({ next, zone }: { next: CalendarNext | null; zone: string }) {
  if (next === null) return null;
  const day = todayIn(zone, new Date(next.startsAt));
  return (
    <NextLine data-next="">
      Nothing booked this week ·{' '}
      <Link to={`${paths.adminCalendar}?view=week&date=${day}`}>
        Next: {formatDay(day, 'named')}, {timeIn(next.startsAt, zone)}, {next.name}{' '}
        <span aria-hidden="true">→</span>
      </Link>
    </NextLine>
  );
}

/** The keyboard's hints: not on a touch screen's width, which has no keys. */
const KeyHints = styled(Muted)`
  margin-bottom: 1rem;

  ${adminLayout.touchOnly} {
    display: none;
  }
`;

/**
 * The calendar's controls in one row that fits a phone: Previous, Today and Next joined, and the
 * view's Week / Month beside them; on a phone Previous and Next are their arrows alone (their
 * names still say the week or the month).
 */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;

  ${adminLayout.calendarMonthCompact} {
    flex-wrap: nowrap;
    justify-content: space-between;
    width: 100%;

    [data-word] {
      ${visuallyHidden}
    }
  }
`;

function ItemLine({
  item,
  zone,
  linked,
  place,
}: {
  item: CalendarItem;
  zone: string;
  linked: boolean;
  /** Its place in the week's time grid. */
  place?: Placed<CalendarItem>;
}) {
  const start = timeIn(item.start, zone);
  const end = timeIn(item.end, zone);
  const { who, what } = itemWords(item);
  const words = (
    <>
      <span data-who="">{who}</span>
      {/* The time grid's box: its start under the name (the times before it are read out). */}
      {place && (
        <span data-start="" aria-hidden="true">
          {start}
        </span>
      )}
      {what !== null && (
        <span data-what="">
          {/* The dot kept with the name before it: a line never starts with it. */}
          <span data-sep="">{'\u00a0· '}</span>
          <WholeCompounds text={what} />
        </span>
      )}
      {(item.kind === 'session' || item.kind === 'free-call') && (
        <>
          {' '}
          <UnpaidChip status={item.bookingStatus} />
        </>
      )}
    </>
  );
  return (
    <li
      data-kind={item.kind}
      data-cancelled={'cancelled' in item && item.cancelled ? 'true' : undefined}
      data-unpaid={itemUnpaid(item) ? '' : undefined}
      data-tall={place?.tall ? '' : undefined}
      data-roomy={place?.roomy ? '' : undefined}
      title={place ? itemTooltip(item, zone) : undefined}
      style={
        place
          ? ({
              '--top': place.top,
              '--height': place.height,
              '--lane': place.lane,
              '--lanes': place.lanes,
            } as CSSProperties)
          : undefined
      }
    >
      <span data-time="">
        {start}
        <span data-end="">–{end}</span>{' '}
      </span>
      {linked && (item.kind === 'session' || item.kind === 'free-call') ? (
        <Link data-words="" to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>
          {words}
        </Link>
      ) : (
        <span data-words="">{words}</span>
      )}
    </li>
  );
}

/**
 * A day's open working hours in the week (none gone by), a button each ("Book or block Tue 8 Dec, 10:00 AM"):
 * placed at their hours in the time grid, a row of times in the agenda.
 */
function FreeSlots({
  day,
  ranges,
  items,
  zone,
  now,
  span,
  onChoose,
}: {
  day: string;
  ranges: readonly TimeRange[];
  items: readonly CalendarItem[];
  zone: string;
  now: Date;
  span: HourSpan;
  onChoose: (day: string, time: string) => void;
}) {
  const taken = items.filter((item) => !('cancelled' in item && item.cancelled));
  const slots = workingSlots(day, ranges, taken, zone, now);
  if (slots.length === 0) return null;
  return (
    <Slots data-slots="" aria-label={`Open hours on ${formatDay(day, 'slot')}`}>
      {slots.map((slot) => {
        const place = placeRange({ start: slot.time, end: clockOf(slot.end) }, span);
        const time = timeIn(slot.at, zone);
        return (
          <li
            key={slot.time}
            style={place ? ({ '--top': place.top, '--height': place.height } as CSSProperties) : {}}
          >
            <button
              type="button"
              aria-label={`Book or block ${formatDay(day, 'slot')}, ${time}`}
              onClick={() => onChoose(day, slot.time)}
            >
              {time}
            </button>
          </li>
        );
      })}
    </Slots>
  );
}

/**
 * A month cell's item on one line: whose it is first, then its start (the line cut with an
 * ellipsis at its end, so the name stays), the whole in its tooltip.
 */
function MonthItemLine({ item, zone, rank }: { item: CalendarItem; zone: string; rank: number }) {
  const { who, what } = itemWords(item);
  const words = (
    <>
      <span data-who="">{who}</span>
      {/* What it is: in the link's name and the tooltip, not on the cell's one line (an unpaid
          session's dashed edge says it is not paid; its words say it to assistive technology). */}
      {what !== null && <VisuallyHidden>{` · ${what}`}</VisuallyHidden>}
      {itemUnpaid(item) && <VisuallyHidden>{` · ${unpaidLabel}`}</VisuallyHidden>}
    </>
  );
  return (
    <li
      data-kind={item.kind}
      data-cancelled={'cancelled' in item && item.cancelled ? 'true' : undefined}
      data-unpaid={itemUnpaid(item) ? '' : undefined}
      data-beyond={rank < monthCellLimits.tablet ? undefined : 'tablet'}
      title={itemTooltip(item, zone)}
    >
      {item.kind === 'session' || item.kind === 'free-call' ? (
        <Link to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>{words}</Link>
      ) : (
        <span>{words}</span>
      )}{' '}
      <span data-time="">{timeIn(item.start, zone)}</span>
    </li>
  );
}

/**
 * A month cell's items: as many as its width holds ("wide" on a laptop's column, "tablet" on a
 * tablet's), then "+K more", which opens the day; none on a phone (the cell's dots say them).
 */
function MonthDayItems({
  day,
  items,
  zone,
  onMore,
}: {
  day: string;
  items: readonly CalendarItem[];
  zone: string;
  onMore: () => void;
}) {
  if (items.length === 0) return null;
  const wide = monthCell(items, monthCellLimits.wide);
  const tablet = monthCell(items, monthCellLimits.tablet);
  const more = (width: MonthCellWidth, count: number) =>
    count > 0 && (
      <li data-more={width}>
        <MoreButton
          type="button"
          onClick={onMore}
          aria-label={`+${count} more on ${formatDay(day)}`}
        >
          +{count} more
        </MoreButton>
      </li>
    );
  return (
    <MonthList aria-label={`On ${formatDay(day)}`}>
      {wide.shown.map((item, rank) => (
        <MonthItemLine key={item.key} item={item} zone={zone} rank={rank} />
      ))}
      {more('wide', wide.more)}
      {more('tablet', tablet.more)}
    </MonthList>
  );
}

/**
 * The week's time grid: the hours it covers (widened to every item of the week and his working
 * hours) and each day's
 * items placed in its column, by item key.
 */
function weekGrid(
  days: readonly string[],
  byDay: Map<string, CalendarItem[]>,
  zone: string,
  working: ReadonlyMap<string, readonly TimeRange[]>,
): {
  span: HourSpan;
  places: Map<string, Map<string, Placed<CalendarItem>>>;
} {
  const entries = new Map(
    days.map((day) => [
      day,
      (byDay.get(day) ?? []).flatMap((item) => {
        const minutes = minutesOnDay(item, day, zone);
        return minutes ? [{ item, ...minutes }] : [];
      }),
    ]),
  );
  // The grid covers his working hours too, so none of their tint is cut.
  const span = hourSpan([
    ...[...entries.values()].flat(),
    ...days.flatMap((day) => (working.get(day) ?? []).map(rangeMinutes)),
  ]);
  const placed = new Map([...entries].map(([day, list]) => [day, placeDay(list, span)]));
  const places = new Map(
    [...placed].map(([day, list]) => [day, new Map(list.map((one) => [one.item.key, one]))]),
  );
  return { span, places };
}

/**
 * The coach's calendar: a week or a month of his sessions, free calls, blocked time and (when
 * connected) Google's busy times, in his own zone. The chosen day's panel opens a booking, books
 * a session for a client or blocks time. Keyboard: the days are one tab stop; the arrows move a
 * day or a week, Home / End to the week's ends, Page Up / Page Down a month; each booking is a
 * link. From a laptop's width the week is a time grid (a column per day, an hour per row, each
 * item at its start and as tall as its duration, one line at the least); narrower (a tablet, a
 * phone) it is a day-by-day agenda.
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

  /** The day whose panel takes the focus once shown ("+K more"). */
  const focusPanel = useRef<string | null>(null);
  useEffect(() => {
    if (focusPanel.current === null || focusPanel.current !== date) return;
    const heading = document.getElementById('calendar-day-heading');
    if (!heading) return;
    focusPanel.current = null;
    heading.focus();
    heading.scrollIntoView?.({ block: 'start' });
  });

  function openDay(day: string) {
    focusPanel.current = day;
    go({ date: day });
  }

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
  const working = new Map(
    (calendar.data?.workingHours ?? []).map((day) => [day.date, day.ranges] as const),
  );
  const grid = view === 'week' ? weekGrid(days, byDay, zone, working) : null;
  /** A free slot chosen in the grid: the day's forms open on it. */
  const [slotChoice, setSlotChoice] = useState<SlotChoice | null>(null);

  function chooseSlot(day: string, time: string) {
    setSlotChoice((before) => ({ day, time, count: (before?.count ?? 0) + 1 }));
    go({ date: day });
  }

  return (
    <>
      <Toolbar>
        <h2 id="calendar-period" aria-live="polite">
          {formatPeriod(view, date, days)}
        </h2>
        <Controls role="group" aria-label="Calendar controls">
          <ButtonGroup>
            <SmallButton
              type="button"
              aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
              onClick={() => go({ date: shiftPeriod(view, date, -1) })}
            >
              <span aria-hidden="true">‹</span>
              <span data-word="">Previous</span>
            </SmallButton>
            <SmallButton type="button" onClick={() => go({ date: today }, true)}>
              Today
            </SmallButton>
            <SmallButton
              type="button"
              aria-label={view === 'week' ? 'Next week' : 'Next month'}
              onClick={() => go({ date: shiftPeriod(view, date, 1) })}
            >
              <span data-word="">Next</span>
              <span aria-hidden="true">›</span>
            </SmallButton>
          </ButtonGroup>
          <Segmented
            label="View"
            options={[
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
            selected={view}
            onSelect={(chosen) => go({ view: chosen })}
          />
        </Controls>
      </Toolbar>
      {view === 'week' &&
        calendar.data &&
        !items.some(
          (item) => (item.kind === 'session' || item.kind === 'free-call') && !item.cancelled,
        ) && <NextBooked next={calendar.data.next} zone={zone} />}
      {/* The zone is said once, in the frame; here only the keys (a touch screen has none). */}
      <KeyHints>
        Use the arrow keys to move between days; Page Up and Page Down move a month.
      </KeyHints>
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
          {(() => {
            const list = (
              <Days
                $view={view}
                data-view={view}
                aria-labelledby="calendar-period"
                aria-busy={calendar.isPending}
              >
                {days.map((day) => {
                  const dayItems = byDay.get(day) ?? [];
                  const booked = dayItems.filter(
                    (item) =>
                      (item.kind === 'session' || item.kind === 'free-call') && !item.cancelled,
                  ).length;
                  const places = grid?.places.get(day);
                  const counts = view === 'month' ? countsByKind(dayItems) : [];
                  const itemList =
                    dayItems.length === 0 ? null : (
                      <Items aria-label={`On ${formatDay(day)}`} data-grid={grid ? '' : undefined}>
                        {dayItems.map((item) => (
                          <ItemLine
                            key={item.key}
                            item={item}
                            zone={zone}
                            linked
                            place={places?.get(item.key)}
                          />
                        ))}
                      </Items>
                    );
                  return (
                    <li
                      key={day}
                      data-outside={
                        view === 'month' && day.slice(0, 7) !== month ? 'true' : undefined
                      }
                      data-day={day}
                      data-chosen={day === date ? '' : undefined}
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
                        {/* Read whole: "Tue 1 December 2026, today: 2 bookings"; seen: "Tue 1"
                            (a month's cell: "1", its column named above it). */}
                        <span data-weekday="">{formatDay(day, 'weekday')}</span>{' '}
                        <span data-date="">{formatDay(day, 'date')}</span>
                        <VisuallyHidden>
                          {` ${formatDay(day, 'rest')}${day === today ? ', today' : ''}: ${
                            booked === 1 ? '1 booking' : `${booked} bookings`
                          }`}
                        </VisuallyHidden>
                        {view === 'month' && counts.length > 0 && (
                          <Dots aria-hidden="true" title={countsInWords(counts)}>
                            {counts.map(({ kind, count }) => (
                              <span key={kind} data-kind={kind}>
                                {count}
                              </span>
                            ))}
                          </Dots>
                        )}
                      </DayButton>
                      {/* An empty day says so in the week; a month's grid leaves it blank. */}
                      {calendar.isPending ? null : grid ? (
                        <DayBody
                          style={{ '--hours': grid.span.to - grid.span.from } as CSSProperties}
                        >
                          {(working.get(day) ?? []).map((range) => {
                            const band = placeRange(range, grid.span);
                            return (
                              band && (
                                <WorkingBand
                                  key={range.start}
                                  aria-hidden="true"
                                  data-working=""
                                  style={
                                    { '--top': band.top, '--height': band.height } as CSSProperties
                                  }
                                />
                              )
                            );
                          })}
                          {pastShare(day, grid.span, zone, now) > 0 && (
                            <PastShade
                              aria-hidden="true"
                              data-past=""
                              style={
                                {
                                  '--height': pastShare(day, grid.span, zone, now),
                                } as CSSProperties
                              }
                            />
                          )}
                          {itemList ?? (
                            // An empty day: a day gone by had nothing booked; a coming day has
                            // open hours a visitor can book (never "free": a free call is a
                            // booking), or none (no working hours, or today's all gone by).
                            <Muted>
                              {day < today
                                ? 'Nothing booked'
                                : (working.get(day) ?? []).length === 0
                                  ? 'Not working'
                                  : workingSlots(day, working.get(day) ?? [], [], zone, now)
                                        .length === 0
                                    ? 'No open hours left'
                                    : 'Open hours'}
                            </Muted>
                          )}
                          <FreeSlots
                            day={day}
                            ranges={working.get(day) ?? []}
                            items={dayItems}
                            zone={zone}
                            now={now}
                            span={grid.span}
                            onChoose={chooseSlot}
                          />
                        </DayBody>
                      ) : view === 'month' ? (
                        <MonthDayItems
                          day={day}
                          items={dayItems}
                          zone={zone}
                          onMore={() => openDay(day)}
                        />
                      ) : (
                        itemList
                      )}
                    </li>
                  );
                })}
              </Days>
            );
            if (view === 'month')
              return (
                <MonthFrame>
                  <WeekdayRow aria-hidden="true">
                    {days.slice(0, 7).map((day) => (
                      <span key={day}>{formatDay(day, 'weekday')}</span>
                    ))}
                  </WeekdayRow>
                  {list}
                </MonthFrame>
              );
            const span = grid?.span ?? hourSpan([]);
            return (
              <WeekFrame>
                <Hours
                  aria-hidden="true"
                  style={{ height: `calc(${span.to - span.from} * ${hourHeight})` }}
                >
                  {Array.from({ length: span.to - span.from }, (_, index) => (
                    <span key={index} style={{ top: `calc(${index} * ${hourHeight})` }}>
                      {hourLabel(span.from + index)}
                    </span>
                  ))}
                </Hours>
                {list}
              </WeekFrame>
            );
          })()}
          {calendar.isPending ? (
            <Loading label="Loading the calendar…" height="12rem" />
          ) : (
            <DayPanel
              day={date}
              zone={zone}
              items={byDay.get(date) ?? []}
              openPackages={calendar.data.openPackages}
              now={now}
              slot={slotChoice?.day === date ? slotChoice : null}
              ranges={working.get(date) ?? []}
            />
          )}
        </>
      )}
      <FeedPanel />
    </>
  );
}
