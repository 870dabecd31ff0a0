/** The check-in test's client, added to the test database before the API starts. */
export const checkInClient = {
  name: 'Casey Checkin',
  email: 'casey.checkin@example.test',
  /** A 5-session package's first check-in is due a week after the purchase. */
  boughtDaysAgo: 8,
} as const;
