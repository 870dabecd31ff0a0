/**
 * Requests the HTTP server refuses before any route sees them get the API's own `{ message }`
 * JSON, never Node's raw answer or the framework's `{ statusCode, error }` object: headers too
 * large (431), too slow to arrive (408); and a body too large (413), an over-long path (414).
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { transportErrorMessages } from '@site/contracts/http-errors';
import { buildTestApp } from '../test/app';

async function rawRequest(port: number, request: string) {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

describe('answers refused before routing', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('431: an oversized query or header', async () => {
    for (const request of [
      `GET /api/blog?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: api\r\n\r\n`,
      `GET /api/blog HTTP/1.1\r\nHost: api\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const response = await rawRequest(port, request);
      expect(response.status).toBe(431);
      expect(response.head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(response.body)).toEqual({ message: transportErrorMessages[431] });
    }
  });

  it('408: headers too slow to arrive', async () => {
    const serverSide = new Promise<net.Socket>((resolve) =>
      app.server.once('connection', (socket: net.Socket) => resolve(socket)),
    );
    const client = net.connect(port, '127.0.0.1');
    let data = '';
    client.on('data', (chunk) => (data += chunk.toString()));
    const closed = new Promise((resolve) => client.on('close', resolve));
    client.write('POST /api/contact HTTP/1.1\r\nHost: api\r\nContent-Le');
    const socket = await serverSide;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // What Node raises when its headersTimeout/requestTimeout runs out (after 15 s/30 s here).
    const timeout = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    app.server.emit('clientError', timeout, socket);
    await closed;
    const [head = '', body = ''] = data.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 408 /);
    expect(JSON.parse(body)).toEqual({ message: transportErrorMessages[408] });
  });

  it('413 and 414 keep the same shape', async () => {
    const large = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { message: 'x'.repeat(4096) },
    });
    expect(large.statusCode).toBe(413);
    expect(Object.keys(large.json() as object)).toEqual(['message']);
    const long = await app.inject({ url: `/api/blog/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });
});
