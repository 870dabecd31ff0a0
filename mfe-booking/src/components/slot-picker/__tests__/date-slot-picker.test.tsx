import { act, screen } from '@testing-library/react';
import { createRef, useImperativeHandle, useState, type Ref } from 'react';
import { addDays } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { injectClock } from '../../../test/clock';
import { DateSlotPicker, type SlotCalendar } from '../date-slot-picker';

afterEach(() => jest.useRealTimers());

/** A calendar whose every day from today to 60 days on can be chosen. */
function calendarFrom(today: string): SlotCalendar {
  const isDisabled = () => false;
  return { today, lastDate: addDays(today, 60), isDisabled };
}

interface PageHandle {
  show: (calendar: SlotCalendar | null) => void;
}

/** The widget on a page whose calendar the test replaces (through `ref`). */
function Page({
  first,
  date,
  ref,
}: {
  first: SlotCalendar | null;
  date: string | null;
  ref?: Ref<PageHandle>;
}) {
  const [calendar, setCalendar] = useState(first);
  useImperativeHandle(ref, () => ({ show: setCalendar }), []);
  return (
    <>
      <h2 id="calendar-title">Choose a Day</h2>
      <DateSlotPicker
        calendar={calendar}
        labelledBy="calendar-title"
        date={date}
        onDate={() => {}}
        zone="America/Cancun"
        zoneControl={<p>Times in Cancun</p>}
        slots={{ status: 'ready', slots: [] }}
        time={null}
        onTime={() => {}}
        timesHeadingId="times-title"
      />
    </>
  );
}

describe('<DateSlotPicker/>', () => {
  it('keeps the month drawn, and a focused day its focus, while the next calendar is not ready (the visitor’s zone taking over after hydration)', async () => {
    const { today } = injectClock();
    const calendar = calendarFrom(today);
    const page = createRef<PageHandle>();
    renderWithProviders(<Page first={calendar} date={today} ref={page} />);
    const day = (await screen.findAllByRole('button', { name: /^\w+day, / }))[0]!;
    act(() => day.focus());

    act(() => page.current!.show(null));
    expect(day).toBeInTheDocument();
    expect(day).toHaveFocus();

    // The next calendar, the same days drawn anew: still the same buttons.
    act(() => page.current!.show({ ...calendarFrom(today), isDisabled: calendar.isDisabled }));
    expect(day).toHaveFocus();
  });

  it('stands in a placeholder until a first calendar is ready', () => {
    injectClock();
    renderWithProviders(<Page first={null} date={null} />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
