import nodemailer from 'nodemailer';
import { addressesIn, fileKind, parseMailFileName } from './mail-files';
import { erasureRecord, isErased } from '../../modules/people';

/** A message as the file transport writes it. */
async function eml(
  options: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0],
) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'hello@coach.example', ...options });
  return info.message as Buffer;
}

describe('the mail folder', () => {
  it('reads a file name: time, outbox id, kind and whether it is an owner’s notice', () => {
    expect(parseMailFileName('2026-11-24T21-44-11-334Z-17-owner-booking-paid.eml')).toEqual({
      sentAt: '2026-11-24T21:44:11.334Z',
      outboxId: 17,
      kind: 'owner-booking-paid',
      notice: true,
    });
    expect(parseMailFileName('2026-11-24T21-44-11-334Z-18-client-booking-paid.eml')).toMatchObject({
      outboxId: 18,
      notice: false,
    });
    expect(parseMailFileName('notice.eml')).toBeNull();
    expect(parseMailFileName('../2026-11-24T21-44-11-334Z-17-owner-x.eml')).toBeNull();
    expect(fileKind('owner.booking-paid')).toBe('owner-booking-paid');
  });

  it('finds an address in the headers, in a long encoded body and in the invitation', async () => {
    const inHeader = await eml({ to: 'Pat@Example.com', subject: 'Hello', text: 'Hi.' });
    expect(await addressesIn(inHeader)).toContain('pat@example.com');

    // Quoted-printable breaks long lines anywhere, an address included: found once decoded.
    const long = `${'é'.repeat(70)} write to pat.visitor+coach@example.com ${'é'.repeat(70)}`;
    const inBody = await eml({ to: 'owner@coach.example', subject: 'New message', text: long });
    expect(inBody.toString('latin1')).not.toContain('pat.visitor+coach@example.com');
    expect(await addressesIn(inBody)).toContain('pat.visitor+coach@example.com');

    const inInvitation = await eml({
      to: 'owner@coach.example',
      subject: 'Session booked',
      text: 'A session.',
      icalEvent: {
        method: 'REQUEST',
        content: 'BEGIN:VCALENDAR\r\nATTENDEE;CN=Pat:mailto:pat@invite.example\r\nEND:VCALENDAR',
      },
    });
    expect(await addressesIn(inInvitation)).toContain('pat@invite.example');
    // A longer address is not the shorter one inside it.
    expect(await addressesIn(inHeader)).not.toContain('at@example.com');
  });
});

describe('the record of erasures', () => {
  it('recognises the erased address in any case, and only it, with a salt of its own', () => {
    const record = erasureRecord(' Pat@Example.com ');
    expect(record.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toMatch(/pat|example/i);
    expect(isErased([record], 'pat@example.com')).toBe(true);
    expect(isErased([record], 'PAT@EXAMPLE.COM')).toBe(true);
    expect(isErased([record], 'kim@example.com')).toBe(false);
    // Each erasure's salt is new: the same address never gives the same row twice.
    const again = erasureRecord('pat@example.com');
    expect(again.salt).not.toBe(record.salt);
    expect(again.addressHash).not.toBe(record.addressHash);
    expect(isErased([again], 'pat@example.com')).toBe(true);
  });
});
