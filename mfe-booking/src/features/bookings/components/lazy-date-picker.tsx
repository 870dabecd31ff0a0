import { lazy, memo, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { CalendarPlaceholder } from './calendar-placeholder';
import type { DatePicker as LoadedDatePicker } from './date-picker';

type Props = ComponentProps<typeof LoadedDatePicker>;

let loaded: ComponentType<Props> | undefined;
/** Loads the calendar's code (the day picker and its date library, the page's largest part). */
export const loadDatePicker = () =>
  import('./date-picker').then((module) => (loaded = module.DatePicker));

/*
 * In the browser the calendar's code is fetched beside the page's own and run in a task of its
 * own, so hydrating the page does not wait for it. A server renders the calendar only after
 * `loadDatePicker()` (the page's prefetch), so its first HTML holds the month itself.
 */
if (typeof window !== 'undefined') void loadDatePicker();

const DatePickerChunk = lazy(() => loadDatePicker().then((component) => ({ default: component })));

/**
 * The date picker, its placeholder (same size) standing in until its code has arrived. Rendered
 * from the server's HTML, the month stays as it is while the code arrives (React hydrates a
 * suspended part later). Drawn again only when what it shows changes.
 */
export const DatePicker = memo(function DatePicker(props: Props) {
  // Chosen once: switching from the lazy wrapper to the loaded component on a later render would
  // replace the calendar's buttons (and lose the keyboard focus).
  const [Picker] = useState(() => loaded ?? DatePickerChunk);
  return (
    <Suspense fallback={<CalendarPlaceholder />}>
      <Picker {...props} />
    </Suspense>
  );
});
