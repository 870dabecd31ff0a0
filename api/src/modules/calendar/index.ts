/** The calendar module's public face: the only file other modules and the app may import. */
export { createCalendarBlockRepository } from './repositories/calendar-blocks';
export { createCalendarFeedTokenRepository } from './repositories/calendar-feed-tokens';
export { default as adminCalendar } from './routes/admin-calendar';
export { default as calendarFeed } from './routes/calendar-feed';
export { blocksOverlapping } from './services/calendar';
