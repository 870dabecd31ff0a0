/**
 * The owner's back office API: every `/api/admin/*` path and the shapes it answers, camelCase as
 * on the wire. Every path here sits behind the owner's session (401 `{message}` without it), and
 * writes are refused unless they come from the site's own origin.
 *
 * Lists answer `{ items, total, page, pageSize }`; `page` starts at 1. Times are ISO instants;
 * the screens show them in the owner's zone (`OwnerSession.timezone`) and, for a client's session,
 * in the client's zone too.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { number, object, string, mixed, type InferType } from 'yup';
import type {
  AdminBookingDetail,
  pageFieldsSchema,
  PersonData,
  SubscriberList,
  TodayOverview,
} from './endpoints/admin';
import type { PackageType } from './packages';
import { emailAddress } from './schemas/email';
import { emailMessage } from './schemas/messages';
import { singleLine, singleLineMessage } from './schemas/single-line';
import { maxDatabaseInteger } from './endpoints/params';
import { bookingStatuses } from './sessions';
import { isDateString } from './dates';
import { maxPasswordLength, passwordMessages } from './owner-password';

/** Where every back-office endpoint lives. */
export const adminApiBase = '/api/admin';
const base = adminApiBase;

/** Every admin path, built in one place. */
export const adminPaths = {
  /** POST sign in · GET who is signed in (401 if nobody) · DELETE sign out. */
  session: `${base}/session`,
  /** DELETE: sign out everywhere (every session of the owner ends). */
  sessions: `${base}/sessions`,
  /** POST start enrolling (answers the secret and an otpauth URI) · DELETE turn off (needs a code). */
  twoFactor: `${base}/two-factor`,
  /** POST {code}: confirm enrolment with a first code; answers the one-time recovery codes. */
  twoFactorConfirm: `${base}/two-factor/confirm`,
  today: `${base}/today`,
  /** GET the list (filters: AdminBookingFilters) · POST add a booking paid outside the site. */
  bookings: `${base}/bookings`,
  booking: <Id extends number | string>(id: Id) => `${base}/bookings/${id}` as const,
  /** POST: queue an outbox email of this booking again. */
  bookingEmailResend: <Id extends number | string, EmailId extends number | string>(
    id: Id,
    emailId: EmailId,
  ) => `${base}/bookings/${id}/emails/${emailId}/resend` as const,
  messages: `${base}/messages`,
  /** PATCH {status}. */
  message: <Id extends number | string>(id: Id) => `${base}/messages/${id}` as const,
  /** GET one row per client who wrote from his portal, the newest thread first. */
  clientThreads: `${base}/client-threads`,
  subscribers: `${base}/subscribers`,
  subscribersCsv: `${base}/subscribers.csv`,
  /** DELETE: remove one subscriber. */
  subscriber: <Id extends number | string>(id: Id) => `${base}/subscribers/${id}` as const,
  /** GET ?email= everything stored about an address · DELETE ?email= erase it. */
  person: `${base}/person`,
  auditLog: `${base}/audit-log`,
  /** GET whether the first set-up is open (404 once an owner exists) · POST create the owner. */
  setup: `${base}/setup`,
  /** POST {currentPassword,newPassword}: change the signed-in owner's password. */
  password: `${base}/password`,
  /** GET ?q= the clients, bookings, messages and subscribers whose name or email holds it. */
  search: `${base}/search`,
} as const;

// --- session ---------------------------------------------------------------------------------

export const signInMessages = {
  /** One message whether the username or the password was wrong. */
  invalid: 'The username or password is incorrect.',
  /** Two-factor on and no code sent: the screen asks for it. */
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  invalidCode: 'That code is not valid. Try the current code, or a recovery code.',
  /** 429; `{minutes}` is replaced with the wait. */
  locked: 'Too many failed sign-ins. Try again in {minutes} minutes.',
  /** Under the 429: the right password with a second factor signs in despite the wait. */
  lockedCodeHint:
    'Using two-factor sign-in? Enter your password and a code from your app (or a recovery code) to sign in now.',
  signedOut: 'Please sign in.',
  /** The sign-in page right after Sign Out, until he starts typing. */
  signedOutNow: 'You are signed out.',
  crossOrigin: 'This request did not come from the site.',
} as const;

