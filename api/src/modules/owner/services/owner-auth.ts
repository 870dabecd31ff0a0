/**
 * The owner's sign-in: argon2id passwords, server-side sessions, the lockout after repeated
 * failures, TOTP two-factor sign-in with one-time recovery codes, and the audit of each step.
 *
 * - A wrong username and a wrong password give the same answer after the same work: an unknown
 *   username is verified against a dummy hash.
 * - Nobody can lock the owner out. Failures are counted per (username, address): after
 *   `maxFailures` of them within `failureWindowMs`, that address is refused (429) for `lockoutMs`
 *   after its last failure, unless the attempt brings the right password and a valid second factor
 *   (or recovery code). Failures of the username from every address together only slow its
 *   sign-in down (a wait doubling per failure, capped at `slowdownMaxMs`, taken before any lock is
 *   held, so guesses cannot queue the owner behind them), never refuse it. The 429's
 *   `Retry-After` is the lock's end plus a random margin, so it never gives the exact second.
 *   The counters are rows in PostgreSQL, so every API instance shares them, and each attempt runs
 *   under a transaction-scoped advisory lock on its username and address, so parallel guesses are
 *   counted one by one. A password reset or change clears the username's counters.
 * - New passwords follow `passwordProblem` of `@site/contracts/owner-password`, with the list of
 *   common and breached passwords of `@zxcvbn-ts/language-common`, held in memory.
 * - While the site has no owner, each start makes a one-time set-up token (an hour, single use,
 *   only its SHA-256 stored) for the link that opens the set-up page.
 * - Each sign-in makes a new random session id (256 bits); only its SHA-256 is stored.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { dictionary } from '@zxcvbn-ts/language-common';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import { ownerSessionCookie } from '@site/contracts/owner-session';
import { paths } from '@site/contracts/routes';
import {
  setupMessages,
  signInMessages,
  usernamePattern,
  type ChangePasswordRequest,
  type OwnerSession,
  type OwnerSetupRequest,
  type SignInRefused,
  type SignInRequest,
  type TwoFactorEnrolment,
} from '@site/contracts/admin';
import {
  minPasswordLength,
  passwordMessages,
  passwordProblem as passwordRuleProblem,
} from '@site/contracts/owner-password';
import { conflict, badRequest, forbidden, notFound, HttpError } from '../../../platform/errors';
import { InvalidFieldsError } from '../../../platform/validation';
import { createAuditLogRepository } from '../repositories/audit-log';
import {
  createOwnerAccountRepository,
  type OwnerAccount,
  type OwnerSessionRecord,
} from '../repositories/owner-accounts';
import { sessionCookie } from '../../../platform/session-cookie';

// OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane.
// (Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.)
const argon2Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export async function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash nobody's password matches, verified when the username is unknown. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

export { minPasswordLength };

let commonPasswords: Set<string> | undefined;
/** The list of common and breached passwords (lower-case), loaded once, on first use. */
export function isCommonPassword(lowerCased: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(lowerCased);
}

/** Why a new password for this username is refused, or null. */
export function passwordProblem(password: string, username: string): string | null {
  return passwordRuleProblem(password, { username, isCommon: isCommonPassword });
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// --- the session cookie ----------------------------------------------------------------------

/** The owner's session cookie: `__Host-` (Secure, Path=/, no Domain) in production or behind https. */
const ownerCookie = sessionCookie(ownerSessionCookie);

export const sessionCookieName = ownerCookie.name;

/** The signed-in owner's live session, or null. Moves the idle expiry on (at most every 30 s). */
export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OwnerSessionRecord | null> {
  const token = ownerCookie.token(request);
  if (token === null) return null;
  const now = app.now();
  const session = await app.repos.ownerAccounts.findLiveSession(sha256(token), {
    now,
    idleSince: new Date(now.getTime() - app.config.owner.sessionIdleMs),
  });
  if (session !== null && now.getTime() - session.lastSeenAt.getTime() > 30_000) {
    await app.repos.ownerAccounts.touchSession(session.id, now);
  }
  return session;
}

/** The session as the back office reads it, with the coach's zone its screens show times in. */
export async function toOwnerSession(
  app: FastifyInstance,
  session: OwnerSessionRecord,
): Promise<OwnerSession> {
  return {
    username: session.username,
    twoFactorEnabled: session.twoFactorEnabled,
    timezone: await app.coachZone(),
    expiresAt: session.expiresAt,
  };
}

// --- audit -----------------------------------------------------------------------------------

/** Records one owner action (inside the action's transaction when there is one). */
export async function audit(
  app: FastifyInstance,
  entry: {
    username: string;
    action: string;
    target?: string | null;
    detail?: string | null;
    ip: string;
    /** When it happened; default now. */
    at?: Date;
  },
  trx?: Knex.Transaction,
): Promise<void> {
  await app.repos.auditLog.record(
    {
      username: entry.username,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip,
      at: entry.at ?? app.now(),
    },
    trx,
  );
}

/** Audit of an action by the signed-in owner. */
export function auditOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  target: string | null,
  trx?: Knex.Transaction,
  /** What changed: field names, never values. */
  detail?: string | null,
): Promise<void> {
  return audit(
    app,
    { username: request.owner?.username ?? '(none)', action, target, detail, ip: request.ip },
    trx,
  );
}

