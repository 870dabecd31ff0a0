/**
 * Bookings in API integration tests: a package paid offline (written straight to the tables, at
 * any past date, with held sessions), one made through the bookings repository as a checkout
 * would, a session scheduled through the public page's request, and a client's id.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BookingWindow } from '@site/contracts/slots';
import { priceCents, type PackageType } from '@site/contracts/packages';
import { scheduleSessionMinutes, schedulesForWindow } from '@site/contracts/schedules/schedule';
import { newAccessKey } from '../modules/bookings';
import { cookieHeader } from './app';

const sessionMs = 90 * 60_000;

/** A session of a paid package, written with it. */
export interface PaidSession {
  /** Its start; 90 minutes before `endsAt` when only that is given. */
  startsAt?: Date;
  /** Its end; 90 minutes after `startsAt` when only that is given. */
  endsAt?: Date;
  status: string;
  timezone?: string;
  /** Further columns of booking_sessions (attendance, …). */
  columns?: Record<string, unknown>;
}

export interface PaidBookingInput {
  email: string;
  type: PackageType;
  /** The buyer's name; Dana Whitfield without one. */
  name?: string;
  /** When it was bought (paid and created). */
  boughtAt: Date;
  /** Its access key; a random one without one. */
  key?: string;
  /** Its sessions, in this order. */
  sessions?: PaidSession[];
}

/**
 * A package of `email` paid offline at `boughtAt` (its price; nothing for a free call, which no
 * payment carries), with its sessions; answers its id, access key and the sessions' ids.
 */
export async function paidBooking(
  app: FastifyInstance,
  input: PaidBookingInput,
): Promise<{ id: number; key: string; sessionIds: number[] }> {
  const free = input.type === 'strategy-call';
  const key = input.key ?? `paid-key-${Math.random().toString(36).slice(2)}`;
  const [row] = await app
    .knex('consultation_bookings')
    .insert({
      name: input.name ?? 'Dana Whitfield',
      email: input.email,
      package_type: input.type,
      amount: free ? 0 : priceCents(input.type),
      status: 'paid',
      payment: free ? null : 'offline',
      paid_at: input.boughtAt,
      created_at: input.boughtAt,
      access_key: key,
    })
    .returning('id');
  const id = Number((row as { id: number }).id);
  const sessionIds: number[] = [];
  for (const session of input.sessions ?? []) {
    const startsAt = session.startsAt ?? new Date(session.endsAt!.getTime() - sessionMs);
    const [made] = await app
      .knex('booking_sessions')
      .insert({
        booking_id: id,
        starts_at: startsAt,
        ends_at: session.endsAt ?? new Date(startsAt.getTime() + sessionMs),
        timezone: session.timezone ?? 'Europe/Paris',
        status: session.status,
        ...session.columns,
      })
      .returning('id');
    sessionIds.push(Number((made as { id: number }).id));
  }
  return { id, key, sessionIds };
}

const dayMs = 86_400_000;

/**
 * A package of `email` paid offline `boughtDaysAgo` days before `now` (1 unless given), with a
 * completed session ending at each of `sessionsEndedDaysAgo` days before `now` (its `columns`
 * added), its other credits unbooked.
 */
export function boughtDaysAgo(
  app: FastifyInstance,
  now: Date,
  input: Omit<PaidBookingInput, 'boughtAt' | 'sessions'> & {
    boughtDaysAgo?: number;
    sessionsEndedDaysAgo?: number[];
    timezone?: string;
    columns?: Record<string, unknown>;
  },
): Promise<{ id: number; key: string; sessionIds: number[] }> {
  const daysBefore = (days: number) => new Date(now.getTime() - days * dayMs);
  const { boughtDaysAgo: bought, sessionsEndedDaysAgo, timezone, columns, ...booking } = input;
  return paidBooking(app, {
    ...booking,
    boughtAt: daysBefore(bought ?? 1),
    sessions: (sessionsEndedDaysAgo ?? []).map((days) => ({
      endsAt: daysBefore(days),
      status: 'completed',
      timezone,
      columns,
    })),
  });
}

/**
 * A booking of `packageType` made paid through the bookings repository (as the checkout makes it,
 * at the app's clock), by `name` at `email`: `amount` cents (100 unless given; nothing for a free
 * call) and the offline payment unless `payment` is null.
 */
export function repositoryBooking(
  app: FastifyInstance,
  input: {
    packageType: PackageType;
    name: string;
    email: string;
    amount?: number;
    payment?: 'offline' | null;
  },
) {
  return app.repos.bookings.create({
    name: input.name,
    email: input.email,
    packageType: input.packageType,
    amount: input.packageType === 'strategy-call' ? 0 : (input.amount ?? 100),
    status: 'paid',
    accessKey: newAccessKey(),
    ...(input.payment === null ? {} : { payment: input.payment ?? 'offline' }),
  });
}

/**
 * The client's request from his booking's page (booking `id`, its access `key`) that schedules
 * its next session: `payload` holds scheduledAt and timezone.
 */
export function scheduleRequest(
  app: FastifyInstance,
  id: number,
  key: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/consultation-bookings/${id}/schedule?key=${key}`,
    payload,
  });
}

/**
 * A visitor's checkout on the booking page (`payload`: packageType, name, email): the answer,
 * the booking's id and the cookie it gives his browser for that booking.
 */
export async function checkout(
  app: FastifyInstance,
  payload: { packageType: PackageType; name: string; email: string },
): Promise<{ response: LightMyRequestResponse; bookingId: number; cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload });
  return {
    response,
    bookingId: response.json<{ bookingId: number }>().bookingId,
    cookie: cookieHeader(response.headers['set-cookie']),
  };
}

/**
 * The booking page's request from the browser that made booking `id` (its `cookie`, no key)
 * that schedules its next session: `payload` holds scheduledAt and timezone.
 */
export function scheduleAsHolder(
  app: FastifyInstance,
  id: number,
  cookie: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/consultation-bookings/${id}/schedule`,
    headers: { cookie },
    payload,
  });
}

/** The booking rules the API answers for `window` on a site that never saved its schedules. */
export const rulesForWindow = (window: BookingWindow) => ({
  ...window,
  schedules: schedulesForWindow(window, scheduleSessionMinutes),
});

/** The id of the client at `email` (his row made when it is not there yet). */
export async function clientIdOf(app: FastifyInstance, email: string): Promise<number> {
  const [row] = await app
    .knex('clients')
    .insert({ email: email.toLowerCase() })
    .onConflict('email')
    .merge()
    .returning('id');
  return Number((row as { id: number }).id);
}
