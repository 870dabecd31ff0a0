import { uploadedImageSources } from '@site/contracts/blog';
import { defaultSiteSettings } from '@site/contracts/site-settings';
import { parseFragmentRequest } from '../fragment-request';

const src = '/api/media/uploads/abc123-1200.webp';
const uploaded = { src, width: 1200, height: 1500, ...uploadedImageSources(src)! };
const requestWith = (photos: unknown) => ({
  url: '/about',
  assetBase: 'http://localhost:3001/',
  settings: { ...defaultSiteSettings, remotes: {}, photos },
});

describe("the render request's photos", () => {
  it('accepts the built-in images and an uploaded set', () => {
    expect(parseFragmentRequest(requestWith({ portrait: null, hero: null }))).toHaveProperty(
      'request',
    );
    const parsed = parseFragmentRequest(requestWith({ portrait: uploaded, hero: null }));
    expect(parsed).toHaveProperty('request.settings.photos.portrait', uploaded);
  });

  it('refuses any URL that is not an uploaded image, and anything but the two photos', () => {
    const foreign = { ...uploaded, src: 'https://elsewhere.test/me-1200.webp' };
    const injected = { ...uploaded, avifSrcSet: '" onerror="alert(1)' };
    for (const photos of [
      { portrait: foreign, hero: null },
      { portrait: injected, hero: null },
      { portrait: { ...uploaded, width: 1.5 }, hero: null },
      { portrait: null, hero: null, banner: null },
      { portrait: null },
      'none',
    ]) {
      expect(parseFragmentRequest(requestWith(photos))).toHaveProperty('problem');
    }
  });
});

describe("the render request's cookie", () => {
  const withCookie = (cookie: unknown) => ({
    ...requestWith({ portrait: null, hero: null }),
    cookie,
  });

  it.each(['owner_session=abc_DEF-123', '__Host-owner_session=a; owner_session=b'])(
    'passes on a Cookie header: %s',
    (cookie) => {
      expect(parseFragmentRequest(withCookie(cookie))).toHaveProperty('request.cookie', cookie);
    },
  );

  it.each([
    ['not a string', 42],
    ['a header split across lines', 'owner_session=a\r\nx-evil: 1'],
    ['a pair without a name', '=abc'],
    ['a value with a space', 'owner_session=a b'],
    ['a header too long for any session', `owner_session=${'a'.repeat(5000)}`],
  ])('refuses %s', (_, cookie) => {
    expect(parseFragmentRequest(withCookie(cookie))).toHaveProperty('problem');
  });

  it('is left out when not sent', () => {
    expect(parseFragmentRequest(requestWith({ portrait: null, hero: null }))).not.toHaveProperty(
      'request.cookie',
    );
  });
});
