/** The package promises module's public face: the only file other modules and the app may import. */
export { createPromiseRepository } from './repositories/promises';
export { default as portalPromises } from './routes/portal-promises';
export { default as adminCheckIns } from './routes/admin-check-ins';
export { sendPromiseNotices } from './services/promise-notices';
export { promisePersonData, type PromisePersonRecords } from './repositories/person-data';
