/**
 * The owner's account on both database clients: the first set-up from the link the API prints
 * while there is no owner, change password in the back office, the password rule wherever a
 * password is chosen, and the `owner create|reset` command through the running API's local
 * channel.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { adminPaths, setupMessages, signInMessages } from '@site/contracts/admin';
import { passwordMessages } from '@site/contracts/owner-password';
import { askOwnerChannel, openOwnerChannel } from '../../../entry/owner-channel';
import {
  createOrResetOwner,
  issueSetupLink,
  OwnerInputError,
  ownerCommandMessages,
  sha256,
} from '../services/owner-auth';
import { buildTestApp, cookieHeader, TestClock } from '../../../test/app';

const siteOrigin = 'http://127.0.0.1:3300';
const minute = 60_000;

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-account-'));
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

/** Passwords each rule refuses, with its message (the username is `jordan`). */
const refused: [string, string][] = [
  ['elevenchars', passwordMessages.tooShort],
  ['my name is Jordan, hello', passwordMessages.containsUsername],
  ['aaaaaaaaaaaa', passwordMessages.repeated],
  ['password1234', passwordMessages.common],
  ['123456789012', passwordMessages.common],
];
const goodPassword = 'river stones at dawn';

describe.each([
  ['PostgreSQL', {}],
  ['PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(tmpDir, 'db') }],
])("the owner's account on %s", (name, databaseEnv: Record<string, string | undefined>) => {
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    app = await buildTestApp({ ...databaseEnv, SITE_ORIGIN: siteOrigin }, { now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await app.knex('users').delete();
    await app.knex('owner_setup_tokens').delete();
    await app.close();
  });
  beforeEach(async () => {
    clock.advance(60 * minute);
    // Each test starts on a site without an owner (this worker's database is this file's now).
    await app.knex('users').delete();
    await app.knex('owner_setup_tokens').delete();
    await app.knex('sign_in_failures').delete();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { origin: siteOrigin, ...headers }, payload });
  const whoAmI = (cookie: string) =>
    app.inject({ method: 'GET', url: adminPaths.session, headers: { cookie } });
  const signIn = async (username: string, password: string) =>
    post(adminPaths.session, { username, password });
  const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

  describe('first set-up', () => {
    it('prints a link on the site’s own origin holding a one-time token, stored only as its hash', async () => {
      const link = await issueSetupLink(app);
      expect(link).toMatch(new RegExp(`^${siteOrigin}/admin/setup#token=[A-Za-z0-9_-]{43}$`));
      const token = tokenOf(link!);
      const rows = await app.knex('owner_setup_tokens');
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(sha256(token));
      expect(new Date(rows[0].expires_at).getTime()).toBe(clock.now().getTime() + 60 * minute);
      expect((await app.inject({ method: 'GET', url: adminPaths.setup })).json()).toEqual({
        open: true,
      });
    });

    it('creates the owner and signs him in; then the page’s endpoint and the link answer 404', async () => {
      const token = tokenOf((await issueSetupLink(app))!);
      const created = await post(adminPaths.setup, {
        token,
        username: 'jordan',
        password: goodPassword,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ username: 'jordan', twoFactorEnabled: false });
      const audit = await app.knex('audit_log').orderBy('id', 'desc').first();
      expect([audit.username, audit.action]).toEqual(['jordan', 'owner.setup']);
      const cookie = cookieHeader(created.headers['set-cookie']);
      expect((await whoAmI(cookie)).json().username).toBe('jordan');
      expect((await signIn('jordan', goodPassword)).statusCode).toBe(200);

      // Used: the same link, or any other, finds the set-up over.
      const again = await post(adminPaths.setup, {
        token,
        username: 'intruder',
        password: goodPassword,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: setupMessages.done });
      expect((await app.inject({ method: 'GET', url: adminPaths.setup })).statusCode).toBe(404);
      expect(await issueSetupLink(app)).toBeNull();
      expect(await app.knex('users').where({ username: 'intruder' })).toEqual([]);
    });

    it('refuses an unknown or expired token', async () => {
      const token = tokenOf((await issueSetupLink(app))!);
      const body = { username: 'jordan', password: goodPassword };
      const unknown = await post(adminPaths.setup, { ...body, token: `${token.slice(1)}x` });
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json()).toEqual({ message: setupMessages.linkInvalid });
      clock.advance(61 * minute);
      const expired = await post(adminPaths.setup, { ...body, token });
      expect(expired.statusCode).toBe(403);
      expect(await app.knex('users')).toEqual([]);
    });

    it('refuses each weak password with its message, and keeps the link usable', async () => {
      const token = tokenOf((await issueSetupLink(app))!);
      for (const [password, message] of refused) {
        const response = await post(adminPaths.setup, { token, username: 'jordan', password });
        expect([password, response.statusCode, response.json().errors]).toEqual([
          password,
          400,
          { password: message },
        ]);
      }
      expect(
        (await post(adminPaths.setup, { token, username: 'jordan', password: goodPassword }))
          .statusCode,
      ).toBe(201);
    });

    it('refuses a set-up from another origin', async () => {
      const token = tokenOf((await issueSetupLink(app))!);
      const response = await post(
        adminPaths.setup,
        { token, username: 'jordan', password: goodPassword },
        { origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: signInMessages.crossOrigin });
    });
  });

  describe('change password', () => {
    const username = `jordan-${name.toLowerCase()}`;
    beforeEach(async () => {
      await createOrResetOwner(app.knex, { username, password: goodPassword, now: clock.now() });
    });
    const signedIn = async (password = goodPassword) => {
      const response = await signIn(username, password);
      expect(response.statusCode).toBe(200);
      return cookieHeader(response.headers['set-cookie']);
    };
    const change = (cookie: string, currentPassword: string, newPassword: string) =>
      post(adminPaths.password, { currentPassword, newPassword }, { cookie });

    it('needs the current password', async () => {
      const cookie = await signedIn();
      const response = await change(cookie, 'not my password', 'a brand new passphrase');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ currentPassword: passwordMessages.currentWrong });
      expect((await signIn(username, goodPassword)).statusCode).toBe(200);
    });

    it('refuses each weak new password with its message', async () => {
      const cookie = await signedIn();
      for (const [password, message] of [
        ...refused.map(([p, m]): [string, string] => [p.replace('Jordan', username), m]),
        [goodPassword, passwordMessages.unchanged] as [string, string],
      ]) {
        const response = await change(cookie, goodPassword, password);
        expect([password, response.statusCode, response.json().errors]).toEqual([
          password,
          400,
          { newPassword: message },
        ]);
      }
    });

    it('changes it, ends every other session of his, keeps this one, and audits it without the password', async () => {
      const here = await signedIn();
      const elsewhere = await signedIn();
      const newPassword = 'a brand new passphrase';
      const response = await change(here, goodPassword, newPassword);
      expect(response.statusCode).toBe(204);
      expect((await whoAmI(here)).statusCode).toBe(200);
      expect((await whoAmI(elsewhere)).statusCode).toBe(401);
      expect((await signIn(username, goodPassword)).statusCode).toBe(401);
      expect((await signIn(username, newPassword)).statusCode).toBe(200);
      const audit = await app
        .knex('audit_log')
        .where({ username, action: 'account.change-password' })
        .first();
      expect(audit.target).toBe('1 other sessions ended');
      expect(JSON.stringify(audit)).not.toContain(newPassword);
      expect(JSON.stringify(audit)).not.toContain(goodPassword);
    });

    it('refuses a change from another origin', async () => {
      const cookie = await signedIn();
      const response = await post(
        adminPaths.password,
        { currentPassword: goodPassword, newPassword: 'a brand new passphrase' },
        { cookie, origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect((await signIn(username, goodPassword)).statusCode).toBe(200);
    });
  });

  describe('the owner command', () => {
    it('refuses each weak password with its message, and a reset of nobody', async () => {
      for (const [password, message] of refused) {
        await expect(
          createOrResetOwner(app.knex, { username: 'jordan', password, now: clock.now() }),
        ).rejects.toThrow(new OwnerInputError(message));
      }
      await expect(
        createOrResetOwner(app.knex, {
          username: 'nobody',
          password: goodPassword,
          mode: 'reset',
          now: clock.now(),
        }),
      ).rejects.toThrow(ownerCommandMessages.noOwner('nobody'));
      expect(await app.knex('users')).toEqual([]);
    });

    it('reaches the running API through its local socket, answers the real sign-in address, and a reset clears the counters', async () => {
      const socketPath = path.join(tmpDir, `${name}.owner.sock`);
      const channel = await openOwnerChannel(app, socketPath);
      try {
        expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);

        await expect(
          askOwnerChannel(socketPath, { mode: 'create', username: 'jordan', password: 'short' }),
        ).rejects.toThrow(passwordMessages.tooShort);
        const created = await askOwnerChannel(socketPath, {
          mode: 'create',
          username: 'jordan',
          password: goodPassword,
        });
        expect(created).toEqual({
          created: true,
          sessionsEnded: 0,
          signInUrl: `${siteOrigin}/admin/sign-in`,
        });

        for (let attempt = 0; attempt < 5; attempt += 1) {
          await app.inject({
            method: 'POST',
            url: adminPaths.session,
            headers: { origin: siteOrigin },
            payload: { username: 'jordan', password: 'wrong' },
            remoteAddress: '198.51.100.9',
          });
        }
        const refusedHere = () =>
          app.inject({
            method: 'POST',
            url: adminPaths.session,
            headers: { origin: siteOrigin },
            payload: { username: 'jordan', password: 'a fresh passphrase' },
            remoteAddress: '198.51.100.9',
          });
        expect((await refusedHere()).statusCode).toBe(429);
        const reset = await askOwnerChannel(socketPath, {
          mode: 'reset',
          username: 'jordan',
          password: 'a fresh passphrase',
        });
        expect(reset).toMatchObject({ created: false, signInUrl: `${siteOrigin}/admin/sign-in` });
        expect((await refusedHere()).statusCode).toBe(200);
      } finally {
        await channel.close();
      }
    });

    it('answers null where no API listens, so the command opens the database itself', async () => {
      expect(
        await askOwnerChannel(path.join(tmpDir, 'nobody.sock'), {
          mode: 'create',
          username: 'jordan',
          password: goodPassword,
        }),
      ).toBeNull();
    });
  });
});
