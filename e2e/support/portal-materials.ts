/**
 * The 10-session client of the materials test: his package and one session that took place two
 * days ago. A session is booked only for a time to come and marked held only once it has started,
 * so `portal-materials-seed.ts` adds this one to the test database before the API starts (see
 * playwright.config.ts); the test marks it held in the back office and adds its recording.
 */
export const recordedClient = {
  bookingId: 900_001,
  accessKey: 'e2e-materials-booking-key-1a2b3c4d5e6f',
  name: 'Rowan Recorded',
  email: 'rowan.recorded@example.com',
} as const;
