import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { portalOverviewQueryOptions } from '@site/api-client/portal';
import { Route, Routes } from '@site/ui/router';
import { portalSignedInHint } from '@site/contracts/client-portal';
import { sessionMessages } from '@site/contracts/sessions';
import { freeCallBookedState, freeCallScheduledMessage, paths } from '@site/contracts/routes';
import { dismissToast, toast, toastStore } from '@site/ui/toast';
import { renderWithProviders } from '@site/ui/testing';
import { QuestionnairePage } from '../../../../pages/questionnaire-page';
import { questionsId } from '../questionnaire-wizard';
import { aBooking, fakeApi, storeDraft, validValues } from './fake-api';

/** Today, from the test's clock: session dates are built from it, never from a fixed year. */
const today = new Date();

function renderPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.questionnaire} element={<QuestionnairePage />} />
      <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path },
  );
}

const bookingUrl = (query = '') => `GET /api/consultation-bookings/12${query}`;
const statusUrl = (query = '') => `GET /api/consultation-bookings/12/questionnaire${query}`;
/** The portal's answer while Ann is signed in. */
const signedInPortal = {
  status: 200,
  body: {
    email: 'ann@example.com',
    name: 'Ann Client',
    timezone: null,
    packages: [],
    receipts: [],
  },
};

beforeEach(() => window.localStorage.clear());
afterEach(() => act(() => dismissToast()));

