import { screen, within } from '@testing-library/react';
import {
  adminPaths,
  paymentRecordKeptReason,
  personMaterialFilesNote,
  type KeptPaymentRecord,
  type PersonData,
  type PersonErasure,
  type PersonPortal,
} from '@site/contracts/admin';
import { emailMessage } from '@site/contracts/schemas/messages';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aBooking, aMessage, aSubscriber, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) =>
  mockApi({
    ...signedIn(),
    // No client has asked for an erasure in the portal.
    'GET /api/admin/erasure-requests': { body: [] },
    ...routes,
  });

function aPerson(overrides: Partial<PersonData> = {}): PersonData {
  return {
    email: 'dana@example.com',
    bookings: [
      aBooking(),
      aBooking({ id: 43, packageType: 'single', amount: 150000, payment: 'card', status: 'paid' }),
    ],
    questionnaires: [{ bookingId: 42, completedAt: instant(-1) }],
    messages: [aMessage({ email: 'dana@example.com', name: 'Dana Whitfield' })],
    subscription: aSubscriber({ email: 'dana@example.com' }),
    emails: [],
    sessions: [{ id: 7, bookingId: 43, startsAt: instant(48), status: 'scheduled' }],
    notices: [
      {
        id: '2026-11-24T21-44-11-334Z-17-owner-booking-paid',
        subject: 'New paid booking: Dana Whitfield',
        sentAt: instant(-2),
      },
    ],
    mailFiles: [
      {
        id: '2026-11-24T21-44-11-335Z-18-client-booking-paid',
        subject: 'Your booking is confirmed',
        sentAt: instant(-2),
      },
    ],
    auditEntries: [{ id: 5, action: 'booking.create', createdAt: instant(-2) }],
    kept: [aKeptRecord()],
    portal: noPortal(),
    ...overrides,
  };
}

function noPortal(): PersonPortal {
  return {
    account: null,
    privateNotes: [],
    sharedNotes: [],
    messages: [],
    checkIns: [],
    materials: [],
    materialFilesNote: personMaterialFilesNote,
    grants: [],
    promiseNotices: [],
  };
}

/** A client of the portal with one record of each kind. */
function aPortal(): PersonPortal {
  const note = { title: null, body: 'Thinks in decades.', createdAt: instant(-3) };
  return {
    account: {
      clientId: 12,
      createdAt: instant(-30),
      lastSignInAt: instant(-1),
      timezone: 'Europe/Paris',
      erasureRequestedAt: instant(-2),
    },
    privateNotes: [{ id: 1, ...note, publishedAt: null, actionItems: [] }],
    sharedNotes: [
      {
        id: 2,
        title: 'Plan after session 1',
        body: 'Three steps.',
        createdAt: instant(-3),
        publishedAt: instant(-3),
        actionItems: [
          { id: 1, text: 'Write the vision', doneAt: instant(-2) },
          { id: 2, text: 'Call the mentor', doneAt: null },
        ],
      },
    ],
    messages: [
      {
        id: 3,
        bookingId: 43,
        author: 'client',
        body: 'Can we move Friday?',
        priority: true,
        createdAt: instant(-2),
        readAt: null,
      },
    ],
    checkIns: [
      {
        id: 4,
        bookingId: 43,
        wins: 'Shipped it',
        obstacles: 'Sleep',
        rating: 8,
        question: null,
        createdAt: instant(-4),
      },
    ],
    materials: [
      {
        id: 5,
        kind: 'file',
        isRecording: true,
        title: 'Session 1',
        url: null,
        fileName: 'session-1.mp4',
        sizeBytes: 2_097_152,
        createdAt: instant(-3),
      },
    ],
    materialFilesNote: personMaterialFilesNote,
    grants: [
      {
        id: 6,
        kind: 'credits',
        bookingId: 43,
        credits: 2,
        reason: 'Missed call on our side',
        createdAt: instant(-5),
      },
    ],
    promiseNotices: [{ id: 7, bookingId: 43, kind: 'check-in-due', sentAt: instant(-6) }],
  };
}

function aKeptRecord(): KeptPaymentRecord {
  return {
    bookingId: 43,
    packageType: 'single',
    amount: 150000,
    status: 'paid',
    payment: 'card',
    paidAt: instant(-2),
    paymentReference: 'pi_dana_1',
    reason: paymentRecordKeptReason,
  };
}

