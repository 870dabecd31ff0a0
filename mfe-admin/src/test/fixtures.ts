import type { AdminPost } from '@site/contracts/admin-posts';
import type {
  AdminBookingDetail,
  AdminBookingSummary,
  AuditEntry,
  ClientThread,
  ClientThreadPage,
  ContactMessage,
  OwnerSession,
  Page,
  Subscriber,
  TodayOverview,
} from '@site/contracts/admin';
import { adminPaths } from '@site/contracts/admin';
import type { ClientRecord } from '@site/contracts/endpoints/admin-clients';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { Handler } from './mock-api';

/** Instants relative to the real date (never a fixed year): `days` from now at `hhmm` UTC. */
export function instant(days: number, hhmm = '15:00'): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
}

export function aSession(overrides: Partial<OwnerSession> = {}): OwnerSession {
  return {
    username: 'owner',
    twoFactorEnabled: false,
    // Cancun keeps UTC-5 all year, so the expected local times hold on any day.
    timezone: 'America/Cancun',
    expiresAt: instant(1, '03:00'),
    ...overrides,
  };
}

export const signedIn = (session = aSession()): Record<string, Handler> => ({
  [`GET ${adminPaths.session}`]: { body: session },
});

export const signedOut: Record<string, Handler> = {
  [`GET ${adminPaths.session}`]: { status: 401, body: { message: 'Please sign in.' } },
};

/**
 * A client's page as the API sends it (Dana Whitfield, id 4, in Paris): no figures, packages,
 * sessions or notes unless given.
 */
/**
 * A paid 5-Session package of Dana's, bought 20 days ago, every credit booked: its email support
 * open (priority), its follow-up waiting and its check-in not due yet, unless `overrides` say so
 * (`booking` for the booking's own fields).
 */
export function aPortalPackage(
  overrides: Partial<Omit<PortalPackage, 'booking'>> & {
    booking?: Partial<PortalPackage['booking']>;
  } = {},
): PortalPackage {
  const { booking, ...rest } = overrides;
  return {
    booking: {
      id: 7,
      packageType: '5-session',
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      amount: 450_000,
      status: 'paid',
      scheduledAt: null,
      timezone: 'Europe/Paris',
      sessions: [],
      sessionsTotal: 5,
      sessionsBooked: 5,
      sessionsRemaining: 0,
      canSchedule: false,
      canRequestRefund: false,
      refundableUntil: null,
      ...booking,
    },
    accessKey: 'key',
    purchasedAt: instant(-20),
    questionnaireCompleted: true,
    support: {
      state: 'open',
      opensAt: instant(-20),
      closesAt: null,
      level: 'priority',
      priority: true,
    },
    followUp: { state: 'waiting', opensAt: null, closesAt: null },
    checkIn: { state: 'not-due', dueAt: instant(3) },
    keepsRecordings: false,
    ...rest,
  };
}

export function aClientRecord(overrides: Partial<ClientRecord> = {}): ClientRecord {
  return {
    id: 4,
    email: 'dana@example.com',
    name: 'Dana Whitfield',
    figures: {
      creditsLeft: 0,
      nextSessionAt: null,
      nextIsCall: false,
      totalPaid: 0,
      lastContactAt: null,
      unreadMessages: 0,
    },
    timezone: 'Europe/Paris',
    packages: [],
    sessions: [],
    questionnaire: null,
    notes: [],
    ...overrides,
  };
}

export function aBooking(overrides: Partial<AdminBookingSummary> = {}): AdminBookingSummary {
  return {
    id: 42,
    packageType: 'strategy-call',
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    amount: 0,
    status: 'paid',
    payment: null,
    scheduledAt: instant(3, '15:00'),
    timezone: 'Asia/Tokyo',
    createdAt: instant(-1, '12:00'),
    questionnaireCompleted: true,
    ...overrides,
  };
}

