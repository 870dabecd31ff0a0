/** The people module's public face: the only file other modules and the app may import. */
export { createPersonDataRepository } from './repositories/person-data';
export {
  type ErasureRecord,
  isMailFileOfErased,
  reapplyErasures,
  erasePerson,
  personData,
  personRecords,
  erasureRecord,
  isErased,
} from './services/person-data';
export { default as adminPerson } from './routes/admin-person';
export { default as clientRequests } from './routes/client-requests';
