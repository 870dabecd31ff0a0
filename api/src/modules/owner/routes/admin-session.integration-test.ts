/**
 * The owner's sign-in on both database clients: sessions and their expiry, the address lock
 * (also behind a forged X-Forwarded-For) that nobody can turn against the owner, same-origin
 * writes, two-factor sign-in and recovery codes. Every window is crossed by moving the injected
 * clock, never by waiting (the username's slowdown is real time: a few hundred milliseconds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { adminPaths, signInMessages, type OwnerSession } from '@site/contracts/admin';
import { createOrResetOwner } from '../services/owner-auth';
import { buildTestApp, cookieHeader, TestClock } from '../../../test/app';

const siteOrigin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const minute = 60_000;

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-admin-pglite-'));
afterAll(() => fs.rmSync(pgliteDir, { recursive: true, force: true }));

describe.each([
  ['PostgreSQL', {}],
  ['PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(pgliteDir, 'db') }],
])('owner sign-in on %s', (_name, databaseEnv: Record<string, string | undefined>) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const username = `owner-${process.pid}-${_name.toLowerCase()}`;

  beforeAll(async () => {
    app = await buildTestApp(
      {
        ...databaseEnv,
        SITE_ORIGIN: siteOrigin,
        OWNER_SESSION_IDLE_MINUTES: '30',
        OWNER_SESSION_MAX_HOURS: '2',
        SIGN_IN_MAX_FAILURES: '5',
        SIGN_IN_FAILURE_WINDOW_MINUTES: '15',
        SIGN_IN_LOCKOUT_MINUTES: '15',
        SIGN_IN_SLOWDOWN_STEP_MS: '150',
        SIGN_IN_SLOWDOWN_MAX_MS: '300',
      },
      { now: clock.now },
    );
    await createOrResetOwner(app.knex, { username, password, now: clock.now() });
  }, 60_000);
  afterAll(async () => {
    await app.knex('users').where({ username }).delete();
    await app.knex('sign_in_failures').delete();
    await app.close();
  });
  beforeEach(async () => {
    // Each test starts unlocked, an hour after the last.
    clock.advance(60 * minute);
    await app.knex('sign_in_failures').delete();
    // Two-factor off, as most tests expect (a test turns it on for itself).
    await app
      .knex('users')
      .where({ username })
      .update({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });
  });

  const signIn = (
    body: Record<string, unknown>,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: adminPaths.session,
      headers: { origin: siteOrigin, ...options.headers },
      payload: body,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  const whoAmI = (cookie: string) =>
    app.inject({ method: 'GET', url: adminPaths.session, headers: { cookie } });
  const signedIn = async (extra: Record<string, unknown> = {}) => {
    const response = await signIn({ username, password, ...extra });
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  };

  /** Turns two-factor sign-in on for the owner (off again after the test); its code generator. */
  const turnOnTwoFactor = async () => {
    const cookie = await signedIn();
    const write = (url: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: siteOrigin },
        ...(payload ? { payload } : {}),
      });
    const { secret } = (await write(adminPaths.twoFactor)).json<{ secret: string }>();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    // Each code is accepted once: every call answers the code of a later time step.
    const code = () => {
      clock.advance(30_000);
      return totp.generate({ timestamp: clock.now().getTime() });
    };
    const confirmed = await write(adminPaths.twoFactorConfirm, { code: code() });
    expect(confirmed.statusCode).toBe(200);
    return { code, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  };

  it('signs in with a strict, HttpOnly session cookie and answers who is signed in', async () => {
    const response = await signIn({ username, password });
    expect(response.statusCode).toBe(200);
    const session = response.json<OwnerSession>();
    expect(session).toEqual({
      username,
      twoFactorEnabled: false,
      timezone: 'America/Cancun',
      expiresAt: new Date(clock.now().getTime() + 2 * 60 * minute).toISOString(),
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^owner_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await whoAmI(cookieHeader(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session);
    // Only a hash of the id is stored.
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const stored = await app.knex('owner_sessions').where({ token_hash: token }).first();
    expect(stored).toBeUndefined();
  });

  it('answers 401 "Please sign in." without a session or with an unknown one', async () => {
    for (const cookie of ['', 'owner_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await whoAmI(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: signInMessages.signedOut });
    }
  });

  it('gives a new session id at every sign-in and ends the one the browser held', async () => {
    const first = await signedIn();
    const second = await app.inject({
      method: 'POST',
      url: adminPaths.session,
      headers: { origin: siteOrigin, cookie: first },
      payload: { username, password },
    });
    const secondCookie = cookieHeader(second.headers['set-cookie']);
    expect(secondCookie).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(secondCookie)).statusCode).toBe(200);
  });

  it('answers one message for a wrong password and an unknown username', async () => {
    const wrongPassword = await signIn({ username, password: 'not the password' });
    const unknownUser = await signIn({ username: 'nobody-here', password });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: signInMessages.invalid });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const audit = await app.knex('audit_log').orderBy('id', 'desc').limit(2);
    expect(audit.map((row) => [row.username, row.action])).toEqual([
      ['(unknown)', 'session.sign-in-failed'],
      [username, 'session.sign-in-failed'],
    ]);
  });

  it('verifies a password hash for an unknown username too: same work, same answer', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      expect((await signIn({ username: 'nobody-at-all', password })).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a missing field with its message', async () => {
    const response = await signIn({ username });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'Please enter your password' });
  });

  const fiveGuessesFromFiveAddresses = async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      clock.advance(minute);
      const response = await signIn(
        { username, password: 'wrong' },
        { remoteAddress: `198.51.100.${attempt + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
  };
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  };

  it('the attack: five guesses from five addresses do not lock the owner out; they slow sign-in down', async () => {
    await fiveGuessesFromFiveAddresses();
    const [own, took] = await timed(() =>
      signIn({ username, password }, { remoteAddress: '198.51.100.77' }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers['set-cookie']).toBeDefined();
    // The username's failures from every address made him wait (150 ms: the first step).
    expect(took).toBeGreaterThanOrEqual(140);
    // Each of the five addresses may still guess (one failure each): none is refused.
    const sixth = await signIn({ username, password: 'wrong' }, { remoteAddress: '198.51.100.1' });
    expect(sixth.statusCode).toBe(401);
  });

  it('the attack with two-factor on: the owner signs in with password and code from his address', async () => {
    const { code } = await turnOnTwoFactor();
    await fiveGuessesFromFiveAddresses();
    const own = await signIn(
      { username, password, code: code() },
      { remoteAddress: '198.51.100.77' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('the wait grows with the failures but stops at its cap, and never becomes a refusal', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await signIn({ username, password: 'wrong' }, { remoteAddress: `198.51.100.${attempt + 1}` });
    }
    const [own, took] = await timed(() =>
      signIn({ username, password }, { remoteAddress: '198.51.100.77' }),
    );
    expect(own.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(290);
  });

  it('refuses one address after five failures of the username from it, with a Retry-After past the lock', async () => {
    const here = '203.0.113.20';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      clock.advance(minute);
      expect(
        (await signIn({ username, password: 'wrong' }, { remoteAddress: here })).statusCode,
      ).toBe(401);
    }
    const locked = await signIn({ username, password }, { remoteAddress: here });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
    // The lock ends 15 minutes after the last failure; the answer never names that second.
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60 + 75);
    expect(locked.json().message).toMatch(
      /^Too many failed sign-ins\. Try again in 1[67] minutes\.$/,
    );

    // Another address is not refused.
    expect(
      (await signIn({ username, password }, { remoteAddress: '203.0.113.21' })).statusCode,
    ).toBe(200);

    clock.advance(10 * minute);
    const later = await signIn({ username, password }, { remoteAddress: here });
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(5 * 60);

    clock.advance(5 * minute + 1000);
    expect((await signIn({ username, password }, { remoteAddress: here })).statusCode).toBe(200);
  });

  it('a refused address with the right password and a valid second factor signs in anyway', async () => {
    const { code, recoveryCodes } = await turnOnTwoFactor();
    const here = '203.0.113.30';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn({ username, password: 'wrong' }, { remoteAddress: here });
    }
    // Without a code, or with a wrong password, the address learns nothing: the same 429.
    for (const body of [
      { username, password },
      { username, password: 'wrong', code: code() },
      { username, password, code: '000000' === code() ? '111111' : '000000' },
    ]) {
      expect((await signIn(body, { remoteAddress: here })).statusCode).toBe(429);
    }
    expect(
      (await signIn({ username, password, code: code() }, { remoteAddress: here })).statusCode,
    ).toBe(200);
    // And a recovery code, once the address is refused again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn({ username, password: 'wrong' }, { remoteAddress: here });
    }
    expect((await signIn({ username, password }, { remoteAddress: here })).statusCode).toBe(429);
    expect(
      (await signIn({ username, password, code: recoveryCodes[0]! }, { remoteAddress: here }))
        .statusCode,
    ).toBe(200);
  });

  it('a password reset clears the counters', async () => {
    const here = '203.0.113.40';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn({ username, password: 'wrong' }, { remoteAddress: here });
    }
    expect((await signIn({ username, password }, { remoteAddress: here })).statusCode).toBe(429);
    await createOrResetOwner(app.knex, { username, password, now: clock.now() });
    // Not one failure of his username is left, from any address.
    expect(await app.knex('sign_in_failures').where({ username: username.toLowerCase() })).toEqual(
      [],
    );
    const after = await signIn({ username, password }, { remoteAddress: here });
    expect(after.statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For does not escape the address lock', async () => {
    const attacker = '203.0.113.9';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signIn(
        { username, password: 'wrong' },
        { remoteAddress: attacker, headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}` } },
      );
      expect(response.statusCode).toBe(401);
    }
    const forged = await signIn(
      { username, password },
      { remoteAddress: attacker, headers: { 'x-forwarded-for': '192.0.2.200' } },
    );
    expect(forged.statusCode).toBe(429);
    // The owner on another address is not locked out by someone else's guesses.
    expect(
      (await signIn({ username, password }, { remoteAddress: '198.51.100.50' })).statusCode,
    ).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn({ username, password: 'wrong' });
    clock.advance(16 * minute);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn({ username, password: 'wrong' });
    expect((await signIn({ username, password })).statusCode).toBe(200);
  });

  it('ends a session idle for longer than the idle expiry', async () => {
    const cookie = await signedIn();
    clock.advance(29 * minute);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    clock.advance(29 * minute);
    // Each request moved the idle expiry on.
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    clock.advance(31 * minute);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const cookie = await signedIn();
    // 20 + 20 + 20 + 20 + 20 + 19 = 119 minutes of a 2-hour session, never idle.
    for (const step of [20, 20, 20, 20, 20, 19]) {
      clock.advance(step * minute);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
    clock.advance(2 * minute);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('signs out, and signs out everywhere', async () => {
    const one = await signedIn();
    const two = await signedIn();
    const three = await signedIn();
    const out = await app.inject({
      method: 'DELETE',
      url: adminPaths.session,
      headers: { cookie: one, origin: siteOrigin },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/owner_session=;/);
    expect((await whoAmI(one)).statusCode).toBe(401);
    expect((await whoAmI(two)).statusCode).toBe(200);

    const everywhere = await app.inject({
      method: 'DELETE',
      url: adminPaths.sessions,
      headers: { cookie: two, origin: siteOrigin },
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await whoAmI(two)).statusCode).toBe(401);
    expect((await whoAmI(three)).statusCode).toBe(401);
  });

  it('refuses writes from another origin or without one, sign-in included', async () => {
    const cookie = await signedIn();
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const out = await app.inject({
        method: 'DELETE',
        url: adminPaths.session,
        headers: { cookie, ...headers },
      });
      expect(out.statusCode).toBe(403);
      expect(out.json()).toEqual({ message: signInMessages.crossOrigin });
      const login = await signIn(
        { username, password },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(login.statusCode).toBe(403);
    }
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const cookie = await signedIn();
    await createOrResetOwner(app.knex, { username, password, now: clock.now() });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('two-factor: enrol, then sign-in needs a code; each code and recovery code works once', async () => {
    let cookie = await signedIn();
    const write = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { cookie, origin: siteOrigin },
        ...(payload ? { payload } : {}),
      });

    const enrol = await write('POST', adminPaths.twoFactor);
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri } = enrol.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // The secret is stored encrypted.
    const row = await app.knex('users').where({ username }).first();
    expect(row.totp_pending_secret).not.toContain(secret);

    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const code = (at = clock.now()) => totp.generate({ timestamp: at.getTime() });
    expect((await write('POST', adminPaths.twoFactorConfirm, { code: '000000' })).statusCode).toBe(
      code() === '000000' ? 200 : 400,
    );
    const confirmed = await write('POST', adminPaths.twoFactorConfirm, { code: code() });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await whoAmI(cookie)).json().twoFactorEnabled).toBe(true);

    // The password alone is not enough.
    clock.advance(minute);
    const noCode = await signIn({ username, password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: signInMessages.codeRequired, codeRequired: true });
    const wrongPasswordWithCode = await signIn({ username, password: 'wrong', code: code() });
    expect(wrongPasswordWithCode.json()).toEqual({ message: signInMessages.invalid });

    const current = code();
    expect((await signIn({ username, password, code: current })).statusCode).toBe(200);
    // The same code again (a replay) is refused.
    const replay = await signIn({ username, password, code: current });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: signInMessages.invalidCode });

    const recovery = recoveryCodes[0]!;
    expect((await signIn({ username, password, code: recovery.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect((await signIn({ username, password, code: recovery })).statusCode).toBe(401);

    // Turning it off needs a valid code.
    cookie = cookieHeader(
      (await signIn({ username, password, code: recoveryCodes[1]! })).headers['set-cookie'],
    );
    expect((await write('DELETE', adminPaths.twoFactor, { code: '12345' })).statusCode).toBe(400);
    clock.advance(minute);
    expect((await write('DELETE', adminPaths.twoFactor, { code: code() })).statusCode).toBe(204);
    expect((await signIn({ username, password })).statusCode).toBe(200);
    const [left] = await app.knex('owner_recovery_codes').count({ n: '*' });
    expect(Number(left?.n)).toBe(0);
  });
});
