import {
  indexableStaticPaths,
  privatePathPrefixes,
  remotes,
  robotsDisallowedPrefixes,
} from '../registry';
import { paths, toPath } from '../routes';

describe('toPath', () => {
  it('fills and encodes parameters', () => {
    expect(toPath(paths.blogPost, { slug: 'two of you' })).toBe('/blog/two%20of%20you');
    expect(toPath(paths.schedule, { bookingId: 42 })).toBe('/schedule/42');
  });

  it('refuses a missing parameter instead of building a broken link', () => {
    expect(() => toPath(paths.schedule, {})).toThrow('Missing route parameter "bookingId"');
  });
});

describe('the registry', () => {
  const owned = remotes.flatMap((remote) => remote.routes.map((route) => route.path));

  it('gives every route exactly one owner', () => {
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('gives every page path an owner (only the sitemap is the server’s own)', () => {
    const pages = Object.values(paths).filter((path) => path !== paths.sitemap);
    expect([...pages].sort()).toEqual([...owned].sort());
  });

  it('has distinct federation names and ports', () => {
    expect(new Set(remotes.map((r) => r.federationName)).size).toBe(remotes.length);
    expect(new Set(remotes.map((r) => r.defaultPort)).size).toBe(remotes.length);
  });

  it('keeps visitor-specific and legal pages out of search engines', () => {
    for (const path of [
      paths.checkout,
      paths.schedule,
      paths.privacyPolicy,
      paths.questionnaire,
      paths.portal,
    ]) {
      expect(indexableStaticPaths).not.toContain(path);
    }
    expect(indexableStaticPaths).toContain(paths.about);
  });

  it('keeps the back office private: every /admin page and nothing else', () => {
    const admin = remotes.find((remote) => remote.name === 'admin')!;
    expect(admin.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([paths.adminToday, paths.adminSignIn, paths.adminBooking]),
    );
    for (const remote of remotes) {
      for (const route of remote.routes) {
        const isAdmin = route.path === '/admin' || route.path.startsWith('/admin/');
        expect({ path: route.path, private: route.private === true }).toEqual({
          path: route.path,
          private: isAdmin,
        });
        if (isAdmin) expect(route.indexable).toBe(false);
      }
    }
    expect(indexableStaticPaths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(privatePathPrefixes).toEqual(['/admin']);
  });

  it('closes pages with a visitor’s data to crawlers, and leaves noindex pages crawlable', () => {
    expect(robotsDisallowedPrefixes).toEqual([
      '/checkout',
      '/consultation-success',
      '/portal',
      '/questionnaire',
      '/schedule/',
    ]);
    // Crawlers must read a legal page to see its noindex.
    expect(robotsDisallowedPrefixes).not.toContain(paths.privacyPolicy);
  });
});
