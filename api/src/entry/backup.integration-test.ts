/**
 * Backup and restore on both engines: a site with posts, a booking, an uploaded image and a kept
 * notice is backed up, its database and data folder emptied, the archive restored, and the site
 * answers the same posts and bookings and serves the same files.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { priceCents } from '@site/contracts/packages';
import { buildTestApp, ownDatabase, type OwnDatabase } from '../test/app';
import { backupFileName, BackupError, createBackup, restoreBackup, rotateBackups } from './backup';
import { runSeeds } from './seeds/index';

const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 9, 9]);

async function fillSite(app: FastifyInstance, dataRoot: string): Promise<void> {
  await runSeeds(app.knex, { coachName: 'Adrian Vale' });
  await app.knex('consultation_bookings').insert({
    name: 'Backup Client',
    email: 'client@backup.test',
    package_type: 'single',
    amount: priceCents('single'),
    status: 'paid',
    payment: 'card',
    access_key: 'backup-access-key',
  });
  await fs.mkdir(path.join(dataRoot, 'uploads', 'blog'), { recursive: true });
  await fs.writeFile(path.join(dataRoot, 'uploads', 'blog', 'portrait.webp'), image);
  await fs.mkdir(path.join(dataRoot, 'mail'), { recursive: true });
  await fs.writeFile(path.join(dataRoot, 'mail', 'notice.eml'), 'Subject: New lead\r\n\r\nHello');
  // A cache and a secret: never in an archive.
  await fs.mkdir(path.join(dataRoot, 'social-images'), { recursive: true });
  await fs.writeFile(path.join(dataRoot, 'social-images', 'card.png'), 'cache');
  await fs.writeFile(path.join(dataRoot, 'cookie-secret'), 'secret');
}

/** What a visitor and the owner would compare: the posts the API lists, the bookings. */
async function snapshot(app: FastifyInstance) {
  const blog = await app.inject({ method: 'GET', url: '/api/blog' });
  expect(blog.statusCode).toBe(200);
  const bookings = await app
    .knex('consultation_bookings')
    .orderBy('id')
    .select('id', 'name', 'email', 'status', 'amount', 'created_at');
  const testimonials = await app.inject({ method: 'GET', url: '/api/testimonials' });
  return { blog: blog.json(), bookings, testimonials: testimonials.json() };
}

async function emptyDataFolder(dataRoot: string): Promise<void> {
  for (const entry of await fs.readdir(dataRoot)) {
    if (entry === 'pglite' || entry === 'pglite.lock') continue;
    await fs.rm(path.join(dataRoot, entry), { recursive: true, force: true });
  }
}

async function checkRestored(app: FastifyInstance, dataRoot: string, before: unknown) {
  expect(await snapshot(app)).toEqual(before);
  expect(await fs.readFile(path.join(dataRoot, 'uploads', 'blog', 'portrait.webp'))).toEqual(image);
  expect(await fs.readFile(path.join(dataRoot, 'mail', 'notice.eml'), 'utf8')).toContain(
    'New lead',
  );
  await expect(fs.stat(path.join(dataRoot, 'social-images'))).rejects.toThrow();
  await expect(fs.stat(path.join(dataRoot, 'cookie-secret'))).rejects.toThrow();
  // Sequences follow the restored rows: the next booking gets a new id.
  const [row] = await app
    .knex('consultation_bookings')
    .insert({
      name: 'After Restore',
      email: 'after@backup.test',
      package_type: 'single',
      amount: priceCents('single'),
      status: 'pending',
      payment: 'card',
      access_key: 'after-restore-key',
    })
    .returning('id');
  expect(Number(row.id)).toBeGreaterThan(0);
}

