import type { FastifyInstance } from 'fastify';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { messages } from '../../../platform/errors';
import { newAccessKey } from '../services/booking-access';
import { buildTestApp, testDomain, visitorAddresses } from '../../../test/app';
import { checkout } from '../../../test/bookings';
import { signInClient } from '../../../test/client';

const domain = testDomain('questionnaire');

const answers = Object.fromEntries(
  Object.keys(requiredAnswerMessages).map((field) => [field, `A considered answer for ${field}.`]),
);

describe('consultation questionnaire', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.knex('consultation_questionnaires').where('email', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('clients').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  });

  const submit = (payload: Record<string, unknown>, query = '') =>
    app.inject({ method: 'POST', url: `/api/consultation-questionnaire${query}`, payload });

  it('stores a submission without a booking, with default scales, linked to no booking', async () => {
    const email = `Solo@${domain}`;
    const first = await submit({
      name: 'Solo Client',
      email,
      ...answers,
      alignmentScale: 8,
      previousWork: '',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), completedAt: expect.any(String) });
    const row = await app
      .knex('consultation_questionnaires')
      .where({ id: first.json().id })
      .first();
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      alignment_scale: 8,
      ready_for_truths: 5,
      ready_for_changes: 5,
      ready_for_emotional_work: 5,
      previous_work: null,
      booking_id: null,
      whats_working: answers.whatsWorking,
    });
  });

  it('gives every required answer its own message', async () => {
    const short = Object.fromEntries(
      Object.keys(requiredAnswerMessages).map((field) => [field, 'x']),
    );
    const response = await submit({
      name: 'A',
      email: `short@${domain}`,
      ...short,
      alignmentScale: 0,
      readyForTruths: 11,
      readyForChanges: 'lots',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ...requiredAnswerMessages,
      alignmentScale: 'Please choose a number from 1 to 10',
      readyForTruths: 'Please choose a number from 1 to 10',
      readyForChanges: 'Please choose a number from 1 to 10',
    });
    const essenceOk = await submit({
      name: 'A',
      email: `essence@${domain}`,
      ...answers,
      coreEssence: 'ok',
    });
    expect(essenceOk.statusCode).toBe(201);
  });

  it('links a submission to its booking, taking name and email from it, only with access', async () => {
    const booking = await app.repos.bookings.create({
      name: 'Booked Client',
      email: `booked@${domain}`,
      packageType: 'single',
      amount: 150000,
      status: 'paid',
      accessKey: newAccessKey(),
    });
    const denied = await submit(
      { bookingId: booking.id, name: 'X', email: `x@${domain}`, ...answers },
      '?key=wrong',
    );
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ message: 'Booking not found' });

    const ok = await submit(
      { bookingId: booking.id, name: 'Other', email: `other@${domain}`, ...answers },
      `?key=${booking.accessKey}`,
    );
    expect(ok.statusCode).toBe(201);
    const row = await app.knex('consultation_questionnaires').where({ id: ok.json().id }).first();
    expect(row).toMatchObject({
      booking_id: booking.id,
      name: 'Booked Client',
      email: `booked@${domain}`,
    });

    // One questionnaire per booking.
    const again = await submit({ bookingId: booking.id, ...answers }, `?key=${booking.accessKey}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.questionnaireExists });
  });

  it('opens a booking and its questionnaire to its client’s portal session without the key, and to nobody else', async () => {
    const paid = (email: string) =>
      app.repos.bookings.create({
        name: 'Portal Client',
        email,
        packageType: '5-session',
        amount: 100,
        status: 'paid',
        accessKey: newAccessKey(),
      });
    const mine = await paid(`Mine@${domain}`);
    const theirs = await paid(`theirs@${domain}`);
    const cookie = await signInClient(app, `mine@${domain}`, visitorAddresses()());
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    const notFound = { message: messages.bookingNotFound };

    // His own booking, with his portal session: the booking, its questionnaire, and sending it.
    expect((await get(`/api/consultation-bookings/${mine.id}`, { cookie })).statusCode).toBe(200);
    const before = await get(`/api/consultation-bookings/${mine.id}/questionnaire`, { cookie });
    expect(before.json()).toEqual({ completed: false, completedAt: null });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/consultation-questionnaire',
      headers: { cookie },
      payload: { bookingId: mine.id, ...answers },
    });
    expect(sent.statusCode).toBe(201);
    const after = await get(`/api/consultation-bookings/${mine.id}/questionnaire`, { cookie });
    expect(after.json()).toEqual({ completed: true, completedAt: expect.any(String) });

    // Someone else's booking, with his session: the same answer as a booking that is not there.
    for (const url of [
      `/api/consultation-bookings/${theirs.id}`,
      `/api/consultation-bookings/${theirs.id}/questionnaire`,
      '/api/consultation-bookings/999999999/questionnaire',
    ]) {
      const refused = await get(url, { cookie });
      expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
    }
    const planted = await app.inject({
      method: 'POST',
      url: '/api/consultation-questionnaire',
      headers: { cookie },
      payload: { bookingId: theirs.id, ...answers },
    });
    expect([planted.statusCode, planted.json()]).toEqual([404, notFound]);

    // No session, no key: not found, his own booking too.
    for (const url of [
      `/api/consultation-bookings/${mine.id}`,
      `/api/consultation-bookings/${mine.id}/questionnaire`,
    ]) {
      const refused = await get(url);
      expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
    }
  });

  it('is kept once per client: answered for his free call, his package’s says complete and takes no second', async () => {
    const booking = (packageType: 'strategy-call' | '5-session', email: string) =>
      app.repos.bookings.create({
        name: 'Once Client',
        email,
        packageType,
        amount: packageType === 'strategy-call' ? 0 : 100,
        status: 'paid',
        accessKey: newAccessKey(),
      });
    const call = await booking('strategy-call', `once@${domain}`);
    const bought = await booking('5-session', `ONCE@${domain}`);
    const stranger = await booking('5-session', `not-once@${domain}`);
    const status = async (one: { id: number; accessKey: string }) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/consultation-bookings/${one.id}/questionnaire?key=${one.accessKey}`,
        })
      ).json();
    expect(await status(bought)).toEqual({ completed: false, completedAt: null });

    const answered = await submit({ bookingId: call.id, ...answers }, `?key=${call.accessKey}`);
    expect(answered.statusCode).toBe(201);
    expect(await status(bought)).toEqual({ completed: true, completedAt: expect.any(String) });
    const again = await submit({ bookingId: bought.id, ...answers }, `?key=${bought.accessKey}`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: messages.questionnaireExists },
    ]);
    // Another address is not answered by his.
    expect(await status(stranger)).toEqual({ completed: false, completedAt: null });
  });

  it("cannot be planted: a submission without a booking neither blocks nor completes a client's", async () => {
    const { bookingId, cookie } = await checkout(app, {
      packageType: 'strategy-call',
      name: 'Real Client',
      email: `victim@${domain}`,
    });
    const status = (headers: Record<string, string> = { cookie }) =>
      app.inject({
        method: 'GET',
        url: `/api/consultation-bookings/${bookingId}/questionnaire`,
        headers,
      });
    expect((await status()).json()).toEqual({ completed: false, completedAt: null });

    // Someone else types the client's address, without the booking.
    const planted = await submit({ name: 'Prankster', email: `victim@${domain}`, ...answers });
    expect(planted.statusCode).toBe(201);
    expect((await status()).json()).toEqual({ completed: false, completedAt: null });
    const byEmail = await app.inject({
      method: 'GET',
      url: `/api/consultation-questionnaire/victim@${domain}`,
      headers: { cookie },
    });
    expect(byEmail.statusCode).toBe(404);

    // The client's own submission still goes through and completes the booking's questionnaire.
    const own = await app.inject({
      method: 'POST',
      url: '/api/consultation-questionnaire',
      headers: { cookie },
      payload: { bookingId, ...answers },
    });
    expect(own.statusCode).toBe(201);
    expect((await status()).json()).toEqual({
      completed: true,
      completedAt: own.json().completedAt,
    });

    // The booking's status needs its access: without it, the same 404 as for no such booking.
    const stranger = await status({});
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: messages.bookingNotFound });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/consultation-bookings/2147483647/questionnaire',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /api/consultation-questionnaire/:email answers only the holder of a booking with that address, rate limited', async () => {
    const { bookingId, cookie } = await checkout(app, {
      packageType: 'strategy-call',
      name: 'Lookup Client',
      email: `Lookup@${domain}`,
    });
    const lookup = (email: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/api/consultation-questionnaire/${encodeURIComponent(email)}`,
        headers,
      });

    // Without access the answer is the same whether the address is a client's or not.
    const client = await lookup(`lookup@${domain}`);
    const nobody = await lookup(`nobody@${domain}`);
    expect([client.statusCode, nobody.statusCode]).toEqual([403, 403]);
    expect(client.json()).toEqual(nobody.json());
    expect(client.headers['x-ratelimit-limit']).toEqual(expect.any(String));
    // A cookie for another address does not open this one.
    expect((await lookup(`solo@${domain}`, { cookie })).statusCode).toBe(403);

    const before = await lookup(`LOOKUP@${domain}`, { cookie });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toMatch(/No questionnaire/);
    await app.inject({
      method: 'POST',
      url: '/api/consultation-questionnaire',
      headers: { cookie },
      payload: { bookingId, ...answers },
    });
    const found = await lookup(`lookup@${domain}`, { cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ completed: true, completedAt: expect.any(String) });
    expect(found.body).not.toContain('considered answer');
  });
});
