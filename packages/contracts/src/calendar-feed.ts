/**
 * Where the coach's iCalendar feed is served: `<prefix><token>.ics`. The token in the path is the
 * feed's only key, so log lines write the path without it (see `log-redaction`).
 */
export const calendarFeedPrefix = '/api/calendar-feed/';
