import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type InjectOptions } from 'fastify';
import { remotes } from '@site/contracts/registry';
import {
  fragmentRoute,
  fragmentSecretHeader,
  type RenderedFragment,
} from '@site/contracts/rendering';
import { buildShellServer } from '../app';
import { readShellConfig } from '../config';

/** Test fixtures of the shell's server: its build, a remote's server, the server itself. */

/**
 * A built shell as its build leaves it: entry, a hashed chunk, its manifest and its server build.
 * The server build here renders a small chrome around the remote's slot the way the real one does
 * (the real one is covered end to end in e2e/tests/first-html.spec.ts).
 */
export function builtShell() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'main.js'), 'import("./bootstrap")');
  writeFileSync(path.join(dist, 'main.js.map'), '{"version":3}');
  writeFileSync(path.join(dist, '812.0123456789.js'), 'export {}');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'lora-latin-wght-normal.0123456789.woff2'), 'wOF2');
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { assets: { js: { sync: ['main.js'] } } },
        { assets: { js: { sync: ['696.0123456789.js'] } } },
      ],
    }),
  );
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'server', 'render.js'),
    `exports.renderShell = ({ url, config, fragmentHtml }) => {
      // Like the real chrome, which matches the registry: these are paths no route has.
      const known = !url.startsWith('/no-such') && !url.startsWith('/__');
      const page = !known ? '<h1>404 Page Not Found</h1>'
        : fragmentHtml === undefined ? '<!--$!--><div role="status">Loading…</div><!--/$-->'
        : '<!--$--><template id="remote-slot"></template><!--/$-->';
      return {
        html: ('<header>' + config.coachName + '</header><main>' + page + '</main>')
          .replace('<template id="remote-slot"></template>', fragmentHtml ?? ''),
        styleTags: '<style data-styled="active">.chrome{color:navy}</style>',
        head: known ? undefined : { title: '404 Page Not Found', description: 'Missing.', noindex: true },
        status: known ? 200 : 404,
        fontPreloads: ['/assets/lora-latin-wght-normal.0123456789.woff2'],
        fontCss: "@font-face{font-family:'Lora Variable';src:url(/assets/lora-latin-wght-normal.0123456789.woff2)}",
      };
    };`,
  );
  const publicDir = mkdtempSync(path.join(tmpdir(), 'shell-public-'));
  writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return { dist, publicDir };
}

export type RemoteBehaviour = 'render' | 'fail' | 'slow';

/** The owner's session cookie as a browser over http sends it (its value is the API's to judge). */
export const ownerCookie = 'owner_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const fragmentSecret = 'the-shells-and-remotes-shared-secret-1234';

/** A remote's server: its manifest and files, and the page renderer the shell asks. */
export async function fakeRemote(behaviour: { current: RemoteBehaviour }) {
  const remote = Fastify();
  // Every path that reached this remote, as it received it.
  const received: string[] = [];
  // Every render request's page and the cookie sent with it.
  const renderRequests: Array<{ url: string; cookie: string | undefined }> = [];
  remote.addHook('onRequest', async (request) => {
    received.push(request.url);
  });
  remote.get('/mf-manifest.json', async () => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['__federation_expose_routes.abc.js'], async: ['176.def.js'] } },
      },
    ],
  }));
  remote.get('/remoteEntry.js', async (_request, reply) =>
    reply.type('text/javascript').send('var mfe_blog = {};'),
  );
  remote.post(fragmentRoute, async (request, reply) => {
    // As the real remote server: only the shell's server, with the shared secret, gets a page.
    if (request.headers[fragmentSecretHeader] !== fragmentSecret) return reply.callNotFound();
    const { url, assetBase, cookie } = request.body as {
      url: string;
      assetBase: string;
      cookie?: string;
    };
    renderRequests.push({ url, cookie });
    if (behaviour.current === 'fail') return reply.code(503).send({ message: 'down' });
    if (behaviour.current === 'slow') {
      // Slower than any budget the tests give: answers only once the shell has given up (closed
      // the request), or after 30 s.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 30_000);
        reply.raw.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const missing = url.includes('no-such-post');
    // A post whose address changed; one whose page (wrongly) points off the site; and a page
    // that sends its visitor elsewhere this time (a temporary redirect).
    const moved = url.includes('moved-post')
      ? '/blog/new-address'
      : url.includes('moved-away')
        ? '//evil.example/x'
        : url.includes('elsewhere-for-now')
          ? '/blog'
          : undefined;
    const fragment: RenderedFragment = {
      status: missing ? 404 : moved ? (url.includes('for-now') ? 302 : 301) : 200,
      ...(moved ? { location: moved } : {}),
      html: missing
        ? '<h1>Blog Post Not Found</h1>'
        : `<h1>INSIGHTS FOR AUTHENTICITY</h1><img src="${assetBase}assets/hero.webp" width="10" height="10" alt="">`,
      // As React writes them: what the first paint draws, and the page's lazily loaded code.
      headHtml: `<link rel="preload" as="image" href="${assetBase}assets/hero.webp"><link rel="preload" href="${assetBase}blog-list-page.0a1b2c3d4e.js" as="script"/>`,
      css: '.page{color:gold}',
      head: {
        title: missing ? 'Blog Post Not Found' : 'Blog | Insights',
        description: 'Articles & guides',
      },
      state: { queries: [{ queryKey: ['blog', 'posts'], state: { data: [] } }], mutations: [] },
    };
    return fragment;
  });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const { port } = remote.server.address() as { port: number };
  return { remote, url: `http://127.0.0.1:${port}`, received, renderRequests };
}

/** The host the test site is served at (SITE_ORIGIN below): any other host's pages are redirected. */
export const siteHost = 'www.example.com';

/**
 * The shell's server with the API and every remote down (port 9, discard, refuses connections,
 * whatever listens on their default ports on this machine) but the blog at `blogUrl`.
 */
export async function shellServer(
  blogUrl: string,
  env: Record<string, string> = {},
  logger: Parameters<typeof buildShellServer>[1] = false,
) {
  const { dist, publicDir } = builtShell();
  const down = Object.fromEntries(
    remotes.map((r) => [`REMOTE_${r.name.toUpperCase()}_SERVER`, 'http://127.0.0.1:9']),
  );
  const config = readShellConfig(
    {
      ...down,
      API_URL: 'http://127.0.0.1:9',
      REMOTE_BLOG_SERVER: blogUrl,
      SITE_ORIGIN: 'https://www.example.com',
      COACH_NAME: 'Sam Doe',
      // Room for a loaded machine: a remote that renders is never taken for a slow one.
      FRAGMENT_TIMEOUT_MS: '1500',
      FRAGMENT_SECRET: fragmentSecret,
      ...env,
    },
    dist,
    publicDir,
  );
  const app = await buildShellServer(config, logger);
  // Injected requests come with the site's own Host, as a browser on the site sends them (light-my-
  // request's own default, localhost:80, is a host the site is not served at).
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const request = typeof options === 'string' ? { url: options } : options;
    return inject({ ...request, headers: { host: siteHost, ...request.headers } });
  }) as typeof app.inject;
  return app;
}
