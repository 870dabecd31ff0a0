/**
 * The one owner of each table the migrations create: the folder of src/ whose code alone names the
 * table in SQL. A module owns its domain's tables (`modules/<module>`); shared infrastructure owns
 * its own (`platform/outbox`, `platform/job-leases`, `platform/rate-limit-counters`); the seeds
 * command owns its record of what it inserted. Every other piece of code reaches a table through a
 * function its owner exports (a module from its index.ts, the platform from the part's file), so
 * what the rows mean lives in one place.
 *
 * A table a new migration creates gets its line here, or the unit test
 * src/app-tests/repository-boundaries.test.ts fails and names it.
 */
export const tableOwners = {
  // Bookings: consultation bookings, their sessions and the intake questionnaire.
  consultation_bookings: 'modules/bookings',
  booking_sessions: 'modules/bookings',
  consultation_questionnaires: 'modules/bookings',
  // Payments: the Stripe events already handled.
  stripe_events: 'modules/payments',
  // Posts: the blog and the old addresses of renamed posts.
  blog_posts: 'modules/posts',
  blog_post_redirects: 'modules/posts',
  // Newsletter: subscribers, broadcasts, their opens and the sender's pace.
  newsletter_subscriptions: 'modules/newsletter',
  newsletter_broadcasts: 'modules/newsletter',
  newsletter_broadcast_opens: 'modules/newsletter',
  newsletter_send_pace: 'modules/newsletter',
  // Contact: the contact form's messages.
  contact_forms: 'modules/contact',
  // Owner: his account, sessions, recovery codes, set-up links, failed sign-ins and audit log.
  users: 'modules/owner',
  owner_sessions: 'modules/owner',
  owner_recovery_codes: 'modules/owner',
  owner_setup_tokens: 'modules/owner',
  sign_in_failures: 'modules/owner',
  audit_log: 'modules/owner',
  // Site: settings, testimonials and the public content's version.
  site_settings: 'modules/site',
  testimonials: 'modules/site',
  site_content_version: 'modules/site',
  // People: the record of erasures.
  erasures: 'modules/people',
  // Schedules: the coach's weekly hours, overrides and booking limits.
  coach_schedule_settings: 'modules/schedules',
  coach_schedules: 'modules/schedules',
  coach_schedule_overrides: 'modules/schedules',
  // Calendar: the coach's blocked times and his feed's tokens.
  calendar_blocks: 'modules/calendar',
  calendar_feed_tokens: 'modules/calendar',
  // Clients: the portal's accounts and sign-in, the record shared with the coach, files, grants.
  clients: 'modules/clients',
  client_sign_in_codes: 'modules/clients',
  client_code_requests: 'modules/clients',
  client_sessions: 'modules/clients',
  client_notes: 'modules/clients',
  client_action_items: 'modules/clients',
  client_messages: 'modules/clients',
  client_materials: 'modules/clients',
  client_grants: 'modules/clients',
  // A check-in is a row of the client's record (his account's, in his download, erased with
  // it); the promises module decides when one may be filed and writes it through clients.
  client_check_ins: 'modules/clients',
  // Promises: the e-mails what a package promises sent on their own.
  client_promise_notices: 'modules/promises',
  // Shared infrastructure.
  outbox_messages: 'platform/outbox',
  job_leases: 'platform/job-leases',
  rate_limit_counters: 'platform/rate-limit-counters',
  // The seeds command's record of each starter item inserted once.
  applied_seeds: 'entry/seeds',
} as const satisfies Record<string, string>;
