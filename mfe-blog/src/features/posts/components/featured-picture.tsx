import type { ComponentPropsWithoutRef, ReactElement } from 'react';
import { uploadedImageSources } from '@site/contracts/blog';

/**
 * A post's featured image. An image the owner uploaded comes as AVIF and WebP at several widths:
 * the browser picks the smallest that fills the slot (`sizes`) in the best format it reads. The
 * starter posts' SVG art is drawn as it is.
 */
export function FeaturedPicture({
  image,
  sizes,
}: {
  /** The `<img>` to draw (its `src` the post's `featuredImage`). */
  image: ReactElement<ComponentPropsWithoutRef<'img'>>;
  sizes: string;
}) {
  const sources = uploadedImageSources(String(image.props.src ?? ''));
  if (!sources) return image;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
