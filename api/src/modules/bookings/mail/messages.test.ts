import type { BookingRecord } from '../repositories/bookings';
import type { MailContext } from '../../site';
import { boughtPackageName, packages } from '@site/contracts/packages';
import { complimentaryLabel } from '@site/contracts/admin';
import { afterChoosingLines, bookingPaidMessages } from './messages';

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
  const [client, owner] = bookingPaidMessages(context, booking, { questionnaireAhead: true });

  it('keeps its link to choose a time, then introduces his client portal with a link that opens it', () => {
    const { text, html } = client!.mail;
    const schedule = text.indexOf(`https://coach.example/schedule/23?key=${booking.accessKey}`);
    const portal = text.indexOf(`https://coach.example/portal?booking=23&key=${booking.accessKey}`);
    expect(schedule).toBeGreaterThan(-1);
    expect(portal).toBeGreaterThan(schedule);
    expect(text).toContain('Your client portal keeps your sessions');
    expect(html).toContain('Open your client portal');
  });

  it('asks for the questionnaire while it is still ahead of him, and never once he has answered it', () => {
    expect(client!.mail.text).toContain('a short questionnaire');
    const [answered] = bookingPaidMessages(context, booking, { questionnaireAhead: false });
    expect(answered!.mail.text).toContain('I already have your questionnaire answers');
    expect(answered!.mail.text).not.toContain('a short questionnaire');
    expect(answered!.mail.text).toContain(afterChoosingLines.answered);
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

describe('a package the coach gives free', () => {
  const given = {
    ...booking,
    amount: 0,
    payment: 'complimentary' as const,
    stripePaymentIntentId: null,
  };
  const [client, owner] = bookingPaidMessages(context, given, { questionnaireAhead: false });
  const name = boughtPackageName('5-session');

  it('is announced to the client as a gift, never as a payment or a receipt', () => {
    expect(client!.mail.subject).toBe(`Your ${name} is ready`);
    expect(client!.mail.text).toContain('as a gift');
    expect(client!.mail.text).toContain(`Price: ${complimentaryLabel}`);
    expect(`${client!.mail.subject} ${client!.mail.text}`).not.toMatch(/payment|receipt|paid/i);
  });

  it('draws its one gold button with its label centred and its lines apart, so a wrapped label still reads as a button', () => {
    const cell = client!.mail.html.match(/<td[^>]*background:#c9a24d[^>]*>(<a [^>]*>)([^<]*)<\/a>/);
    expect(cell?.[2]).toBe('Choose your session time');
    const [td, link] = [cell![0].slice(0, cell![0].indexOf('>') + 1), cell![1]];
    expect(td).toContain('align="center"');
    expect(td).toContain('text-align:center');
    expect(link).toContain('text-align:center');
    expect(link).toContain('display:inline-block');
    // Lines 1.3 apart (a label at line-height 1 wrapped into two cramped lines), with padding.
    expect(link).toMatch(/font:600 16px\/1\.3 /);
    expect(link).toMatch(/padding:14px 2\dpx/);
  });

  it('is told to the coach as given, not as a new paid booking of $0.00', () => {
    expect(owner!.mail.subject).toBe(
      `Package given: ${packages['5-session'].name} for ${given.name} (${complimentaryLabel})`,
    );
    expect(owner!.mail.text).not.toMatch(/paid|\$0\.00/i);
  });

  it('keeps the paid wording for a package bought by card', () => {
    const [paid] = bookingPaidMessages(context, booking, { questionnaireAhead: true });
    expect(paid!.mail.subject).toBe(`Payment confirmed: your ${name}`);
  });
});
