/** Jest setup file: this worker's own database (see worker-database.cjs) as DATABASE_URL. */
const { workerDatabaseUrl } = require('./worker-database.cjs');

process.env.TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL;
if (process.env.TEST_BASE_DATABASE_URL) {
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.TEST_BASE_DATABASE_URL,
    Number(process.env.JEST_WORKER_ID ?? 1),
  );
}
