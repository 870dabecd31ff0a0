import { defaultBookingWindow } from '../slots';
import { defaultSchedules } from '../schedules/schedule';
import { rangesProblem, scheduleMessages, schedulesDocumentSchema } from './schedules';

const { timeZone, ...sessions } = defaultSchedules(defaultBookingWindow, {
  sessions: 90,
  freeCall: 15,
}).sessions;
const document = { timeZone, sessions, freeCall: sessions, version: 3 };

async function problem(value: unknown): Promise<string | null> {
  try {
    await schedulesDocumentSchema.validate(value, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the schedules as the back office saves them', () => {
  it('accepts the defaults', async () => {
    expect(await problem(document)).toBeNull();
  });

  it('refuses ranges out of order, overlapping or badly written', () => {
    expect(rangesProblem([{ start: '14:00', end: '18:00' }])).toBeNull();
    expect(rangesProblem([{ start: '18:00', end: '14:00' }])).toBe(scheduleMessages.rangeOrder);
    expect(
      rangesProblem([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toBe(scheduleMessages.rangesOverlap);
    expect(rangesProblem([{ start: '9:00', end: '12:00' }])).toBe(scheduleMessages.time);
    expect(rangesProblem([{ start: '22:00', end: '24:00' }])).toBeNull();
    expect(rangesProblem([{ start: '22:00', end: '24:30' }])).toBe(scheduleMessages.time);
  });

  it('refuses an override ending before it starts, a bad zone, numbers out of bounds', async () => {
    expect(
      await problem({
        ...document,
        sessions: {
          ...sessions,
          overrides: [{ from: '2031-05-02', to: '2031-05-01', ranges: [] }],
        },
      }),
    ).toBe(scheduleMessages.overrideOrder);
    expect(await problem({ ...document, timeZone: 'Mars/Olympus' })).toBe(
      scheduleMessages.timeZone,
    );
    expect(await problem({ ...document, sessions: { ...sessions, bufferAfterMinutes: 241 } })).toBe(
      scheduleMessages.buffer,
    );
    expect(await problem({ ...document, freeCall: { ...sessions, dailyMaximum: 0 } })).toBe(
      scheduleMessages.maximum,
    );
    expect(await problem({ ...document, freeCall: { ...sessions, weekly: [[]] } })).toBe(
      scheduleMessages.weekly,
    );
  });
});
