import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The client page's id of whoever booked under an address (the client row his first booking
     * made); null for the address an erasure leaves on a booking it keeps. Reads only.
     */
    clientIdOfBooker: (email: string) => Promise<number | null>;
    /** Makes the client row of whoever books under an address, in the booking's transaction. */
    makeClientOfBooker: (email: string, trx: Knex.Transaction) => Promise<void>;
    /** The address of the client whose portal session this request carries, or null. */
    portalClientEmail: (request: FastifyRequest) => Promise<string | null>;
    /** Why the coach gave the package of this booking, in his words; null: not given so. */
    packageGiftReason: (bookingId: number) => Promise<string | null>;
  }
}

export interface BookingClientsOptions {
  /**
   * The clients module owns the client rows and reads bookings itself: the app hands its reader
   * in, so a booking's page can link its client, and its writer, so every booking made makes its
   * client's row with it.
   */
  clientIdOfBooker: (email: string) => Promise<number | null>;
  makeClientOfBooker: (email: string, trx: Knex.Transaction) => Promise<void>;
  /**
   * The clients module owns the portal's sessions: the app hands in who is signed in, so a client
   * may open his own booking's pages from his portal without the link's key.
   */
  portalClientEmail: (request: FastifyRequest) => Promise<string | null>;
  /** The clients module keeps the coach's gifts: the booking's page shows his reason. */
  packageGiftReason: (bookingId: number) => Promise<string | null>;
}

export default fp<BookingClientsOptions>(
  async (app, options) => {
    app.decorate('clientIdOfBooker', options.clientIdOfBooker);
    app.decorate('makeClientOfBooker', options.makeClientOfBooker);
    app.decorate('portalClientEmail', options.portalClientEmail);
    app.decorate('packageGiftReason', options.packageGiftReason);
  },
  { name: 'booking-clients' },
);
