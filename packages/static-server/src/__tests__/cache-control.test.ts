import { cacheControlFor, immutable, noCache } from '../cache-control';

describe('cacheControlFor', () => {
  it('keeps hashed chunks for a year', () => {
    expect(cacheControlFor('/dist/465.e5551c4505.js')).toBe(immutable);
    expect(cacheControlFor('/dist/assets/hero.0a1b2c3d4e.webp')).toBe(immutable);
  });

  it('revalidates entry files so a redeployed remote shows at once', () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe(noCache);
    }
  });
});
