/**
 * The client portal's sign-in: a one-time code emailed to the address of his bookings (or a
 * booking's keyed link), and a server-side session held by an HttpOnly, SameSite=Strict cookie.
 *
 * - A code is 6 random digits, stored as a keyed hash (HMAC-SHA-256 with the server's secret, so a
 *   copy of the database does not give the codes away by trying the million), valid 15 minutes,
 *   once, and spent by 5 wrong tries. Asking for a new one ends the older ones.
 * - Asking for a code always answers the same, whether or not the address has bookings and
 *   whether or not a limit was reached: at most 3 codes an hour per address typed and 10 per
 *   visitor (network address; PORTAL_CODES_PER_IP_PER_HOUR); past them nothing is sent.
 * - A session ends after a week unused or 30 days after sign-in; signing out deletes it.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  clientSessionCookie,
  clientSessionExpiry,
  portalSignedInHint,
  codeRequestLimits,
  portalMessages,
  signInCode,
} from '@site/contracts/client-portal';
import { badRequest, HttpError } from '../../../platform/errors';
import type { ClientSessionRecord } from '../repositories/client-accounts';
import { queueSignInCode } from './notifications';
import { sessionCookie } from '../../../platform/session-cookie';
import { audit } from '../../owner';
import { addressOfBookingKey, cookieAccessKey, hasBooked } from '../../bookings';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A keyed hash: without the server's secret, a stored value says nothing. */
function keyed(app: FastifyInstance, purpose: string, value: string): string {
  return createHmac('sha256', app.config.cookieSecret).update(`${purpose}\n${value}`).digest('hex');
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A client's session cookie: `__Host-` on https, like the owner's; with it the hint the portal
 * page reads to know it is signed out without asking.
 */
const clientCookie = sessionCookie(clientSessionCookie, portalSignedInHint);

/** The audit log's actions of a portal sign-in: with a code, and with a booking's keyed link. */
export const signInActions = { code: 'client.sign-in', link: 'client.sign-in-link' } as const;

/** One audit line of a client's own action (no address: the client's id). */
export async function auditClient(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { action: string; clientId: number },
  trx: Knex.Transaction,
): Promise<void> {
  await audit(
    app,
    {
      username: '(client)',
      action: input.action,
      target: `client ${input.clientId}`,
      ip: request.ip,
    },
    trx,
  );
}

/** Asks for a code: sent only to an address with bookings and within the limits; same answer. */
export async function requestCode(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const now = app.now();
  const address = normalise(email);
  const addressHash = keyed(app, 'portal-address', address);
  const repo = app.repos.clientAccounts;
  await app.knex.transaction(async (trx) => {
    const counts = await repo.countCodeRequests(
      {
        addressHash,
        ip: request.ip,
        since: new Date(now.getTime() - codeRequestLimits.windowMinutes * minuteMs),
      },
      trx,
    );
    await repo.recordCodeRequest({ addressHash, ip: request.ip, at: now }, trx);
    if (
      counts.perAddress >= codeRequestLimits.perAddress ||
      counts.perVisitor >= app.config.portalCodesPerIpPerHour
    )
      return;
    if (!(await hasBooked(trx, address))) return;
    const client = await repo.ensure(address, trx);
    const code = String(randomInt(0, 10 ** signInCode.digits)).padStart(signInCode.digits, '0');
    const codeId = await repo.issueCode(
      {
        clientId: client.id,
        codeHash: keyed(app, 'portal-code', `${client.id}:${code}`),
        at: now,
        expiresAt: new Date(now.getTime() + signInCode.validMinutes * minuteMs),
      },
      trx,
    );
    await queueSignInCode(app, { codeId, to: address, code }, trx);
  });
}

async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  clientId: number,
  trx: Knex.Transaction,
): Promise<void> {
  const now = app.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + clientSessionExpiry.absoluteDays * dayMs);
  await app.repos.clientAccounts.createSession(
    { clientId, tokenHash: sha256(token), at: now, expiresAt },
    trx,
  );
  clientCookie.set(reply, token, expiresAt);
}

/** Signs in with a code: one answer for every failure (wrong, expired, used, spent). */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; code: string },
): Promise<void> {
  const now = app.now();
  const repo = app.repos.clientAccounts;
  const signedIn = await app.knex.transaction(async (trx) => {
    const live = await repo.liveCode(
      { email: input.email, now, maxWrongTries: signInCode.maxWrongTries },
      trx,
    );
    if (live === null) return false;
    const given = Buffer.from(
      keyed(app, 'portal-code', `${live.clientId}:${input.code.trim()}`),
      'hex',
    );
    const stored = Buffer.from(live.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      await repo.countWrongTry(live.id, trx);
      return false;
    }
    if (!(await repo.spendCode(live.id, now, trx))) return false;
    await startSession(app, reply, live.clientId, trx);
    await auditClient(app, request, { action: signInActions.code, clientId: live.clientId }, trx);
    return true;
  });
  if (!signedIn) throw badRequest(portalMessages.codeInvalid);
}

/**
 * A booking opens its person's portal to whoever may read the booking itself: its keyed link
 * (`key`, from the booking's emails), or without one the browser that made the booking (its
 * signed, HttpOnly access cookie, the one the booking's own pages are read with). Either way the
 * key must be the booking's; a browser already signed in as that person keeps its session.
 */
export async function signInWithBookingLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { bookingId: number; key?: string | undefined },
): Promise<void> {
  const repo = app.repos.clientAccounts;
  const key = input.key ?? cookieAccessKey(request, input.bookingId);
  const current = await currentClient(app, request);
  const signedIn = await app.knex.transaction(async (trx) => {
    if (key === null) return false;
    const address = await addressOfBookingKey(trx, input.bookingId, key);
    if (address === null) return false;
    const client = await repo.ensure(address, trx);
    if (current?.clientId === client.id) return true;
    await startSession(app, reply, client.id, trx);
    await auditClient(app, request, { action: signInActions.link, clientId: client.id }, trx);
    return true;
  });
  if (!signedIn) throw badRequest(portalMessages.linkInvalid);
}

/** The portal's live session, or null. Moves the idle expiry on (at most every 30 s). */
export async function currentClient(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ClientSessionRecord | null> {
  const token = clientCookie.token(request);
  if (token === null) return null;
  const now = app.now();
  const session = await app.repos.clientAccounts.findLiveSession(sha256(token), {
    now,
    idleSince: new Date(now.getTime() - clientSessionExpiry.idleHours * hourMs),
  });
  if (session !== null && now.getTime() - session.lastSeenAt.getTime() > 30_000)
    await app.repos.clientAccounts.touchSession(session.id, now);
  return session;
}

/** The access step of every `client` endpoint: the live session, or 401. */
export async function requireClient(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ClientSessionRecord> {
  const session = await currentClient(app, request);
  if (session === null) throw new HttpError(401, portalMessages.signInRequired);
  return session;
}

export async function signOut(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = clientCookie.token(request);
  if (token !== null) await app.repos.clientAccounts.deleteSession(sha256(token));
  clientCookie.clear(reply);
}
