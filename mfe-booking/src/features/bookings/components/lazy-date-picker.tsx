import { lazy, Suspense, type ComponentProps } from 'react';
import { CalendarPlaceholder } from './calendar-placeholder';
import type { DatePicker as LoadedDatePicker } from './date-picker';

const loadDatePicker = () => import('./date-picker');

/*
 * The calendar only ever renders in the browser (it depends on today and the visitor's zone), after
 * the page has hydrated. Its code (the day picker and its date library, the page's largest part)
 * is fetched beside the page's own but run in a task of its own, so hydrating the page does not
 * wait for it or carry its cost.
 */
if (typeof window !== 'undefined') void loadDatePicker();

const DatePickerChunk = lazy(() =>
  loadDatePicker().then((module) => ({ default: module.DatePicker })),
);

/** The date picker, its placeholder (same size) standing in until its code has arrived. */
export function DatePicker(props: ComponentProps<typeof LoadedDatePicker>) {
  return (
    <Suspense fallback={<CalendarPlaceholder />}>
      <DatePickerChunk {...props} />
    </Suspense>
  );
}
