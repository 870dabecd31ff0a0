/**
 * The coach's side: the Clients list, a client's record, and his writes about a client (a note,
 * private or shared and published with an email; a reply in the thread; what happened at a
 * session), each in one transaction with its audit line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  defaultClientSort,
  type ClientNote,
  type ClientRecord,
  type ClientRow,
  type ClientSession,
  type ClientsQuery,
} from '@site/contracts/endpoints/admin-clients';
import type { ClientThreadPage, ClientThreadsQuery } from '@site/contracts/admin';
import type { ThreadMessage } from '@site/contracts/endpoints/portal';
import type { Attendance, ClientNoteRequest } from '@site/contracts/schemas/portal';
import { auditOwner } from '../../owner';
import { conflict, notFound } from '../../../platform/errors';
import type { SessionFacts } from '../repositories/client-record';
import { queueClientNotice } from './notifications';
import { personPackages } from './portal';
import {
  bookingsOfPerson,
  clientQuestionnaire,
  markSessionAttendance,
  sessionWithAddress,
} from '../../bookings';

export const clientMessages = {
  clientNotFound: 'Client not found',
  sessionNotFound: 'Session not found',
  noBooking: 'This client has no booking to reply under.',
  notStarted: 'A session can be marked once it has started.',
} as const;

/** The most rows the Clients list answers (a search narrows it). */
export const clientListLimit = 500;

export async function listClients(app: FastifyInstance, query: ClientsQuery): Promise<ClientRow[]> {
  await app.repos.clientRecord.ensureAllClients();
  return app.repos.clientRecord.list({
    q: query.q,
    package: query.package,
    state: query.state,
    sort: query.sort ?? defaultClientSort,
    now: app.now(),
    limit: clientListLimit,
  });
}

const toClientSession = (session: SessionFacts): ClientSession => ({
  id: session.id,
  bookingId: session.bookingId,
  startsAt: session.startsAt,
  endsAt: session.endsAt,
  status: session.status,
  attendance: session.attendance,
  format: session.format,
  kind: session.kind,
});

/**
 * Sessions in the order the coach reads them: those still to come first, soonest first, then
 * those begun, most recent first. (His record's packages follow their sessions' order.)
 */
export function upcomingFirst<T extends { startsAt: string }>(
  sessions: readonly T[],
  now: Date,
): T[] {
  const at = now.getTime();
  const start = (session: T) => Date.parse(session.startsAt);
  const coming = sessions.filter((session) => start(session) >= at);
  const begun = sessions.filter((session) => start(session) < at);
  return [
    ...coming.sort((a, b) => start(a) - start(b)),
    ...begun.sort((a, b) => start(b) - start(a)),
  ];
}

async function accountOf(app: FastifyInstance, id: number) {
  const client = await app.repos.clientAccounts.findById(id);
  if (client === null) throw notFound(clientMessages.clientNotFound);
  return client;
}

/**
 * The clients whose address or name holds `text` (any case), by name, at most `limit`, and how
 * many there are: the Clients list's search, so its count is the list's.
 */
export async function clientsMatching(app: FastifyInstance, text: string, limit: number) {
  await app.repos.clientRecord.ensureAllClients();
  return app.repos.clientRecord.matching({ text, limit });
}

/**
 * A client's record, with how many of his messages are unread: reading it leaves them unread
 * (his thread is read on its own, `clientThread`), so a page opened on another tab keeps them new.
 */
export async function clientRecord(app: FastifyInstance, id: number): Promise<ClientRecord> {
  const client = await accountOf(app, id);
  const person = await personPackages(app, client, 'owner');
  // His key figures are his row of the Clients list, read by the same query.
  const [row] = await app.repos.clientRecord.list({
    id,
    sort: defaultClientSort,
    now: app.now(),
    limit: 1,
  });
  return {
    id: client.id,
    email: client.email,
    // His latest booking's name, as his row of the list says (one not paid yet included).
    name: row?.name || person.name,
    timezone: client.timezone,
    // How each was paid: a package he was given reads "Complimentary" on his record.
    packages: person.packages.map((pkg) => ({
      ...pkg,
      payment: person.bookings.find((booking) => booking.id === pkg.booking.id)?.payment ?? null,
    })),
    sessions: upcomingFirst(person.sessions.map(toClientSession), app.now()),
    // His one questionnaire, whichever booking of his it was answered for.
    questionnaire: person.bookings[0]
      ? await clientQuestionnaire(app, person.bookings[0].id)
      : null,
    notes: await app.repos.clientRecord.notesOf(id, { sharedOnly: false }),
    figures: {
      creditsLeft: row?.creditsLeft ?? 0,
      nextSessionAt: row?.nextSessionAt ?? null,
      nextIsCall: row?.nextIsCall ?? false,
      totalPaid: row?.totalPaid ?? 0,
      lastContactAt: row?.lastContactAt ?? null,
      unreadMessages: row?.unreadMessages ?? 0,
    },
  };
}