// --- sign-in ---------------------------------------------------------------------------------

export type SignInOutcome =
  | { status: 200; session: OwnerSession }
  | { status: 401; body: SignInRefused }
  | { status: 429; body: { message: string }; retryAfterSeconds: number };

export function lockedMessage(seconds: number): string {
  return signInMessages.locked.replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60))));
}

/**
 * How long a sign-in of a username waits, given its failures from every address within the
 * window: nothing below `maxFailures`, then `slowdownStepMs` doubling with each further failure,
 * at most `slowdownMaxMs`.
 */
export function signInDelayMs(
  failures: number,
  settings: { maxFailures: number; slowdownStepMs: number; slowdownMaxMs: number },
): number {
  if (failures < settings.maxFailures) return 0;
  const doublings = Math.min(failures - settings.maxFailures, 30);
  return Math.min(settings.slowdownMaxMs, settings.slowdownStepMs * 2 ** doublings);
}

/**
 * The `Retry-After` of a refused address: the lock's end plus a random 15 to 75 seconds, so that
 * whoever else shares the address cannot time a guess to the second the lock ends.
 */
export function retryAfterSeconds(lockRemainingMs: number): number {
  return Math.ceil(lockRemainingMs / 1000) + randomInt(15, 76);
}

export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: SignInRequest,
): Promise<SignInOutcome> {
  const settings = app.config.owner;
  const repo = app.repos.ownerAccounts;
  const ip = request.ip;
  const usernameKey = input.username.toLowerCase();
  const presented = ownerCookie.token(request);

  // The slowdown: waited before the transaction, so no lock or connection is held meanwhile and
  // a guess never queues behind another (the owner waits at most the cap, whoever guesses).
  const everywhere = await repo.failuresSince({
    username: usernameKey,
    since: new Date(app.now().getTime() - settings.failureWindowMs),
  });
  const delayMs = signInDelayMs(everywhere.count, settings);
  if (delayMs > 0) await sleep(delayMs);

  const outcome = await app.knex.transaction(
    async (trx): Promise<SignInOutcome & { token?: string; expiresAt?: Date }> => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('sign-in:user:' || ?))", [usernameKey]);
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('sign-in:ip:' || ?))", [ip]);
      const now = app.now();
      const since = new Date(now.getTime() - settings.failureWindowMs);

      const fromHere = await repo.failuresSince({ username: usernameKey, ip, since }, trx);
      const lockRemainingMs =
        fromHere.count >= settings.maxFailures && fromHere.latest !== null
          ? fromHere.latest.getTime() + settings.lockoutMs - now.getTime()
          : 0;
      const locked = lockRemainingMs > 0;
      const account = await repo.findByUsername(input.username, trx);
      const who = account?.username ?? '(unknown)';

      const refuseLocked = async (): Promise<SignInOutcome> => {
        await audit(app, { username: who, action: 'session.sign-in-locked', ip }, trx);
        const seconds = retryAfterSeconds(lockRemainingMs);
        return {
          status: 429,
          body: { message: lockedMessage(seconds) },
          retryAfterSeconds: seconds,
        };
      };

      const fail = async (message: string, action: string): Promise<SignInOutcome> => {
        if (locked) return refuseLocked();
        await repo.recordFailure({ username: usernameKey, ip, now }, trx);
        await repo.deleteFailuresBefore(
          new Date(now.getTime() - Math.max(settings.failureWindowMs, settings.lockoutMs)),
          trx,
        );
        await audit(app, { username: who, action, ip }, trx);
        return { status: 401, body: { message } };
      };

      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (account === null || !passwordOk)
        return fail(signInMessages.invalid, 'session.sign-in-failed');
      // A refused address: only the right password with a second factor outweighs the refusal
      // (the password was checked all the same, so the answer's time says nothing either way).
      if (locked && account.totpSecret === null) return refuseLocked();

      if (account.totpSecret !== null) {
        if (input.code === undefined || input.code === '') {
          // A refused address learns nothing about the password: same answer as a wrong one.
          if (locked) return refuseLocked();
          return {
            status: 401,
            body: { message: signInMessages.codeRequired, codeRequired: true },
          };
        }
        if (!(await acceptSecondFactor(app, account, input.code, trx))) {
          return fail(signInMessages.invalidCode, 'session.sign-in-failed-code');
        }
      }

      // Signed in: this address's failures are forgotten (the username's from elsewhere stay:
      // they are someone else's, and cost the owner only the capped wait).
      await repo.clearFailures({ username: usernameKey, ip }, trx);
      const idleSince = new Date(now.getTime() - settings.sessionIdleMs);
      await repo.deleteExpiredSessions({ now, idleSince }, trx);
      // A new id at every sign-in; the one this browser held before ends.
      if (presented !== null) await repo.deleteSessionByTokenHash(sha256(presented), trx);
      const started = await startSession(app, account, ip, now, trx);
      await audit(app, { username: account.username, action: 'session.sign-in', ip }, trx);
      return { status: 200, ...started };
    },
  );
  if (outcome.status === 200 && outcome.token !== undefined && outcome.expiresAt !== undefined) {
    ownerCookie.set(reply, outcome.token, outcome.expiresAt);
    return { status: 200, session: outcome.session };
  }
  return outcome;
}