export const signInSchema = object({
  username: string().trim().required('Please enter your username').max(200),
  password: string().required('Please enter your password').max(1000),
  /** A TOTP code or a recovery code, when two-factor sign-in is on. */
  code: string().trim().max(64).optional(),
});
export type SignInRequest = InferType<typeof signInSchema>;

/** Body of POST two-factor/confirm and DELETE two-factor. */
export const twoFactorCodeSchema = object({
  code: string().trim().required(signInMessages.codeRequired).max(64),
});
export type TwoFactorCodeRequest = InferType<typeof twoFactorCodeSchema>;

/** The first set-up's username rule (the `owner` command's too). */
export const usernamePattern = /^[^\s]{1,200}$/;

export const setupMessages = {
  usernameRequired: 'Please choose a username.',
  usernameInvalid: 'Please choose a username of 1 to 200 characters, without spaces.',
  /** The link's token is unknown, used or older than an hour. */
  linkInvalid:
    'This set-up link has expired or was already used. Restart the site to get a new link: it is printed when the site starts.',
  /** The page and its endpoint once an owner exists. */
  done: 'The site already has an owner. Please sign in.',
} as const;

/** Body of POST setup: the one-time token of the link the API printed, and the new account. */
export const ownerSetupSchema = object({
  token: string().trim().required(setupMessages.linkInvalid).max(200),
  username: string()
    .trim()
    .required(setupMessages.usernameRequired)
    .matches(usernamePattern, setupMessages.usernameInvalid),
  password: string()
    .required(passwordMessages.required)
    .max(maxPasswordLength, passwordMessages.tooLong),
});
export type OwnerSetupRequest = InferType<typeof ownerSetupSchema>;

/** Body of POST password. The new password's rule is `passwordProblem` (with the username). */
export const changePasswordSchema = object({
  currentPassword: string().required(passwordMessages.currentRequired).max(maxPasswordLength),
  newPassword: string()
    .required(passwordMessages.required)
    .max(maxPasswordLength, passwordMessages.tooLong),
});
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;

/*
 * The answers' types are derived from their JSON Schemas in `endpoints/admin`, each declared
 * beside its schema (the one declaration of the shape, which the API's serializer and the OpenAPI
 * document use too); they are exported here as well, where the back office imports them from.
 * Types only, erased at compile time: the two modules form no cycle at run time.
 */
// eslint-disable-next-line import-x/no-cycle
export type {
  AdminBookingDetail,
  AdminBookingSummary,
  AdminSearchResults,
  AuditEntry,
  AuditLogPage,
  ClientThread,
  ClientThreadPage,
  ContactMessage,
  OutboxEmailView,
  OwnerSession,
  PersonData,
  PersonErasure,
  SetupStatus,
  SignInRefused,
  Subscriber,
  SubscriberList,
  TodayOverview,
  TwoFactorEnrolment,
  TwoFactorRecoveryCodes,
} from './endpoints/admin';

// --- lists and their filters -----------------------------------------------------------------

/** What the lists' filters and the paths' ids answer when refused (400, each field named). */
export const adminQueryMessages = {
  invalidStatus: `Please choose a booking status: ${bookingStatuses.join(', ')}.`,
  invalidKind: 'Please choose free or paid.',
  invalidDate: 'Please enter the date as YYYY-MM-DD.',
  invalidPage: 'The page must be a whole number from 1.',
  invalidSearch: 'Please search with at most 200 characters.',
  invalidSubscriberStatus: 'Please choose active or unsubscribed.',
  invalidMessageStatus: 'Please choose new, handled or archived',
  invalidId: 'Invalid id: it must be a positive whole number',
  invalidAction: 'Please choose an action from the list.',
} as const;

/** A filter's text: trimmed; empty or blank counts as not given. */
const filterText = () =>
  string().transform((value: unknown) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );

