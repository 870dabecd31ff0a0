/** @jest-environment node */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { fragmentEncodings } from '@site/static-server/__tests__/fragment-encodings';
import { transportErrorMessages } from '@site/contracts/http-errors';
import { normalisedPath } from '../request-guards';
import { fakeRemote, shellServer, type RemoteBehaviour } from './support';

/**
 * What a visitor may try against the shell's server: reach a remote's internal render route,
 * forge the Host, send malformed addresses. None of it reaches a remote, changes a page or gets
 * a 5xx or the framework's raw error.
 */

/** Sends raw bytes over HTTP/1.x and returns the status line's code and the body. */
async function rawRequest(port: number, request: string) {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

describe('the shell server, attacked', () => {
  describe('the remotes’ render route', () => {
    // A remote that would render for anyone, so only the shell's own refusal is tested here.
    let openRemote: FastifyInstance;
    let app: FastifyInstance;
    const reached: string[] = [];

    beforeAll(async () => {
      openRemote = Fastify();
      openRemote.addHook('onRequest', async (request) => void reached.push(request.url));
      openRemote.all('/*', async () => ({ status: 200, html: '<h1>RENDERED</h1>' }));
      await openRemote.listen({ port: 0, host: '127.0.0.1' });
      const { port } = openRemote.server.address() as { port: number };
      app = await shellServer(`http://127.0.0.1:${port}`);
    });
    afterAll(async () => {
      await app.close();
      await openRemote.close();
    });

    it.each(['POST', 'GET', 'PUT'])(
      'answers 404 to %s for the 30 common ways of writing __fragment, and none reaches the remote',
      async (method) => {
        expect(fragmentEncodings).toHaveLength(30);
        const statuses: Record<string, number> = {};
        for (const encoded of fragmentEncodings) {
          for (const prefix of ['/remotes/blog/', '/remotes/blog/assets/../', '/']) {
            const response = await app.inject({
              method: method as 'POST',
              url: `${prefix}${encoded}`,
              headers: { 'content-type': 'application/json' },
              payload: method === 'GET' ? undefined : JSON.stringify({ url: '/blog' }),
            });
            statuses[`${prefix}${encoded}`] = response.statusCode;
            expect(response.body).not.toContain('RENDERED');
          }
        }
        expect(Object.entries(statuses).filter(([, status]) => status !== 404)).toEqual([]);
        expect(reached.filter((url) => normalisedPath(url).includes('__fragment'))).toEqual([]);
      },
    );

    it('still serves the remote’s files', async () => {
      const response = await app.inject({ url: '/remotes/blog/remoteEntry.js' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('the Host header and malformed addresses', () => {
    const behaviour = { current: 'render' as RemoteBehaviour };
    let remote: FastifyInstance;
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      const blog = await fakeRemote(behaviour);
      remote = blog.remote;
      // A generous budget: these tests compare whole pages, which a slow machine must not change.
      app = await shellServer(blog.url, { FRAGMENT_TIMEOUT_MS: '5000' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      await app.close();
      await remote.close();
    });

    it('never writes a page for a Host it is not served at: it sends the browser to the site', async () => {
      const canonical = (await app.inject({ url: '/blog', headers: { host: 'www.example.com' } }))
        .body;
      expect(canonical).toContain(
        '<img src="https://www.example.com/remotes/blog/assets/hero.webp"',
      );
      for (const host of ['evil.example', 'evil.example:8080', 'localhost:80']) {
        const response = await app.inject({ url: '/blog', headers: { host } });
        expect(response.statusCode).toBe(308);
        expect(response.headers.location).toBe('https://www.example.com/blog');
        expect(response.body).not.toContain('evil.example');
      }
    });

    it('ignores a forged X-Forwarded-Host from a client that is not a declared proxy', async () => {
      const response = await app.inject({
        url: '/blog',
        headers: { host: 'www.example.com', 'x-forwarded-host': 'evil.example' },
      });
      expect(response.body).not.toContain('evil.example');
    });

    it.each([
      ['an attribute breaking out', 'GET /blog HTTP/1.1\r\nHost: x"onerror="alert(1)\r\n\r\n'],
      ['a space', 'GET /about HTTP/1.1\r\nHost: a b\r\n\r\n'],
      ['a port out of range', 'GET /about HTTP/1.1\r\nHost: x:99999\r\n\r\n'],
      ['none, over HTTP/1.0', 'GET /about HTTP/1.0\r\n\r\n'],
      ['an empty one', 'GET / HTTP/1.1\r\nHost: \r\n\r\n'],
    ])('answers a page request with an invalid Host (%s) 400, with a page', async (_case, raw) => {
      const response = await rawRequest(port, raw);
      expect(response.status).toBe(400);
      expect(response.head).toMatch(/content-type: text\/html/i);
      expect(response.body).toContain('<h1>Bad request</h1>');
      expect(response.body).not.toMatch(/onerror|ERR_|statusCode/);
    });

    it('answers other requests with an invalid Host 400 with a JSON message', async () => {
      const response = await rawRequest(port, 'GET /api/blog HTTP/1.1\r\nHost: x:99999\r\n\r\n');
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        message: 'Bad request: the Host header is not a valid host name.',
      });
    });

    it.each(['/about%E0%A4%A', '/blog/%E0%A4%A', '/%', '/about%FF?x=1'])(
      'answers a page path with malformed encoding (%s) with the site’s 404 page',
      async (url) => {
        const response = await rawRequest(
          port,
          `GET ${url} HTTP/1.1\r\nHost: www.example.com\r\n\r\n`,
        );
        expect(response.status).toBe(404);
        expect(response.head).toMatch(/content-type: text\/html/i);
        expect(response.head).toMatch(/content-security-policy:/i);
        expect(response.body).toContain('<h1>404 Page Not Found</h1>');
        expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
      },
    );

    it.each([
      ['GET', '/api/blog/%FF'],
      ['POST', '/api/contact%E0%A4%A'],
      ['GET', '/api/%'],
    ])(
      'answers %s %s (malformed encoding) itself with a JSON message, never the framework’s',
      async (method, url) => {
        const response = await rawRequest(
          port,
          `${method} ${url} HTTP/1.1\r\nHost: www.example.com\r\nContent-Length: 0\r\n\r\n`,
        );
        expect(response.status).toBe(400);
        expect(JSON.parse(response.body)).toEqual({
          message: 'This address is not valid: its percent-encoding is malformed.',
        });
      },
    );

    it('answers a malformed file path without a 5xx or the framework’s error', async () => {
      const response = await rawRequest(
        port,
        'GET /remotes/blog/%E0%A4%A.js HTTP/1.1\r\nHost: www.example.com\r\n\r\n',
      );
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toMatch(/FST_|statusCode/);
    });

    /** Node's `clientError` for a request on a real connection, as its own timers raise it. */
    async function clientErrorAnswer(code: string, firstBytes: string) {
      const serverSide = new Promise<net.Socket>((resolve) =>
        app.server.once('connection', (socket: net.Socket) => resolve(socket)),
      );
      const client = net.connect(port, '127.0.0.1');
      let data = '';
      client.on('data', (chunk) => (data += chunk.toString()));
      const ended = new Promise((resolve) => client.on('close', resolve));
      client.write(firstBytes);
      const socket = await serverSide;
      await new Promise((resolve) => setTimeout(resolve, 50));
      app.server.emit('clientError', Object.assign(new Error(code), { code }), socket);
      await ended;
      const [head = '', body = ''] = data.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body };
    }

    it('answers `..` in an /api path itself, with the site’s JSON and not the proxy’s error', async () => {
      for (const url of ['/api/blog/../admin/session', '/api/..', '/api/blog/%2e%2e/x']) {
        const response = await rawRequest(
          port,
          `GET ${url} HTTP/1.1\r\nHost: www.example.com\r\nConnection: close\r\n\r\n`,
        );
        expect(response.status).toBe(400);
        expect(JSON.parse(response.body)).toEqual({ message: transportErrorMessages[400] });
      }
    });

    it('answers an oversized query (431) with JSON on /api and with a page on a page', async () => {
      const query = `q=${'a'.repeat(20_000)}`;
      const api = await rawRequest(
        port,
        `GET /api/blog?${query} HTTP/1.1\r\nHost: www.example.com\r\n\r\n`,
      );
      expect(api.status).toBe(431);
      expect(api.head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(api.body)).toEqual({ message: transportErrorMessages[431] });
      const page = await rawRequest(
        port,
        `GET /about?${query} HTTP/1.1\r\nHost: www.example.com\r\n\r\n`,
      );
      expect(page.status).toBe(431);
      expect(page.head).toMatch(/content-type: text\/html/i);
      expect(page.body).toContain('<h1>Request too large</h1>');
      expect(page.body).not.toMatch(/statusCode|Exceeded maximum/);
    });

    it('answers a request too slow to arrive (408) with the site’s JSON or page', async () => {
      const api = await clientErrorAnswer(
        'ERR_HTTP_REQUEST_TIMEOUT',
        'POST /api/contact HTTP/1.1\r\nHost: www.exa',
      );
      expect(api.status).toBe(408);
      expect(JSON.parse(api.body)).toEqual({ message: transportErrorMessages[408] });
      const page = await clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT', 'GET /about HTTP/1.1\r\nHo');
      expect(page.status).toBe(408);
      expect(page.body).not.toMatch(/statusCode|Client Timeout/);
    });

    it('answers a page with an over-long path segment with a page, never the router’s JSON', async () => {
      // (Under /api the API answers it: 414 with its { message }.)
      const page = await app.inject({ url: `/blog/${'a'.repeat(500)}` });
      expect(page.statusCode).toBeLessThan(500);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    });
  });

  describe('its logs', () => {
    it.each<RemoteBehaviour>(['fail', 'slow'])(
      'never carry a booking key or token, also when a page’s remote is down or %s',
      async (mode) => {
        const behaviour = { current: mode };
        const { remote, url } = await fakeRemote(behaviour);
        const lines: string[] = [];
        const app = await shellServer(
          url,
          {},
          { stream: { write: (line) => void lines.push(line) } },
        );
        // The booking remote is down; the blog fails or is slow.
        await app.inject({ url: '/schedule/12?key=Pr1vateKey&tz=UTC' });
        await app.inject({ url: '/questionnaire/12?access_key=Pr1vateAccess' });
        await app.inject({ url: '/blog?token=Pr1vateToken&page=2' });
        await app.inject({
          url: '/consultation-success?payment_intent=pi_1&payment_intent_client_secret=Pr1vateSecret',
        });
        await app.inject({ url: '/api/bookings/12?key=Pr1vateApiKey' });
        await app.close();
        await remote.close();
        const log = lines.join('');
        expect(log).toContain('page not rendered by its remote');
        expect(log).toContain('/schedule/12?key=[redacted]&tz=UTC');
        expect(log).not.toContain('Pr1vate');
      },
    );
  });
});
