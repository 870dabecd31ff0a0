/**
 * What the people module needs of a client's portal for his own requests about his data: his
 * open erasure request, and his portal as he sees it (for his download).
 */
import type { FastifyInstance } from 'fastify';
import type { PortalDataExport } from '@site/contracts/endpoints/client-actions';
import { checkInsOldestFirst } from '../repositories/check-ins';
import { portalNotes } from './portal';

/** The address under the client's open erasure request, or null when he has none open. */
export async function openErasureRequestOf(
  app: FastifyInstance,
  clientId: number,
): Promise<string | null> {
  const open = (await app.repos.clientActions.erasureRequests()).find(
    (one) => one.clientId === clientId,
  );
  return open ? open.email : null;
}

/**
 * The client's address and his portal as he sees it: his time zone, his erasure request, the
 * coach's published notes with their action items, the thread, his check-ins and the coach's
 * gifts (never the coach's private notes). Null when no such client.
 */
export async function portalAsSeenBy(
  app: FastifyInstance,
  clientId: number,
): Promise<{ email: string; portal: PortalDataExport['portal'] } | null> {
  const client = await app.repos.clientAccounts.findById(clientId);
  if (client === null) return null;
  return {
    email: client.email,
    portal: {
      timezone: client.timezone,
      erasureRequestedAt: client.erasureRequestedAt,
      sharedNotes: await portalNotes(app, clientId),
      messages: await app.repos.clientRecord.messagesOf(clientId),
      checkIns: (await checkInsOldestFirst(app.knex, clientId)).map(
        ({ id: _id, readAt: _readAt, ...checkIn }) => checkIn,
      ),
      grants: await app.repos.clientActions.grantsOf(clientId),
    },
  };
}
