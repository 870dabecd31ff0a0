/**
 * The booking whose row in the owner's list is as wide as a real one gets (wide-booking-seed.ts
 * adds it to the test database before the API opens it).
 */
export const wideBooking = {
  name: 'Maximilian Featherstonehaugh',
  email: 'maximilian.featherstonehaugh@example.org',
} as const;
