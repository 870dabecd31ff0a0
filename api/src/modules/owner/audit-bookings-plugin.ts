import fp from 'fastify-plugin';
import type { PackageType } from '@site/contracts/packages';

/** A booking's human title's parts: its client's name and its package. */
export interface BookingTitle {
  name: string;
  packageType: PackageType;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The titles of the bookings an activity page names, by id (services/audit-log). */
    auditBookingTitles: (ids: readonly number[]) => Promise<ReadonlyMap<number, BookingTitle>>;
  }
}

export interface AuditBookingsOptions {
  /**
   * The bookings module owns the bookings and imports this one (it records its actions here): the
   * app hands its reader in. A booking gone, or kept only as an erased person's payment, is left
   * out.
   */
  bookingTitles: (ids: readonly number[]) => Promise<ReadonlyMap<number, BookingTitle>>;
}

export default fp<AuditBookingsOptions>(
  async (app, options) => {
    app.decorate('auditBookingTitles', options.bookingTitles);
  },
  { name: 'audit-bookings' },
);
