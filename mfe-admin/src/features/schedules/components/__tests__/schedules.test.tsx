import { screen, within } from '@testing-library/react';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlots } from '@site/contracts/endpoints/bookings';
import {
  getSchedules,
  saveSchedules,
  scheduleMessages,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import { packages } from '@site/contracts/packages';
import { defaultSchedules } from '@site/contracts/schedules/schedule';
import { addDays, defaultBookingWindow, slotStart, todayIn } from '@site/contracts/slots';
import { fakeDateOnly, renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The clock: next week's Monday, 10:00 in Cancun, derived from the real date (any year). */
let monday = addDays(todayIn('America/Cancun', new Date()), 7);
while (weekday(monday) !== 1) monday = addDays(monday, 1);
const tuesday = addDays(monday, 1);

const { sessions, 'free-call': freeCall } = defaultSchedules(defaultBookingWindow, {
  sessions: packages.single.durationMinutes,
  freeCall: packages['strategy-call'].durationMinutes,
});
const strip = ({ timeZone: _zone, ...rules }: typeof sessions) => rules;
const saved: SchedulesDocument = {
  timeZone: 'America/Cancun',
  sessions: strip(sessions),
  freeCall: strip(freeCall),
  version: 2,
};

const api = (routes: Record<string, Handler> = {}) =>
  mockApi({
    ...signedIn(),
    [`GET ${urlOf(getSchedules)}`]: { body: saved },
    [`GET ${urlOf(scheduledSlots)}`]: { body: [] },
    [`PUT ${urlOf(saveSchedules)}`]: ({ body }) => ({
      body: { ...(body as SchedulesDocument), version: 3 },
    }),
    ...routes,
  });

beforeEach(() => fakeDateOnly(slotStart(monday, '10:00', 'America/Cancun')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const renderScreen = () => renderWithProviders(<AdminRoutes />, { path: '/admin/schedules' });

describe('schedules', () => {
  it('keeps the free call to Tuesdays 14:00–18:00, saves it, and previews it in Kolkata', async () => {
    const { callsTo } = api();
    const { user } = renderScreen();
    const freeCallPart = within(await screen.findByRole('region', { name: 'Free strategy call' }));
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(freeCallPart.getByRole('button', { name: `Remove ${day}, range 1` }));
    const from = freeCallPart.getByLabelText('Tuesday, range 1, from');
    const to = freeCallPart.getByLabelText('Tuesday, range 1, to');
    await user.clear(from);
    await user.type(from, '14:00');
    await user.clear(to);
    await user.type(to, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));

    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();
    const body = callsTo('PUT', urlOf(saveSchedules))[0]!.body as SchedulesDocument;
    expect(body.freeCall.weekly).toEqual([
      [],
      [],
      [{ start: '14:00', end: '18:00' }],
      [],
      [],
      [],
      [],
    ]);
    expect(body.sessions).toEqual(saved.sessions);
    expect(body.version).toBe(2);

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.selectOptions(preview.getByLabelText('Schedule'), 'free-call');
    await user.type(preview.getByLabelText('Visitor’s time zone: search'), 'Kolkata{Enter}');
    const days = within(
      await preview.findByRole('list', { name: /Times offered, Free strategy call/ }),
    );
    // Tuesday 14:00–18:00 in Cancun is Wednesday 00:30–04:30 in Kolkata, two weeks running.
    const headings = days.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toHaveLength(2);
    expect(headings[0]).toMatch(/^Wednesday, /);
    const first = within(days.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(first).toHaveLength(16);
    expect(first[0]).toHaveTextContent('12:30 AM');
    expect(first.at(-1)).toHaveTextContent('4:15 AM');
  });

  it('previews a week off as no times that week', async () => {
    api();
    const { user } = renderScreen();
    const freeCallPart = within(await screen.findByRole('region', { name: 'Free strategy call' }));
    await user.click(freeCallPart.getByRole('button', { name: 'Add a date override' }));
    const to = freeCallPart.getByLabelText('To (included)');
    await user.clear(to);
    await user.type(to, addDays(monday, 6));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.selectOptions(preview.getByLabelText('Schedule'), 'free-call');
    const days = within(await preview.findByRole('list', { name: /Times offered/ }));
    const headings = days.getAllByRole('heading').map((heading) => heading.textContent);
    // Today (Monday) to Sunday off: only next week's five weekdays remain.
    expect(headings).toHaveLength(5);
    expect(headings[0]).toMatch(/^Monday, /);
    expect(headings).not.toContain(expect.stringContaining(tuesday.slice(8)));
  });

  it('refuses a range ending before it starts, before sending anything', async () => {
    const { callsTo } = api();
    const { user } = renderScreen();
    const paid = within(await screen.findByRole('region', { name: 'Paid sessions' }));
    const to = paid.getByLabelText('Monday, range 1, to');
    await user.clear(to);
    await user.type(to, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText(scheduleMessages.rangeOrder)).toBeInTheDocument();
    expect(callsTo('PUT', urlOf(saveSchedules))).toHaveLength(0);
    expect(screen.getByText(/Correct the fields marked above/)).toBeInTheDocument();
  });

  it("shows the server's refusal when another tab saved first", async () => {
    api({
      [`PUT ${urlOf(saveSchedules)}`]: {
        status: 409,
        body: { message: scheduleMessages.conflict },
      },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText(scheduleMessages.conflict)).toBeInTheDocument();
  });
});
