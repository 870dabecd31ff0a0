/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envReader } from '@site/contracts/env';
import { buildShellServer } from '../app';
import { readShellConfig } from '../config';
import {
  apiRequestHeaders,
  clientAddress,
  compileTrustedProxies,
  readTrustedProxies,
} from '../forwarded-for';

describe('clientAddress', () => {
  const none = compileTrustedProxies([]);
  const balancer = compileTrustedProxies(['10.0.0.0/8', 'loopback']);

  it('is the connection’s address when no proxy is declared, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('follows a declared proxy back to the first address it did not declare', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.7', balancer)).toBe('198.51.100.7');
    // A visitor's forged entry sits left of the one the balancer appended: never reached.
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7', balancer)).toBe('198.51.100.7');
    expect(clientAddress('10.1.2.3', ['6.6.6.6', '10.9.9.9, 198.51.100.8'], balancer)).toBe(
      '198.51.100.8',
    );
    expect(clientAddress('10.1.2.3', 'not-an-ip', balancer)).toBe('10.1.2.3');
  });

  it('drops Expect and any forwarding header a visitor sent', () => {
    const headers = apiRequestHeaders(
      '203.0.113.9',
      { expect: '100-continue', forwarded: 'for=1.1.1.1', 'x-real-ip': '1.1.1.1', accept: 'a' },
      none,
    );
    expect(headers).toEqual({ accept: 'a', 'x-forwarded-for': '203.0.113.9' });
  });

  it('reads TRUST_PROXY and names it when an entry is wrong', () => {
    expect(readTrustedProxies(envReader({}))).toEqual([]);
    expect(readTrustedProxies(envReader({ TRUST_PROXY: 'loopback, 172.18.0.0/16,::1' }))).toEqual([
      'loopback',
      '172.18.0.0/16',
      '::1',
    ]);
    const env = envReader({ TRUST_PROXY: 'shell, 10.0.0.0/40, loopback' });
    expect(readTrustedProxies(env)).toEqual(['loopback']);
    expect(env.problems).toEqual([
      'TRUST_PROXY: "shell" is not an address, a subnet or loopback/linklocal/uniquelocal',
      'TRUST_PROXY: "10.0.0.0/40" has an invalid prefix length',
    ]);
  });
});

/** A stand-in API that records what reached it; bodies over 1 KiB get the API's 413. */
function fakeApi() {
  const seen: IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    request.on('end', () => {
      const tooLarge = size > 1024;
      response.writeHead(tooLarge ? 413 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(tooLarge ? { message: 'The request body is too large.' } : { size }),
      );
    });
  });
  return { server, seen };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A raw request, so the test controls Expect: 100-continue like curl does for large bodies. */
function send(
  port: number,
  options: { headers?: Record<string, string>; body?: string; expectContinue?: boolean },
): Promise<{ status: number; body: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/newsletter',
      headers: {
        'content-type': 'application/json',
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
        ...options.headers,
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(options.body ?? '{}');
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, continued }));
    });
    request.on('error', reject);
    if (!options.expectContinue) request.end(options.body ?? '{}');
  });
}

describe('the shell server’s /api proxy', () => {
  const api = fakeApi();
  let apiPort: number;
  beforeAll(async () => {
    apiPort = await listen(api.server);
  });
  afterAll(() => new Promise((resolve) => api.server.close(resolve)));

  async function shell(env: Record<string, string> = {}) {
    const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    const app = await buildShellServer(
      readShellConfig(
        {
          API_URL: `http://127.0.0.1:${apiPort}`,
          FRAGMENT_SECRET: 'a-test-secret-of-more-than-32-characters',
          ...env,
        },
        dist,
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  it('replaces a forged X-Forwarded-For with the connection’s address', async () => {
    const { app, port } = await shell();
    try {
      for (const forged of ['1.2.3.4', '5.6.7.8, 9.9.9.9']) {
        const response = await send(port, { headers: { 'x-forwarded-for': forged } });
        expect(response.status).toBe(200);
        expect(api.seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
      }
    } finally {
      await app.close();
    }
  });

  it('believes the proxy the owner declared in TRUST_PROXY', async () => {
    const { app, port } = await shell({ TRUST_PROXY: 'loopback' });
    try {
      await send(port, { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' } });
      expect(api.seen.at(-1)?.['x-forwarded-for']).toBe('198.51.100.7');
    } finally {
      await app.close();
    }
  });

  it('answers Expect: 100-continue: the API’s answer, or its 413 when the body is too large', async () => {
    const { app, port } = await shell();
    try {
      const small = await send(port, { expectContinue: true, body: '{"email":"a@b.co"}' });
      expect(small).toEqual({ status: 200, body: '{"size":18}', continued: true });
      const large = await send(port, {
        expectContinue: true,
        body: JSON.stringify({ email: 'x'.repeat(4096) }),
      });
      expect(large.status).toBe(413);
      expect(JSON.parse(large.body)).toEqual({ message: 'The request body is too large.' });
    } finally {
      await app.close();
    }
  });
});