/** `?page=`: 1 to 999999, digits only; 1 when not given. */
const pageFilter = number()
  .transform((_value: unknown, original: unknown) => {
    if (typeof original !== 'string') return original === undefined ? undefined : Number.NaN;
    const text = original.trim();
    if (text === '') return undefined;
    return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  })
  .typeError(adminQueryMessages.invalidPage)
  .integer(adminQueryMessages.invalidPage)
  .min(1, adminQueryMessages.invalidPage)
  .default(1);

/** `?q=`: matches name or email, case-insensitive. */
const searchFilter = filterText().max(200, adminQueryMessages.invalidSearch);

/** `?from=` / `?to=`: a day that exists, YYYY-MM-DD in the owner's zone. */
const dayFilter = filterText().test(
  'day',
  adminQueryMessages.invalidDate,
  (value) => value === undefined || isDateString(value),
);

export const bookingKinds = ['free', 'paid'] as const;

/** Query of GET bookings. */
export const adminBookingsQuery = object({
  status: filterText()
    .oneOf([...bookingStatuses], adminQueryMessages.invalidStatus)
    .meta({ description: `${bookingStatuses.join(', ')}.` }),
  kind: filterText()
    .oneOf([...bookingKinds], adminQueryMessages.invalidKind)
    .meta({ description: 'free (the strategy call) or paid (a package).' }),
  from: dayFilter.meta({ description: "First day, YYYY-MM-DD in the owner's zone." }),
  to: dayFilter.meta({ description: "Last day (included), YYYY-MM-DD in the owner's zone." }),
  q: searchFilter.meta({ description: 'Part of the name or email.' }),
  page: pageFilter,
});

export const subscriberStatuses = ['active', 'unsubscribed'] as const;

/** "1 subscriber", "2 subscribers", "1,200 subscribers": the screens' and the audit log's words. */
export function subscriberCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}

/** Query of GET subscribers. */
export const subscribersQuery = object({
  status: filterText().oneOf([...subscriberStatuses], adminQueryMessages.invalidSubscriberStatus),
  q: searchFilter.meta({ description: 'Part of the email.' }),
  page: pageFilter,
});

/** Query of GET audit-log: one action, the days it was done on, the page. */
export const auditLogQuery = object({
  action: filterText()
    .max(100, adminQueryMessages.invalidAction)
    .matches(/^[a-z0-9.-]+$/, adminQueryMessages.invalidAction)
    .meta({ description: 'One action, e.g. `settings.update`.' }),
  from: dayFilter.meta({ description: "First day, YYYY-MM-DD in the owner's zone." }),
  to: dayFilter.meta({ description: "Last day (included), YYYY-MM-DD in the owner's zone." }),
  page: pageFilter,
});

export type AdminBookingsQuery = InferType<typeof adminBookingsQuery>;
export type SubscribersQuery = InferType<typeof subscribersQuery>;
export type AuditLogQuery = InferType<typeof auditLogQuery>;

/** The bookings' filters as the screen keeps them in its address: every one optional. */
export type AdminBookingFilters = Partial<AdminBookingsQuery>;

/** The audit log's filters as the screen keeps them in its address: every one optional. */
export type AuditLogFilters = Partial<AuditLogQuery>;

/** `?email=` of GET and DELETE person: the address, as the client wrote it (any case). */
export const personQuery = object({
  email: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(emailMessage)
    .max(320, emailMessage)
    .matches(/^[^\s@]+@[^\s@]+$/, emailMessage),
});

/** A row's id in a path: 1 to 10 digits, at most the largest database integer. */
const adminIdParam = number()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
  )
  .typeError(adminQueryMessages.invalidId)
  .required(adminQueryMessages.invalidId)
  .integer(adminQueryMessages.invalidId)
  .min(1, adminQueryMessages.invalidId)
  .max(maxDatabaseInteger, adminQueryMessages.invalidId);

export const adminIdParams = object({ id: adminIdParam });
export const adminEmailParams = object({ id: adminIdParam, emailId: adminIdParam });

