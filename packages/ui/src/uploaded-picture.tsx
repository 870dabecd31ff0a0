import { preload } from 'react-dom';
import type { SitePhoto } from '@site/contracts/site-settings';

/**
 * Asks the browser to fetch an uploaded photo early when it is the page's hero image. The hint
 * names the AVIF set: browsers that cannot show AVIF ignore it instead of downloading twice.
 */
export function preloadUploadedPicture(photo: SitePhoto, sizes: string) {
  // The smallest AVIF file stands for the set (browsers pick from `imageSrcSet`).
  preload(photo.avifSrcSet.split(' ')[0] ?? photo.src, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: photo.avifSrcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}

/**
 * A photo the owner uploaded in the back office: AVIF where supported, WebP otherwise, at each
 * upload width, with its intrinsic size so the browser reserves its space before it loads.
 */
export function UploadedPicture({
  photo,
  alt,
  sizes,
  priority,
}: {
  photo: SitePhoto;
  alt: string;
  sizes: string;
  priority: boolean;
}) {
  return (
    <>
      <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} />
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </>
  );
}