describe('a person’s data', () => {
  it('finds everything stored about an address, with the address in the URL', async () => {
    const { calls } = api({ [`GET ${adminPaths.person}`]: { body: aPerson() } });
    const { user } = renderAt('/admin/person');
    await user.type(await screen.findByLabelText('Email address'), 'dana@example.com');
    // Quiet like every list's Apply: never the gold of a screen's main action.
    const find = screen.getByRole('button', { name: 'Find' });
    expect(getComputedStyle(find).backgroundColor).not.toBe('rgb(201, 162, 77)');
    await user.click(find);
    expect(await screen.findByRole('heading', { name: 'Bookings (2)' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${adminPaths.person}?email=dana%40example.com`);
    expect(screen.getByRole('heading', { name: 'Questionnaires (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact messages (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Newsletter' })).toHaveTextContent(
      'Subscribed since',
    );
    // Kinds that hold nothing are named in one line, not a card each.
    expect(screen.queryByRole('heading', { name: 'Emails sent (0)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Nothing stored' })).toHaveTextContent(
      'Nothing stored in: client portal account, private notes, shared notes, portal messages, check-ins, materials and recordings, credits and packages given, package reminders, emails sent.',
    );
    const sessions = screen.getByRole('region', { name: 'Sessions (1)' });
    expect(sessions).toHaveTextContent('Scheduled');
    // A booking is linked by its title, never by its number.
    expect(
      within(sessions).getByRole('link', { name: 'Dana Whitfield · Single Session' }),
    ).toHaveAttribute('href', '/admin/bookings/43');
    expect(document.body).not.toHaveTextContent(/booking 4[23]/i);
    expect(screen.getByRole('region', { name: 'Your notices (1)' })).toHaveTextContent(
      'New paid booking: Dana Whitfield',
    );
    expect(screen.getByRole('region', { name: 'Emails kept as files (1)' })).toHaveTextContent(
      'Your booking is confirmed',
    );
    // The action in words, without its code.
    const activity = screen.getByRole('region', { name: 'Activity naming them (1)' });
    expect(activity).toHaveTextContent('Added a booking ·');
    expect(activity).not.toHaveTextContent('booking.create');
    const kept = screen.getByRole('region', { name: 'Kept after an erasure (1)' });
    expect(within(kept).getByRole('link', { name: 'Single Session, $1,500.00' })).toHaveAttribute(
      'href',
      '/admin/bookings/43',
    );
    expect(kept).toHaveTextContent('pi_dana_1');
    expect(kept).toHaveTextContent(paymentRecordKeptReason);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/person');
  });

  it('lists the client portal’s records in sections with their counts', async () => {
    api({ [`GET ${adminPaths.person}`]: { body: aPerson({ portal: aPortal() }) } });
    renderAt('/admin/person?email=dana%40example.com');
    const account = await screen.findByRole('region', { name: 'Client portal account' });
    expect(account).toHaveTextContent('Time zoneParis time');
    expect(account).toHaveTextContent('Asked');
    expect(
      within(account).getByRole('link', { name: 'Dana Whitfield’s client page' }),
    ).toHaveAttribute('href', '/admin/clients/12');
    expect(screen.getByRole('region', { name: 'Your private notes (1)' })).toHaveTextContent(
      'Thinks in decades.',
    );
    const shared = screen.getByRole('region', { name: 'Shared notes (1)' });
    expect(shared).toHaveTextContent('Write the vision · done');
    expect(shared).toHaveTextContent('Call the mentor · not done yet');
    expect(screen.getByRole('region', { name: 'Portal messages (1)' })).toHaveTextContent(
      'From them',
    );
    expect(screen.getByRole('region', { name: 'Check-ins (1)' })).toHaveTextContent(
      'rated 8 of 10',
    );
    const materials = screen.getByRole('region', { name: 'Materials and recordings (1)' });
    expect(materials).toHaveTextContent('Session 1 · recording, file session-1.mp4 (2 MB)');
    expect(materials).toHaveTextContent(personMaterialFilesNote);
    const grants = screen.getByRole('region', { name: 'Credits and packages given (1)' });
    expect(grants).toHaveTextContent('Missed call on our side');
    expect(
      within(grants).getByRole('link', { name: 'Dana Whitfield · Single Session' }),
    ).toHaveAttribute('href', '/admin/bookings/43');
    expect(screen.getByRole('region', { name: 'Package reminders (1)' })).toHaveTextContent(
      'Check-in due',
    );
  });

  it('offers the erasure when only the client portal still holds the person', async () => {
    api({
      [`GET ${adminPaths.person}`]: {
        body: aPerson({
          bookings: [],
          sessions: [],
          questionnaires: [],
          messages: [],
          subscription: null,
          notices: [],
          mailFiles: [],
          auditEntries: [],
          kept: [],
          portal: { ...noPortal(), account: aPortal().account },
        }),
      },
    });
    renderAt('/admin/person?email=dana%40example.com');
    expect(
      await screen.findByRole('button', { name: 'Erase everything about dana@example.com' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing is stored about dana@example.com.')).toBeNull();
  });

  it('refuses an address that is not one, without asking the API', async () => {
    const { callsTo } = api({});
    const { user } = renderAt('/admin/person');
    await user.type(await screen.findByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText(emailMessage)).toBeInTheDocument();
    expect(callsTo('GET', adminPaths.person)).toEqual([]);
  });

  it('says when nothing is stored', async () => {
    api({
      [`GET ${adminPaths.person}`]: {
        body: aPerson({
          bookings: [],
          sessions: [],
          questionnaires: [],
          messages: [],
          subscription: null,
          notices: [],
          mailFiles: [],
          auditEntries: [],
          kept: [],
        }),
      },
    });
    renderAt('/admin/person?email=nobody%40example.com');
    expect(
      await screen.findByText('Nothing is stored about dana@example.com.'),
    ).toBeInTheDocument();
  });

  it('offers the erasure when only kept emails and audit lines still name the person', async () => {
    api({
      [`GET ${adminPaths.person}`]: {
        body: aPerson({
          bookings: [],
          sessions: [],
          questionnaires: [],
          messages: [],
          subscription: null,
          mailFiles: [],
          kept: [],
        }),
      },
    });
    renderAt('/admin/person?email=dana%40example.com');
    expect(await screen.findByRole('heading', { name: 'Your notices (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kept after an erasure (0)' })).toHaveTextContent(
      'Nothing: no package was paid.',
    );
    expect(
      screen.getByRole('button', { name: 'Erase everything about dana@example.com' }),
    ).toBeInTheDocument();
  });

  it('erases after one confirmation that names what is kept, and reports what was removed', async () => {
    const { callsTo } = api({
      [`GET ${adminPaths.person}`]: { body: aPerson() },
      [`DELETE ${adminPaths.person}`]: {
        body: {
          email: 'dana@example.com',
          bookingsAnonymised: 1,
          bookingsDeleted: 1,
          sessionsDeleted: 1,
          questionnairesDeleted: 1,
          messagesDeleted: 1,
          subscriptionsDeleted: 1,
          emailsDeleted: 0,
          noticesDeleted: 1,
          mailFilesDeleted: 1,
          auditEntriesCleared: 1,
          portalAccountsDeleted: 1,
          privateNotesDeleted: 2,
          sharedNotesDeleted: 1,
          actionItemsDeleted: 3,
          portalMessagesDeleted: 4,
          checkInsDeleted: 1,
          materialsDeleted: 2,
          grantsDeleted: 1,
          promiseNoticesDeleted: 5,
          kept: [aKeptRecord()],
        } satisfies PersonErasure,
      },
    });
    const { user } = renderAt('/admin/person?email=dana%40example.com');
    await user.click(
      await screen.findByRole('button', { name: 'Erase everything about dana@example.com' }),
    );
    const confirm = screen.getByRole('group', { name: 'Erase This Person’s Data' });
    expect(confirm).toHaveTextContent(
      '1 paid booking keeps its payment record (package, amount, dates and payment reference) with the name and email removed, because the law requires payment records.',
    );
    expect(callsTo('DELETE', adminPaths.person)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Erase This Person’s Data' }));
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('dana@example.com was erased');
    expect(report).toHaveTextContent(
      '1 paid booking kept as a payment record without name or email',
    );
    expect(report).toHaveTextContent('1 session deleted');
    expect(report).toHaveTextContent('1 notice deleted');
    expect(report).toHaveTextContent('1 email file deleted');
    expect(report).toHaveTextContent('1 activity log line no longer naming them');
    expect(report).toHaveTextContent('1 client portal account deleted');
    expect(report).toHaveTextContent('2 private notes deleted');
    expect(report).toHaveTextContent('3 action items deleted');
    expect(report).toHaveTextContent('4 portal messages deleted');
    expect(report).toHaveTextContent('2 materials and recordings deleted');
    expect(report).toHaveTextContent('1 credit or package given deleted');
    expect(report).toHaveTextContent('5 package reminders deleted');
    expect(report).toHaveTextContent(paymentRecordKeptReason);
    expect(callsTo('DELETE', adminPaths.person)[0]!.url).toBe(
      `${adminPaths.person}?email=dana%40example.com`,
    );
  });

  it('says nothing was erased when the API refuses', async () => {
    api({
      [`GET ${adminPaths.person}`]: { body: aPerson() },
      [`DELETE ${adminPaths.person}`]: { status: 500, body: { message: 'Try again later.' } },
    });
    const { user } = renderAt('/admin/person?email=dana%40example.com');
    await user.click(
      await screen.findByRole('button', { name: 'Erase everything about dana@example.com' }),
    );
    await user.click(screen.getByRole('button', { name: 'Erase This Person’s Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was erased.Try again later.',
    );
  });
});
