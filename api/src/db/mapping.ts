/**
 * Row ↔ JSON mapping lives here alone: snake_case columns in, camelCase out, and the driver
 * differences smoothed over (node-pg returns bigint and count as strings, PGlite as number/BigInt;
 * timestamps may be Date or string).
 */
import type {
  BlogPost,
  BlogPostSummary,
  BookingStatus,
  SessionStatus,
  ScheduledSlot,
  Testimonial,
} from '@site/contracts/api-types';
import type { PostImage } from '@site/contracts/admin-posts';
import type { PackageType } from '@site/contracts/packages';

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`Expected a number from the database, got ${typeof value}`);
}

/**
 * Rows a delete removed: node-pg answers a number, knex-pglite the driver's result
 * (`{ rowCount }`).
 */
export function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result;
  if (typeof result === 'object' && result !== null && 'rowCount' in result)
    return toNumber((result as { rowCount: unknown }).rowCount ?? 0);
  return 0;
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new TypeError(`Expected a timestamp from the database, got ${typeof value}`);
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function orUndefined<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}

/* ---- Entities: the row shapes (snake_case) and their JSON (camelCase). ---- */

export interface TestimonialRow {
  id: number;
  name: string;
  title: string;
  content: string;
  rating: number;
  image_url: string | null;
  is_active: boolean;
  sort_order: number;
  /** The client's headshot's set as JSON (migration 023); null: none uploaded. */
  headshot: string | null;
}

/** A stored image set (JSON text) as the API answers it; null stays null. */
export function parseHeadshot(value: string | null): PostImage | null {
  return value === null ? null : (JSON.parse(value) as PostImage);
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  const testimonial: Testimonial = {
    id: toNumber(row.id),
    name: row.name,
    title: row.title,
    content: row.content,
    rating: toNumber(row.rating),
  };
  if (row.image_url !== null) testimonial.imageUrl = row.image_url;
  const headshot = parseHeadshot(row.headshot);
  if (headshot !== null) testimonial.headshot = headshot;
  return testimonial;
}

export interface BlogPostRow {
  id: number;
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string;
  content: string;
  featured_image: string;
  /** Present once posts have image descriptions (migration 018); null until written. */
  featured_image_alt?: string | null;
  category: string;
  author_name: string;
  author_bio: string | null;
  tags: string[] | null;
  /** Present once the owner's editing columns exist (migration 011). */
  seo_description?: string | null;
  reading_time: number;
  is_published: boolean;
  published_at: Date | string;
  updated_at: Date | string;
}

/** A post for the list: the row without its body and the author's bio. */
export function toBlogPostSummary(
  row: Omit<BlogPostRow, 'content' | 'author_bio'>,
): BlogPostSummary {
  const post: BlogPostSummary = {
    id: toNumber(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    category: row.category,
    readingTime: toNumber(row.reading_time),
    publishedAt: toIso(row.published_at),
    updatedAt: toIso(row.updated_at),
    authorName: row.author_name,
  };
  if (row.subtitle !== null) post.subtitle = row.subtitle;
  if (row.featured_image_alt) post.featuredImageAlt = row.featured_image_alt;
  if (row.tags !== null) post.tags = row.tags;
  return post;
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  const post: BlogPost = {
    id: toNumber(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featured_image,
    category: row.category,
    readingTime: toNumber(row.reading_time),
    publishedAt: toIso(row.published_at),
    updatedAt: toIso(row.updated_at),
    authorName: row.author_name,
  };
  if (row.subtitle !== null) post.subtitle = row.subtitle;
  if (row.seo_description) post.seoDescription = row.seo_description;
  if (row.featured_image_alt) post.featuredImageAlt = row.featured_image_alt;
  if (row.author_bio !== null) post.authorBio = row.author_bio;
  if (row.tags !== null) post.tags = row.tags;
  return post;
}

export interface BookingRow {
  id: number;
  name: string;
  email: string;
  package_type: PackageType;
  amount: number;
  stripe_payment_intent_id: string | null;
  status: BookingStatus;
  access_key: string;
  /** The client address that created the booking (null for rows older than this column). */
  client_ip?: string | null;
  /** The browser's checkout key the booking was created for (null without one). */
  idempotency_key?: string | null;
  /** card | offline | complimentary; null for the free call. */
  payment?: string | null;
  /** When it became paid (starts the refund window). */
  paid_at?: Date | string | null;
  stripe_refund_id?: string | null;
  /** When it expired, was refunded or cancelled. */
  closed_at?: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Of its next session (see `nextSessionJoin`), when the query joined it. */
  scheduled_at?: Date | string | null;
  timezone?: string | null;
  google_event_id?: string | null;
}

/** What the server works with: the booking's own columns and its next session's time. */
export interface BookingRecord {
  id: number;
  packageType: PackageType;
  name: string;
  email: string;
  amount: number;
  status: BookingStatus;
  /** The next session held (else the latest completed one); null when none. */
  scheduledAt: string | null;
  timezone: string | null;
  googleEventId: string | null;
  accessKey: string;
  stripePaymentIntentId: string | null;
  payment: 'card' | 'offline' | 'complimentary' | null;
  paidAt: string | null;
  stripeRefundId: string | null;
  createdAt: string;
}

export function toBookingRecord(row: BookingRow): BookingRecord {
  return {
    id: toNumber(row.id),
    packageType: row.package_type,
    name: row.name,
    email: row.email,
    amount: toNumber(row.amount),
    status: row.status,
    scheduledAt: toIsoOrNull(row.scheduled_at),
    timezone: row.timezone ?? null,
    googleEventId: row.google_event_id ?? null,
    accessKey: row.access_key,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    payment: (row.payment ?? null) as BookingRecord['payment'],
    paidAt: toIsoOrNull(row.paid_at),
    stripeRefundId: row.stripe_refund_id ?? null,
    createdAt: toIso(row.created_at),
  };
}

export interface SessionRow {
  id: number;
  booking_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  timezone: string;
  status: SessionStatus;
  google_event_id: string | null;
  meet_url: string | null;
  sequence: number;
  ics_uid: string;
  created_at?: Date | string;
  updated_at?: Date | string;
}

export interface SessionRecord {
  id: number;
  bookingId: number;
  startsAt: string;
  endsAt: string;
  timezone: string;
  status: SessionStatus;
  googleEventId: string | null;
  /** The Google Meet link created with its event, if any. */
  meetUrl: string | null;
  /** SEQUENCE of the last invitation sent for it. */
  sequence: number;
  /**
   * The invitation UID's part before `@host`: random (a UUID) when the session is made, kept for
   * its life (moves and the cancellation update the same calendar event).
   */
  icsUid: string;
}

export function toSessionRecord(row: SessionRow): SessionRecord {
  return {
    id: toNumber(row.id),
    bookingId: toNumber(row.booking_id),
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    timezone: row.timezone,
    status: row.status,
    googleEventId: row.google_event_id,
    meetUrl: row.meet_url,
    sequence: toNumber(row.sequence),
    icsUid: row.ics_uid,
  };
}

/** A taken time for the public list: no id, name, e-mail or amount. */
export function toScheduledSlot(row: {
  package_type: PackageType;
  starts_at: Date | string;
  ends_at: Date | string;
}): ScheduledSlot {
  return {
    packageType: row.package_type,
    status: 'scheduled',
    scheduledAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
  };
}
