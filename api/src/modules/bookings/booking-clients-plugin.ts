import fp from 'fastify-plugin';
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
}

export default fp<BookingClientsOptions>(
  async (app, options) => {
    app.decorate('clientIdOfBooker', options.clientIdOfBooker);
    app.decorate('makeClientOfBooker', options.makeClientOfBooker);
  },
  { name: 'booking-clients' },
);
