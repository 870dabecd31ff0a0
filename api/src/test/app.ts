/**
 * Builds the real app for integration tests against DATABASE_URL (a real PostgreSQL, started by
 * scripts/with-postgres.mjs). Limits are raised so only the rate-limit test meets them.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateLatest } from '../db/migrator';

export function testEnv(
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'Integration tests need DATABASE_URL (run them through scripts/with-postgres.mjs)',
    );
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_FORMS_MAX: '100000',
    // Without SMTP_URL mail becomes .eml files: keep the tests' out of the repository.
    MAIL_DIR: path.join(os.tmpdir(), `site-api-test-mail-${process.pid}`),
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(testEnv(overrides)));
  await app.ready();
  await migrateLatest(app.knex);
  return app;
}

/** A unique e-mail domain per test file, so each file cleans exactly its own rows. */
export function testDomain(name: string): string {
  return `${name}-${process.pid}-${Date.now()}.test`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((cookie) => cookie.split(';')[0]).join('; ');
}
