import type { BookingRecord } from '../repositories/bookings';
import type { MailContext } from '../../site';
import { boughtPackageName, packages } from '@site/contracts/packages';
import { bookingPaidMessages } from './messages';

const context: MailContext = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  from: '"Adrian Vale" <hello@coach.example>',
  ownerEmail: 'owner@coach.example',
};

const booking: BookingRecord = {
  id: 23,
  packageType: '5-session',
  name: 'Jamie Client',
  email: 'jamie@example.com',
  amount: 600000,
  status: 'paid',
  scheduledAt: null,
  timezone: null,
  googleEventId: null,
  accessKey: 'k'.repeat(43),
  stripePaymentIntentId: 'pi_test',
  payment: 'card',
  paidAt: null,
  stripeRefundId: null,
  extraCredits: 0,
  createdAt: new Date().toISOString(),
};

describe('the payment confirmation', () => {
  const [client, owner] = bookingPaidMessages(context, booking);

  it('keeps its link to choose a time, then introduces his client portal with a link that opens it', () => {
    const { text, html } = client!.mail;
    const schedule = text.indexOf(`https://coach.example/schedule/23?key=${booking.accessKey}`);
    const portal = text.indexOf(`https://coach.example/portal?booking=23&key=${booking.accessKey}`);
    expect(schedule).toBeGreaterThan(-1);
    expect(portal).toBeGreaterThan(schedule);
    expect(text).toContain('Your client portal keeps your sessions');
    expect(html).toContain('Open your client portal');
  });

  it('leaves the portal out of the owner’s notice', () => {
    expect(owner!.mail.text).not.toContain('/portal');
  });

  it('names the package one way to the buyer, subject and receipt alike, as his other pages do', () => {
    const name = boughtPackageName('5-session');
    expect(client!.mail.subject).toBe(`Payment confirmed: your ${name}`);
    expect(client!.mail.text).toContain(name);
    expect(client!.mail.text).not.toContain(packages['5-session'].name);
  });
});