/** A new session of this account: its token (for the cookie), expiry and the session's view. */
async function startSession(
  app: FastifyInstance,
  account: OwnerAccount,
  ip: string,
  now: Date,
  trx: Knex.Transaction,
): Promise<{ token: string; expiresAt: Date; session: OwnerSession }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + app.config.owner.sessionAbsoluteMs);
  await app.repos.ownerAccounts.createSession(
    { userId: account.id, tokenHash: sha256(token), ip, now, expiresAt },
    trx,
  );
  return {
    token,
    expiresAt,
    session: {
      username: account.username,
      twoFactorEnabled: account.totpSecret !== null,
      timezone: await app.coachZone(trx),
      expiresAt: expiresAt.toISOString(),
    },
  };
}

/** Signs out this browser's session. */
export async function signOut(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = ownerCookie.token(request);
  await app.knex.transaction(async (trx) => {
    if (token !== null) await app.repos.ownerAccounts.deleteSessionByTokenHash(sha256(token), trx);
    await auditOwner(app, request, 'session.sign-out', null, trx);
  });
  ownerCookie.clear(reply);
}

/** Ends every session of the signed-in owner, this one included. */
export async function signOutEverywhere(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const owner = request.owner;
  if (owner === null) return;
  await app.knex.transaction(async (trx) => {
    const ended = await app.repos.ownerAccounts.deleteSessionsOfUser(owner.userId, trx);
    await auditOwner(app, request, 'session.sign-out-everywhere', `${ended} sessions`, trx);
  });
  ownerCookie.clear(reply);
}

/** A username or password the owner account cannot take (the command prints its message). */
export class OwnerInputError extends Error {
  override name = 'OwnerInputError';
}

/** Why this username cannot be the owner's, or null. */
export function usernameProblem(username: string): string | null {
  return usernamePattern.test(username) ? null : setupMessages.usernameInvalid;
}

export const ownerCommandMessages = {
  noOwner: (username: string) =>
    `There is no owner named "${username}": nothing was changed. Use "create" to make the account.`,
  otherOwner: 'The site already has an owner with another username: nothing was changed.',
} as const;

/**
 * Creates the owner or resets his password (ending every session, turning two-factor off and
 * clearing his failed sign-ins). `mode`: `create` also resets an existing account of that name
 * (scripts rely on it); `reset` refuses when no owner has that username.
 */
export async function createOrResetOwner(
  db: Knex,
  input: { username: string; password: string; now: Date; mode?: 'create' | 'reset' },
): Promise<{ created: boolean; sessionsEnded: number }> {
  const username = input.username.trim();
  const badUsername = usernameProblem(username);
  if (badUsername !== null) throw new OwnerInputError(badUsername);
  const problem = passwordProblem(input.password, username);
  if (problem !== null) throw new OwnerInputError(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    const repo = createOwnerAccountRepository(db);
    const existing = await repo.findByUsername(username, trx);
    if (input.mode === 'reset' && existing === null)
      throw new OwnerInputError(ownerCommandMessages.noOwner(username));
    const { account, created } = await repo.upsertPassword(username, passwordHash, input.now, trx);
    const sessionsEnded = await repo.deleteSessionsOfUser(account.id, trx);
    await repo.clearFailures({ username: account.username }, trx);
    await repo.deleteSetupTokens(trx);
    await createAuditLogRepository(db).record(
      {
        username: account.username,
        action: created ? 'owner.create' : 'owner.reset-password',
        target: null,
        ip: 'command line',
        at: input.now,
      },
      trx,
    );
    return { created, sessionsEnded };
  });
}