// --- lists -----------------------------------------------------------------------------------

/** A page of a list: its items, and `{total, page, pageSize}` (page from 1). */
export type Page<T> = { items: T[] } & FromSchema<typeof pageFieldsSchema>;

/** Beside the reply box of a client's thread once a reply is sent, until the next is typed. */
export const replySentMessage = 'Message sent';

// --- leaving a form -------------------------------------------------------------------------

/**
 * What the back office asks before the owner leaves a form holding changes not saved (a link, the
 * browser's Back); `lost` names what the changes were made to ("this post").
 */
export const leaveUnsavedMessages = {
  title: 'Leave without saving?',
  lost: (what: string) => `Your changes to ${what} are not saved. If you leave now, they are lost.`,
  stay: 'Stay',
  leave: 'Leave without saving',
} as const;

// --- bookings --------------------------------------------------------------------------------

export type BookingKind = (typeof bookingKinds)[number];

/** How the owner says a booking he adds was paid: outside the site, or given. */
export const offlinePayments = ['offline', 'complimentary'] as const;
export type OfflinePayment = (typeof offlinePayments)[number];

/**
 * A package given free (payment `complimentary`), as the client's emails say it: never "Paid"
 * nor "Paid outside the site".
 */
export const complimentaryLabel = 'Complimentary';

/**
 * A package given free, as the back office says it wherever its payment shows (its state in the
 * lists, the client's record, a booking's page with the coach's reason after it).
 */
export const givenFreeLabel = 'Given free';

/**
 * Why one of a booking's emails cannot be sent again: what it says is no longer true. The
 * booking page shows it in place of "Send Again", and the API answers it with 409.
 */
export const resendRefusals = {
  sessionCancelled: 'Not sent again: the session it is about was cancelled.',
  sessionMoved:
    'Not sent again: the session has moved since, and a later email gives its current time.',
  sessionBegun: 'Not sent again: the session it is about has already begun.',
  bookingEnded: 'Not sent again: the booking has been cancelled or refunded since.',
  reminderSkipped:
    'Not sent again: this reminder was skipped when its session moved, and the reminders for the new time go out instead.',
} as const;

/** What a mistyped back-office address says, in the back office's frame, above "Back to Today". */
export const adminNotFoundText =
  'There is no screen at this address. It may have been mistyped, or a link pointed somewhere that has since moved.';

/**
 * Why a reminder was skipped, under its grey "Skipped" pill in the back office's email rows: its
 * session moved or was cancelled before it was due, so nothing went wrong and there is nothing to
 * send again (the move's or cancellation's own email says what stands now).
 */
export const emailSkippedNote = 'Not needed: its session moved or was cancelled first.';

/** One of a booking's emails, and whether it may be sent again (one of `resendRefusals`). */
export type BookingEmailView = AdminBookingDetail['emails'][number];

/** A step of the booking's questionnaire, with the wording the client saw. */
export type QuestionnaireStepView = NonNullable<
  AdminBookingDetail['questionnaire']
>['steps'][number];

/** Text answers as written; scales as "7 / 10"; empty optional answers as null. */
export type QuestionnaireAnswerView = QuestionnaireStepView['answers'][number];

export const createAdminBookingSchema = object({
  packageType: mixed<PackageType>()
    .oneOf(['single', '5-session', '10-session'], 'Please choose a package')
    .required('Please choose a package'),
  name: string()
    .trim()
    .required('Please enter the client’s name')
    .max(200)
    .test(singleLine(singleLineMessage('The client’s name'))),
  email: emailAddress(),
  payment: mixed<OfflinePayment>()
    .oneOf([...offlinePayments], 'Please choose how it was paid')
    .required('Please choose how it was paid'),
});
export type CreateAdminBookingRequest = InferType<typeof createAdminBookingSchema>;

// --- today -----------------------------------------------------------------------------------

export type AttentionItem = TodayOverview['attention'][number];
export type TodayNeedsYou = TodayOverview['needsYou'];

