/**
 * The client portal: one place for a person who bought from the coach, entered with a one-time
 * code emailed to the address of his bookings (or a booking's keyed link), and held by a
 * server-side session like the owner's.
 *
 * Everything of the portal that more than one part reads lives here: the code's length and life,
 * the limits on asking for codes, the session's expiry and cookie, and every message the pages
 * and the API's answers show.
 */
import { pickCookies } from './cookies';
import { paths } from './routes';

/** A sign-in code: this many digits, valid this many minutes, spent by this many wrong tries. */
export const signInCode = { digits: 6, validMinutes: 15, maxWrongTries: 5 } as const;

/**
 * Codes asked for: per address typed (known or not) and per visitor (network address), in a
 * rolling window. Past a limit the answer is the same as ever, and no code is sent. `perVisitor` is
 * the default of the API's PORTAL_CODES_PER_IP_PER_HOUR.
 */
export const codeRequestLimits = { perAddress: 3, perVisitor: 10, windowMinutes: 60 } as const;

/** A portal session ends after this many hours without use, and this many days after sign-in. */
export const clientSessionExpiry = { idleHours: 24 * 7, absoluteDays: 30 } as const;

/** The session cookie: `__Host-` (Secure, `Path=/`) behind https, the plain name over http. */
export const clientSessionCookie = {
  secure: '__Host-client_session',
  plain: 'client_session',
} as const;

/**
 * Set beside the client's session cookie, with its expiry, and cleared with it: readable by the
 * page (no secret in it, only "1"), so the portal signed out shows its sign-in form without
 * asking the API for a session that is not there. The session cookie alone decides what the API
 * answers; a hint outliving its session costs one 401, after which the page clears it.
 */
export const portalSignedInHint = 'portal_signed_in';

/**
 * The signed-in hint of a `Cookie` header, or undefined: all the portal page's server render
 * reads. Without it the browser has no session, and the sign-in form is drawn at once.
 */
export function portalHintCookies(cookieHeader: string | undefined): string | undefined {
  return pickCookies(cookieHeader, (name) => name === portalSignedInHint);
}

/** The client session cookies of a `Cookie` header (either name, with a value), or undefined. */
export function clientSessionCookies(cookieHeader: string | undefined): string | undefined {
  return pickCookies(
    cookieHeader,
    (name) => name === clientSessionCookie.secure || name === clientSessionCookie.plain,
  );
}

/** Longest message a client or the coach writes in the thread, in characters. */
export const messageMaxLength = 5000;

/** Longest note body and action item, in characters; most action items in one plan. */
export const noteMaxLength = 20000;
export const actionItemMaxLength = 500;
export const maxActionItems = 20;

/** The portal's message thread with the coach: its card's id, the start of its parts' ids. */
export const portalMessageThreadId = 'portal-message-thread';

/**
 * The portal's message form: a link to `#portalMessageComposerId` (the Next card's, an email's
 * after the portal's link) opens the form and puts the focus in its text box.
 */
export const portalMessageComposerId = `${portalMessageThreadId}-compose`;

/** The portal's query parameters when a booking's keyed link opens it. */
export const portalLinkParams = { booking: 'booking', key: 'key' } as const;

/**
 * The way into the portal from one booking (its pages, its emails): a link that opens the portal
 * signed in as the booking's person. With the booking's key (`/portal?booking=…&key=…`), from any
 * browser, as an email needs; without it (`/portal?booking=…`), from the browser that made the
 * booking, whose access cookie stands for the key (elsewhere it is the portal's sign-in).
 * `origin` ('https://…') makes it absolute.
 */
export function portalLinkFor(bookingId: number, key: string | null, origin = ''): string {
  const query = new URLSearchParams({ [portalLinkParams.booking]: String(bookingId) });
  if (key) query.set(portalLinkParams.key, key);
  return `${origin}${paths.portal}?${query.toString()}`;
}

/**
 * What a section of the portal with nothing in it yet says, in the coach's own voice: what will
 * appear there and when (a section that has nothing to promise, such as receipts, is left out).
 */
export const portalEmptyMessages = {
  notes: 'My notes and your action plan appear here after our first session.',
  materials:
    'The frameworks, worksheets and links I share with you appear here, from our first session on.',
  recordings:
    'The recording of each session appears here once I add it after the session, and stays for as long as the site runs.',
  /** The thread before its first message, while he can write. */
  messages:
    'Write to me here between sessions; my replies appear in this thread, and you get an email when one comes.',
} as const;

/**
 * The thread's line for a client whose free call lets him write (no package's support open), in
 * the coach's voice: before the call, he may ask anything; after it, until when he may write.
 * No reply time is promised: the free call brings no paid support.
 */
export const freeCallThreadLeads = {
  before:
    'Questions before our call? Ask me anything here. My reply appears in this thread, and you get an email when one comes.',
  after: (until: string) =>
    `Questions after our call? You can write here until ${until}. My reply appears in this thread, and you get an email when one comes.`,
} as const;

/** How to prepare for the free call: said once in his portal, with the call's time. */
export const freeCallPreparation =
  'To prepare: a quiet place, your camera on, and the one thing you most want to change.';

export const portalMessages = {
  /** The answer to every code request, whether or not the address has bookings. */
  codeSent:
    'If this address has bookings with us, a sign-in code is on its way to it. It works once, for 15 minutes.',
  /**
   * The answer to "Send a New Code": the same for any address, like the first; a new code ends
   * the earlier ones, and past the limit none is sent, which the message says in advance.
   */
  codeResent: `If this address has bookings with us, a new code is on its way to it, and earlier codes no longer work. At most ${codeRequestLimits.perAddress} codes are sent to an address in ${codeRequestLimits.windowMinutes} minutes.`,
  /** Wrong, expired, used or spent code: one message for all, so none tells which. */
  codeInvalid: 'That code is not valid or has expired. Please ask for a new one.',
  codeFormat: `Please enter the ${signInCode.digits}-digit code from the email`,
  /** The booking link no longer opens the portal (wrong key, unknown booking). */
  linkInvalid: 'This link does not open the portal. Please sign in with your email address.',
  signedOut: 'You have signed out of your portal.',
  /** 401 of every portal endpoint without a live session. */
  signInRequired: 'Please sign in to your portal.',
  messageEmpty: 'Please write a message',
  messageTooLong: `Messages are at most ${messageMaxLength} characters`,
  /** Said in the coach's voice of the page: his name (site settings), else "Your coach". */
  messageSent: (coach: string) =>
    `Message sent. ${coach} will reply here; you will get an email when a reply comes.`,
  /** 409: the thread is read-only: the reason comes from the package's support window. */
  noSupportOpen:
    'None of your packages has email support open now, so the thread is read-only. Book a session or get in touch through the contact page.',
  actionItemNotFound: 'Action item not found',
  bookingNotYours: 'Booking not found',
  /** The email of a sign-in code (the code itself is in the body, never in the subject). */
  codeEmailSubject: 'Your sign-in code',
  /**
   * The coach is told who wrote ("Maya Chen wrote to you"), in the notice and its subject, never
   * what: a client's words do not travel in an email. "Priority: " before it for priority support.
   */
  newMessageSubject: (name: string, priority: boolean) =>
    `${priority ? 'Priority: ' : ''}${name.trim() || 'A client'} wrote to you`,
  replySubject: 'I have replied in your portal',
  sharedNoteSubject: 'New notes from our session',
} as const;
