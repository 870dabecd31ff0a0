/**
 * `npm run bench`: loads GET /api/blog, /api/testimonials and /api/health with autocannon against
 * a real PostgreSQL (scripts/with-postgres.mjs provides DATABASE_URL), over loopback, a few
 * seconds each, and prints requests/s and p99 latency with the ratio to /api/health, so the cost
 * of our own work is visible.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateLatest } from '../src/db/migrator';
import { runSeeds } from '../src/db/seeds';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figures {
  path: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function load(url: string, path: string): Promise<Figures> {
  const result = await autocannon({ url: `${url}${path}`, connections, duration: durationSeconds });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is required (run through scripts/with-postgres.mjs)');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'b'.repeat(32),
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config);
  await migrateLatest(app.knex);
  const seeded = await runSeeds(app.knex, { coachName: config.coachName });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.info(
    `bench: ${seeded.blogPosts} posts, ${seeded.testimonials} testimonials; ${connections} connections, ${durationSeconds}s per route`,
  );
  try {
    // Warm up connections and JIT before measuring.
    await autocannon({ url: `${url}/api/blog`, connections, duration: 1 });
    const results: Figures[] = [];
    for (const path of ['/api/health', '/api/testimonials', '/api/blog'])
      results.push(await load(url, path));
    const health = results[0]!;
    console.info('');
    console.info('route               req/s    p99 ms   req/s vs health   p99 vs health   errors');
    for (const r of results) {
      console.info(
        [
          r.path.padEnd(18),
          r.requestsPerSecond.toFixed(0).padStart(7),
          r.p99.toFixed(0).padStart(8),
          `${(r.requestsPerSecond / health.requestsPerSecond).toFixed(2)}x`.padStart(17),
          `${(r.p99 / Math.max(health.p99, 1)).toFixed(2)}x`.padStart(15),
          String(r.errors).padStart(8),
        ].join(' '),
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
