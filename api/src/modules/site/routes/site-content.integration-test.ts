import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/app';

describe('GET /api/site/content-version', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the current version, uncached, and grows by one with each change', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/site/content-version' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const before = first.json<{ version: number; changedAt: string }>();
    expect(before.version).toBeGreaterThanOrEqual(1);

    const changedAt = new Date(Date.parse(before.changedAt) + 60_000);
    await app.knex.transaction((trx) => app.repos.siteContent.bump(trx, changedAt));

    const after = await app.inject({ method: 'GET', url: '/api/site/content-version' });
    expect(after.json()).toEqual({
      version: before.version + 1,
      changedAt: changedAt.toISOString(),
    });
  });

  it('refuses a query it does not declare', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/content-version?x=1' });
    expect(response.statusCode).toBe(400);
  });
});
