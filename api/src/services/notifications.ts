/** The e-mails the API sends, as text. Sending is best effort (see the mailer plugin). */
import { packages } from '@site/contracts/packages';
import { timezoneLabel } from '@site/contracts/timezones';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { FastifyInstance } from 'fastify';
import type { ContactRequest } from '@site/contracts/api-types';
import type { BookingRecord } from '../db/mapping';
import { bookingLink } from './booking-access';

dayjs.extend(utc);
dayjs.extend(timezone);

function when(booking: BookingRecord): string {
  if (booking.scheduledAt === null) return 'not scheduled yet';
  const zone = booking.timezone ?? 'UTC';
  return `${dayjs(booking.scheduledAt).tz(zone).format('dddd, MMMM D, YYYY [at] h:mm A')} (${timezoneLabel(zone)})`;
}

export async function notifyContact(app: FastifyInstance, message: ContactRequest): Promise<void> {
  if (app.mailer.ownerEmail === null) return;
  await app.mailer.send({
    to: app.mailer.ownerEmail,
    subject: `New ${message.inquiryType} enquiry from ${message.name}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Organization: ${message.organization ?? '-'}`,
      `Heard about us: ${message.referralSource ?? '-'}`,
      '',
      message.message,
    ].join('\n'),
  });
}

export async function notifyPaid(app: FastifyInstance, booking: BookingRecord): Promise<void> {
  const { siteOrigin, coachName } = app.config;
  await app.mailer.send({
    to: booking.email,
    subject: `Payment confirmed: ${packages[booking.packageType].scheduleLabel}`,
    text: [
      `Hello ${booking.name},`,
      '',
      `Thank you: your payment of $${(booking.amount / 100).toFixed(2)} is confirmed.`,
      `Choose the date and time of your session here: ${bookingLink(siteOrigin, 'schedule', booking)}`,
      '',
      coachName,
    ].join('\n'),
  });
}

export async function notifyScheduled(app: FastifyInstance, booking: BookingRecord): Promise<void> {
  const { siteOrigin, coachName } = app.config;
  const label = packages[booking.packageType].scheduleLabel;
  await app.mailer.send({
    to: booking.email,
    subject: `Scheduled: ${label} with ${coachName}`,
    text: [
      `Hello ${booking.name},`,
      '',
      `Your ${label} is scheduled for ${when(booking)}.`,
      'The video call link will follow before the session.',
      `Please complete your pre-session questionnaire: ${bookingLink(siteOrigin, 'questionnaire', booking)}`,
      '',
      coachName,
    ].join('\n'),
  });
  if (app.mailer.ownerEmail !== null) {
    await app.mailer.send({
      to: app.mailer.ownerEmail,
      subject: `New session: ${label} with ${booking.name}`,
      text: `${booking.name} <${booking.email}> booked ${label} for ${when(booking)} (booking ${booking.id}).`,
    });
  }
}
