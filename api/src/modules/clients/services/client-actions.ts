/**
 * The coach's actions from a client's record and the client's self-service in his portal. Every
 * write runs in one transaction with its audit line: credits added to a package and a package given
 * (each with the coach's reason, kept in the client's record), the client's time zone, his erasure
 * request (with its receipt by email). The download of his data and the erasure, once the coach
 * confirms it, belong to the people module (a person's data).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ClientEmail,
  ClientGrant,
  ErasureRequest,
  PortalErasure,
} from '@site/contracts/endpoints/client-actions';
import { clientActionMessages, erasureDeadlineDays } from '@site/contracts/client-actions';
import { isPaidPackageType, type PaidPackageType } from '@site/contracts/packages';
import { portalMessages } from '@site/contracts/client-portal';
import {
  addExtraCredits,
  bookingsOfPerson,
  giveComplimentaryPackage,
  lockBooking,
} from '../../bookings';
import { auditOwner } from '../../owner';
import { conflict, notFound } from '../../../platform/errors';
import type { ClientAccount } from '../repositories/client-accounts';
import { clientMessages } from './client-record';
import { queueErasureRequested } from './notifications';
import { auditClient } from './portal-auth';

const dayMs = 24 * 60 * 60 * 1000;

/** The most emails a client's email log lists. */
export const emailLogLimit = 200;

/** The client's account; 404 when there is none. */
export async function clientOf(app: FastifyInstance, id: number): Promise<ClientAccount> {
  const client = await app.repos.clientAccounts.findById(id);
  if (client === null) throw notFound(clientMessages.clientNotFound);
  return client;
}

/** Whether a booking's address is the client's (addresses compare in any case). */
const isHis = (client: ClientAccount, email: string) => email.trim().toLowerCase() === client.email;

export async function clientGrants(app: FastifyInstance, id: number): Promise<ClientGrant[]> {
  await clientOf(app, id);
  return app.repos.clientActions.grantsOf(id);
}

/**
 * Adds credits to one of the client's paid packages: its sessions to book grow by `credits`. The
 * package must be his and still paid (not refunded or cancelled).
 */
export async function addCredits(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: { bookingId: number; credits: number; reason: string },
): Promise<ClientGrant> {
  const client = await clientOf(app, id);
  return app.knex.transaction(async (trx) => {
    const booking = await lockBooking(app, input.bookingId, trx);
    if (booking === null || !isHis(client, booking.email))
      throw notFound(clientActionMessages.bookingNotHis);
    if (!isPaidPackageType(booking.packageType) || booking.status !== 'paid')
      throw conflict(clientActionMessages.creditsClosed);
    if (!(await addExtraCredits(trx, booking.id, input.credits)))
      throw conflict(clientActionMessages.creditsClosed);
    const grant = await app.repos.clientActions.addGrant(
      {
        clientId: id,
        bookingId: booking.id,
        kind: 'credits',
        credits: input.credits,
        reason: input.reason.trim(),
        at: app.now(),
      },
      trx,
    );
    await auditOwner(
      app,
      request,
      'client.credits-add',
      `booking ${booking.id}`,
      trx,
      `credits, reason (grant ${grant.id})`,
    );
    return grant;
  });
}

/**
 * Gives the client a package: a paid booking at no charge (`complimentary`, no card payment) under
 * his address and latest name; he gets the same email as a buyer, with his link to book.
 */
export async function givePackage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: { packageType: PaidPackageType; reason: string },
): Promise<ClientGrant> {
  const client = await clientOf(app, id);
  const [latest] = await bookingsOfPerson(app.knex, client.email);
  if (!latest) throw notFound(clientMessages.noBooking);
  return app.knex.transaction(async (trx) => {
    const booking = await giveComplimentaryPackage(
      app,
      { name: latest.name, email: client.email, packageType: input.packageType },
      trx,
    );
    const grant = await app.repos.clientActions.addGrant(
      {
        clientId: id,
        bookingId: booking.id,
        kind: 'package',
        credits: null,
        reason: input.reason.trim(),
        at: app.now(),
      },
      trx,
    );
    await auditOwner(
      app,
      request,
      'client.package-give',
      `booking ${booking.id}`,
      trx,
      `package type, reason (grant ${grant.id})`,
    );
    return grant;
  });
}

/** What the site emailed the client: subjects, dates and states of mail to his address alone. */
export async function clientEmails(app: FastifyInstance, id: number): Promise<ClientEmail[]> {
  const client = await clientOf(app, id);
  return app.repos.outboxView.emailsTo(client.email, emailLogLimit);
}

// --- the client's own data ---------------------------------------------------------------------

async function portalClient(app: FastifyInstance, id: number): Promise<ClientAccount> {
  const client = await app.repos.clientAccounts.findById(id);
  if (client === null) throw notFound(portalMessages.signInRequired);
  return client;
}

export async function setTimezone(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
  timezone: string,
): Promise<{ timezone: string }> {
  await portalClient(app, clientId);
  await app.knex.transaction(async (trx) => {
    await app.repos.clientActions.setTimezone(clientId, timezone, app.now(), trx);
    await auditClient(app, request, { action: 'client.timezone', clientId }, trx);
  });
  return { timezone };
}

const erasureView = (requestedAt: string | null): PortalErasure => ({
  requestedAt,
  dueAt:
    requestedAt === null
      ? null
      : new Date(new Date(requestedAt).getTime() + erasureDeadlineDays * dayMs).toISOString(),
});

export async function portalErasure(app: FastifyInstance, clientId: number) {
  return erasureView((await portalClient(app, clientId)).erasureRequestedAt);
}

/**
 * The client asks for his data to be erased; the coach confirms it on his privacy requests. He
 * gets a receipt saying what happens next and by when.
 */
export async function requestErasure(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
): Promise<PortalErasure> {
  const client = await portalClient(app, clientId);
  const at = app.now();
  await app.knex.transaction(async (trx) => {
    if (!(await app.repos.clientActions.requestErasure(clientId, at, trx)))
      throw conflict(clientActionMessages.erasureAlreadyRequested);
    await auditClient(app, request, { action: 'client.erasure-request', clientId }, trx);
    await queueErasureRequested(app, { clientId, to: client.email }, trx);
  });
  return erasureView(at.toISOString());
}

/** How many erasure requests wait for the owner. */
export async function openErasureRequestCount(app: FastifyInstance): Promise<number> {
  return app.repos.clientActions.countErasureRequests();
}

export async function erasureRequests(app: FastifyInstance): Promise<ErasureRequest[]> {
  const now = app.now().getTime();
  return (await app.repos.clientActions.erasureRequests()).map((one) => ({
    ...one,
    dueAt: erasureView(one.requestedAt).dueAt ?? one.requestedAt,
    ageDays: Math.max(0, Math.floor((now - new Date(one.requestedAt).getTime()) / dayMs)),
  }));
}

/** Why the coach gave the package of a booking, in his words; null when it was not given so. */
export function packageGiftReason(app: FastifyInstance, bookingId: number): Promise<string | null> {
  return app.repos.clientActions.packageGiftReason(bookingId);
}
