import type { FastifyInstance } from 'fastify';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { messages } from '../errors';
import { newAccessKey } from '../services/booking-access';
import { buildTestApp, testDomain } from '../test/app';

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
    await app.close();
  });

  const submit = (payload: Record<string, unknown>, query = '') =>
    app.inject({ method: 'POST', url: `/api/consultation-questionnaire${query}`, payload });

  it('stores a submission once, with default scales, and a second one gets 409', async () => {
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

    const second = await submit({ name: 'Solo Client', email: email.toLowerCase(), ...answers });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: messages.questionnaireExists });
  });

  it('gives every spec §5 message', async () => {
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

  it('links a submission to its booking, taking name and e-mail from it, only with access', async () => {
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
  });

  it('GET /api/consultation-questionnaire/:email says whether one exists, never the answers', async () => {
    const found = await app.inject({
      method: 'GET',
      url: `/api/consultation-questionnaire/${encodeURIComponent(`SOLO@${domain}`)}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ completed: true, completedAt: expect.any(String) });
    expect(found.body).not.toContain('considered answer');

    const missing = await app.inject({
      method: 'GET',
      url: `/api/consultation-questionnaire/nobody@${domain}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/No questionnaire/);
  });
});
