import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The client page's id of whoever booked under an address (his client row, made if it has
     * none yet); null for the address an erasure leaves on a booking it keeps.
     */
    clientIdOfBooker: (email: string) => Promise<number | null>;
  }
}

export interface BookingClientsOptions {
  /**
   * The clients module owns the client rows and reads bookings itself: the app hands its reader
   * in, so a booking's page can link its client.
   */
  clientIdOfBooker: (email: string) => Promise<number | null>;
}

export default fp<BookingClientsOptions>(
  async (app, options) => {
    app.decorate('clientIdOfBooker', options.clientIdOfBooker);
  },
  { name: 'booking-clients' },
);
