/** A minimal SMTP server that accepts every message and keeps it, for the mail tests. */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export class FakeSmtp {
  readonly mails: ReceivedMail[] = [];
  /**
   * After this many accepted mails, the next ones are held: their data is read but not answered
   * (a slow or hung server) until `release()`. A connection dropped meanwhile (its sender died)
   * never delivered its mail.
   */
  holdAfter = Infinity;
  private held: (() => void)[] = [];
  private holdWaiters: { count: number; resolve: () => void }[] = [];

  /** How many mails are being held unanswered. */
  get holding(): number {
    return this.held.length;
  }

  /**
   * Resolves the moment `count` mails are held unanswered at once (at once if they are): the
   * server's own signal, so a test waits for the hold itself however slowly its sender starts.
   */
  whenHolding(count: number): Promise<void> {
    if (this.held.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.holdWaiters.push({ count, resolve }));
  }

  private hold(answer: () => void): void {
    this.held.push(answer);
    const reached = this.holdWaiters.filter((waiter) => this.held.length >= waiter.count);
    this.holdWaiters = this.holdWaiters.filter((waiter) => !reached.includes(waiter));
    for (const waiter of reached) waiter.resolve();
  }

  /** Answers (and accepts) every held mail whose connection is still open; holds no more. */
  release(): void {
    this.holdAfter = Infinity;
    for (const answer of this.held.splice(0)) answer();
  }
  private server = net.createServer((socket) => this.session(socket));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: net.Socket): void {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let newline;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const mail = current;
            current = { from: '', to: [], data: '' };
            const accept = () => {
              if (socket.destroyed) return;
              this.mails.push(mail);
              socket.write('250 queued\r\n');
            };
            if (this.mails.length + this.held.length >= this.holdAfter) this.hold(accept);
            else accept();
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (command === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  }

  /** Waits until `count` mails have arrived (mail is sent after the response in some flows). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    return this.mails;
  }
}