/**
 * The signed-in owner changes his password: the current one must be right, the new one follows
 * the rule; every other session of his ends (this one stays), his failed sign-ins are forgotten,
 * and the change is audited (no password in the line). Wrong current passwords count as failed
 * sign-ins of his username from this address.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  input: ChangePasswordRequest,
): Promise<{ sessionsEnded: number }> {
  const account = await signedInAccount(app, request);
  const session = request.owner;
  if (session === null) throw new HttpError(401, signInMessages.signedOut);
  const usernameKey = account.username.toLowerCase();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await app.knex.transaction(async (trx) => {
      const now = app.now();
      await app.repos.ownerAccounts.recordFailure(
        { username: usernameKey, ip: request.ip, now },
        trx,
      );
      await auditOwner(app, request, 'account.change-password-failed', null, trx);
    });
    throw new InvalidFieldsError({ currentPassword: passwordMessages.currentWrong });
  }
  const problem =
    input.newPassword === input.currentPassword
      ? passwordMessages.unchanged
      : passwordProblem(input.newPassword, account.username);
  if (problem !== null) throw new InvalidFieldsError({ newPassword: problem });
  const passwordHash = await hashPassword(input.newPassword);
  return app.knex.transaction(async (trx) => {
    const now = app.now();
    await app.repos.ownerAccounts.setPassword(account.id, passwordHash, now, trx);
    const sessionsEnded = await app.repos.ownerAccounts.deleteOtherSessions(
      account.id,
      session.id,
      trx,
    );
    await app.repos.ownerAccounts.clearFailures({ username: usernameKey }, trx);
    await auditOwner(
      app,
      request,
      'account.change-password',
      `${sessionsEnded} other sessions ended`,
      trx,
    );
    return { sessionsEnded };
  });
}

// --- the first set-up ------------------------------------------------------------------------

const setupTokenLifetimeMs = 60 * 60_000;

/**
 * While the site has no owner: a new one-time set-up token (only its SHA-256 is stored), valid
 * for an hour, and the address of the set-up page holding it (in the fragment, which browsers
 * never send to a server, so it appears in no request line or log). Null once an owner exists.
 */
export async function issueSetupLink(app: FastifyInstance): Promise<string | null> {
  const repo = app.repos.ownerAccounts;
  return app.knex.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('owner-setup'))");
    if (await repo.hasOwner(trx)) return null;
    const token = randomBytes(32).toString('base64url');
    const now = app.now();
    await repo.addSetupToken(
      { tokenHash: sha256(token), now, expiresAt: new Date(now.getTime() + setupTokenLifetimeMs) },
      trx,
    );
    return setupUrl(app.config.siteOrigin, token);
  });
}

/** The set-up page's address on the site, the token in its fragment. */
export function setupUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${paths.adminSetup}#token=${token}`;
}

/** 404 once an owner exists: the set-up is over. */
export async function assertSetupOpen(app: FastifyInstance): Promise<void> {
  if (await app.repos.ownerAccounts.hasOwner()) throw notFound(setupMessages.done);
}

/**
 * Creates the owner from the set-up page and signs him in: the token must be live (it is used up
 * either way once the username and password pass their rules); 404 once an owner exists.
 */
export async function completeSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: OwnerSetupRequest,
): Promise<OwnerSession> {
  await assertSetupOpen(app);
  const problem = passwordProblem(input.password, input.username);
  if (problem !== null) throw new InvalidFieldsError({ password: problem });
  const passwordHash = await hashPassword(input.password);
  const ip = request.ip;
  const started = await app.knex.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('owner-setup'))");
    const repo = app.repos.ownerAccounts;
    if (await repo.hasOwner(trx)) throw notFound(setupMessages.done);
    const now = app.now();
    if (!(await repo.useSetupToken(sha256(input.token), now, trx)))
      throw forbidden(setupMessages.linkInvalid);
    const { account } = await repo.upsertPassword(input.username, passwordHash, now, trx);
    await repo.deleteSetupTokens(trx);
    await repo.clearFailures({ username: account.username }, trx);
    const session = await startSession(app, account, ip, now, trx);
    await audit(app, { username: account.username, action: 'owner.setup', ip }, trx);
    return session;
  });
  ownerCookie.set(reply, started.token, started.expiresAt);
  return started.session;
}

