/**
 * A database outage, for real: the app reaches PostgreSQL through a TCP relay the test cuts (every
 * connection dropped, new ones refused) and then restores.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { messages } from '../platform/errors';
import { migrateLatest } from './migrator';
import { testDomain, testEnv, quietWorkers } from '../test/app';

const domain = testDomain('outage');

/** Relays connections to `target`; `cut()` drops them all and refuses new ones until `restore()`. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => server.listen({ port, host: '127.0.0.1' }, () => resolve()));
  return {
    async start() {
      await listen();
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('while the database cannot be reached', () => {
  const lines: string[] = [];
  const database = new URL(process.env.DATABASE_URL ?? '');
  const tcp = relay({ host: database.hostname, port: Number(database.port || 5432) });
  let app: FastifyInstance;

  beforeAll(async () => {
    const viaRelay = new URL(database);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(await tcp.start());
    app = await buildApp(
      loadConfig(
        testEnv({
          DATABASE_URL: viaRelay.toString(),
          LOG_LEVEL: 'info',
          ...quietWorkers,
        }),
      ),
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await app.ready();
    await migrateLatest(app.knex);
  });
  afterAll(async () => {
    try {
      await tcp.restore().catch(() => undefined);
      await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
      await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    } finally {
      await app.close();
      await tcp.stop();
    }
  });

  const contact = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        inquiryType: 'general',
        name: 'Outage Visitor',
        email: `visitor${n}@${domain}`,
        message: 'A question about coaching, sent during an outage.',
      },
    });
  const logged = (text: string) =>
    lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg?.includes(text));

  it('answers 503 with the health check sentence on every route that needs it, logged once', async () => {
    expect((await contact(0)).statusCode).toBe(201);
    await tcp.cut();
    lines.length = 0;

    const answers: [string, { statusCode: number; json(): unknown }][] = [];
    for (let n = 1; n <= 3; n += 1) {
      answers.push(['POST /api/contact', await contact(n)]);
      for (const url of ['/api/site/content-version', '/api/health']) {
        answers.push([`GET ${url}`, await app.inject({ method: 'GET', url })]);
      }
    }
    for (const [call, answer] of answers) {
      expect([call, answer.statusCode, answer.json()]).toEqual([
        call,
        503,
        { message: messages.databaseUnavailable },
      ]);
    }
    expect(logged('database unreachable')).toHaveLength(1);
    expect(logged('request failed')).toHaveLength(0);
    // One error line for the whole outage, whatever failed during it (requests, the mail worker).
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toHaveLength(1);

    await tcp.restore();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await contact(4)).statusCode).toBe(201);
    expect(logged('database reachable again')).toHaveLength(1);
  });
});
