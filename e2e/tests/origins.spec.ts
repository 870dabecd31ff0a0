import { expect, test } from '@playwright/test';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { apiDefaultPort, remotes, shellDefaultPort } from '@site/contracts/registry';
import { ports, siteOrigin } from '../support/site';

/**
 * This site runs on ports of its own (E2E_PORT_BASE), with SITE_ORIGIN on them: the API accepts
 * browsers from that origin only, never from the servers' default ports, and the shell's server
 * sends a page asked on another host to the same path on the site's origin.
 */
const defaultPortOrigins = [shellDefaultPort, ...remotes.map((remote) => remote.defaultPort)]
  .filter((port) => port !== apiDefaultPort && port !== ports.shell)
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

test.describe('a site on other ports', () => {
  test('accepts its own origin and refuses the default ports’ origins, through the shell', async ({
    request,
  }) => {
    // A write of the back office without a session: 401 once its Origin is accepted, 403 before.
    // (Signing out, not in: no failed sign-in is counted against this address.)
    const write = (origin: string) =>
      request.delete(`${siteOrigin}${adminPaths.session}`, { headers: { origin } });
    const own = await write(siteOrigin);
    expect(own.status()).toBe(401);
    const ownCors = await request.get(`${siteOrigin}/api/health`, {
      headers: { origin: siteOrigin },
    });
    expect(ownCors.headers()['access-control-allow-origin']).toBe(siteOrigin);
    for (const origin of defaultPortOrigins) {
      const refused = await write(origin);
      expect(refused.status(), origin).toBe(403);
      expect(await refused.json()).toEqual({ message: signInMessages.crossOrigin });
      const cors = await request.get(`${siteOrigin}/api/health`, { headers: { origin } });
      expect(cors.headers()['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  test('redirects a page asked on another host to the same path on the site’s origin', async ({
    request,
  }) => {
    const response = await request.get(
      `http://localhost:${ports.shell}/admin/sign-in?next=%2Fadmin`,
      {
        maxRedirects: 0,
      },
    );
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`${siteOrigin}/admin/sign-in?next=%2Fadmin`);
  });
});
