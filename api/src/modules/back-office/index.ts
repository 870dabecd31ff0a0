/** The back-office module's public face: the only file other modules and the app may import. */
export { createBackOfficeRepository } from './repository';
export { default as admin } from './routes';
