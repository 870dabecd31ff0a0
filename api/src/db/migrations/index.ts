/**
 * Migrations are listed here in order rather than discovered on disk, so the same list runs under
 * tsx, jest and the bench without a loader for `.ts` files. Names are permanent: never rename one.
 */
import type { Knex } from 'knex';
import * as contentTables from './001_content_tables';
import * as consultationBookings from './002_consultation_bookings';
import * as consultationQuestionnaires from './003_consultation_questionnaires';
import * as stripeEvents from './004_stripe_events';
import * as outbox from './005_outbox';
import * as bookingGuards from './006_booking_guards';
import * as bookingIdempotency from './007_booking_idempotency';
import * as ownerBackOffice from './008_owner_back_office';
import * as siteContentVersion from './009_site_content_version';
import * as bookingSessions from './010_booking_sessions';
import * as postsEditing from './011_posts_editing';
import * as siteSettings from './012_site_settings';
import * as newsletterBroadcasts from './013_newsletter_broadcasts';
import * as cardPaymentBackfill from './016_card_payment_backfill';
import * as rateLimitCounters from './017_rate_limit_counters';
import * as erasures from './018_erasures';
import * as sessionInvitationUids from './019_session_invitation_uids';
import * as ownerAccountTrust from './020_owner_account_trust';
import * as imageAltText from './021_image_alt_text';
import * as auditDetail from './022_audit_detail';
import * as testimonialHeadshots from './023_testimonial_headshots';
import * as coachSchedules from './024_coach_schedules';
import * as calendarBlocks from './025_calendar_blocks';
import * as clientPortal from './026_client_portal';
import * as clientRecord from './027_client_record';
import * as clientMaterialsCheckIns from './028_client_materials_check_ins';
import * as promiseNotices from './029_promise_notices';
import * as clientGrants from './030_client_grants';
import * as clientsOfBookings from './031_clients_of_bookings';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '001_content_tables': contentTables,
  '002_consultation_bookings': consultationBookings,
  '003_consultation_questionnaires': consultationQuestionnaires,
  '004_stripe_events': stripeEvents,
  '005_outbox': outbox,
  '006_booking_guards': bookingGuards,
  '007_booking_idempotency': bookingIdempotency,
  '008_owner_back_office': ownerBackOffice,
  '009_site_content_version': siteContentVersion,
  '010_booking_sessions': bookingSessions,
  '011_posts_editing': postsEditing,
  '012_site_settings': siteSettings,
  '013_newsletter_broadcasts': newsletterBroadcasts,
  '016_card_payment_backfill': cardPaymentBackfill,
  '017_rate_limit_counters': rateLimitCounters,
  '018_erasures': erasures,
  '019_session_invitation_uids': sessionInvitationUids,
  '020_owner_account_trust': ownerAccountTrust,
  '021_image_alt_text': imageAltText,
  '022_audit_detail': auditDetail,
  '023_testimonial_headshots': testimonialHeadshots,
  '024_coach_schedules': coachSchedules,
  '025_calendar_blocks': calendarBlocks,
  '026_client_portal': clientPortal,
  '027_client_record': clientRecord,
  '028_client_materials_check_ins': clientMaterialsCheckIns,
  '029_promise_notices': promiseNotices,
  '030_client_grants': clientGrants,
  '031_clients_of_bookings': clientsOfBookings,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
