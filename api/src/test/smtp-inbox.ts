/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it accepts,
 * parsed with `postal-mime`, for the mail tests. It can be started on a chosen port, so a test can
 * point the API at a port first and bring the server up later ("SMTP was down").
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  envelopeTo: string[];
  raw: string;
  parsed: Email;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export class SmtpInbox {
  readonly messages: ReceivedMessage[] = [];
  /** Slows each message down, so concurrent senders overlap. */
  delayMs = 0;
  /** Addresses refused for good at RCPT TO (550), like a mailbox that does not exist. */
  readonly refused = new Set<string>();
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // Loopback only: no reverse DNS lookup of the client, which waits on a resolver per connection.
      disableReverseLookup: true,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const error = new Error('5.1.1 No such user here') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          setTimeout(() => {
            PostalMime.parse(raw).then(
              (parsed) => {
                this.messages.push({ envelopeTo, raw, parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
          }, this.delayMs);
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages whose envelope went to `address`. */
  to(address: string): ReceivedMessage[] {
    return this.messages.filter((message) =>
      message.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()),
    );
  }

  header(message: ReceivedMessage, name: string): string | undefined {
    return message.parsed.headers.find((header) => header.key === name.toLowerCase())?.value;
  }
}
