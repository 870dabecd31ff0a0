/**
 * `npm run bench:api` (or `npm run bench -w api`): loads GET /api/health, /api/testimonials,
 * /api/blog and /api/blog-summaries with autocannon, on a real PostgreSQL
 * (scripts/with-postgres.mjs provides DATABASE_URL) and then on embedded PGlite, each over
 * loopback, and prints requests/s and p99 latency with the ratio to /api/health, so the cost of
 * our own work is visible. The database holds the site's seeds (plus BENCH_POSTS more posts).
 *
 * Options (environment): BENCH_CONNECTIONS (default 100), BENCH_SECONDS (default 5 per route),
 * BENCH_POSTS (default 0), BENCH_DATABASES (default `postgres,pglite`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { blogCategories } from '@site/contracts/blog';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateLatest } from '../src/db/migrator';
import { runSeeds } from '../src/entry/seeds/index';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const extraPosts = Number(process.env.BENCH_POSTS ?? 0);
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const routes = ['/api/health', '/api/testimonials', '/api/blog', '/api/blog-summaries'];

interface Figures {
  path: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/**
 * The load comes from a worker thread of its own: autocannon on the API's event loop would make
 * every answer wait for the load generator's own work (sending, parsing, counting), and its p99
 * would measure both.
 */
async function load(url: string, path: string): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration: durationSeconds,
    workers: 1,
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function bench(database: string): Promise<void> {
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const env = { ...process.env };
  if (database === 'pglite') {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(dataRoot, 'pglite');
  } else if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is required (run through scripts/with-postgres.mjs)');
  }
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'b'.repeat(32),
    LOG_LEVEL: 'warn',
    MAIL_DIR: path.join(dataRoot, 'mail'),
  });
  const app = await buildApp(config);
  try {
    await migrateLatest(app.knex);
    const seeded = await runSeeds(app.knex, { coachName: config.coachName });
    const [model] = await app.knex('blog_posts').limit(1);
    await app.knex('blog_posts').where('slug', 'like', 'bench-api-%').delete();
    for (let i = 0; i < extraPosts; i += 1) {
      const { id: _id, ...row } = model as Record<string, unknown>;
      await app.knex('blog_posts').insert({
        ...row,
        slug: `bench-api-${i}`,
        category: blogCategories[i % blogCategories.length]!.label,
        published_at: new Date(Date.now() - (i + 2) * 86_400_000),
      });
    }
    await app.repos.siteContent.bump();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.info(
      `\n${database}: ${seeded.blogPosts + extraPosts} posts, ${seeded.testimonials} testimonials; ${connections} connections, ${durationSeconds} s per route`,
    );
    // Warm up connections and JIT before measuring.
    for (const path of routes) {
      await autocannon({ url: `${url}${path}`, connections, duration: 1, workers: 1 });
    }
    const results: Figures[] = [];
    for (const path of routes) results.push(await load(url, path));
    // Browsers get the public reads compressed (kept so per content version). The load above asks
    // for them uncompressed: autocannon turns every body into a string, which for a binary body
    // costs the load generator more than the server, so its figures would measure autocannon.
    const sizes = await Promise.all(
      ['identity', 'gzip', 'br'].map(async (encoding) => {
        const response = await app.inject({
          url: '/api/blog',
          headers: { 'accept-encoding': encoding },
        });
        return `${encoding} ${response.rawPayload.length.toLocaleString('en-US')} B`;
      }),
    );
    const health = results[0]!;
    console.info('route                  req/s    p99 ms   req/s vs health   errors');
    for (const r of results) {
      console.info(
        [
          r.path.padEnd(20),
          r.requestsPerSecond.toFixed(0).padStart(7),
          r.p99.toFixed(0).padStart(8),
          `${(r.requestsPerSecond / health.requestsPerSecond).toFixed(2)}x`.padStart(17),
          String(r.errors).padStart(8),
        ].join(' '),
      );
    }
    console.info(`/api/blog as sent: ${sizes.join(', ')}`);
  } finally {
    await app.knex('blog_posts').where('slug', 'like', 'bench-api-%').delete();
    await app.close();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const database of databases) await bench(database);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
