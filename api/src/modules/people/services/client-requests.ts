/**
 * A client's own requests about his data, from his portal: the download of everything kept about
 * him, and the erasure he asked for, once the coach confirms it on his privacy requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PersonErasure } from '@site/contracts/admin';
import { clientActionMessages } from '@site/contracts/client-actions';
import { portalMessages } from '@site/contracts/client-portal';
import type { PortalDataExport } from '@site/contracts/endpoints/client-actions';
import { auditClient, openErasureRequestOf, portalAsSeenBy } from '../../clients';
import { notFound } from '../../../platform/errors';
import { erasePerson, personRecords } from './person-data';

/** The coach carries out a client's open request: the erasure of everything under his address. */
export async function confirmErasure(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
): Promise<PersonErasure> {
  const email = await openErasureRequestOf(app, clientId);
  if (email === null) throw notFound(clientActionMessages.erasureNotFound);
  return erasePerson(app, request, email);
}

/**
 * Everything kept about the client, for his own download: the person's data under his address
 * (his bookings, sessions, questionnaires, contact messages, subscription, the emails sent to him,
 * the audit lines about his records, the payment records an erasure keeps, his portal's records)
 * and his portal as he sees it (time zone, the coach's published notes with their action items,
 * the thread, check-ins and the coach's gifts). Left out: emails to anyone else, the owner's
 * notices included (another person's mail may name him without being his), and the coach's
 * private notes, which only the coach reads.
 */
export async function portalDataExport(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
): Promise<PortalDataExport> {
  const seen = await portalAsSeenBy(app, clientId);
  if (seen === null) throw notFound(portalMessages.signInRequired);
  const { email: address, portal } = seen;
  const person = await personRecords(app, address);
  await app.knex.transaction((trx) =>
    auditClient(app, request, { action: 'client.data-download', clientId }, trx),
  );
  return {
    exportedAt: app.now().toISOString(),
    person: {
      ...person,
      emails: person.emails.filter((email) => email.to.trim().toLowerCase() === address),
      notices: [],
      mailFiles: [],
      portal: { ...person.portal, privateNotes: [] },
    },
    portal,
  };
}
