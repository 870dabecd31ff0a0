/**
 * A client's own requests about his data, from his portal: the download of everything kept about
 * him, and the erasure he asked for, once the coach confirms it on his privacy requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PersonErasure } from '@site/contracts/admin';
import { clientActionMessages } from '@site/contracts/client-actions';
import { portalMessages } from '@site/contracts/client-portal';
import type { PortalDataExport } from '@site/contracts/endpoints/client-actions';
import { auditClient, portalNotes } from '../../clients';
import { notFound } from '../../../platform/errors';
import { erasePerson, personRecords } from './person-data';

/** The coach carries out a client's open request: the erasure of everything under his address. */
export async function confirmErasure(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
): Promise<PersonErasure> {
  const open = (await app.repos.clientActions.erasureRequests()).find(
    (one) => one.clientId === clientId,
  );
  if (!open) throw notFound(clientActionMessages.erasureNotFound);
  return erasePerson(app, request, open.email);
}

/**
 * Everything kept about the client, for his own download: the person's data under his address
 * (his bookings, sessions, questionnaires, contact messages, subscription, the e-mails sent to him,
 * the audit lines about his records, the payment records an erasure keeps, his portal's records)
 * and his portal as he sees it (time zone, the coach's published notes with their action items,
 * the thread, check-ins and the coach's gifts). Left out: e-mails to anyone else, the owner's
 * notices included (another person's mail may name him without being his), and the coach's
 * private notes, which only the coach reads.
 */
export async function portalDataExport(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
): Promise<PortalDataExport> {
  const client = await app.repos.clientAccounts.findById(clientId);
  if (client === null) throw notFound(portalMessages.signInRequired);
  const person = await personRecords(app, client.email);
  await app.knex.transaction((trx) =>
    auditClient(app, request, { action: 'client.data-download', clientId }, trx),
  );
  return {
    exportedAt: app.now().toISOString(),
    person: {
      ...person,
      emails: person.emails.filter((email) => email.to.trim().toLowerCase() === client.email),
      notices: [],
      mailFiles: [],
      portal: { ...person.portal, privateNotes: [] },
    },
    portal: {
      timezone: client.timezone,
      erasureRequestedAt: await app.repos.clientActions.erasureRequestedAt(clientId),
      sharedNotes: await portalNotes(app, clientId),
      messages: await app.repos.clientRecord.messagesOf(clientId),
      checkIns: await app.repos.clientActions.checkInsOf(clientId),
      grants: await app.repos.clientActions.grantsOf(clientId),
    },
  };
}
