/**
 * The back office's search: the clients, bookings, contact messages, clients' portal threads and
 * active subscribers whose name or email address holds a text, any case. Each group is its own module's search (the
 * Clients, Bookings and Subscribers lists' own, so a group's total is what that list shows for
 * the same text), its first few and how many in all. The text is never logged.
 */
import type { FastifyInstance } from 'fastify';
import { searchGroupLimit, type AdminSearchResults } from '@site/contracts/admin';
import { bookingsMatching } from '../bookings';
import { clientsMatching, threadsMatching } from '../clients';
import { messagesMatching } from '../contact';
import { subscribersMatching } from '../newsletter';

export async function search(app: FastifyInstance, text: string): Promise<AdminSearchResults> {
  const limit = searchGroupLimit;
  const [clients, bookings, messages, threads, subscribers] = [
    await clientsMatching(app, text, limit),
    await bookingsMatching(app, text, limit),
    await messagesMatching(app, text, limit),
    await threadsMatching(app, text, limit),
    await subscribersMatching(app, text, limit),
  ];
  return {
    q: text,
    clientMatches: clients,
    bookingMatches: bookings,
    messageMatches: {
      total: messages.total,
      items: messages.items.map(({ id, name, email, status, createdAt }) => ({
        id,
        name,
        email,
        status,
        createdAt,
      })),
    },
    threadMatches: threads,
    subscriberMatches: subscribers,
  };
}
