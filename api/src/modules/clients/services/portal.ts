/**
 * What the client portal and the coach's client page show of one person: every booking of his
 * address with its sessions and the price card's promises, his receipts, the thread and the
 * shared notes; and the client's own writes (a message under the support window, an action item
 * ticked), each in one transaction with its audit line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PortalOverview,
  PortalPackage,
  Receipt,
  SharedNote,
  PortalThread,
  ThreadMessage,
  ActionItem,
} from '@site/contracts/endpoints/portal';
import { boughtPackageName, packageCurrency } from '@site/contracts/packages';
import { wasPaid } from '@site/contracts/sessions';
import { coachTimezone } from '@site/contracts/timezones';
import { portalMessages } from '@site/contracts/client-portal';
import { bookingsOfPerson, bookingView, findBooking, sessionsOfBookings } from '../../bookings';
import { conflict, notFound } from '../../../platform/errors';
import type { ClientAccount } from '../repositories/client-accounts';
import type { PersonBooking, SessionFacts } from '../repositories/client-record';
import { freeCallOf, progressOf, promisesView, supportFor } from './package-progress';
import { auditClient } from './portal-auth';
import { queueClientMessage } from './notifications';

export interface PersonPackages {
  bookings: PersonBooking[];
  sessions: SessionFacts[];
  packages: PortalPackage[];
  progress: { bookingId: number; progress: ReturnType<typeof progressOf> }[];
  name: string;
  zone: string;
}

/**
 * The bookings of the client's address, newest first: for the client, those he holds (paid, or a
 * free call); for the coach, every one, so a package chosen but not paid yet (or its payment
 * failed or expired) stands on his page with its state rather than as "no package".
 */
export async function personPackages(
  app: FastifyInstance,
  client: ClientAccount,
  actor: 'client' | 'owner',
): Promise<PersonPackages> {
  const now = app.now();
  const records = app.repos.clientRecord;
  const bookings = (await bookingsOfPerson(app.knex, client.email)).filter(
    (booking) =>
      actor === 'owner' || wasPaid(booking.status) || booking.packageType === 'strategy-call',
  );
  const sessions = await sessionsOfBookings(
    app.knex,
    bookings.map((booking) => booking.id),
  );
  const checkIns = await records.lastCheckIns(client.id);
  const accessKeys = new Map<number, string>();
  const result: PortalPackage[] = [];
  const progress: PersonPackages['progress'] = [];
  for (const booking of bookings) {
    const view = await bookingView(app, booking.id, actor);
    const key = await findBooking(app, booking.id);
    if (key) accessKeys.set(booking.id, key.accessKey);
    const bookingProgress = progressOf(booking, sessions, view.sessionsRemaining);
    progress.push({ bookingId: booking.id, progress: bookingProgress });
    result.push({
      booking: view,
      accessKey: accessKeys.get(booking.id) ?? '',
      purchasedAt: booking.paidAt,
      questionnaireCompleted: booking.questionnaireCompleted,
      ...promisesView(booking.packageType, bookingProgress, {
        now,
        lastCheckInAt: checkIns.get(booking.id) ?? null,
      }),
    });
  }
  const zone =
    client.timezone ?? sessions.find((session) => session.timezone)?.timezone ?? coachTimezone;
  return { bookings, sessions, packages: result, progress, name: bookings[0]?.name ?? '', zone };
}

/** His payments: packages paid with money, newest first. */
export function receiptsOf(bookings: readonly PersonBooking[]): Receipt[] {
  return bookings.flatMap((booking) =>
    booking.packageType !== 'strategy-call' && booking.amount > 0 && booking.paidAt !== null
      ? [
          {
            bookingId: booking.id,
            packageType: booking.packageType,
            packageName: boughtPackageName(booking.packageType),
            amount: booking.amount,
            currency: packageCurrency,
            paidAt: booking.paidAt,
            // A payment's id only: how a payment without one was made is said in words.
            paymentReference: booking.stripePaymentIntentId,
            paidBy:
              booking.stripePaymentIntentId !== null
                ? 'card'
                : booking.payment === 'complimentary'
                  ? 'complimentary'
                  : 'offline',
            refunded: booking.status === 'refunded',
          },
        ]
      : [],
  );
}

async function accountOf(app: FastifyInstance, clientId: number): Promise<ClientAccount> {
  const client = await app.repos.clientAccounts.findById(clientId);
  if (client === null) throw notFound(portalMessages.signInRequired);
  return client;
}

export async function portalOverview(
  app: FastifyInstance,
  clientId: number,
): Promise<PortalOverview> {
  const client = await accountOf(app, clientId);
  const person = await personPackages(app, client, 'client');
  return {
    email: client.email,
    name: person.name,
    timezone: client.timezone,
    packages: person.packages,
    receipts: receiptsOf(person.bookings),
  };
}

const toThreadMessage = (message: ThreadMessage): ThreadMessage => message;

export async function portalThread(app: FastifyInstance, clientId: number): Promise<PortalThread> {
  const client = await accountOf(app, clientId);
  const person = await personPackages(app, client, 'client');
  const support = supportFor(
    person.progress,
    app.now(),
    person.zone,
    freeCallOf(person.bookings, person.sessions),
  );
  await app.repos.clientRecord.markRead({ clientId, author: 'coach', at: app.now() });
  return {
    messages: (await app.repos.clientRecord.messagesOf(clientId)).map(toThreadMessage),
    canWrite: 'bookingId' in support,
    reason: 'reason' in support ? support.reason : null,
  };
}

/**
 * A client's message, under the support window of one of his packages or his free call's time to
 * write; the coach is told.
 */
export async function postClientMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
  body: string,
): Promise<ThreadMessage> {
  const client = await accountOf(app, clientId);
  const person = await personPackages(app, client, 'client');
  const support = supportFor(
    person.progress,
    app.now(),
    person.zone,
    freeCallOf(person.bookings, person.sessions),
  );
  if ('reason' in support) throw conflict(support.reason);
  return app.knex.transaction(async (trx) => {
    const message = await app.repos.clientRecord.addMessage(
      {
        clientId,
        bookingId: support.bookingId,
        author: 'client',
        body,
        priority: support.priority,
        at: app.now(),
      },
      trx,
    );
    await auditClient(app, request, { action: 'client.message', clientId }, trx);
    await queueClientMessage(
      app,
      { messageId: message.id, clientId, name: person.name, priority: support.priority },
      trx,
    );
    return message;
  });
}

export async function portalNotes(app: FastifyInstance, clientId: number): Promise<SharedNote[]> {
  const notes = await app.repos.clientRecord.notesOf(clientId, { sharedOnly: true });
  return notes.map((note) => ({
    id: note.id,
    title: note.title,
    body: note.body,
    publishedAt: note.publishedAt ?? note.createdAt,
    actionItems: note.actionItems,
  }));
}

/** Ticks or unticks an action item of his own published notes (404 for anyone else's). */
export async function setActionItem(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { clientId: number; itemId: number; done: boolean },
): Promise<ActionItem> {
  const item = await app.knex.transaction(async (trx) => {
    const updated = await app.repos.clientRecord.setActionItem({ ...input, at: app.now() }, trx);
    if (updated !== null)
      await auditClient(
        app,
        request,
        {
          action: input.done ? 'client.action-item-done' : 'client.action-item-undone',
          clientId: input.clientId,
        },
        trx,
      );
    return updated;
  });
  if (item === null) throw notFound(portalMessages.actionItemNotFound);
  return item;
}