export function aBookingDetail(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    ...aBooking(),
    clientId: 7,
    stripePaymentIntentId: null,
    stripeDashboardUrl: null,
    googleEventId: 'evt_abc123',
    scheduleUrl: 'http://localhost/schedule/42?key=secret-key',
    sessions: [],
    sessionsTotal: 1,
    sessionsBooked: 0,
    sessionsRemaining: 1,
    refundableUntil: null,
    givenReason: null,
    questionnaire: {
      completedAt: instant(-1, '13:00'),
      bookingId: 42,
      bookingPackageType: 'strategy-call',
      steps: [
        {
          title: 'Current Reality',
          answers: [
            { question: 'What is working in your life right now?', answer: 'My family.' },
            { question: 'How aligned do you feel?', answer: '7 / 10' },
            { question: 'What transitions are you in?', answer: null },
          ],
        },
        {
          title: 'The Gap You’re Feeling',
          answers: [{ question: 'Where do you feel most authentic?', answer: 'Writing.' }],
        },
      ],
    },
    emails: [
      {
        id: 7,
        kind: 'booking-confirmation',
        subject: 'Your strategy call is booked',
        status: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: instant(-1, '12:01'),
        sendsAt: null,
        createdAt: instant(-1, '12:00'),
        resendRefusal: null,
      },
      {
        id: 8,
        kind: 'owner-notification',
        subject: 'New strategy call',
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP 550 mailbox unavailable',
        sentAt: null,
        sendsAt: null,
        createdAt: instant(-1, '12:00'),
        resendRefusal: null,
      },
    ],
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 5,
    name: 'Sam Organiser',
    email: 'sam@example.org',
    // As the contact form stores its choices: their values, not their words.
    type: 'speaking',
    organization: 'Tech Summit',
    referralSource: 'podcast',
    message: 'Would you speak at our conference?',
    status: 'new',
    createdAt: instant(-2, '16:30'),
    ...overrides,
  };
}

/** A client's portal thread as the Messages screen's Clients tab lists it: Dana, two unread. */
export function aClientThread(overrides: Partial<ClientThread> = {}): ClientThread {
  return {
    clientId: 4,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    lastMessageAt: instant(-1, '14:05'),
    lastAuthor: 'client',
    preview: 'Could we move Thursday to the afternoon?',
    priority: false,
    unread: 2,
    ...overrides,
  };
}

/** A page of clients' threads; `unread` (every client's) is the rows' own sum unless given. */
export function threadPageOf(
  items: ClientThread[],
  overrides: Partial<ClientThreadPage> = {},
): ClientThreadPage {
  return {
    ...pageOf(items),
    unread: items.reduce((sum, thread) => sum + thread.unread, 0),
    ...overrides,
  };
}

export function aSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 3,
    email: 'reader@example.com',
    isActive: true,
    createdAt: instant(-5),
    unsubscribedAt: null,
    ...overrides,
  };
}

export function pageOf<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

/** A post as GET /api/admin/posts/:id answers it: with its body rendered. */
export function aPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 7,
    title: 'On Being Whole',
    slug: 'on-being-whole',
    excerpt: 'Why alignment beats effort.',
    subtitle: '',
    seoDescription: '',
    category: 'Personal Development',
    tags: ['Alignment'],
    authorName: 'Adrian Vale',
    authorBio: 'Adrian Vale is a coach.',
    featuredImage: '/api/media/uploads/abc-1200.webp',
    featuredImageAlt: 'A quiet lake at dawn',
    content: 'The body.',
    status: 'draft',
    publishedAt: null,
    updatedAt: instant(-1),
    createdAt: instant(-2),
    readingTime: 1,
    version: 3,
    timezone: 'America/Cancun',
    ...overrides,
  };
}

/** Today's answer with nothing in it, read at the real clock's now (`now` and the lists' instants agree). */
export function aTodayOverview(overrides: Partial<TodayOverview> = {}): TodayOverview {
  return {
    now: new Date().toISOString(),
    timezone: 'America/Cancun',
    needsYou: {
      clientMessages: 0,
      enquiries: 0,
      checkIns: 0,
      unmarkedSessions: 0,
      unmarkedClientId: null,
      erasureRequests: 0,
    },
    weekPayments: { totalCents: 0, count: 0 },
    upcoming: [],
    newMessages: [],
    clientMessages: [],
    newSubscribers: [],
    recentPayments: [],
    attention: [],
    portraitUploaded: true,
    ...overrides,
  };
}

/** An Activity entry of yesterday at `hhmm`: by default Maya Chen opening her portal from an e-mail. */
export function anAuditEntry(
  id: number,
  hhmm: string,
  overrides: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    id,
    username: 'owner',
    action: 'client.sign-in-link',
    target: 'client 7',
    detail: null,
    ip: '203.0.113.9',
    createdAt: instant(-1, hhmm),
    targetBooking: null,
    targetTitle: 'Maya Chen',
    ...overrides,
  };
}
