import type { SitePhoto } from '@site/contracts/site-settings';
import { testSettings } from './testing';

/** A photo as the API stores an upload named `name`: AVIF and WebP at 600 and 1200 px. */
export const uploadedPhoto = (name: string): SitePhoto => ({
  src: `/api/media/uploads/${name}-1200.webp`,
  width: 1200,
  height: 1500,
  avifSrcSet: `/api/media/uploads/${name}-600.avif 600w, /api/media/uploads/${name}-1200.avif 1200w`,
  webpSrcSet: `/api/media/uploads/${name}-600.webp 600w, /api/media/uploads/${name}-1200.webp 1200w`,
});

/** Render options whose site settings carry these uploaded photos. */
export const withPhotos = (photos: Partial<typeof testSettings.photos>) => ({
  settings: { ...testSettings, photos: { ...testSettings.photos, ...photos } },
});

/** The `<source>` elements of the `<picture>` an image is drawn in. */
export const sourcesOf = (image: HTMLElement) =>
  [...image.closest('picture')!.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcSet: source.getAttribute('srcset'),
  }));
