/**
 * Integration tests run in two Jest workers, each on a database of its own, so that the files of
 * one never meet the rows, settings, counters or schema changes of the other's (each file still
 * runs alone in its worker's database, as they all did in one database before). Worker 1 keeps
 * DATABASE_URL's database; worker N uses `<database>_wN`, made afresh before the run.
 */
const { Client } = require('pg');

/** The database URL of Jest worker `workerId` (1, 2, …) for the run's DATABASE_URL. */
function workerDatabaseUrl(baseUrl, workerId) {
  if (workerId <= 1) return baseUrl;
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

/** Jest's globalSetup: an empty database for each worker after the first. */
async function createWorkerDatabases(globalConfig) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || globalConfig.maxWorkers <= 1) return;
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (let id = 2; id <= globalConfig.maxWorkers; id += 1) {
      const name = decodeURIComponent(new URL(workerDatabaseUrl(baseUrl, id)).pathname.slice(1));
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } catch (error) {
    throw new Error(
      `The integration tests make one database per Jest worker and could not (${error.message}): ` +
        'give the DATABASE_URL user CREATEDB, or run them with --runInBand',
      { cause: error },
    );
  } finally {
    await client.end();
  }
}

module.exports = createWorkerDatabases;
module.exports.workerDatabaseUrl = workerDatabaseUrl;
