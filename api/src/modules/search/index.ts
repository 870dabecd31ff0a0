/** The search module's public face: the only file other modules and the app may import. */
export { default as adminSearch } from './routes';
