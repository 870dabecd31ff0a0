import type { MailContext } from '../../site';
import { promiseNotice } from './messages';

const context: MailContext = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  from: '"Adrian Vale" <hello@coach.example>',
  ownerEmail: 'owner@coach.example',
};

describe('the check-in reminder', () => {
  it('is written by the coach as “I”, never “your coach”', () => {
    const { mail } = promiseNotice(context, {
      kind: 'check-in-due',
      bookingId: 4,
      period: '2031-W10',
      to: 'jamie@example.com',
      packageType: '5-session',
      zone: 'America/New_York',
    });
    expect(mail.text).not.toMatch(/\b(your|the) coach\b/i);
    expect(mail.text).toContain('Tell me about your wins and obstacles');
  });
});
