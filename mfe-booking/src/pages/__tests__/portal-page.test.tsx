import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsultationBooking } from '@site/contracts/api-types';
import {
  freeCallPreparation,
  freeCallThreadLeads,
  portalEmptyMessages,
  portalMessageComposerId,
  portalMessages,
} from '@site/contracts/client-portal';
import { freeCallMessageDays } from '@site/contracts/package-promises';
import { sessionMessages } from '@site/contracts/sessions';
import { emailMessage } from '@site/contracts/schemas/messages';
import { formatDate, formatTimeWhole } from '@site/contracts/slots';
import type { PortalOverview, PortalPackage } from '@site/contracts/endpoints/portal';
import { renderWithProviders } from '@site/ui/testing';
import BookingRoutes, { pages } from '../../routes';
import { portalSections } from '../portal-page';
import { callCardOf } from '../../features/portal/components/free-call';
import { injectClock } from '../../test/clock';
import { mockApi, type Handler } from '../../test/mock-api';
import {
  daysFrom,
  portalBooking,
  portalOverview,
  portalPackage,
  portalReceipt,
  portalSession,
  portalThread as openThread,
  sharedNote,
  signedInPortalApi,
} from '../../test/portal-fixtures';
import { portalHint } from '../../test/portal-hint';

let now: Date;
beforeEach(() => {
  ({ now } = injectClock());
  portalHint.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const at = (days: number) => daysFrom(now, days);

/** A paid package of `type` with one session in two days, changeable until tomorrow, its link sent. */
const booking = (id: number, type: ConsultationBooking['packageType']): ConsultationBooking =>
  portalBooking({
    id,
    packageType: type,
    sessions: [
      portalSession(now, id * 10, 2, {
        canChange: true,
        changeableUntil: at(1),
        joinUrl: 'https://meet.example.test/abc',
      }),
    ],
  });

/** It in the portal, bought three days ago, its questionnaire still to fill in. */
const pkg = (id: number, type: ConsultationBooking['packageType']): PortalPackage =>
  portalPackage(now, booking(id, type), {
    boughtDaysAgo: 3,
    questionnaireCompleted: false,
    support: {
      state: 'open',
      opensAt: at(-3),
      closesAt: null,
      level: 'unlimited',
      priority: false,
    },
    checkIn: { state: 'not-due', dueAt: at(11) },
    keepsRecordings: type === '10-session',
  });

const overview = (): PortalOverview =>
  portalOverview({
    name: 'Anne-Marie Whitfield Okonkwo',
    packages: [pkg(7, '10-session'), pkg(3, 'single')],
    receipts: [portalReceipt(now, booking(7, '10-session'), { paymentReference: 'pi_123' })],
  });

function signedIn(extra: Record<string, Handler> = {}) {
  portalHint.set();
  return mockApi(signedInPortalApi(now, { overview: overview() }, extra));
}

describe('the client portal', () => {
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  it('signs a client in with the code from his email', async () => {
    let signedInYet = false;
    const api = mockApi({
      'GET /api/portal': () =>
        signedInYet
          ? { body: overview() }
          : { status: 401, body: { message: portalMessages.signInRequired } },
      'POST /api/portal/sign-in/code': { status: 202, body: { message: portalMessages.codeSent } },
      'POST /api/portal/sign-in': (request) => {
        if ((request.body as { code: string }).code !== '123456')
          return { status: 400, body: { message: portalMessages.codeInvalid } };
        signedInYet = true;
        portalHint.set();
        return { status: 204 };
      },
      'GET /api/portal/messages': { body: openThread(now) },
      'GET /api/portal/notes': { body: [sharedNote(now)] },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal', clientFrame: true });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'not an address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Me a Code' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(emailMessage);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST', '/api/portal/sign-in/code')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Me a Code' }));
    expect(await screen.findByText(portalMessages.codeSent)).toBeInTheDocument();
    // Where the code went, masked: the address typed, its name hidden but for its first letter.
    expect(screen.getByText('Sent to d…@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/dana@example\.com/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Code from the email'), {
      target: { value: '654321' },
    });
    // One gold action on the code step: Sign In; the way back to the address is secondary.
    const gold = 'rgb(201, 162, 77)';
    expect(getComputedStyle(screen.getByRole('button', { name: 'Sign In' })).backgroundColor).toBe(
      gold,
    );
    const back = getComputedStyle(screen.getByRole('button', { name: 'Use Another Address' }));
    expect(back.backgroundColor).not.toBe(gold);
    // Not a third pill of equal weight beside Sign In and Send a New Code: underlined words.
    expect(back.textDecoration).toContain('underline');
    expect(back.borderColor).toBe('transparent');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(portalMessages.codeInvalid);
    expect(screen.getByRole('alert')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Code from the email')).toHaveFocus());
    expect(screen.getByLabelText('Code from the email')).toHaveAccessibleDescription(
      portalMessages.codeFormat,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST', '/api/portal/sign-in')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Code from the email'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, Anne/ }),
    ).toHaveTextContent(/^Welcome, Anne\u2011Marie$/); // his first name, never broken at its hyphen
    // His full name stays in his bar.
    expect(document.querySelector('[data-client-bar]')).toHaveTextContent(
      'Anne\u2011Marie Whitfield Okonkwo',
    );
    // His coach beside the greeting; writing to him is offered once, further down, not here.
    const coach = screen.getByRole('group', { name: 'Your coach' });
    expect(within(coach).getByRole('img', { name: /Jordan Example/ })).toBeInTheDocument();
    expect(within(coach).queryByRole('link')).toBeNull();
    expect(api.callsTo('POST', '/api/portal/sign-in')[1]?.body).toEqual({
      email: 'dana@example.com',
      code: '123456',
    });
  });

  it('after a wrong code, sends a new one to the same address and says earlier ones no longer work', async () => {
    const api = mockApi({
      'GET /api/portal': { status: 401, body: { message: portalMessages.signInRequired } },
      'POST /api/portal/sign-in/code': { status: 202, body: { message: portalMessages.codeSent } },
      'POST /api/portal/sign-in': { status: 400, body: { message: portalMessages.codeInvalid } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal', clientFrame: true });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'dana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Me a Code' }));
    fireEvent.change(await screen.findByLabelText('Code from the email'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(portalMessages.codeInvalid);

    fireEvent.click(screen.getByRole('button', { name: 'Send a New Code' }));
    expect(await screen.findByText(portalMessages.codeResent)).toBeInTheDocument();
    expect(portalMessages.codeResent).toMatch(/At most 3 codes/);
    expect(screen.queryByText(portalMessages.codeSent)).toBeNull();
    expect(screen.getByText('Sent to d…@example.com')).toBeInTheDocument();
    // The wrong code's alert and the typed code are gone; the address is the one typed before.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Code from the email')).toHaveValue('');
    expect(api.callsTo('POST', '/api/portal/sign-in/code').map((call) => call.body)).toEqual([
      { email: 'dana@example.com' },
      { email: 'dana@example.com' },
    ]);
    // One gold action still: Sign In.
    expect(
      getComputedStyle(screen.getByRole('button', { name: 'Send a New Code' })).backgroundColor,
    ).not.toBe('rgb(201, 162, 77)');
  });

  it('signed out, shows the sign-in form without asking the API for a session it has not got', async () => {
    const api = mockApi({});
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    expect(await screen.findByRole('button', { name: 'Send Me a Code' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/portal')).toHaveLength(0);
    // Someone who is not a client yet is shown the way in.
    expect(screen.getByRole('link', { name: 'Book a free discovery call' })).toHaveAttribute(
      'href',
      '/consulting#strategy-call',
    );
  });

  it('shows the sign-in form when the session ended elsewhere, and asks no more on the next visit', async () => {
    portalHint.set();
    const api = mockApi({
      'GET /api/portal': { status: 401, body: { message: portalMessages.signInRequired } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    expect(await screen.findByRole('button', { name: 'Send Me a Code' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/portal')).toHaveLength(1);
    expect(portalHint.isSet()).toBe(false);
  });

  it('shows every purchase with its sessions, join link, credits and a way to manage them', async () => {
    signedIn();
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const ten = await screen.findByRole('region', { name: '10-Session Consciousness Mastery' });
    expect(within(ten).getByText('9 of 10 sessions left to book.')).toBeInTheDocument();
    expect(within(ten).getByRole('link', { name: 'Join the session' })).toHaveAttribute(
      'href',
      'https://meet.example.test/abc',
    );
    // Its next session is the Next card's, and Move opens that session's move; the package's
    // card books the sessions left, and moves or cancels any to come.
    expect(
      within(screen.getByRole('region', { name: 'Next' })).getByRole('link', { name: 'Move' }),
    ).toHaveAttribute('href', '/schedule/7?move=70&key=key-7');
    expect(within(ten).getByRole('link', { name: 'Book Session 2' })).toHaveAttribute(
      'href',
      '/schedule/7?key=key-7',
    );
    expect(within(ten).getByRole('link', { name: 'Move or Cancel Sessions' })).toBeInTheDocument();
    expect(within(ten).getByText('Lifetime access to recordings')).toBeInTheDocument();
    const single = screen.getByRole('region', { name: 'Single Breakthrough Session' });
    expect(within(single).getByRole('link', { name: 'Move or Cancel Sessions' })).toHaveAttribute(
      'href',
      '/schedule/3?key=key-3',
    );
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('pi_123')).toBeInTheDocument();
    // A payment reads as a receipt: a short date and the amount in dollars, no currency code.
    const payment = within(receipts).getByText('pi_123').closest('tr')!;
    expect(within(payment).getByText('$10,000.00')).toBeInTheDocument();
    expect(payment.querySelector('td[data-label="Date"]')?.textContent).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
  });

  it('never calls a cancelled session past, nor lists one: a held one is the past session', async () => {
    const fiveSessions = portalBooking({
      id: 9,
      packageType: '5-session',
      sessions: [
        portalSession(now, 91, -7),
        // Cancelled next week: its credit is back in the package.
        portalSession(now, 92, 7, { status: 'cancelled' }),
        portalSession(now, 93, -3, { status: 'cancelled' }),
      ],
    });
    signedIn({
      'GET /api/portal': {
        body: portalOverview({
          packages: [portalPackage(now, fiveSessions, { questionnaireCompleted: true })],
        }),
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const card = await screen.findByRole('region', { name: '5-Session Transformation Package' });
    expect(within(card).getByText('Past session:')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/cancelled/i);
    expect(within(card).queryByText(/All \d+ past sessions/)).toBeNull();
    expect(within(card).getByText('4 of 5 sessions left to book.')).toBeInTheDocument();
  });

  it('opens with what matters now: the next session, how to join, what is left to do', async () => {
    signedIn({
      'GET /api/portal': {
        body: {
          ...overview(),
          // The single session comes first (tomorrow), before the 10-session package's.
          packages: [
            pkg(7, '10-session'),
            {
              ...pkg(3, 'single'),
              booking: {
                ...booking(3, 'single'),
                sessions: [
                  {
                    ...booking(3, 'single').sessions[0]!,
                    startsAt: at(1),
                    endsAt: at(1.0625),
                    joinUrl: 'https://meet.example.test/first',
                    // Inside its notice: no longer movable.
                    canChange: false,
                    changeableUntil: null,
                  },
                ],
              },
            },
          ],
        },
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const next = await screen.findByRole('region', { name: 'Next' });
    // Before every other card (the toasts' region aside).
    const regions = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-label') !== 'Notifications');
    expect(regions[0]).toBe(next);
    expect(next).toHaveAccessibleDescription(
      `Your next session: Tomorrow, ${formatTimeWhole(at(1), 'America/Cancun')} (Eastern Standard)`,
    );
    expect(next).toHaveTextContent('Single Breakthrough Session');
    // What is left before it (the questionnaire not yet sent), then joining the call, its
    // calendar file beside it; no Move inside its notice.
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['your questionnaire', 'Join', 'Add to Calendar']);
    expect(next).toHaveTextContent('Before it: your questionnaire (10–15 min).');
    expect(within(next).getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      'https://meet.example.test/first',
    );
  });

  it('signed in, draws his own bar (home, Client Portal, his name, Sign Out) and says who in the header', async () => {
    signedIn();
    renderWithProviders(<BookingRoutes />, { path: '/portal', clientFrame: true });
    const bar = await screen.findByRole('navigation', { name: 'Client portal' });
    expect(within(bar).getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    expect(bar).toHaveTextContent('Client Portal');
    expect(bar).toHaveTextContent('Anne\u2011Marie Whitfield Okonkwo');
    expect(within(bar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as dana@example.com.');
  });

  it('links to each of its sections, every heading in title case', async () => {
    signedIn();
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const nav = await screen.findByRole('navigation', { name: 'Sections of your portal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      // What is next (a session ahead) comes first.
      'Next',
      'Your Packages',
      // Its package has something to do between sessions: that card is a section too.
      'Between Sessions',
      'Messages',
      'Notes and Action Plan',
      'Materials',
      'Recordings',
      'Receipts',
      'Your Time Zone',
      'Your Data',
    ]);
    // Each link leads to its section: the packages' column, or the card's heading.
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      if (target!.tagName === 'H2') expect(target).toHaveTextContent(link.textContent!);
    }
    expect(
      within(document.getElementById('portal-packages')!).getByRole('region', {
        name: '10-Session Consciousness Mastery',
      }),
    ).toBeInTheDocument();
    // Title case: every word but the small ones starts with a capital.
    const small = new Set(['a', 'an', 'and', 'the', 'to', 'of', 'with', 'in', 'for', 'or']);
    for (const heading of screen
      .getAllByRole('heading', { level: 2 })
      .concat(screen.getAllByRole('heading', { level: 3 }))
      .filter((one) => !one.closest('article'))) {
      const words = (heading.textContent ?? '').split(/\s+/).slice(1);
      for (const word of words.filter((one) => /^[a-z]/i.test(one) && !small.has(one)))
        expect(`${heading.textContent}: ${word[0]}`).toBe(
          `${heading.textContent}: ${word[0]!.toUpperCase()}`,
        );
    }
  });

  it('drops the recordings link when no package keeps recordings', async () => {
    signedIn({
      'GET /api/portal': { body: { ...overview(), packages: [pkg(3, 'single')] } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const nav = await screen.findByRole('navigation', { name: 'Sections of your portal' });
    expect(within(nav).queryByRole('link', { name: 'Recordings' })).toBeNull();
    // Nothing to do between sessions: neither the card nor its link.
    expect(screen.queryByRole('region', { name: 'Between Sessions' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Between Sessions' })).toBeNull();
  });

  it('a new client’s empty sections say what will appear there and when; no receipts without a payment', async () => {
    signedIn({
      'GET /api/portal': { body: { ...overview(), receipts: [] } },
      'GET /api/portal/messages': { body: openThread(now, { messages: [] }) },
      'GET /api/portal/notes': { body: [] },
      'GET /api/portal/materials': { body: { materials: [], recordings: [] } },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const nav = await screen.findByRole('navigation', { name: 'Sections of your portal' });
    for (const [name, line] of [
      ['Messages with Your Coach', portalEmptyMessages.messages],
      ['Notes and Action Plan', portalEmptyMessages.notes],
      ['Materials', portalEmptyMessages.materials],
      ['Recordings', portalEmptyMessages.recordings],
    ] as const)
      expect(
        await within(await screen.findByRole('region', { name })).findByText(line),
      ).toBeInTheDocument();
    // Nothing paid yet: neither a Receipts card nor its link.
    expect(screen.queryByRole('region', { name: 'Receipts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Receipts' })).toBeNull();
  });

  it('an empty read-only thread says only where to ask, with no bare line above it', async () => {
    signedIn({
      'GET /api/portal/messages': {
        body: openThread(now, {
          messages: [],
          canWrite: false,
          reason: portalMessages.noSupportOpen,
        }),
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const thread = await screen.findByRole('region', { name: 'Messages with Your Coach' });
    await within(thread).findByRole('link', { name: 'the contact page' });
    expect(within(thread).queryByText(portalEmptyMessages.messages)).toBeNull();
    expect(within(thread).queryByText(/^No messages/)).toBeNull();
  });

  it('writes to the coach while support is open, and says why when it is not', async () => {
    const api = signedIn({
      'POST /api/portal/messages': {
        status: 201,
        body: { id: 2, author: 'client', body: 'Hi', priority: false, createdAt: at(0) },
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const thread = await screen.findByRole('region', { name: 'Messages with Your Coach' });
    expect(await within(thread).findByText('Welcome aboard.')).toBeInTheDocument();
    // The form stays closed until asked for; opened, the focus is in its field.
    expect(within(thread).queryByLabelText('Your message')).toBeNull();
    const opener = within(thread).getByRole('button', { name: 'Write to Your Coach' });
    fireEvent.click(opener);
    const field = within(thread).getByLabelText('Your message');
    expect(field).toHaveFocus();
    fireEvent.click(within(thread).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(portalMessages.messageEmpty);
    expect(api.callsTo('POST', '/api/portal/messages')).toHaveLength(0);
    // The page brings what it says into view (a browser scrolls; the test records it).
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    fireEvent.change(within(thread).getByLabelText('Your message'), { target: { value: ' Hi ' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send Message' }));
    expect(
      await within(thread).findByText(portalMessages.messageSent('Jordan Example')),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/portal/messages')[0]?.body).toEqual({ body: 'Hi' });
    // Sent, the form closes and its confirmation takes the focus, in view; the button follows it.
    expect(within(thread).queryByLabelText('Your message')).toBeNull();
    const sent = within(thread).getByRole('status');
    expect(sent).toHaveTextContent(portalMessages.messageSent('Jordan Example'));
    expect(sent).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(sent);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(within(thread).getByRole('button', { name: 'Write to Your Coach' })).toBeVisible();
  });

  it('closes the message form with Cancel or Escape, the focus back on its button', async () => {
    const api = signedIn();
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const thread = await screen.findByRole('region', { name: 'Messages with Your Coach' });
    fireEvent.click(await within(thread).findByRole('button', { name: 'Write to Your Coach' }));
    fireEvent.click(within(thread).getByRole('button', { name: 'Cancel' }));
    expect(within(thread).queryByLabelText('Your message')).toBeNull();
    expect(within(thread).getByRole('button', { name: 'Write to Your Coach' })).toHaveFocus();

    fireEvent.click(within(thread).getByRole('button', { name: 'Write to Your Coach' }));
    fireEvent.keyDown(within(thread).getByLabelText('Your message'), { key: 'Escape' });
    expect(within(thread).queryByLabelText('Your message')).toBeNull();
    expect(within(thread).getByRole('button', { name: 'Write to Your Coach' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/portal/messages')).toHaveLength(0);
  });

  it('shows the API’s refusal of a message in the form’s alert, keeping the text', async () => {
    signedIn({
      'POST /api/portal/messages': {
        status: 403,
        body: { message: portalMessages.noSupportOpen },
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const thread = await screen.findByRole('region', { name: 'Messages with Your Coach' });
    fireEvent.click(await within(thread).findByRole('button', { name: 'Write to Your Coach' }));
    fireEvent.change(within(thread).getByLabelText('Your message'), {
      target: { value: 'Hi' },
    });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send Message' }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent(
      portalMessages.noSupportOpen,
    );
    expect(within(thread).getByRole('alert')).toHaveFocus();
    // The site's one error box (the questionnaire's field errors wear it too).
    const alert = within(thread).getByRole('alert');
    expect(alert).toHaveAttribute('data-error-message');
    expect(getComputedStyle(alert).borderLeftColor).toBe('rgb(180, 35, 24)');
    expect(getComputedStyle(alert).backgroundColor).toBe('rgb(245, 239, 227)');
    expect(within(thread).getByLabelText('Your message')).toHaveValue('Hi');
    expect(within(thread).queryByText(portalMessages.messageSent('Jordan Example'))).toBeNull();
  });

  it('keeps the thread read-only with the reason outside the support window', async () => {
    signedIn({
      'GET /api/portal/messages': {
        body: openThread(now, { canWrite: false, reason: portalMessages.noSupportOpen }),
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const thread = await screen.findByRole('region', { name: 'Messages with Your Coach' });
    expect(
      await within(thread).findByText(
        (_, element) =>
          element?.textContent === portalMessages.noSupportOpen &&
          element.querySelector('a') !== null,
      ),
    ).toBeInTheDocument();
    // The way it names is one click away.
    expect(within(thread).getByRole('link', { name: 'the contact page' })).toHaveAttribute(
      'href',
      '/connect',
    );
    expect(within(thread).queryByLabelText('Your message')).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Write to Your Coach' })).toBeNull();
  });

  it('keeps its own Write to Your Coach while the Next card offers writing as the next step', async () => {
    portalHint.set();
    const held = portalBooking({
      id: 5,
      packageType: 'single',
      sessions: [portalSession(now, 50, -10)],
    });
    mockApi(
      signedInPortalApi(now, {
        overview: portalOverview({
          packages: [
            portalPackage(now, held, {
              boughtDaysAgo: 20,
              followUp: { state: 'not-yet-open', opensAt: at(20), closesAt: at(50) },
            }),
          ],
        }),
      }),
    );
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const next = await screen.findByRole('region', { name: 'Next' });
    expect(within(next).getByRole('link', { name: 'Write to Your Coach' })).toHaveAttribute(
      'href',
      '#portal-message-thread-compose',
    );
    // The messages' card, where a client looks for it, has the same action of its own.
    const thread = screen.getByRole('region', { name: 'Messages with Your Coach' });
    const opener = await within(thread).findByRole('button', { name: 'Write to Your Coach' });
    expect(getComputedStyle(opener).backgroundColor).not.toBe('rgb(201, 162, 77)');
    fireEvent.click(opener);
    expect(within(thread).getByLabelText('Your message')).toHaveFocus();
  });

  it('ticks an action item of the shared plan', async () => {
    const api = signedIn({
      'POST /api/portal/action-items/51': {
        body: { id: 51, text: 'Walk every morning', doneAt: at(0) },
      },
    });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Walk every morning' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/portal/action-items/51')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/portal/action-items/51')[0]?.body).toEqual({ done: true });
  });

  it("opens from a booking's keyed link and takes the key out of the address", async () => {
    const api = signedIn({
      'POST /api/portal/sign-in/booking-link': () => {
        portalHint.set();
        return { status: 204 };
      },
    });
    portalHint.clear(); // a browser never signed in: the link signs it in
    renderWithProviders(<BookingRoutes />, { path: '/portal?booking=7&key=secret' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, Anne/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/portal/sign-in/booking-link')[0]?.body).toEqual({
      bookingId: 7,
      key: 'secret',
    });
  });

  it("opened from an email's link to the message form, keeps that anchor once the key is out of the address", async () => {
    signedIn({
      'POST /api/portal/sign-in/booking-link': () => {
        portalHint.set();
        return { status: 204 };
      },
    });
    portalHint.clear();
    renderWithProviders(<BookingRoutes />, {
      path: `/portal?booking=7&key=secret#${portalMessageComposerId}`,
    });
    await screen.findByRole('heading', { level: 1, name: /^Welcome, Anne/ });
    // The router's navigation is a transition: the address may settle a render after the heading.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        new RegExp(`^/portal#${portalMessageComposerId}$`),
      ),
    );
  });

  it("opens from a booking's page link without a key (the browser's access cookie stands for it)", async () => {
    const api = signedIn({
      'POST /api/portal/sign-in/booking-link': () => {
        portalHint.set();
        return { status: 204 };
      },
    });
    portalHint.clear();
    renderWithProviders(<BookingRoutes />, { path: '/portal?booking=7' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome, Anne/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/portal/sign-in/booking-link')[0]?.body).toEqual({
      bookingId: 7,
    });
  });

  it.each([
    ['a keyed link that fails says so', '/portal?booking=7&key=wrong', true],
    ['a page link this browser cannot open meets the plain sign-in', '/portal?booking=7', false],
  ])('%s', async (_name, path, saysSo) => {
    mockApi({
      'POST /api/portal/sign-in/booking-link': {
        status: 400,
        body: { message: portalMessages.linkInvalid },
      },
      'GET /api/portal': { status: 401, body: { message: portalMessages.signInRequired } },
    });
    renderWithProviders(<BookingRoutes />, { path });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    if (saysSo) expect(screen.getByRole('alert')).toHaveTextContent(portalMessages.linkInvalid);
    else expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the sections of a client with a package and a free call', () => {
  it('give the call’s own card its link, "Your Call", in the page’s order', () => {
    const call = portalPackage(now, portalBooking({ id: 7, packageType: 'strategy-call' }));
    const five = portalPackage(now, portalBooking({ id: 5, packageType: '5-session' }));
    const linksFor = (items: PortalPackage[]) =>
      portalSections({
        next: true,
        recordings: false,
        betweenSessions: false,
        receipts: false,
        callCard: callCardOf(items),
      }).slice(0, 3);
    // The call first in the list: its link first, then his packages' (from the first one's card).
    expect(linksFor([call, five])).toEqual([
      { id: 'portal-next-title', label: 'Next' },
      { id: 'package-7', label: 'Your Call' },
      { id: 'package-5', label: 'Your Packages' },
    ]);
    expect(linksFor([five, call])).toEqual([
      { id: 'portal-next-title', label: 'Next' },
      { id: 'portal-packages', label: 'Your Packages' },
      { id: 'package-7', label: 'Your Call' },
    ]);
    expect(linksFor([five]).map((link) => link.label)).not.toContain('Your Call');
  });
});

describe('the portal of a visitor who has only booked the free call', () => {
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  /** His free call, `days` after now (past when negative), movable while more than a day ahead. */
  const call = (days: number): PortalPackage =>
    portalPackage(
      now,
      portalBooking({
        id: 22,
        packageType: 'strategy-call',
        amount: 0,
        sessions: [
          portalSession(now, 220, days, {
            canChange: days > 1,
            changeableUntil: days > 1 ? at(days - 1) : null,
            format: 'video',
          }),
        ],
      }),
      {
        questionnaireCompleted: true,
        support: {
          state: 'not-offered',
          opensAt: null,
          closesAt: null,
          level: 'none',
          priority: false,
        },
      },
    );
  /** His thread: nothing in it, read-only (no package's email support is open). */
  const readOnly = () =>
    openThread(now, { messages: [], canWrite: false, reason: portalMessages.noSupportOpen });

  function signedInWithCall(days: number, { notes = [] as ReturnType<typeof sharedNote>[] } = {}) {
    portalHint.set();
    return mockApi(
      signedInPortalApi(
        now,
        { overview: portalOverview({ packages: [call(days)] }), thread: readOnly(), notes },
        { 'GET /api/portal/materials': { body: { materials: [] } } },
      ),
    );
  }

  const sectionLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Sections of your portal' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('before the call: the call, how to prepare, where to ask, and what comes after it; nothing a package brings', async () => {
    signedInWithCall(3);
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    expect(await sectionLinks()).toEqual([
      'Next',
      'Your Call',
      'Messages',
      'After Your Call',
      'Your Time Zone',
      'Your Data',
    ]);
    // The Next card names the call as the call.
    expect(screen.getByText(/^Your call: /)).toBeInTheDocument();
    expect(screen.queryByText(/^Your next session/)).toBeNull();

    // One card for the call: no credits, no "Sessions to Come" box; how to prepare is said in
    // the Next card, with the call's time.
    const card = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(card.queryByText(/left to book/)).toBeNull();
    expect(card.queryByRole('heading', { name: 'Sessions to Come' })).toBeNull();
    expect(card.getByText(/^A free 15-minute video call with Jordan Example/)).toBeInTheDocument();
    expect(card.queryByText(/^To prepare:/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Next' })).toHaveTextContent(freeCallPreparation);
    // Each thing once: the Next card says when and how to join, with Add to Calendar and Move;
    // this card keeps what that one does not, and its other action.
    const next = screen.getByRole('region', { name: 'Next' });
    expect(next).toHaveTextContent(sessionMessages.joinLinkFollows);
    expect(card.queryByText(sessionMessages.joinLinkFollows)).toBeNull();
    expect(card.queryByText(/ at \d+:\d\d/)).toBeNull();
    expect(card.queryByRole('link', { name: /Move/ })).toBeNull();
    expect(card.getByRole('link', { name: 'Cancel Your Call' })).toHaveAttribute(
      'href',
      '/schedule/22?key=key-22',
    );
    expect(screen.queryByRole('region', { name: 'Free 15-Minute Strategy Call' })).toBeNull();

    // Messages: where to ask before the call, not a package's read-only thread.
    const messages = within(screen.getByRole('region', { name: 'Messages with Your Coach' }));
    expect(
      await messages.findByText(
        (_text, element) =>
          element?.textContent ===
          'Questions before your call? Write to Jordan Example through the contact page.',
      ),
    ).toBeInTheDocument();
    expect(messages.getByRole('link', { name: 'the contact page' })).toHaveAttribute(
      'href',
      '/connect',
    );
    expect(messages.queryByText(/None of your packages/)).toBeNull();

    // No empty notes, materials, recordings or receipts he cannot have: the way to a package.
    for (const name of ['Notes and Action Plan', 'Materials', 'Recordings', 'Receipts'])
      expect(screen.queryByRole('region', { name })).toBeNull();
    const after = within(screen.getByRole('region', { name: 'After Your Call' }));
    const packagesLink = after.getByRole('link', { name: 'See the Packages' });
    expect(packagesLink).toHaveAttribute('href', '/consulting');
    // The Next card holds the page's one gold action.
    expect(getComputedStyle(packagesLink).backgroundColor).not.toBe('rgb(201, 162, 77)');
  });

  it('after the call: the call held, where to ask now, and the way to a package as the gold action', async () => {
    signedInWithCall(-2);
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    expect(await sectionLinks()).toEqual([
      'Your Call',
      'Messages',
      'After Your Call',
      'Your Time Zone',
      'Your Data',
    ]);
    const card = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(card.getByText('Your call:')).toBeInTheDocument();
    expect(card.queryByText(/^To prepare:/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Messages with Your Coach' })).toHaveTextContent(
        'Questions after your call? Write to Jordan Example through the contact page.',
      ),
    );
    const packagesLink = within(screen.getByRole('region', { name: 'After Your Call' })).getByRole(
      'link',
      { name: 'See the Packages' },
    );
    expect(getComputedStyle(packagesLink).backgroundColor).toBe('rgb(201, 162, 77)');
  });

  /** His free call and a thread he may write in: the API's answer within the call's window. */
  function signedInWithOpenThread(days: number) {
    portalHint.set();
    return mockApi(
      signedInPortalApi(
        now,
        {
          overview: portalOverview({ packages: [call(days)] }),
          thread: openThread(now, { messages: [] }),
          notes: [],
        },
        { 'GET /api/portal/materials': { body: { materials: [] } } },
      ),
    );
  }

  it('before the call, he may ask anything in his thread, with no reply time promised', async () => {
    signedInWithOpenThread(3);
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const messages = within(
      await screen.findByRole('region', { name: 'Messages with Your Coach' }),
    );
    expect(await messages.findByText(freeCallThreadLeads.before)).toBeInTheDocument();
    expect(messages.getByRole('button', { name: 'Write to Your Coach' })).toBeInTheDocument();
    // Not a package's thread ("between sessions"), nor the way to the contact page.
    expect(messages.queryByText(portalEmptyMessages.messages)).toBeNull();
    expect(messages.queryByText(/contact page/)).toBeNull();
    expect(messages.queryByText(/within|hours|business day/i)).toBeNull();
  });

  it(`after the call, he may write until ${freeCallMessageDays} days after it, and is told until when`, async () => {
    signedInWithOpenThread(-2);
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const messages = within(
      await screen.findByRole('region', { name: 'Messages with Your Coach' }),
    );
    const until = formatDate(
      new Date(Date.parse(call(-2).booking.sessions[0]!.endsAt) + freeCallMessageDays * 86_400_000),
      'America/Cancun',
    );
    expect(await messages.findByText(freeCallThreadLeads.after(until))).toBeInTheDocument();
    expect(messages.getByRole('button', { name: 'Write to Your Coach' })).toBeInTheDocument();
  });

  it('notes the coach shares with him are shown, and linked from the sections', async () => {
    signedInWithCall(3, { notes: [sharedNote(now)] });
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    await waitFor(async () => expect(await sectionLinks()).toContain('Notes and Action Plan'));
    expect(screen.getByRole('region', { name: 'Notes and Action Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Receipts' })).toBeNull();
  });

  it('beside a package, the free call is still named as the call, and the portal is a package owner’s', async () => {
    portalHint.set();
    mockApi(
      signedInPortalApi(now, {
        overview: portalOverview({
          packages: [call(3), pkg(7, '10-session')],
          receipts: [portalReceipt(now, booking(7, '10-session'))],
        }),
      }),
    );
    renderWithProviders(<BookingRoutes />, { path: '/portal' });
    const links = await sectionLinks();
    expect(links).toContain('Your Packages');
    expect(links).toContain('Receipts');
    expect(links).not.toContain('After Your Call');
    const card = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(card.queryByText(/left to book/)).toBeNull();
    expect(
      screen.getByRole('region', { name: '10-Session Consciousness Mastery' }),
    ).toBeInTheDocument();
  });
});
