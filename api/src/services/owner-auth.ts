/**
 * The owner's sign-in: argon2id passwords, server-side sessions, the lockout after repeated
 * failures, TOTP two-factor sign-in with one-time recovery codes, and the audit of each step.
 *
 * - A wrong username and a wrong password give the same answer after the same work: an unknown
 *   username is verified against a dummy hash.
 * - After `maxFailures` failures within `failureWindowMs` for one username (known or not) or one
 *   client address, sign-in is refused for `lockoutMs` after the last failure, even with the right
 *   password. The counters are rows in PostgreSQL, so every API instance shares them, and each
 *   attempt runs under a transaction-scoped advisory lock on its username and address, so parallel
 *   guesses are counted one by one.
 * - Each sign-in makes a new random session id (256 bits); only its SHA-256 is stored.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import { ownerSessionCookie } from '@site/contracts/owner-session';
import {
  signInMessages,
  type OwnerSession,
  type SignInRequest,
  type TwoFactorEnrolment,
} from '@site/contracts/admin';
import { conflict, badRequest, HttpError } from '../errors';
import { createAuditLogRepository } from '../repositories/audit-log';
import {
  createOwnerAccountRepository,
  type OwnerAccount,
  type OwnerSessionRecord,
} from '../repositories/owner-accounts';

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

export const minPasswordLength = 12;

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength)
    return `The password must be at least ${minPasswordLength} characters long.`;
  if (password.length > 1000) return 'The password must be at most 1000 characters long.';
  return null;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// --- the session cookie ----------------------------------------------------------------------

/** `__Host-` (Secure, Path=/, no Domain) in production or behind https. */
export function sessionCookieName(app: FastifyInstance): string {
  return app.config.owner.secureCookie ? ownerSessionCookie.secure : ownerSessionCookie.plain;
}

function cookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.owner.secureCookie,
    path: '/',
  };
}

function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const app = reply.server;
  reply.setCookie(sessionCookieName(app), token, { ...cookieOptions(app), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const app = reply.server;
  reply.clearCookie(sessionCookieName(app), cookieOptions(app));
}

function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[sessionCookieName(request.server)];
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** The signed-in owner's live session, or null. Moves the idle expiry on (at most every 30 s). */
export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OwnerSessionRecord | null> {
  const token = sessionToken(request);
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

export function toOwnerSession(app: FastifyInstance, session: OwnerSessionRecord): OwnerSession {
  return {
    username: session.username,
    twoFactorEnabled: session.twoFactorEnabled,
    timezone: app.config.owner.timezone,
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
      at: app.now(),
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
  | { status: 401; body: { message: string; codeRequired?: true } }
  | { status: 429; body: { message: string }; retryAfterSeconds: number };

export function lockedMessage(seconds: number): string {
  return signInMessages.locked.replace('{minutes}', String(Math.max(1, Math.ceil(seconds / 60))));
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
  const presented = sessionToken(request);

  const outcome = await app.knex.transaction(
    async (trx): Promise<SignInOutcome & { token?: string; expiresAt?: Date }> => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('sign-in:user:' || ?))", [usernameKey]);
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('sign-in:ip:' || ?))", [ip]);
      const now = app.now();
      const since = new Date(now.getTime() - settings.failureWindowMs);

      let waitMs = 0;
      for (const [scope, key] of [
        ['username', usernameKey],
        ['ip', ip],
      ] as const) {
        const failures = await repo.failuresSince(scope, key, since, trx);
        if (failures.count >= settings.maxFailures && failures.latest !== null) {
          waitMs = Math.max(waitMs, failures.latest.getTime() + settings.lockoutMs - now.getTime());
        }
      }
      const account = await repo.findByUsername(input.username, trx);
      const who = account?.username ?? '(unknown)';
      if (waitMs > 0) {
        await audit(app, { username: who, action: 'session.sign-in-locked', ip }, trx);
        const seconds = Math.ceil(waitMs / 1000);
        return {
          status: 429,
          body: { message: lockedMessage(seconds) },
          retryAfterSeconds: seconds,
        };
      }

      const fail = async (message: string, action: string): Promise<SignInOutcome> => {
        await repo.recordFailure('username', usernameKey, now, trx);
        await repo.recordFailure('ip', ip, now, trx);
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

      if (account.totpSecret !== null) {
        if (input.code === undefined || input.code === '') {
          return {
            status: 401,
            body: { message: signInMessages.codeRequired, codeRequired: true },
          };
        }
        if (!(await acceptSecondFactor(app, account, input.code, trx))) {
          return fail(signInMessages.invalidCode, 'session.sign-in-failed-code');
        }
      }

      await repo.clearFailures('username', usernameKey, trx);
      await repo.clearFailures('ip', ip, trx);
      const idleSince = new Date(now.getTime() - settings.sessionIdleMs);
      await repo.deleteExpiredSessions({ now, idleSince }, trx);
      // A new id at every sign-in; the one this browser held before ends.
      if (presented !== null) await repo.deleteSessionByTokenHash(sha256(presented), trx);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + settings.sessionAbsoluteMs);
      await repo.createSession(
        { userId: account.id, tokenHash: sha256(token), ip, now, expiresAt },
        trx,
      );
      await audit(app, { username: account.username, action: 'session.sign-in', ip }, trx);
      return {
        status: 200,
        token,
        expiresAt,
        session: {
          username: account.username,
          twoFactorEnabled: account.totpSecret !== null,
          timezone: settings.timezone,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  );
  if (outcome.status === 200 && outcome.token !== undefined && outcome.expiresAt !== undefined) {
    setSessionCookie(reply, outcome.token, outcome.expiresAt);
    return { status: 200, session: outcome.session };
  }
  return outcome;
}

/** Signs out this browser's session. */
export async function signOut(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = sessionToken(request);
  await app.knex.transaction(async (trx) => {
    if (token !== null) await app.repos.ownerAccounts.deleteSessionByTokenHash(sha256(token), trx);
    await auditOwner(app, request, 'session.sign-out', null, trx);
  });
  clearSessionCookie(reply);
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
  clearSessionCookie(reply);
}

/** A username or password the owner account cannot take (the command prints its message). */
export class OwnerInputError extends Error {
  override name = 'OwnerInputError';
}

/** Creates the owner or resets his password (ending every session and turning two-factor off). */
export async function createOrResetOwner(
  db: Knex,
  input: { username: string; password: string; now: Date },
): Promise<{ created: boolean; sessionsEnded: number }> {
  const username = input.username.trim();
  if (!/^[^\s]{1,200}$/.test(username))
    throw new OwnerInputError('The username must be 1 to 200 characters without spaces.');
  const problem = passwordProblem(input.password);
  if (problem !== null) throw new OwnerInputError(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    const repo = createOwnerAccountRepository(db);
    const { account, created } = await repo.upsertPassword(username, passwordHash, input.now, trx);
    const sessionsEnded = await repo.deleteSessionsOfUser(account.id, trx);
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
