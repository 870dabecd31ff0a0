/**
 * `npm run fuzz [-- RUNS [SEED]]`: a longer campaign than the integration test's (20,000 cases by
 * default: bodies for the POST routes, odd paths for the GET routes) against a real PostgreSQL. Prints how many answers had each status and every
 * unacceptable one (5xx, or an error without { message }); exits 1 if there was any.
 */
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDomain } from './app';
import { fuzzTargets, runFuzz } from './fuzz';

async function main(): Promise<number> {
  const numRuns = Number(process.argv[2] ?? 20_000);
  const seed = process.argv[3] === undefined ? Date.now() : Number(process.argv[3]);
  const domain = testDomain('fuzz-campaign');
  const app: FastifyInstance = await buildTestApp({ FREE_CALLS_PER_IP_PER_DAY: '1000000' });
  const first = Number((await app.knex('consultation_bookings').max('id as id').first())?.id ?? 0);
  try {
    const targets = await fuzzTargets(app, domain);
    const started = Date.now();
    const report = await runFuzz(app, targets, { numRuns, seed });
    console.info(
      `${numRuns} cases over ${targets.routes.length} POST routes and ${targets.getRoutes.length} GET routes, seed ${seed}`,
    );
    console.info(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const [status, count] of Object.entries(report.counts)) {
      console.info(`  HTTP ${status}: ${count}`);
    }
    for (const failure of report.failures.slice(0, 20)) {
      console.error(
        `UNACCEPTABLE ${failure.status} ${failure.case.method ?? 'POST'} ${failure.case.url}: ${failure.body.slice(0, 200)}\n  body: ${failure.case.payload.slice(0, 300)}`,
      );
    }
    console.info(
      report.failures.length === 0
        ? 'no 5xx, every error had a message'
        : `${report.failures.length} unacceptable answers`,
    );
    return report.failures.length === 0 ? 0 : 1;
  } finally {
    await app.knex('consultation_questionnaires').where('booking_id', '>', first).delete();
    await app.knex('consultation_bookings').where('id', '>', first).delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
