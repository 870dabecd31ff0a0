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
