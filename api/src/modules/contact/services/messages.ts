/**
 * The owner's contact messages: one page at a time, and status changes as compare-and-swap (two
 * tabs acting at once never overwrite each other silently), each with its audit entry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  messageChangedMessage,
  type ContactMessage,
  type MessageStatus,
  type MessagesQuery,
  type Page,
  type UpdateMessageRequest,
} from '@site/contracts/admin';
import { conflict, notFound } from '../../../platform/errors';
import { auditOwner } from '../../owner';

const pageSize = 25;
const messageNotFound = 'Message not found';

export async function listMessages(
  app: FastifyInstance,
  { status, q, page }: MessagesQuery,
): Promise<Page<ContactMessage>> {
  return app.repos.contactForms.listMessages({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSize,
  });
}

export async function updateMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: UpdateMessageRequest,
): Promise<ContactMessage> {
  return app.knex.transaction(async (trx) => {
    const current = await app.repos.contactForms.findMessage(id, trx);
    if (current === null) throw notFound(messageNotFound);
    const from: MessageStatus = input.expectedStatus ?? current.status;
    const changed = () => conflict(messageChangedMessage.replace('{status}', current.status));
    if (from !== current.status) throw changed();
    const updated = await app.repos.contactForms.updateMessageStatus(
      id,
      { from, to: input.status, now: app.now() },
      trx,
    );
    if (updated === null) {
      // Another request moved it between our read and our write: say where it is now.
      const now = await app.repos.contactForms.findMessage(id, trx);
      throw conflict(messageChangedMessage.replace('{status}', now?.status ?? current.status));
    }
    await auditOwner(
      app,
      request,
      'message.update',
      `message ${id}: ${from} → ${input.status}`,
      trx,
    );
    return updated;
  });
}

/** The newest messages the owner has not handled yet (at most `limit`) and how many there are. */
export async function newMessagesPage(
  app: FastifyInstance,
  limit: number,
): Promise<{ items: ContactMessage[]; total: number }> {
  const page = await app.repos.contactForms.listMessages({
    status: 'new',
    page: 1,
    pageSize: limit,
  });
  return { items: page.items, total: page.total };
}

/**
 * The contact messages whose sender's name or address holds `text` (any case), newest first, at
 * most `limit`, and how many there are.
 */
export async function messagesMatching(
  app: FastifyInstance,
  text: string,
  limit: number,
): Promise<{ items: ContactMessage[]; total: number }> {
  const page = await app.repos.contactForms.messagesFrom({ text, page: 1, pageSize: limit });
  return { items: page.items, total: page.total };
}

/** Who sent each contact message still kept, by id (for the activity log; read, never stored). */
export async function messageSendersByIds(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const found = await Promise.all(ids.map((id) => app.repos.contactForms.findMessage(id)));
  return new Map(
    found.flatMap((message) => (message ? [[message.id, message.name] as const] : [])),
  );
}