/** A client's thread, oldest first; the coach reads it now, so his messages are marked read. */
export async function clientThread(app: FastifyInstance, id: number): Promise<ThreadMessage[]> {
  await accountOf(app, id);
  await app.repos.clientRecord.markRead({ clientId: id, author: 'client', at: app.now() });
  return app.repos.clientRecord.messagesOf(id);
}

/** A note; a shared one is published to the client at once, with an email. */
export async function addNote(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  note: ClientNoteRequest,
): Promise<ClientNote> {
  const client = await accountOf(app, id);
  const noteId = await app.knex.transaction(async (trx) => {
    const created = await app.repos.clientRecord.addNote(
      {
        clientId: id,
        visibility: note.visibility,
        title: note.title?.trim() ? note.title.trim() : null,
        body: note.body,
        actionItems: note.actionItems ?? [],
        at: app.now(),
      },
      trx,
    );
    await auditOwner(app, request, `client.note-${note.visibility}`, `client ${id}`, trx);
    if (note.visibility === 'shared')
      await queueClientNotice(app, { kind: 'note', id: created, to: client.email }, trx);
    return created;
  });
  const saved = (await app.repos.clientRecord.notesOf(id, { sharedOnly: false })).find(
    (one) => one.id === noteId,
  );
  if (!saved) throw notFound(clientMessages.clientNotFound);
  return saved;
}

/** The coach's reply, under the client's newest package; the client is told by email. */
export async function replyToClient(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: string,
): Promise<ThreadMessage> {
  const client = await accountOf(app, id);
  const [latest] = await bookingsOfPerson(app.knex, client.email);
  if (!latest) throw notFound(clientMessages.noBooking);
  return app.knex.transaction(async (trx) => {
    const message = await app.repos.clientRecord.addMessage(
      { clientId: id, bookingId: latest.id, author: 'coach', body, priority: false, at: app.now() },
      trx,
    );
    await auditOwner(app, request, 'client.reply', `client ${id}`, trx);
    await queueClientNotice(
      app,
      { kind: 'reply', id: message.id, to: client.email, text: body },
      trx,
    );
    return message;
  });
}

/** Marks a session that has started as held, no-show or cancelled. */
export async function markAttendance(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionId: number,
  attendance: Attendance,
): Promise<ClientSession> {
  const found = await sessionWithAddress(app.knex, sessionId);
  if (found === null) throw notFound(clientMessages.sessionNotFound);
  if (new Date(found.session.startsAt).getTime() > app.now().getTime())
    throw conflict(clientMessages.notStarted);
  await app.knex.transaction(async (trx) => {
    await markSessionAttendance(trx, { sessionId, attendance, at: app.now() });
    await auditOwner(app, request, `session.${attendance}`, `session ${sessionId}`, trx);
  });
  return toClientSession({ ...found.session, attendance });
}

/** How many of the clients' messages the owner has not read yet. */
export async function unreadClientMessageCount(app: FastifyInstance) {
  return app.repos.clientActions.countUnreadClientMessages();
}

/** The clients' messages the owner has not read yet, newest first, at most `limit`. */
export async function unreadClientMessages(app: FastifyInstance, limit: number) {
  return app.repos.clientActions.unreadClientMessages(limit);
}

/** How many clients' threads the Messages screen lists a page. */
const threadsPageSize = 25;

/**
 * The clients' portal threads, the newest first, a page at a time, with how many of every
 * client's messages the owner has not read (the navigation's count, whatever the page).
 */
export async function clientThreadsPage(
  app: FastifyInstance,
  { page }: ClientThreadsQuery,
): Promise<ClientThreadPage> {
  const threads = await app.repos.clientActions.clientThreads({ page, pageSize: threadsPageSize });
  return { ...threads, unread: await unreadClientMessageCount(app) };
}

/**
 * The portal threads of the clients whose name (his latest booking's) or address holds `text`
 * (any case), the newest first, at most `limit`, and how many there are.
 */
export async function threadsMatching(app: FastifyInstance, text: string, limit: number) {
  const { items, total } = await app.repos.clientActions.clientThreads({
    text,
    page: 1,
    pageSize: limit,
  });
  return { items, total };
}

/**
 * The name of each client still kept, by id (his latest booking's, as on his page), for the
 * activity log: read when the log is, so an erased client has none.
 */
export async function clientNamesByIds(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await Promise.all(
    ids.map((id) =>
      app.repos.clientRecord.list({ id, sort: defaultClientSort, now: app.now(), limit: 1 }),
    ),
  );
  return new Map(rows.flatMap(([row]) => (row && row.name ? [[row.id, row.name] as const] : [])));
}