// --- two-factor ------------------------------------------------------------------------------

const totpPeriod = 30;

function encryptionKey(app: FastifyInstance): Buffer {
  return Buffer.from(hkdfSync('sha256', app.config.cookieSecret, 'owner-totp', 'totp-secret', 32));
}

/** AES-256-GCM under a key derived from COOKIE_SECRET: `v1.<iv>.<tag>.<ciphertext>`. */
export function encryptSecret(app: FastifyInstance, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(app), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(app: FastifyInstance, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      encryptionKey(app),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function totpFor(app: FastifyInstance, base32Secret: string, username: string): TOTP {
  return new TOTP({
    issuer: new URL(app.config.siteOrigin).hostname,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriod,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** The time step a 6-digit code matches (now ± one step), or null. */
function totpStep(app: FastifyInstance, base32Secret: string, code: string): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = app.now().getTime();
  const delta = totpFor(app, base32Secret, '').validate({ token, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / totpPeriod) + delta;
}

export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 base32 characters (80 random bits) shown as xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (byte) => base32[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** A TOTP code (each time step once) or an unused recovery code (then used up). */
async function acceptSecondFactor(
  app: FastifyInstance,
  account: OwnerAccount,
  code: string,
  trx: Knex.Transaction,
): Promise<boolean> {
  const secret = account.totpSecret === null ? null : decryptSecret(app, account.totpSecret);
  if (secret !== null) {
    const step = totpStep(app, secret, code);
    if (step !== null) return app.repos.ownerAccounts.useTotpStep(account.id, step, trx);
  }
  const normalised = normaliseRecoveryCode(code);
  if (!/^[a-z2-7]{16}$/.test(normalised)) return false;
  return app.repos.ownerAccounts.useRecoveryCode(account.id, sha256(normalised), app.now(), trx);
}

async function signedInAccount(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OwnerAccount> {
  const account = request.owner
    ? await app.repos.ownerAccounts.findById(request.owner.userId)
    : null;
  if (account === null) throw new HttpError(401, signInMessages.signedOut);
  return account;
}

export const twoFactorMessages = {
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  notStarted: 'Start setting up two-factor sign-in first.',
} as const;

/** Starts enrolment: a new secret (kept encrypted until a first code confirms it). */
export async function startTwoFactor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TwoFactorEnrolment> {
  const account = await signedInAccount(app, request);
  if (account.totpSecret !== null) throw conflict(twoFactorMessages.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await app.knex.transaction(async (trx) => {
    await app.repos.ownerAccounts.setPendingTotp(account.id, encryptSecret(app, secret), trx);
    await auditOwner(app, request, 'two-factor.start', null, trx);
  });
  return { secret, otpauthUri: totpFor(app, secret, account.username).toString() };
}

/** Confirms enrolment with a first code: two-factor is on; answers ten one-time recovery codes. */
export async function confirmTwoFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
): Promise<string[]> {
  const account = await signedInAccount(app, request);
  if (account.totpSecret !== null) throw conflict(twoFactorMessages.alreadyOn);
  if (account.totpPendingSecret === null) throw conflict(twoFactorMessages.notStarted);
  const secret = decryptSecret(app, account.totpPendingSecret);
  const step = secret === null ? null : totpStep(app, secret, code);
  if (step === null) throw badRequest(signInMessages.invalidCode);
  const codes = Array.from({ length: 10 }, newRecoveryCode);
  await app.knex.transaction(async (trx) => {
    const enabled = await app.repos.ownerAccounts.enableTotp(
      account.id,
      { pendingSecret: account.totpPendingSecret as string, step, now: app.now() },
      trx,
    );
    if (!enabled) throw conflict(twoFactorMessages.alreadyOn);
    await app.repos.ownerAccounts.replaceRecoveryCodes(
      account.id,
      codes.map((one) => sha256(normaliseRecoveryCode(one))),
      trx,
    );
    await auditOwner(app, request, 'two-factor.enable', null, trx);
  });
  return codes;
}

/** Turns two-factor sign-in off; needs a current code or a recovery code. */
export async function disableTwoFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
): Promise<void> {
  const account = await signedInAccount(app, request);
  if (account.totpSecret === null) throw conflict(twoFactorMessages.notOn);
  await app.knex.transaction(async (trx) => {
    if (!(await acceptSecondFactor(app, account, code, trx)))
      throw badRequest(signInMessages.invalidCode);
    await app.repos.ownerAccounts.disableTotp(account.id, app.now(), trx);
    await auditOwner(app, request, 'two-factor.disable', null, trx);
  });
}
