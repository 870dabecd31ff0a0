import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  describeViolation,
  findForeignRepositoryUses,
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