// --- messages --------------------------------------------------------------------------------

export const messageStatuses = ['new', 'handled', 'archived'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Query of GET messages. */
export const messagesQuery = object({
  status: filterText().oneOf([...messageStatuses], adminQueryMessages.invalidMessageStatus),
  q: searchFilter.meta({ description: 'Part of the name, email or message.' }),
  page: pageFilter,
});
export type MessagesQuery = InferType<typeof messagesQuery>;

// --- search ----------------------------------------------------------------------------------

/** The back office's search: its text's length once trimmed, in characters. */
export const searchTextLength = { min: 2, max: 100 } as const;

/** How many of each group (clients, bookings, messages, subscribers) one search lists at most. */
export const searchGroupLimit = 5;

/** What the search says about its text: the screen's words and the API's 400 alike. */
export const searchMessages = {
  tooShort: `Type at least ${searchTextLength.min} letters.`,
  tooLong: `Please search with at most ${searchTextLength.max} characters.`,
} as const;

/** Whether `text`, trimmed, is long enough to search with (and not too long). */
export function searchableText(text: string): boolean {
  const length = text.trim().length;
  return length >= searchTextLength.min && length <= searchTextLength.max;
}

/** Query of GET search: `q`, part of a name or an email address, trimmed. */
export const adminSearchQuery = object({
  q: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(searchMessages.tooShort)
    .min(searchTextLength.min, searchMessages.tooShort)
    .max(searchTextLength.max, searchMessages.tooLong)
    .meta({
      description: `Part of a name or an email address, ${searchTextLength.min} to ${searchTextLength.max} characters once trimmed, any case; % and _ match themselves.`,
    }),
});
export type AdminSearchQuery = InferType<typeof adminSearchQuery>;

export const updateMessageSchema = object({
  status: mixed<MessageStatus>()
    .oneOf([...messageStatuses], 'Please choose new, handled or archived')
    .required('Please choose new, handled or archived'),
  /**
   * Optional: the status the screen showed. When the message has moved on since (another tab),
   * the change is refused with 409 and nothing is overwritten.
   */
  expectedStatus: mixed<MessageStatus>()
    .oneOf([...messageStatuses], 'Please choose new, handled or archived')
    .optional(),
});
/** 409 of PATCH message when `expectedStatus` no longer holds; `{status}` is the current one. */
export const messageChangedMessage =
  'This message was changed in another tab or window: it is now {status}. Reload to see it.';
export type UpdateMessageRequest = InferType<typeof updateMessageSchema>;

/** Query of GET client-threads: the page alone. */
export const clientThreadsQuery = object({ page: pageFilter });
export type ClientThreadsQuery = InferType<typeof clientThreadsQuery>;

// --- subscribers -----------------------------------------------------------------------------

export type SubscriberMonth = SubscriberList['months'][number];

// --- a person's data -------------------------------------------------------------------------

/** Why a paid booking outlives its client's erasure, shown beside each record kept. */
export const paymentRecordKeptReason =
  'Kept because accounting and tax law require payment records: only the package, amount, dates, payment method and payment reference stay, without name, email, answers or sessions.';

/** Beside the materials and recordings given to a person: where their files are, and their end. */
export const personMaterialFilesNote =
  'The files themselves are not part of this listing: each one can be downloaded from the client portal while the account lasts, and they are deleted from the disk with the rest of the person’s data.';

/** A person's client portal records, as a person's data lists them. */
export type PersonPortal = PersonData['portal'];

/** A payment record an erasure keeps (reduced to what the law requires), with the reason. */
export type KeptPaymentRecord = PersonData['kept'][number];

/** One of a booking's sessions: its time, nothing else about the person. */
export type PersonSession = PersonData['sessions'][number];

/** An email kept as a file in the mail folder (an owner's notice or another message). */
export type PersonMailFile = PersonData['notices'][number];

/** An owner action whose line in the audit log names one of the person's records. */
export type PersonAuditEntry = PersonData['auditEntries'][number];

// --- audit log -------------------------------------------------------------------------------