describe('questionnaire page states', () => {
  it.each(['/questionnaire/abc', '/questionnaire/0', '/questionnaire/1.5'])(
    '%s shows Invalid Link and asks nothing of the API',
    async (path) => {
      const { fetchMock } = fakeApi({});
      renderPage(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
      );
      // The line whole, its "10–15" in a span of its own (never broken at the hyphen).
      expect(
        screen.getByText(
          (_, element) =>
            element?.textContent === 'Expected completion time: 10–15 minutes' &&
            element.querySelector('span') !== null,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows a loading skeleton while the booking is on its way', () => {
    fakeApi({ [bookingUrl()]: () => new Promise<Response>(() => {}) });
    renderPage('/questionnaire/12');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your questionnaire...');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the site’s one Booking Not Found state, without the questionnaire’s hero, for a booking this browser cannot read', async () => {
    fakeApi({
      [bookingUrl('?key=wrong')]: { status: 404, body: { message: 'Booking not found' } },
      [statusUrl('?key=wrong')]: { status: 403, body: { message: 'Forbidden' } },
    });
    renderPage('/questionnaire/12?key=wrong');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        'We couldn’t find your consultation booking. Please check your payment confirmation email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=12&key=wrong',
    );
    expect(screen.getByRole('link', { name: 'Write to Me' })).toHaveAttribute('href', '/connect');
    // No hero of the questionnaire, no raw error.
    expect(screen.queryByText(/Expected completion time/)).toBeNull();
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the error state when the API fails to answer', async () => {
    fakeApi({
      [bookingUrl()]: { status: 200, body: aBooking() },
      [statusUrl()]: { status: 500, body: { message: 'Internal error' } },
    });
    renderPage('/questionnaire/12');
    expect(
      await screen.findByText(
        'Error: Unable to load your consultation details. Please contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says the questionnaire is complete when this booking already answered it, the hero too, and leads into his portal', async () => {
    fakeApi({
      [bookingUrl('?key=k1')]: { status: 200, body: aBooking() },
      [statusUrl('?key=k1')]: {
        status: 200,
        body: { completed: true, completedAt: today.toISOString() },
      },
    });
    renderPage('/questionnaire/12?key=k1');
    expect(await screen.findByRole('heading', { name: 'Questionnaire Complete' })).toBeVisible();
    const message = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^You’ve already completed your questionnaire\./.test(element.textContent ?? ''),
    );
    expect(message).not.toHaveTextContent('pre-session');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // The hero says what is true now: nothing left to answer, no time to plan, no draft to resume.
    expect(
      screen.getByText('Your answers are in: there is nothing more to do here before we meet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Expected completion time/)).toBeNull();
    expect(screen.queryByText(/come back and finish later/)).toBeNull();
    // Signed out, the link's key opens his portal signed in; the site's home is not his way on.
    expect(screen.getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=12&key=k1',
    );
    expect(screen.queryByRole('link', { name: 'Return Home' })).toBeNull();
  });

  it('a questionnaire still to answer keeps the hero’s time and its note on saved answers', async () => {
    fakeApi({
      [bookingUrl()]: { status: 200, body: aBooking() },
      [statusUrl()]: { status: 200, body: { completed: false, completedAt: null } },
    });
    renderPage('/questionnaire/12');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByText(/come back and finish later/)).toBeInTheDocument();
    expect(screen.getByText(/Expected completion time/)).toBeInTheDocument();
    expect(screen.queryByText(/Your answers are in/)).toBeNull();
  });

  describe('just after booking the free call', () => {
    // A call two days from the test's clock, never a fixed date.
    const startsAt = new Date(today.getTime() + 2 * 24 * 3600_000).toISOString();
    const call = aBooking({
      packageType: 'strategy-call',
      amount: 0,
      scheduledAt: startsAt,
      timezone: 'America/Cancun',
      sessionsBooked: 1,
      sessionsRemaining: 0,
      sessions: [
        {
          id: 55,
          startsAt,
          endsAt: new Date(new Date(startsAt).getTime() + 15 * 60_000).toISOString(),
          timezone: 'America/Cancun',
          status: 'scheduled',
          canChange: true,
          changeableUntil: startsAt,
          joinUrl: null,
        },
      ],
    });
    const render = (historyState?: unknown) => {
      fakeApi({
        [bookingUrl()]: { status: 200, body: call },
        [statusUrl()]: { status: 200, body: { completed: false, completedAt: null } },
      });
      return renderWithProviders(
        <Routes>
          <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
          <Route path="*" element={null} />
        </Routes>,
        { path: '/questionnaire/12', historyState },
      );
    };

    it('confirms the call first, with a calendar file as its one action, and says in a line that the questions below are optional', async () => {
      const { user } = render(freeCallBookedState);
      const booked = await screen.findByRole('status', { name: 'Discovery Call Scheduled!' });
      expect(booked).toHaveFocus();
      // Before the questionnaire's hero in the page: the first thing read.
      expect(
        booked.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: zone }).format(
        new Date(startsAt),
      );
      // One heading names the call; the line under it says when, and names it no second time.
      expect(
        within(booked)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['✓Discovery Call Scheduled!']);
      expect(booked).toHaveTextContent(time);
      expect(booked).not.toHaveTextContent('Strategy Call');
      expect(
        within(booked).queryByText(/Discovery Call Scheduled!/, { selector: 'strong' }),
      ).toBeNull();
      expect(within(booked).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
        'href',
        '/api/consultation-bookings/12/sessions/55/calendar.ics',
      );
      expect(booked).toHaveTextContent(
        'The questionnaire below is optional and takes 10–15 minutes.',
      );
      // No second way into the questions that reads as another page: no gold start, no portal link.
      expect(
        within(booked)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Add to Calendar']);
      expect(
        within(booked)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Go to the questions']);
      // The call is said once: no second card of it above the questions.
      expect(screen.queryByRole('region', { name: 'Your session' })).toBeNull();
      // The spec's hero stays, and its line's button takes the focus down to step 1, in view.
      expect(screen.getByText(/Expected completion time/)).toBeInTheDocument();
      const step1 = screen.getByRole('heading', { level: 2, name: 'Current Reality' });
      const scrolled = jest.fn();
      document.getElementById(questionsId)!.scrollIntoView = scrolled;
      await user.click(within(booked).getByRole('button', { name: 'Go to the questions' }));
      expect(step1).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    });

    it('says what the free call’s toast said and closes that toast, which stood over it on a phone', async () => {
      toast({ ...freeCallScheduledMessage, variant: 'success' });
      const open = () =>
        toastStore
          .getState()
          .toasts.filter((item) => item.open && item.title === freeCallScheduledMessage.title);
      expect(open()).toHaveLength(1);
      render(freeCallBookedState);
      const booked = await screen.findByRole('status', { name: 'Discovery Call Scheduled!' });
      expect(booked).toHaveTextContent(freeCallScheduledMessage.title);
      expect(booked).toHaveTextContent(freeCallScheduledMessage.description);
      // The link to join promised as the emails and the calendar file promise it.
      expect(booked).toHaveTextContent(sessionMessages.joinLinkFollows);
      expect(open()).toHaveLength(0);
    });

    it('opened later (an email’s link), goes straight to the questions', async () => {
      render();
      expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Discovery Call Scheduled!' })).toBeNull();
      expect(screen.getByRole('region', { name: 'Your session' })).toBeInTheDocument();
    });
  });

  it('complete, opened signed in to his portal: its way on is back to the portal', async () => {
    document.cookie = `${portalSignedInHint}=1; Path=/`;
    try {
      fakeApi({
        [bookingUrl()]: { status: 200, body: aBooking() },
        [statusUrl()]: {
          status: 200,
          body: { completed: true, completedAt: today.toISOString() },
        },
        'GET /api/portal': signedInPortal,
      });
      renderWithProviders(
        <Routes>
          <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
          <Route path="*" element={null} />
        </Routes>,
        { path: '/questionnaire/12', clientFrame: true },
      );
      const card = await screen.findByRole('region', { name: 'Questionnaire Complete' });
      expect(
        await within(card).findByRole('link', { name: 'Back to Your Portal' }),
      ).toHaveAttribute('href', '/portal');
      expect(within(card).getAllByRole('link')).toHaveLength(1);
    } finally {
      document.cookie = `${portalSignedInHint}=; Path=/; Max-Age=0`;
    }
  });

  it("summarises an unscheduled booking with 'Scheduling Required' and passes the link's key on", async () => {
    const { calls } = fakeApi({
      [bookingUrl('?key=s3cret')]: { status: 200, body: aBooking({ packageType: '5-session' }) },
      [statusUrl('?key=s3cret')]: { status: 200, body: { completed: false, completedAt: null } },
    });
    renderPage('/questionnaire/12?key=s3cret');
    const summary = await screen.findByRole('region', { name: 'Your session' });
    expect(summary).toHaveTextContent('Ann Client');
    expect(summary).toHaveTextContent('5-Session Transformation Package');
    expect(within(summary).getByText('Scheduling Required')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Choose your session time' })).toHaveAttribute(
      'href',
      '/schedule/12?key=s3cret',
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/consultation-bookings/12?key=s3cret',
      '/api/consultation-bookings/12/questionnaire?key=s3cret',
    ]);
  });

  it('shows the session date in the zone the client chose', async () => {
    const year = today.getUTCFullYear() + 1;
    fakeApi({
      [bookingUrl()]: {
        status: 200,
        // 19:00 UTC is 2:00 PM in Cancun, which keeps UTC-5 all year.
        body: aBooking({
          scheduledAt: `${year}-03-03T19:00:00.000Z`,
          timezone: 'America/Cancun',
          packageType: 'strategy-call',
        }),
      },
      [statusUrl()]: { status: 200, body: { completed: false, completedAt: null } },
    });
    renderPage('/questionnaire/12');
    const summary = await screen.findByRole('region', { name: 'Your session' });
    expect(summary).toHaveTextContent(`March 3, ${year}`);
    expect(summary).toHaveTextContent('2:00 PM');
    expect(summary).toHaveTextContent('2:00 PM (Eastern Standard)');
    expect(summary).toHaveTextContent('Free 15-Minute Strategy Call');
    expect(screen.queryByText('Scheduling Required')).not.toBeInTheDocument();
  });

  it('asks for name and email on the first step only when there is no booking', async () => {
    const { fetchMock } = fakeApi({});
    renderPage('/questionnaire');
    expect(await screen.findByRole('textbox', { name: 'Your full name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(screen.queryByRole('region', { name: 'Your session' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask for name and email when the booking gives them', async () => {
    fakeApi({
      [bookingUrl()]: { status: 200, body: aBooking() },
      [statusUrl()]: { status: 200, body: { completed: false, completedAt: null } },
    });
    renderPage('/questionnaire/12');
    expect(await screen.findByRole('heading', { name: 'Current Reality' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your full name' })).not.toBeInTheDocument();
  });
});

describe('submitting', () => {
  function withBooking(post: Parameters<typeof fakeApi>[0][string]) {
    return fakeApi({
      [bookingUrl('?key=k1')]: { status: 200, body: aBooking() },
      [statusUrl('?key=k1')]: { status: 200, body: { completed: false, completedAt: null } },
      'POST /api/consultation-questionnaire?key=k1': post,
    });
  }

  it("sends the booking's name and email with every answer, thanks the client and goes to the booking's confirmation", async () => {
    const answers = validValues({ alignmentScale: 8, previousWork: 'Two years of therapy.' });
    storeDraft(12, answers, 6);
    const { calls } = withBooking({
      status: 201,
      body: { id: 3, completedAt: today.toISOString() },
    });
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));

    // To the success page about this booking (its key carried on), which thanks him for his
    // answers and confirms what was booked: no toast over it.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/consultation-success\?booking=12&key=k1$/,
      ),
    );
    expect(screen.queryByText('Questionnaire Submitted')).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      ...answers,
      bookingId: 12,
      name: 'Ann Client',
      email: 'ann@example.com',
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('opened from his portal (signed in): draws his frame, and once sent goes back to the portal', async () => {
    document.cookie = `${portalSignedInHint}=1; Path=/`;
    try {
      storeDraft(12, validValues(), 6);
      fakeApi({
        [bookingUrl('?key=k1')]: { status: 200, body: aBooking() },
        [statusUrl('?key=k1')]: { status: 200, body: { completed: false, completedAt: null } },
        'POST /api/consultation-questionnaire?key=k1': {
          status: 201,
          body: { id: 3, completedAt: today.toISOString() },
        },
        'GET /api/portal': signedInPortal,
      });
      const { user } = renderWithProviders(
        <Routes>
          <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
          <Route path="*" element={null} />
        </Routes>,
        { path: '/questionnaire/12?key=k1', clientFrame: true },
      );
      const bar = await screen.findByRole('navigation', { name: 'Client portal' });
      expect(within(bar).getByRole('link', { name: /Back to Your Portal/ })).toHaveAttribute(
        'href',
        '/portal',
      );
      await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
      // The toast is his confirmation; the portal, where he came from, is where he lands.
      expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
        'Questionnaire Submitted',
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal$/));
    } finally {
      document.cookie = `${portalSignedInHint}=; Path=/; Max-Age=0`;
    }
  });

  it('sent from his portal: the portal he lands on already knows the questionnaire is in', async () => {
    document.cookie = `${portalSignedInHint}=1; Path=/`;
    try {
      storeDraft(12, validValues(), 6);
      let sent = false;
      fakeApi({
        [bookingUrl('?key=k1')]: { status: 200, body: aBooking() },
        [statusUrl('?key=k1')]: { status: 200, body: { completed: false, completedAt: null } },
        'POST /api/consultation-questionnaire?key=k1': () => {
          sent = true;
          return { status: 201, body: { id: 3, completedAt: today.toISOString() } };
        },
        'GET /api/portal': () => ({
          status: 200,
          body: {
            ...signedInPortal.body,
            packages: [{ booking: aBooking(), questionnaireCompleted: sent }],
          },
        }),
      });
      // What the portal reads of it: whether the questionnaire is still to do.
      function PortalStandIn() {
        const overview = useQuery(portalOverviewQueryOptions()).data;
        const done = overview?.packages[0]?.questionnaireCompleted;
        return <p>{done ? 'Questionnaire: sent' : 'Questionnaire: not started yet'}</p>;
      }
      const { user } = renderWithProviders(
        <Routes>
          <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
          <Route path={paths.portal} element={<PortalStandIn />} />
        </Routes>,
        { path: '/questionnaire/12?key=k1', clientFrame: true },
      );
      await screen.findByRole('navigation', { name: 'Client portal' });
      await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal$/));
      // At once, without a reload: never the questionnaire he has just sent as still to start.
      expect(screen.getByText('Questionnaire: sent')).toBeInTheDocument();
    } finally {
      document.cookie = `${portalSignedInHint}=; Path=/; Max-Age=0`;
    }
  });

  it('without a booking sends the typed name and email and goes to /consulting', async () => {
    const answers = validValues({ name: 'Sam Seeker', email: 'sam@example.com' });
    storeDraft(null, answers, 6);
    const { calls } = fakeApi({
      'POST /api/consultation-questionnaire': {
        status: 201,
        body: { id: 4, completedAt: today.toISOString() },
      },
    });
    const { user } = renderPage('/questionnaire');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent('Questionnaire Submitted');
    expect(status).toHaveTextContent('when you choose how we');
    // The router navigates in a transition, a moment after the toast shows.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/consulting'));
    expect(calls[0]?.body).toEqual(answers);
  });

  it('jumps to the first step with an error instead of sending', async () => {
    storeDraft(12, validValues({ mostDisconnected: 'short' }), 6);
    const { calls } = withBooking({ status: 201, body: { id: 1, completedAt: '' } });
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));

    expect(screen.getByRole('heading', { level: 2, name: 'The Gap You’re Feeling' })).toBeVisible();
    const field = screen.getByRole('textbox', {
      name: 'When do you feel most disconnected from yourself?',
    });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Please describe when you feel most disconnected');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows 'Submission Failed' with the server's message, then the completed state on a second submission", async () => {
    storeDraft(12, validValues(), 6);
    let answered = false;
    fakeApi({
      [bookingUrl('?key=k1')]: { status: 200, body: aBooking() },
      [statusUrl('?key=k1')]: async () =>
        new Response(
          JSON.stringify({
            completed: answered,
            completedAt: answered ? today.toISOString() : null,
          }),
          { status: 200 },
        ),
      'POST /api/consultation-questionnaire?key=k1': async () => {
        answered = true;
        return new Response(
          JSON.stringify({
            message:
              'You’ve already completed your questionnaire. There is no need to submit it again.',
          }),
          { status: 409 },
        );
      },
    });
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Failed');
    expect(alert).toHaveTextContent('There is no need to submit it again.');
    expect(await screen.findByRole('heading', { name: 'Questionnaire Complete' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/questionnaire/12');
  });

  it('falls back to a plain message when the server fails, and keeps the answers', async () => {
    storeDraft(12, validValues(), 6);
    withBooking({ status: 500, body: { message: 'Internal Server Error' } });
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Failed');
    expect(alert).toHaveTextContent('Failed to submit questionnaire. Please try again.');
    expect(screen.getByRole('button', { name: 'Submit Intake Form' })).toBeEnabled();
    expect(window.localStorage.length).toBe(1);
  });

  it("says 'Booking information not found' when the booking is gone at submit", async () => {
    storeDraft(12, validValues(), 6);
    withBooking({ status: 404, body: { message: 'Booking not found' } });
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking information not found');
  });

  it('disables the submit button while sending', async () => {
    storeDraft(12, validValues(), 6);
    let respond!: (response: Response) => void;
    withBooking(() => new Promise<Response>((resolve) => (respond = resolve)));
    const { user } = renderPage('/questionnaire/12?key=k1');
    await user.click(await screen.findByRole('button', { name: 'Submit Intake Form' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () =>
      respond(
        new Response(JSON.stringify({ id: 1, completedAt: today.toISOString() }), { status: 201 }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/consultation-success'),
    );
  });

  it('sends the answers once when Enter is pressed twice before the page updates', async () => {
    storeDraft(12, validValues(), 6);
    let respond!: (response: Response) => void;
    const { calls } = withBooking(() => new Promise<Response>((resolve) => (respond = resolve)));
    renderPage('/questionnaire/12?key=k1');
    const button = await screen.findByRole('button', { name: 'Submit Intake Form' });
    const form = button.closest('form');
    if (!form) throw new Error('The submit button sits outside a form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    const posts = () => calls.filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).not.toHaveLength(0));
    await act(async () =>
      respond(
        new Response(JSON.stringify({ id: 1, completedAt: today.toISOString() }), { status: 201 }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/consultation-success'),
    );
    expect(posts()).toHaveLength(1);
  });
});
