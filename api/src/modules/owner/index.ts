/** The owner module's public face: the only file other modules and the app may import. */
export { default as ownerGuard } from './owner-guard';
export { createAuditLogRepository } from './repositories/audit-log';
export { createOwnerAccountRepository } from './repositories/owner-accounts';
export { default as ownerExport, type OwnerExportReaders } from './owner-export-plugin';
export { default as auditBookings, type BookingTitle } from './audit-bookings-plugin';
export { changedFields } from './services/audit-detail';
export {
  createOrResetOwner,
  minPasswordLength,
  OwnerInputError,
  assertSetupOpen,
  audit,
  auditOwner,
  changePassword,
  completeSetup,
  confirmTwoFactor,
  disableTwoFactor,
  signIn,
  signOut,
  signOutEverywhere,
  startTwoFactor,
  toOwnerSession,
  sessionCookieName,
  issueSetupLink,
} from './services/owner-auth';
export { exportOwnerData } from './services/owner-export';
export { listOwnerNotices, readOwnerNotice } from './services/owner-notices';
export { default as ownerAdmin } from './routes/admin';
export {
  auditPersonData,
  type AuditedRecords,
  type AuditPersonRecords,
} from './repositories/person-data';
