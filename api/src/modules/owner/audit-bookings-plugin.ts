import fp from 'fastify-plugin';
import type { PackageType } from '@site/contracts/packages';
import type { AuditTitledKind } from '@site/contracts/endpoints/admin';

/** A booking's human title's parts: its client's name and its package. */
export interface BookingTitle {
  name: string;
  packageType: PackageType;
}

/** The kept items of one kind, by id, in words: a client's name, a post's title… */
type TitleReader = (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The titles of the bookings an activity page names, by id (services/audit-log). */
    auditBookingTitles: (ids: readonly number[]) => Promise<ReadonlyMap<number, BookingTitle>>;
    /** The names and titles of the other things an activity page names, per kind, by id. */
    auditTitles: Readonly<Record<AuditTitledKind, TitleReader>>;
  }
}

export interface AuditBookingsOptions {
  /**
   * The bookings module owns the bookings and imports this one (it records its actions here): the
   * app hands its reader in. A booking gone, or kept only as an erased person's payment, is left
   * out.
   */
  bookingTitles: (ids: readonly number[]) => Promise<ReadonlyMap<number, BookingTitle>>;
  /**
   * The same for clients (their names), posts (titles), broadcasts (subjects) and contact
   * messages (their senders' names), each read from the module that owns it; an item gone (an
   * erased client, a deleted post) is left out.
   */
  titles: Readonly<Record<AuditTitledKind, TitleReader>>;
}

export default fp<AuditBookingsOptions>(
  async (app, options) => {
    app.decorate('auditBookingTitles', options.bookingTitles);
    app.decorate('auditTitles', options.titles);
  },
  { name: 'audit-bookings' },
);
