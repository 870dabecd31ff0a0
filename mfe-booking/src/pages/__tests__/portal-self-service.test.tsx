import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientActionMessages, erasureDeadlineDays } from '@site/contracts/client-actions';
import type { PortalErasure } from '@site/contracts/endpoints/client-actions';
import { formatDate, slotMessages } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { theme } from '@site/ui/theme';
import BookingRoutes, { pages } from '../../routes';
import { injectClock } from '../../test/clock';
import { mockApi, type Handler, type MockResponse } from '../../test/mock-api';
import {
  daysFrom,
  portalBooking,
  portalOverview,
  portalPackage,
  portalSession,
  portalThread,
  signedInPortalApi,
} from '../../test/portal-fixtures';
import { portalHint } from '../../test/portal-hint';

let now: Date;
beforeEach(() => {
  ({ now } = injectClock());
  // Signed in: the hint the API sets beside the session (each test's API answers as signed in).
  portalHint.set();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** His portal with his saved zone (null: none saved), no package, the thread closed, no notes. */
const overview = (timezone: string | null) => portalOverview({ timezone });

function portal(timezone: string | null, extra: Record<string, Handler> = {}) {
  return mockApi(
    signedInPortalApi(
      now,
      {
        overview: overview(timezone),
        thread: portalThread(now, { messages: [], canWrite: false, reason: 'Closed.' }),
        notes: [],
      },
      extra,
    ),
  );
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

describe('the portal’s self-service', () => {
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  it('preselects the browser’s zone, finds any zone by search, and saves it', async () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const api = portal(null, {
      'POST /api/portal/timezone': { body: { timezone: 'Asia/Kolkata' } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const zone = await card('Your Time Zone');
    fireEvent.click(within(zone).getByRole('button', { name: 'Change Time Zone' }));
    const select = within(zone).getByLabelText('Time zone') as HTMLSelectElement;
    expect(select.value).toBe(browser);
    const search = within(zone).getByLabelText('Search all zones (a city or region)');
    fireEvent.change(search, { target: { value: 'Kolkata' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(select.value).toBe('Asia/Kolkata');
    fireEvent.click(within(zone).getByRole('button', { name: 'Save Time Zone' }));
    expect(await within(zone).findByRole('status')).toHaveTextContent(
      clientActionMessages.timezoneSaved,
    );
    expect(api.callsTo('POST', '/api/portal/timezone')[0]?.body).toEqual({
      timezone: 'Asia/Kolkata',
    });
    // Saved, the picker closes and its confirmation takes the focus; the button follows it.
    expect(within(zone).queryByLabelText('Time zone')).toBeNull();
    expect(within(zone).getByRole('status')).toHaveFocus();
    expect(within(zone).getByRole('button', { name: 'Change Time Zone' })).toBeVisible();
  });

  it('shows the API’s refusal of the zone at the zone, any other refusal in the form’s alert', async () => {
    let answer: MockResponse = {
      status: 400,
      body: { message: slotMessages.timezone, errors: { timezone: slotMessages.timezone } },
    };
    portal(null, { 'POST /api/portal/timezone': () => answer });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const zone = await card('Your Time Zone');
    fireEvent.click(within(zone).getByRole('button', { name: 'Change Time Zone' }));
    const select = within(zone).getByLabelText('Time zone');
    fireEvent.click(within(zone).getByRole('button', { name: 'Save Time Zone' }));
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveAccessibleDescription(slotMessages.timezone);
    expect(within(zone).queryByRole('alert')).toBeNull();

    answer = { status: 500, body: { message: 'down' } };
    fireEvent.click(within(zone).getByRole('button', { name: 'Save Time Zone' }));
    expect(await within(zone).findByRole('alert')).toHaveTextContent('down');
    expect(within(zone).getByRole('alert')).toHaveFocus();
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(within(zone).queryByRole('status')).toBeNull();
  });

  it('counts the credits the coach added and says how each session is held', async () => {
    const session = portalSession(now, 70, 2, {
      canChange: true,
      changeableUntil: daysFrom(now, 2),
      format: 'audio',
    });
    const bought = portalPackage(
      now,
      // The package's one session and two the coach added.
      portalBooking({
        id: 7,
        packageType: 'single',
        scheduledAt: session.startsAt,
        sessions: [session],
        sessionsTotal: 3,
      }),
      {
        boughtDaysAgo: 0,
        questionnaireCompleted: false,
        support: {
          state: 'waiting',
          opensAt: null,
          closesAt: null,
          level: 'one-week',
          priority: false,
        },
        followUp: { state: 'not-offered', opensAt: null, closesAt: null },
      },
    );
    portal('America/Cancun', {
      'GET /api/portal': { body: { ...overview('America/Cancun'), packages: [bought] } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const single = await screen.findByRole('region', { name: 'Single Breakthrough Session' });
    expect(within(single).getByText('2 of 3 sessions left to book.')).toBeInTheDocument();
    expect(within(single).getByText(/Audio call \(voice only, no camera\)/)).toBeInTheDocument();
  });

  it('starts from the zone he saved', async () => {
    portal('Europe/Paris');
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const zone = await card('Your Time Zone');
    fireEvent.click(within(zone).getByRole('button', { name: 'Change Time Zone' }));
    expect((within(zone).getByLabelText('Time zone') as HTMLSelectElement).value).toBe(
      'Europe/Paris',
    );
  });

  it('downloads his data as a file and asks, once confirmed, for its erasure', async () => {
    const requested: PortalErasure = {
      requestedAt: now.toISOString(),
      dueAt: new Date(now.getTime() + erasureDeadlineDays * 86_400_000).toISOString(),
    };
    const api = portal('America/Cancun', {
      'POST /api/portal/erasure-request': { status: 201, body: requested },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const data = await card('Your Data');
    // Said in his words; the file's type only a detail under the download.
    expect(data).toHaveTextContent('Download a copy of everything we keep about you:');
    expect(data).not.toHaveTextContent('Everything we keep about you, in one file');
    expect(within(data).getByText('One file, in JSON format.')).toBeInTheDocument();
    const download = within(data).getByRole('link', { name: 'Download My Data' });
    expect(download).toHaveAttribute('href', '/api/portal/data');
    expect(download).toHaveAttribute('download', 'my-data.json');

    const erase = await within(data).findByRole('button', { name: 'Delete my data…' });
    // Every button of the portal at the button's one type size (1rem), this quiet one too.
    expect(getComputedStyle(erase).fontSize).toBe('1rem');
    fireEvent.click(erase);
    expect(api.callsTo('POST', '/api/portal/erasure-request')).toHaveLength(0);
    const confirm = within(data).getByRole('group', { name: 'Ask to Erase My Data' });
    expect(confirm).toHaveTextContent('Once it is done you can no longer sign in.');
    for (const button of within(confirm).getAllByRole('button'))
      expect(getComputedStyle(button).fontSize).toBe('1rem');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ask to Erase My Data' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/portal/erasure-request')).toHaveLength(1));
    const status = await within(data).findByRole('status');
    expect(status).toHaveTextContent(clientActionMessages.erasureRequested);
    expect(status).toHaveTextContent(
      `Your coach confirms it by ${formatDate(requested.dueAt!, 'America/Cancun')}`,
    );
  });

  it('says so, focused, when the erasure request could not be sent', async () => {
    portal('America/Cancun', {
      'POST /api/portal/erasure-request': { status: 500, body: { message: 'down' } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const data = await card('Your Data');
    fireEvent.click(await within(data).findByRole('button', { name: 'Delete my data…' }));
    const confirm = within(data).getByRole('group', { name: 'Ask to Erase My Data' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ask to Erase My Data' }));
    expect(await within(data).findByRole('alert')).toHaveTextContent('down');
    expect(within(data).getByRole('alert')).toHaveFocus();
  });

  it.each([
    ['without a package', () => portal('America/Cancun')],
    ['with a paid package and a session ahead', () => portal('America/Cancun', withPackage)],
  ])(
    'offers the erasure as quiet underlined words in the danger colour, no pill level with the download (%s)',
    async (_case, setUp) => {
      setUp();
      renderWithProviders(<BookingRoutes />, { path: '/portal' });
      const data = await card('Your Data');
      const erase = await within(data).findByRole('button', { name: 'Delete my data…' });
      const style = getComputedStyle(erase);
      expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
      expect(style.borderColor).toBe('transparent');
      expect(style.textDecoration).toContain('underline');
      expect(style.color).toBe(rgb(theme.colors.destructive));
    },
  );
});

/** A colour of the theme as the browser reports it ('#b42318' → 'rgb(180, 35, 24)'). */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A paid 5-session package with a session in two days (the portal's gold actions around). */
const withPackage: Record<string, Handler> = {
  'GET /api/portal': () => {
    const session = portalSession(now, 80, 2, {
      canChange: true,
      changeableUntil: daysFrom(now, 2),
    });
    const booking = portalBooking({
      id: 8,
      packageType: '5-session',
      name: 'Casey Checkin',
      scheduledAt: session.startsAt,
      sessions: [session],
    });
    const fiveSessions = portalPackage(now, booking, {
      boughtDaysAgo: 0,
      questionnaireCompleted: false,
      support: { state: 'open', opensAt: null, closesAt: null, level: 'priority', priority: true },
      checkIn: { state: 'due', dueAt: now.toISOString() },
    });
    return { body: { ...overview('America/Cancun'), packages: [fiveSessions] } };
  },
};
