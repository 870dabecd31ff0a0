/**
 * Where emails go: an SMTP server through nodemailer, or, without SMTP_URL, `.eml` files in a
 * folder, so a site run without a mail server shows exactly what it would have sent.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { OutboxMail } from '../outbox/types';
import { fileKind } from './mail-files';

export interface MailTransport {
  /** Says where mail goes, for the start-up log line. */
  readonly description: string;
  /** Delivers one message; resolves with where it went (server answer or file path). */
  send(mail: OutboxMail, meta: { outboxId: number; kind: string }): Promise<string>;
  close(): void;
}

/**
 * Headers the site writes itself (List-Id, List-Unsubscribe) are printable ASCII already shaped
 * as their RFCs say: passed as they are, since nodemailer would otherwise turn a value with quotes
 * or angle brackets into encoded words that no mail client reads as a list id. Anything else is
 * left to nodemailer's encoding.
 */
function preparedHeaders(headers: Record<string, string>): Mail.Headers {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [
      key,
      /^[\x20-\x7e]{1,900}$/.test(value) ? { prepared: true, value } : value,
    ]),
  );
}

function toNodemailer(from: string, mail: OutboxMail): Mail.Options {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers && preparedHeaders(mail.headers),
    icalEvent: mail.icalEvent
      ? {
          method: mail.icalEvent.method,
          filename: mail.icalEvent.filename,
          content: mail.icalEvent.content,
        }
      : undefined,
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections are kept and reused (at most 100 messages each): a newsletter goes out as a
    // run of messages, and a new connection for each one (TCP, TLS, greeting, EHLO, AUTH) costs
    // far more than the message; many servers also pause before their greeting (about 100 ms).
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    // Well under the outbox lease, so a hung server never lets a second worker take the message.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const host = new URL(smtpUrl).host;
  return {
    description: `SMTP server ${host}`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(from, mail));
      return `${host}: ${String(info.response)}`;
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each message as `<dir>/<time>-<outbox id>-<kind>.eml`, a file any mail client opens.
 * The bytes go to a hidden temporary name first (`.<name>.<random>.tmp`, which nothing that reads
 * the folder takes for a message) and are renamed into place once whole: a crash or a full disk
 * mid-write never leaves half a message under a `.eml` name.
 */
export function createFileTransport(dir: string, from: string): MailTransport {
  // Every line ends in CRLF, headers and bodies alike, as on the wire (RFC 5322): the bodies are
  // (without this, nodemailer writes the bodies with bare LF, which clients and parsers read
  // differently once the headers use CRLF).
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `.eml files in ${dir}`,
    async send(mail, meta) {
      const info = await transport.sendMail(toNodemailer(from, mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${meta.outboxId}-${fileKind(meta.kind)}.eml`);
      const temporary = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await fs.writeFile(temporary, info.message as Buffer);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return file;
    },
    close: () => transport.close(),
  };
}
