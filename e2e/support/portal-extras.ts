/**
 * The clients of the extra-sessions test (`tests/portal-extras.spec.ts`), each with a 10-session
 * package whose ten sessions took place (every credit spent, nothing to come). A session is booked
 * only for a time to come, so `portal-extras-seed.ts` adds them to the test database before the
 * API starts, dated back from the moment it runs: that is how the test moves the clock.
 */
export const extrasClients = {
  /** The last session ended two days ago: his support is open, the follow-up not yet. */
  emergency: {
    name: 'Morgan Emergency',
    email: 'morgan.emergency@example.test',
    lastSessionDaysAgo: 2,
  },
  /** The last session ended 91 days ago: the follow-up opened a day ago (90 days after it). */
  followUp: {
    name: 'Frankie Followup',
    email: 'frankie.followup@example.test',
    lastSessionDaysAgo: 91,
  },
} as const;

/** Days between two of a seeded package's sessions. */
export const daysBetweenSessions = 3;
