import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tableOwners } from '../db/migrations/table-owners';
import {
  describeTableViolation,
  describeViolation,
  findCreatedTables,
  findForeignRepositoryUses,
  findForeignTableUses,
  readOwnership,
} from '../test/repository-boundaries';

const src = path.resolve(__dirname, '..');
const repositoriesSource = readFileSync(path.join(src, 'repositories.ts'), 'utf8');

/** Modules whose files the scan leaves out: none; every module is held to the rule. */
const notYetScanned = new Set<string>();

/**
 * Production files only: a test may arrange another module's rows directly (a booking for a
 * calendar test to show), while what it asserts still goes through the routes.
 */
const isTest = (file: string) => /\.(integration-)?test\.ts$/.test(file);

function moduleFiles(): { module: string; file: string; text: string }[] {
  const modules = path.join(src, 'modules');
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notYetScanned.has(entry.name))
    .flatMap((entry) =>
      (readdirSync(path.join(modules, entry.name), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.ts') && !isTest(file))
        .map((file) => {
          const absolute = path.join(modules, entry.name, file);
          return {
            module: entry.name,
            file: path.relative(path.resolve(src, '..', '..'), absolute),
            text: readFileSync(absolute, 'utf8'),
          };
        }),
    );
}

describe('repository ownership', () => {
  const ownership = readOwnership(repositoriesSource);

  it('gives each repository the module its factory is imported from, platform ones shared', () => {
    expect(ownership.get('bookings')).toEqual({ module: 'bookings' });
    expect(ownership.get('bookingSessions')).toEqual({ module: 'bookings' });
    expect(ownership.get('siteContent')).toEqual({ module: 'site' });
    expect(ownership.get('outboxView')).toEqual({ platform: true });
    expect(ownership.get('jobLeases')).toEqual({ platform: true });
    expect(ownership.get('rateLimitCounters')).toEqual({ platform: true });
  });

  it('refuses a repository whose factory comes from neither a module nor platform/', () => {
    expect(() =>
      readOwnership(
        "import { createThingRepository } from './db/things';\n" +
          'export const createRepositories = (db) => ({ things: createThingRepository(db) });',
      ),
    ).toThrow(/things is made by createThingRepository/);
  });

  it('names file, line and owner of every use of another module’s repository', () => {
    const planted = [
      "import type { FastifyInstance } from 'fastify';",
      'export async function f(app: FastifyInstance, context: { repos: FastifyInstance["repos"] }) {',
      '  await app.repos.bookings.findById(1);',
      '  await app.repos.outboxView.failingEmails({});',
      '  await app.repos.calendarBlocks.listOverlapping(new Date(), new Date());',
      '  await context.repos.siteContent.bump();',
      "  await app.repos['testimonials'].list();",
      '  const { auditLog, calendarFeedTokens: tokens } = app.repos;',
      '  const all = app.repos;',
      '  return [auditLog, tokens, all];',
      '}',
      "type Sessions = FastifyInstance['repos']['bookingSessions'];",
    ].join('\n');
    const found = findForeignRepositoryUses('planted.ts', planted, 'calendar', ownership);
    expect(found.map(describeViolation)).toEqual([
      'planted.ts:3: module calendar uses app.repos.bookings, owned by module bookings; read it through a function exported by modules/bookings/index.ts.',
      'planted.ts:6: module calendar uses app.repos.siteContent, owned by module site; read it through a function exported by modules/site/index.ts.',
      'planted.ts:7: module calendar uses app.repos.testimonials, owned by module site; read it through a function exported by modules/site/index.ts.',
      'planted.ts:8: module calendar uses app.repos.auditLog, owned by module owner; read it through a function exported by modules/owner/index.ts.',
      'planted.ts:9: module calendar hands app.repos on under another name or by a computed key; name the repository it uses.',
      'planted.ts:12: module calendar uses app.repos.bookingSessions, owned by module bookings; read it through a function exported by modules/bookings/index.ts.',
    ]);
  });

  it('lets a module use its own repositories and hand the set on as `repos`', () => {
    const own = [
      'export async function f(app) {',
      '  const context = { repos: app.repos };',
      '  await context.repos.calendarBlocks.insert({});',
      '  const { calendarFeedTokens } = app.repos;',
      '  return calendarFeedTokens;',
      '}',
    ].join('\n');
    expect(findForeignRepositoryUses('own.ts', own, 'calendar', ownership)).toEqual([]);
  });

  it('holds in api/src/modules: each module touches only its own and the platform’s repositories', () => {
    const violations = moduleFiles().flatMap(({ module, file, text }) =>
      findForeignRepositoryUses(file, text, module, ownership),
    );
    expect(violations.map(describeViolation).join('\n')).toBe('');
  });
});

/**
 * Code whose SQL is held to table ownership: the modules, the platform and the app's own plugins.
 * The command-line entry points stand above them all and are left out: backup and restore copy
 * every table whole by design, and the seeds own their own record.
 */
function sqlFiles(): { file: string; place: string; text: string }[] {
  return ['modules', 'platform', 'plugins'].flatMap((folder) =>
    (readdirSync(path.join(src, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !isTest(file))
      .map((file) => {
        const place = `${folder}/${file.split(path.sep).join('/')}`;
        return {
          file: `api/src/${place}`,
          place,
          text: readFileSync(path.join(src, place), 'utf8'),
        };
      }),
  );
}

/** Tables each migration of db/migrations creates. */
function migratedTables(): Map<string, string> {
  const folder = path.join(src, 'db', 'migrations');
  const created = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => /^\d+_\w+\.ts$/.test(name)))
    for (const table of findCreatedTables(file, readFileSync(path.join(folder, file), 'utf8')))
      created.set(table, file);
  return created;
}

describe('table ownership', () => {
  it('reads the tables a migration creates, by knex and in raw SQL', () => {
    const migration = [
      'export async function up(db) {',
      "  await db.schema.createTable('first_things', (table) => table.increments('id'));",
      "  await db.schema.renameTable('old_name', 'renamed_things');",
      "  await db.raw('CREATE TABLE IF NOT EXISTS raw_things (id int)');",
      "  await db.schema.alterTable('first_things', (table) => table.text('note'));",
      '}',
    ].join('\n');
    expect(findCreatedTables('m.ts', migration).sort()).toEqual([
      'first_things',
      'raw_things',
      'renamed_things',
    ]);
  });

  it('gives every table the migrations create one owner, and owns no table they do not', () => {
    const created = migratedTables();
    const unowned = [...created]
      .filter(([table]) => !Object.hasOwn(tableOwners, table))
      .map(([table, file]) => `${file} creates ${table}, which table-owners.ts gives no owner.`);
    const stale = Object.keys(tableOwners)
      .filter((table) => !created.has(table))
      .map((table) => `table-owners.ts owns ${table}, which no migration creates.`);
    expect([...unowned, ...stale].join('\n')).toBe('');
    expect(created.size).toBeGreaterThan(40);
  });

  it('names only owners that exist in api/src', () => {
    const missing = [...new Set(Object.values(tableOwners))].filter(
      (owner) => !existsSync(path.join(src, owner)) && !existsSync(path.join(src, `${owner}.ts`)),
    );
    expect(missing).toEqual([]);
  });

  const owners = {
    consultation_bookings: 'modules/bookings',
    booking_sessions: 'modules/bookings',
    clients: 'modules/clients',
    outbox_messages: 'platform/outbox',
  };

  it('names file, line, table and owner of every foreign table in knex calls and raw SQL', () => {
    const planted = [
      "const TABLE = 'consultation_bookings';",
      'export async function f(trx, db) {',
      "  await trx('clients').where({ id: 1 });",
      "  await db<Row>('booking_sessions').first();",
      "  await trx('clients').join('consultation_bookings as b', 'b.email', 'clients.email');",
      "  await trx('clients').leftJoin('booking_sessions', 'booking_sessions.booking_id', 'x.id');",
      "  await trx.from('outbox_messages').select('id');",
      "  await trx.insert({ id: 1 }).into('booking_sessions');",
      "  await trx.table('consultation_bookings').update({ status: 'x' });",
      '  await trx.raw(`SELECT count(*) FROM booking_sessions s',
      '    JOIN consultation_bookings b ON b.id = s.booking_id`);',
      "  await trx.raw('INSERT INTO outbox_messages (kind) VALUES (?)', ['x']);",
      "  await trx.raw('UPDATE consultation_bookings SET status = ?', ['paid']);",
      '  await trx.raw(`SELECT ${TABLE}.id FROM clients WHERE clients.id IN (SELECT client_id FROM',
      '    "booking_sessions")`);',
      "  const tables = { consultation_bookings: 'id' };",
      "  return [TABLE, tables, 'a sentence that mentions booking sessions and clients'];",
      '}',
    ].join('\n');
    const found = findForeignTableUses(
      'planted.ts',
      planted,
      'modules/clients/repositories/planted.ts',
      owners,
    );
    expect(found.map(describeTableViolation)).toEqual([
      'planted.ts:1: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:4: module clients names table booking_sessions, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:5: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:6: module clients names table booking_sessions, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:7: module clients names table outbox_messages, owned by platform/outbox; reach it through a function exported by platform/outbox.',
      'planted.ts:8: module clients names table booking_sessions, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:9: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:10: module clients names table booking_sessions, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:11: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:12: module clients names table outbox_messages, owned by platform/outbox; reach it through a function exported by platform/outbox.',
      'planted.ts:13: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:15: module clients names table booking_sessions, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
      'planted.ts:16: module clients names table consultation_bookings, owned by module bookings; reach it through a function exported by modules/bookings/index.ts.',
    ]);
  });

  it('lets a module name its own tables, and platform code its own', () => {
    const own = [
      'export async function f(trx) {',
      "  await trx('clients').where({ id: 1 });",
      "  await trx.raw('SELECT clients.id FROM clients WHERE clients.email = ?', ['a@b.c']);",
      '}',
    ].join('\n');
    expect(
      findForeignTableUses('own.ts', own, 'modules/clients/repositories/x.ts', owners),
    ).toEqual([]);
    const outbox = "export const q = (trx) => trx('outbox_messages').where({ status: 'sent' });";
    expect(findForeignTableUses('o.ts', outbox, 'platform/outbox/view.ts', owners)).toEqual([]);
    // A platform table is its part's alone: another platform file or any module is refused.
    expect(findForeignTableUses('o.ts', outbox, 'platform/job-leases.ts', owners)).toHaveLength(1);
    expect(
      findForeignTableUses('o.ts', outbox, 'modules/newsletter/repositories/b.ts', owners),
    ).toHaveLength(1);
  });

  it('holds in api/src: each module and platform part names only the tables it owns', () => {
    const violations = sqlFiles().flatMap(({ file, place, text }) =>
      findForeignTableUses(file, text, place, tableOwners),
    );
    expect(violations.map(describeTableViolation).join('\n')).toBe('');
  });
});
