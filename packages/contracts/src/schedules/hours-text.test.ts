import { defaultBookingWindow } from '../slots';
import { hoursDetails, hoursSentence, hoursSummary, scheduleHoursText } from './hours-text';
import { schedulesForWindow, scheduleSessionMinutes, type Schedule } from './schedule';

const { freeCall } = schedulesForWindow(defaultBookingWindow, scheduleSessionMinutes);
const call = scheduleSessionMinutes.freeCall;
const closed = () => Array.from({ length: 7 }, () => [] as { start: string; end: string }[]);
const text = (schedule: Schedule) => scheduleHoursText(schedule, call);

describe('the free call’s hours as the pages state them', () => {
  it('read the defaults as the site always stated them', () => {
    expect(hoursSentence(text(freeCall))).toBe(
      'on weekdays, 1:00\u00a0PM–4:00\u00a0PM Cancun time',
    );
    expect(hoursSummary(text(freeCall))).toBe('1:00\u00a0PM–4:00\u00a0PM Cancun time on weekdays');
    expect(hoursDetails(text(freeCall))).toBe(
      '1:00\u00a0PM–4:00\u00a0PM Cancun time, Monday to Friday',
    );
  });

  it('follow the schedule: its days, first and last start, and the coach’s zone', () => {
    const weekly = closed();
    weekly[2] = [{ start: '14:00', end: '18:00' }];
    expect(hoursSentence(text({ ...freeCall, weekly }))).toBe(
      'on Tuesdays, 2:00\u00a0PM–5:45\u00a0PM Cancun time',
    );
    weekly[4] = [{ start: '14:00', end: '18:00' }];
    weekly[1] = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '13:10' },
      { start: '15:00', end: '16:00' },
    ];
    expect(hoursSentence(text({ ...freeCall, weekly, timeZone: 'Europe/Paris' }))).toBe(
      'on Mondays, 9:00\u00a0AM–11:45\u00a0AM and 3:00\u00a0PM–3:45\u00a0PM Paris time, and on Tuesdays and Thursdays, 2:00\u00a0PM–5:45\u00a0PM Paris time',
    );
    const everyDay = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]);
    expect(
      hoursDetails(
        text({ ...freeCall, weekly: everyDay, intervalMinutes: 60, timeZone: 'America/New_York' }),
      ),
    ).toBe('12:00\u00a0AM–11:00\u00a0PM New York time, every day');
  });

  it('say so when no weekday is open (dates opened by overrides only)', () => {
    expect(hoursSentence(text({ ...freeCall, weekly: closed() }))).toBe(
      'on the dates the coach opens',
    );
  });
});
