/**
 * GET /api/calendar-availability/:date costs a call to the owner's Google Calendar: only days a
 * picker can show are answered, each day is kept briefly, and the route is rate limited. Every
 * date comes from the injected clock.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, calendarDateRange, todayIn } from '@site/contracts/slots';
import { calendarDateRangeMessage } from '../../../platform/errors';
import { buildTestApp, TestClock } from '../../../test/app';
import { FakeGoogleCalendar, googleEnv } from '../../../test/fake-google';

const horizonDays = 60;
const clock = new TestClock();

describe('GET /api/calendar-availability/:date', () => {
  const google = new FakeGoogleCalendar();
  let app: FastifyInstance;
  let noCalendar: FastifyInstance;
  beforeAll(async () => {
    const env = {
      BOOKING_HORIZON_DAYS: String(horizonDays),
      CALENDAR_AVAILABILITY_CACHE_MS: '60000',
    };
    app = await buildTestApp({ ...googleEnv(await google.start()), ...env }, { now: clock.now });
    noCalendar = await buildTestApp(env, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await noCalendar.close();
    await google.stop();
  });
  afterEach(() => {
    clock.set(new Date());
    google.failList = false;
  });

  const get = (date: string, target = app) =>
    target.inject({ method: 'GET', url: `/api/calendar-availability/${date}` });
  const coachToday = () => todayIn('America/Cancun', clock.now());

  it('answers days from today to the horizon and refuses the rest with a message', async () => {
    const outOfRange = { message: calendarDateRangeMessage(horizonDays) };
    const { first, last } = calendarDateRange({ now: clock.now(), horizonDays });
    for (const date of [coachToday(), first, last, addDays(coachToday(), horizonDays)]) {
      expect([date, (await get(date)).statusCode]).toEqual([date, 200]);
    }
    for (const date of [
      '1900-01-01',
      '9999-12-31',
      addDays(first, -1),
      addDays(coachToday(), -2),
      addDays(last, 1),
      addDays(coachToday(), 365),
    ]) {
      for (const target of [app, noCalendar]) {
        const response = await get(date, target);
        expect([date, response.statusCode, response.json()]).toEqual([date, 400, outOfRange]);
      }
    }
  });

  it('moves with the clock across a year end', async () => {
    const year = new Date().getUTCFullYear() + 1;
    // 23:30 on 31 December in Cancun (UTC-5): Sydney and Tokyo are already in the new year.
    clock.set(new Date(Date.UTC(year, 0, 1, 4, 30)));
    expect(coachToday()).toBe(`${year - 1}-12-31`);
    expect((await get(`${year - 1}-12-31`)).statusCode).toBe(200);
    expect((await get(`${year}-01-01`)).statusCode).toBe(200);
    expect((await get(`${year - 1}-12-29`)).statusCode).toBe(400);
    clock.advance(3 * 86_400_000);
    expect((await get(`${year - 1}-12-31`)).statusCode).toBe(400);
  });

  it('asks Google once per day while the answer is fresh, concurrent requests included', async () => {
    const date = addDays(coachToday(), 20);
    const before = google.listQueries.length;
    const answers = await Promise.all([get(date), get(date), get(date), get(date)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await get(date)).statusCode).toBe(200);
    expect(google.listQueries.length - before).toBe(1);
    // Another day is its own question.
    expect((await get(addDays(date, 1))).statusCode).toBe(200);
    expect(google.listQueries.length - before).toBe(2);
    // A minute later the day is asked again.
    clock.advance(60_001);
    expect((await get(date)).statusCode).toBe(200);
    expect(google.listQueries.length - before).toBe(3);
  });

  it('does not keep a failure', async () => {
    const date = addDays(coachToday(), 30);
    google.failList = true;
    expect((await get(date)).statusCode).toBe(502);
    google.failList = false;
    expect((await get(date)).statusCode).toBe(200);
  });

  it('never answers with a day kept at a later time, once the clock is set back', async () => {
    const date = addDays(coachToday(), 40);
    clock.advance(5 * 86_400_000);
    expect((await get(date)).statusCode).toBe(200);
    clock.set(new Date());
    google.failList = true;
    expect((await get(date)).statusCode).toBe(502);
  });

  it('is rate limited per visitor address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' }, { now: clock.now });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await limited.inject({
              method: 'GET',
              url: `/api/calendar-availability/${addDays(coachToday(), i)}`,
              remoteAddress: '203.0.113.9',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
