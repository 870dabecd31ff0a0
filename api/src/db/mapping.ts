/**
 * Row ↔ JSON mapping lives here alone: snake_case columns in, camelCase out, and the driver
 * differences smoothed over (node-pg returns bigint and count as strings, PGlite as number/BigInt;
 * timestamps may be Date or string).
 */
import type {
  BlogPost,
  BlogPostSummary,
  BookingStatus,
  ConsultationBooking,
  ScheduledSlot,
  Testimonial,
} from '@site/contracts/api-types';
import { sessionInterval } from '@site/contracts/slots';
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
  category: string;
  author_name: string;
  author_bio: string | null;
  tags: string[] | null;
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
  scheduled_at: Date | string | null;
  timezone: string | null;
  google_event_id: string | null;
  access_key: string;
  /** The client address that created the booking (null for rows older than this column). */
  client_ip?: string | null;
  /** The browser's checkout key the booking was created for (null without one). */
  idempotency_key?: string | null;
  /** card | offline | complimentary; null for the free call. */
  payment?: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What the server works with: the public shape plus the fields that never leave it. */
export interface BookingRecord extends ConsultationBooking {
  accessKey: string;
  stripePaymentIntentId: string | null;
  googleEventId: string | null;
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
    timezone: row.timezone,
    accessKey: row.access_key,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    googleEventId: row.google_event_id,
  };
}

/** The booking as its owner sees it (the read shape of a consultation booking). */
export function toBooking(record: BookingRecord): ConsultationBooking {
  return {
    id: record.id,
    packageType: record.packageType,
    name: record.name,
    email: record.email,
    amount: record.amount,
    status: record.status,
    scheduledAt: record.scheduledAt,
    timezone: record.timezone,
  };
}

/** A taken time for the public list: no id, name, e-mail or amount. */
export function toScheduledSlot(
  row: Pick<BookingRow, 'package_type' | 'scheduled_at'>,
): ScheduledSlot {
  const scheduledAt = toIso(row.scheduled_at);
  return {
    packageType: row.package_type,
    status: 'scheduled',
    scheduledAt,
    endsAt: sessionInterval(row.package_type, scheduledAt).end.toISOString(),
  };
}