describe('backup and restore on PostgreSQL', () => {
  let database: OwnDatabase;
  let url: string;
  let dataRoot: string;

  beforeAll(async () => {
    database = await ownDatabase('backup');
    url = database.url;
    dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-pg-'));
  });

  afterAll(async () => {
    await database.drop();
    await fs.rm(dataRoot, { recursive: true, force: true });
  });

  it('restores posts, bookings and files into an emptied database', async () => {
    let app = await buildTestApp({ DATABASE_URL: url });
    let archive: Uint8Array;
    let before: unknown;
    try {
      await fillSite(app, dataRoot);
      before = await snapshot(app);
      const { version: versionBefore } = await app.repos.siteContent.read();
      const backup = await createBackup({ db: app.knex, dataRoot });
      archive = backup.archive;
      expect(backup.manifest.files).toEqual(['mail/notice.eml', 'uploads/blog/portrait.webp']);
      expect(backup.manifest.tables).toContainEqual({ name: 'consultation_bookings', rows: 1 });

      // The database emptied: every table gone, as on a new server.
      await app.knex.raw('DROP SCHEMA public CASCADE');
      await app.knex.raw('CREATE SCHEMA public');
      await emptyDataFolder(dataRoot);

      const result = await restoreBackup(archive, { db: app.knex, dataRoot });
      expect(result.files).toBe(2);
      // Page caches must see new content.
      expect((await app.repos.siteContent.read()).version).toBeGreaterThan(versionBefore);
    } finally {
      await app.close();
    }
    app = await buildTestApp({ DATABASE_URL: url });
    try {
      await checkRestored(app, dataRoot, before);

      // A database with data is refused unless the owner says to replace it.
      await expect(restoreBackup(archive, { db: app.knex, dataRoot })).rejects.toThrow(
        /already holds data/,
      );
      await restoreBackup(archive, { db: app.knex, dataRoot, replace: true });
      expect(await snapshot(app)).toEqual(before);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    const app = await buildTestApp({ DATABASE_URL: url });
    try {
      const count = await app.knex('consultation_bookings').count({ n: '*' });
      await expect(
        restoreBackup(new Uint8Array([1, 2, 3]), { db: app.knex, dataRoot, replace: true }),
      ).rejects.toThrow(BackupError);
      expect(await app.knex('consultation_bookings').count({ n: '*' })).toEqual(count);
    } finally {
      await app.close();
    }
  });
});

describe('backup and restore on PGlite (npm start)', () => {
  let dataRoot: string;
  beforeAll(async () => {
    dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-pglite-'));
  });
  afterAll(async () => {
    await fs.rm(dataRoot, { recursive: true, force: true });
  });

  const pglite = () =>
    buildTestApp({ DATABASE_URL: undefined, DATA_DIR: path.join(dataRoot, 'pglite') });

  it('restores posts, bookings and files into a new install', async () => {
    let app = await pglite();
    let archive: Uint8Array;
    let before: unknown;
    try {
      await fillSite(app, dataRoot);
      before = await snapshot(app);
      archive = (await createBackup({ db: app.knex, dataRoot, exclude: ['pglite', 'pglite.lock'] }))
        .archive;
    } finally {
      await app.close();
    }
    // A new install: no database folder, no files.
    await fs.rm(dataRoot, { recursive: true, force: true });
    await fs.mkdir(dataRoot);
    const { createDb } = await import('../db/knex');
    const db = createDb({ databaseUrl: null, dataDir: path.join(dataRoot, 'pglite') });
    try {
      await restoreBackup(archive, { db, dataRoot });
    } finally {
      await db.destroy();
    }
    app = await pglite();
    try {
      await checkRestored(app, dataRoot, before);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('rotation', () => {
  it('keeps the newest archives', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-rotate-'));
    try {
      const start = new Date();
      const names = [0, 1, 2, 3].map((day) =>
        backupFileName(new Date(start.getTime() + day * 86_400_000)),
      );
      for (const name of names) await fs.writeFile(path.join(dir, name), '');
      await fs.writeFile(path.join(dir, 'notes.txt'), '');
      const removed = await rotateBackups(dir, 2);
      expect(removed.map((file) => path.basename(file))).toEqual(names.slice(0, 2));
      expect((await fs.readdir(dir)).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
