/** The clients module's public face: the only file other modules and the app may import. */
export { createClientAccountRepository } from './repositories/client-accounts';
export { createClientRecordRepository, erasedAddressPattern } from './repositories/client-record';
export {
  checkInsOfClient,
  clientZoneOf,
  recordCheckIn,
  lastCheckInAt,
  markCheckInsRead,
  unreadCheckIns,
  countUnreadCheckIns,
} from './repositories/check-ins';
export { default as portal } from './routes/portal';
export { default as adminClients } from './routes/admin-clients';
export { progressOf } from './services/package-progress';
export {
  accountOwningBooking,
  clientIdOfBooker,
  makeClientOfBooker,
  packageProgressOf,
} from './services/client-bookings';
export { clientOf, packageGiftReason } from './services/client-actions';
export { openErasureRequestOf, portalAsSeenBy } from './services/own-data';
export { personPackages } from './services/portal';
export { auditClient, currentClient, requireClient, signInActions } from './services/portal-auth';
export {
  clientMessages,
  clientNamesByIds,
  clientRecord,
  clientsMatching,
  listClients,
  threadsMatching,
  unreadClientMessageCount,
  unreadClientMessages,
} from './services/client-record';
export { openErasureRequestCount } from './services/client-actions';
export { createClientMaterialRepository } from './repositories/client-materials';
export { default as clientMaterials } from './routes/client-materials';
export { createClientActionRepository } from './repositories/client-actions';
export { default as clientActions } from './routes/client-actions';
export {
  clientPersonData,
  type ClientErasureCounts,
  type ClientPersonRecords,
} from './repositories/person-data';
