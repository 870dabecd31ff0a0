/** Request and response shapes of every /api call, camelCase as on the wire. */
import type { PackageType } from './packages';
import type { BookingStatus, SessionStatus } from './sessions';
import type { BookingWindow } from './slots';
import type { Schedule } from './schedules/schedule';

export type { NewsletterRequest } from './schemas/newsletter';
export type { ContactRequest } from './schemas/contact';
export type { CreatePaymentIntentRequest } from './schemas/create-payment-intent';
export type { ScheduleRequest } from './schemas/schedule';
export type { QuestionnaireRequest } from './schemas/questionnaire';

/** Every non-2xx answer. `errors` maps a field to its message on validation failures (400). */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

export interface Testimonial {
  id: number;
  name: string;
  title: string;
  content: string;
  rating: number;
  imageUrl?: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  /** A custom subtitle shown instead of the excerpt on the post page, when set. */
  subtitle?: string;
  excerpt: string;
  /** What search results show, when the owner wrote one (the excerpt otherwise). */
  seoDescription?: string;
  /** Markdown. */
  content: string;
  featuredImage: string;
  /** What the featured image shows, for readers who cannot see it (absent: not written). */
  featuredImageAlt?: string;
  category: string;
  readingTime: number;
  publishedAt: string;
  updatedAt: string;
  authorName: string;
  authorBio?: string;
  tags?: string[];
}

/**
 * A post as the blog's list shows it: everything but its body and the author's bio, so a page of
 * the list stays small however long the posts are.
 */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'authorBio'>;

/** GET /api/blog-summaries: one page of the list, newest first. */
export interface BlogPostPage {
  posts: BlogPostSummary[];
  /** This page's number, from 1. */
  page: number;
  perPage: number;
  /** Published posts in the list (in the category, when one is asked for). */
  total: number;
  /** Pages in the list; 0 when it is empty. */
  pageCount: number;
}

/** GET /api/blog/:slug: a post with its body rendered. */
export interface BlogPostDetail extends BlogPost {
  /** `content` as HTML, rendered and sanitised by the API (safe to insert as it is). */
  contentHtml: string;
}

export type { BookingStatus, SessionStatus } from './sessions';

/** One session of a booking, as its client (or the owner) sees it. */
export interface BookingSession {
  id: number;
  /** ISO instant. */
  startsAt: string;
  /** startsAt + the package's duration, ISO. */
  endsAt: string;
  /** The client's IANA zone, chosen when booking: times are shown in it. */
  timezone: string;
  status: SessionStatus;
  /** Whether this caller may still move or cancel it now (active, and for the client: notice). */
  canChange: boolean;
  /** Until when it may be moved or cancelled (start − 24 h for the client); null when inactive. */
  changeableUntil: string | null;
  /**
   * The link to join (the session's Google Meet link, else the owner's meeting room); null when
   * there is none yet (the link then arrives by e-mail).
   */
  joinUrl: string | null;
}

/** GET /api/consultation-bookings/:id, and the answer of the schedule call. */
export interface ConsultationBooking {
  id: number;
  packageType: PackageType;
  name: string;
  email: string;
  /** Cents. */
  amount: number;
  status: BookingStatus;
  /**
   * The next active session's start (or, when none is ahead, the latest one's); null when no
   * session is booked. `sessions` has them all.
   */
  scheduledAt: string | null;
  timezone: string | null;
  /** Every session of the booking, cancelled ones included, in order of start. */
  sessions: BookingSession[];
  /** Credits of the package (single 1, 5-session 5, 10-session 10, free call 1). */
  sessionsTotal: number;
  /** Credits spent: sessions scheduled, moved or completed (a cancelled one returns its credit). */
  sessionsBooked: number;
  sessionsRemaining: number;
  /** Whether the next session can be booked now (paid and a credit left). */
  canSchedule: boolean;
  /** Whether a refund can be asked for now (paid by card, inside the window, not yet refunded). */
  canRequestRefund: boolean;
  /** The end of the refund window; null for the free call and bookings not paid by card. */
  refundableUntil: string | null;
}

/** GET /api/consultation-bookings: the public list of taken times, with no personal data. */
export interface ScheduledSlot {
  packageType: PackageType;
  status: 'scheduled';
  scheduledAt: string;
  /** When the session ends (scheduledAt + the package's duration), ISO. */
  endsAt: string;
}

export interface NewsletterResponse {
  subscribed: true;
  email: string;
}

/** POST /api/newsletter/unsubscribe {token}: 404 for a token that matches no subscription. */
export interface NewsletterUnsubscribeRequest {
  token: string;
}

export interface NewsletterUnsubscribeResponse {
  /** `unsubscribed` the first time; `already-unsubscribed` when the link is used again. */
  status: 'unsubscribed' | 'already-unsubscribed';
}

export interface ContactResponse {
  id: number;
  createdAt: string;
}

/** Paid packages answer clientSecret and bookingId; the free strategy call bookingId only. */
export interface CreatePaymentIntentResponse {
  bookingId: number;
  clientSecret?: string;
}

export interface CalendarEvent {
  start: string;
  end: string;
}

export interface CalendarAvailability {
  events: CalendarEvent[];
}

export interface PaymentsStatus {
  cardPaymentsEnabled: boolean;
}

/** GET /api/payments/:paymentIntentId: the reconcile call of the success page. */
export interface PaymentReconciliation {
  bookingId: number;
  status: BookingStatus;
}

/**
 * GET /api/booking-rules: the schedules in force (the pickers' times come from them by the slot
 * rules the server applies), and the booking window the site ran on before schedules existed.
 */
export type BookingRules = BookingWindow & {
  schedules: { sessions: Schedule; freeCall: Schedule };
};

/** GET /api/consultation-bookings/:id/questionnaire: whether this booking's questionnaire is done. */
export interface BookingQuestionnaireStatus {
  completed: boolean;
  completedAt: string | null;
}

export interface QuestionnaireStatus {
  completed: true;
  completedAt: string;
}

export interface QuestionnaireResponse {
  id: number;
  completedAt: string;
}

/** POST /api/stripe/webhook: the event was taken (`duplicate` when Stripe sent it again). */
export interface StripeWebhookResponse {
  received: true;
  duplicate: boolean;
}

export interface HealthResponse {
  status: 'ok';
  database: 'up';
}
