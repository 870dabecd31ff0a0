/**
 * Every path of the site, in react-router syntax. Which remote owns which path, and whether it is
 * indexable, is said once in ./registry.
 */
export const paths = {
  home: '/',
  about: '/about',
  philosophy: '/philosophy',
  speaking: '/speaking',
  consulting: '/consulting',
  connect: '/connect',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  stripeSetup: '/stripe-setup',
  blog: '/blog',
  blogPost: '/blog/:slug',
  specials: '/consulting/specials',
  checkout: '/checkout',
  consultationSuccess: '/consultation-success',
  strategyCall: '/calendar/strategy-call',
  schedule: '/schedule/:bookingId',
  questionnaire: '/questionnaire',
  questionnaireForBooking: '/questionnaire/:bookingId',
  /** The site map for search engines (XML). People read the site map page, `siteMap`. */
  sitemap: '/sitemap.xml',
  /** The site map for people: every public page, grouped, each with its line. */
  siteMap: '/site-map',
  resources: '/resources',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** The client portal: one person's bookings, notes and messages, behind his portal session. */
  portal: '/portal',
  /** The owner's back office: private pages, behind his session. */
  adminToday: '/admin',
  adminSignIn: '/admin/sign-in',
  /** The first set-up: the owner chooses his username and password (only while there is none). */
  adminSetup: '/admin/setup',
  adminBookings: '/admin/bookings',
  adminNewBooking: '/admin/bookings/new',
  adminBooking: '/admin/bookings/:bookingId',
  /** The coach's calendar: `?view=week|month&date=YYYY-MM-DD`. */
  adminCalendar: '/admin/calendar',
  adminMessages: '/admin/messages',
  adminSubscribers: '/admin/subscribers',
  adminPerson: '/admin/person',
  adminClients: '/admin/clients',
  adminClient: '/admin/clients/:clientId',
  adminAuditLog: '/admin/audit-log',
  adminAccount: '/admin/account',
  adminPosts: '/admin/posts',
  adminPost: '/admin/posts/:postId',
  adminTestimonials: '/admin/testimonials',
  adminNotices: '/admin/notices',
  adminNotice: '/admin/notices/:noticeId',
  adminSite: '/admin/site',
  adminSchedules: '/admin/schedules',
  adminBroadcasts: '/admin/broadcasts',
  adminNewBroadcast: '/admin/broadcasts/new',
  adminBroadcast: '/admin/broadcasts/:broadcastId',
  /** The back office's search: `?q=` part of a name or an email, its results grouped. */
  adminSearch: '/admin/search',
  /**
   * Any other address under the back office (a mistyped one): its own "not found" screen in the
   * back office's frame, behind the owner's session like every other screen. Last of its routes.
   */
  adminNotFound: '/admin/*',
} as const;

/** The id of the contact form on the Connect page: links that ask the visitor to write go there. */
export const contactFormId = 'contact-form';

/** The Connect page at its contact form. */
export const contactFormLink = `${paths.connect}#${contactFormId}`;

/**
 * The Messages screen's Clients tab: one row per client who wrote from his portal
 * (`/admin/messages?from=clients`). The contact form's tabs keep `?status=`.
 */
export const messagesFromParam = 'from';
export const messagesFromClients = 'clients';
export const clientMessagesPath = `${paths.adminMessages}?${messagesFromParam}=${messagesFromClients}`;

/**
 * The success page for one booking, reached after its questionnaire: the free call's own
 * confirmation, or a paid booking's payment state (`?booking=<id>`; the caller adds the booking
 * link's `key` when it has one). Stripe's return carries `?payment_intent=` instead.
 */
export const successBookingParam = 'booking';
/** Stripe's return to the success page names the payment with this parameter. */
export const successPaymentParam = 'payment_intent';
export const bookingSuccessPath = (bookingId: number): string =>
  `${paths.consultationSuccess}?${successBookingParam}=${bookingId}`;

/**
 * A booking's schedule page opened on moving one of its sessions (`?move=<sessionId>`): the page
 * starts in that session's "Move Your Session" form. The caller adds the link's `key`.
 */
export const scheduleMoveParam = 'move';
export const sessionMovePath = (bookingId: number, sessionId: number): string =>
  `${toPath(paths.schedule, { bookingId })}?${scheduleMoveParam}=${sessionId}`;

/**
 * The history state the free call's page hands the questionnaire it leads to once the call is
 * booked (the address stays `/questionnaire/:bookingId`): that page then opens on the call
 * confirmed, the questionnaire offered as optional. Kept by the browser's history, so a reload of
 * that page still says it; a link opened later (an email's) goes straight to the questions.
 */
export const freeCallBookedState = { freeCallBooked: true } as const;

/**
 * What the free call's page says once the call is booked (its success toast), word for word. The
 * page it leads to shows the same words in its own card (the title its heading) and closes the
 * toast, which on a phone would otherwise stand over that card.
 */
export const freeCallScheduledMessage = {
  title: 'Discovery Call Scheduled!',
  description:
    'Your free discovery call has been scheduled. You’ll receive a confirmation email shortly.',
} as const;
/** Under the free call's confirm button while it waits for a name or an email, saying why. */
export const freeCallDetailsNeededHint = 'Enter your name and email to confirm.';

export function isFreeCallBookedState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).freeCallBooked === true
  );
}

/** Fills a pattern's `:params`, e.g. `toPath(paths.blogPost, { slug: 'x' })` → `/blog/x`. */
export function toPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Section ids that links scroll to (/consulting#strategy-call and friends). */
export const anchors = {
  strategyCall: 'strategy-call',
  packages: 'packages',
} as const;

/** The free discovery call offer: the site's call to action (header, and any section without one). */
export const discoveryCallPath = `${paths.consulting}#${anchors.strategyCall}`;
