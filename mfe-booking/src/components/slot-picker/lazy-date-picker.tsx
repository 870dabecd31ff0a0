import { memo, Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '@site/ui/remote-pages';
import { firstMonthShown } from './calendar-opening';
import { CalendarPlaceholder } from './calendar-placeholder';
import { datePickerHeight } from './date-picker-size';
import type { DatePicker as LoadedDatePicker } from './date-picker';

const Picker = lazyComponent<ComponentProps<typeof LoadedDatePicker>>(
  () => import(/* webpackChunkName: "date-picker" */ './date-picker').then((m) => m.DatePicker),
  'date-picker',
);

/** Loads the calendar's code (the day picker and its date library, the page's largest part). */
export const loadDatePicker = Picker.preload;

/*
 * In the browser the calendar's code is fetched beside the page's own and run in a task of its
 * own, so hydrating the page does not wait for it. A server renders the calendar only after
 * `loadDatePicker()` (the page's prefetch), so its first HTML holds the month itself.
 */
if (typeof window !== 'undefined') void loadDatePicker();

/** The room of the month the calendar will open on, with its cue back to the month before. */
function placeholderHeight({ selected, opening }: ComponentProps<typeof LoadedDatePicker>) {
  const month = firstMonthShown({ selected, opening });
  return datePickerHeight(month, { earlierCue: month === opening.month && !!opening.earlierIn });
}

/**
 * The date picker, its placeholder (same size) standing in until its code has arrived. Rendered
 * from the server's HTML, the month stays as it is while the code arrives (React hydrates a
 * suspended part later). Drawn again only when what it shows changes. When today moves to another
 * month (a page the server drew, or a cache kept, on another month than the browser's clock), it
 * opens on the new today's month: the month it showed may be outside the bookable ones.
 */
export const DatePicker = memo(function DatePicker(props: ComponentProps<typeof LoadedDatePicker>) {
  return (
    <Suspense fallback={<CalendarPlaceholder height={placeholderHeight(props)} />}>
      <Picker key={props.today.slice(0, 7)} {...props} />
    </Suspense>
  );
});
