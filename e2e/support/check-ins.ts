/** The check-in tests' clients, added to the test database before the API starts. */
export const checkInClient = {
  name: 'Casey Checkin',
  email: 'casey.checkin@example.test',
  boughtDaysAgo: 12,
  /**
   * His first session ended eight days ago: a 5-session package's first check-in is due a week
   * after it, so it is due when the test runs.
   */
  firstSessionEndedDaysAgo: 8,
} as const;

/** A 5-session client who bought as long ago, but whose first session is still ahead. */
export const waitingCheckInClient = {
  name: 'Wes Waiting',
  email: 'wes.waiting@example.test',
  boughtDaysAgo: 12,
  firstSessionInDays: 10,
} as const;
