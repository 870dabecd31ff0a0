import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { openApiPath } from '@site/contracts/endpoints/define';
import { allEndpoints } from '@site/contracts/endpoints/index';
import { buildTestApp } from '../../test/app';

/**
 * Validates a document as OpenAPI with @seriousme/openapi-schema-validator (an ES module, so in
 * its own Node process rather than inside Jest's module system).
 */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const script = `
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(document),
    cwd: __dirname,
  });
  return JSON.parse(output.toString()) as { valid: boolean; errors?: unknown };
}

/** The documentation page's own files (the UI and its settings), not endpoints of the API. */
const docsFiles = /^\/api\/docs\/./;

describe('the API description', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 30_000);
  afterAll(() => app.close());

  it('serves an OpenAPI 3.1 document that validates and lists every route the API registers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true, version: '3.1' });

    const documented = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && !docsFiles.test(route.url))
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(registered.length).toBeGreaterThan(15);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    // The owner's routes are there with the rest.
    expect(registered).toContain('POST /api/admin/session');
    expect(registered).toContain('GET /api/admin/subscribers.csv');
    // …and nothing is documented that does not answer.
    expect([...documented].filter((route) => !registered.includes(route))).toEqual([]);
    expect(documented.size).toBe(allEndpoints.length);
  });

  it('documents each endpoint’s parameters, body and answers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schedule = document.paths['/api/consultation-bookings/{id}/schedule'].post;
    expect(schedule.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'key', in: 'query', required: false }),
    ]);
    expect(schedule.requestBody.content['application/json'].schema.required).toEqual([
      'scheduledAt',
      'timezone',
    ]);
    expect(Object.keys(schedule.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '409']),
    );
  });

  it('declares the owner cookie, the Origin rule, the paging headers and the rate limits', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const scheme = document.components.securitySchemes.ownerSession;
    expect(scheme).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'owner_session' }),
    );
    expect(scheme.description).toContain('`Origin`');

    type Operation = {
      security?: unknown;
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const operations = Object.entries(
      document.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })),
    );
    const byRoute = new Map(operations.map(({ route, op }) => [route, op]));
    // Every owner operation requires the cookie; public ones and the sign-in itself do not.
    for (const entry of allEndpoints) {
      const op = byRoute.get(`${entry.method.toLowerCase()} ${openApiPath(entry.path)}`);
      expect([entry.path, op?.security]).toEqual([
        entry.path,
        entry.access === 'owner' ? [{ ownerSession: [] }] : undefined,
      ]);
      if (entry.access === 'owner') expect(op?.responses['401']).toBeDefined();
      if (entry.method === 'POST') {
        expect([entry.path, Object.keys(op?.responses['429']?.headers ?? {})]).toEqual([
          entry.path,
          expect.arrayContaining(['Retry-After']),
        ]);
      }
    }
    const writes = byRoute.get('delete /api/admin/posts/{id}');
    expect(writes?.responses['403']).toBeDefined();
    expect(Object.keys(byRoute.get('get /api/blog')?.responses['200']?.headers ?? {})).toEqual([
      'X-Total-Count',
      'Link',
    ]);
  });

  it('serves a readable reference at /api/docs from this origin only', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // Every script and style the page loads is a relative address on this origin.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect(asset).not.toMatch(/^(https?:)?\/\//);
    const script = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    // The online validator (an image from another host) is off.
    expect(script.body).toContain('"validatorUrl":null');
  });
});
