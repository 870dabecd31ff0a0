import { preload } from 'react-dom';
import styled from 'styled-components';
import type { SitePhoto } from '@site/contracts/site-settings';
import { useSiteSettings } from '@site/ui/site-settings';
import portraitLargeAvif from '../assets/portrait-960.avif';
import portraitLargeWebp from '../assets/portrait-960.webp';
import portraitSmallAvif from '../assets/portrait-480.avif';
import portraitSmallWebp from '../assets/portrait-480.webp';
import { PAGE_HERO_ART_SIZES } from './page-hero';
import { preloadUploadedPicture, UploadedPicture } from './uploaded-picture';

/** Intrinsic size of the portrait (4:5), so the browser reserves its space before it loads. */
export const PORTRAIT_WIDTH = 480;
export const PORTRAIT_HEIGHT = 600;
/** The sizes the portrait is shown at: the page hero's art column. */
const SIZES = PAGE_HERO_ART_SIZES;

const avifSrcSet = `${portraitSmallAvif} 480w, ${portraitLargeAvif} 960w`;
const webpSrcSet = `${portraitSmallWebp} 480w, ${portraitLargeWebp} 960w`;

/**
 * Asks the browser to fetch the portrait early when it is the page's hero image (the one the
 * owner uploaded, else the built-in one). The hint names the AVIF set: browsers that cannot show
 * AVIF ignore it instead of downloading a file twice.
 */
export function preloadPortrait(uploaded: SitePhoto | null) {
  if (uploaded) {
    preloadUploadedPicture(uploaded, SIZES);
    return;
  }
  preload(portraitSmallAvif, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: avifSrcSet,
    imageSizes: SIZES,
    fetchPriority: 'high',
  });
}

const Frame = styled.picture`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid rgb(230 199 122 / 0.5);
  box-shadow: 0 24px 60px rgb(12 21 41 / 0.35);

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/**
 * The coach's portrait, AVIF where supported and WebP otherwise, at two resolutions: the one the
 * owner uploaded in the back office, else the built-in one.
 */
export function Portrait({ alt, priority = false }: { alt: string; priority?: boolean }) {
  const uploaded = useSiteSettings().photos?.portrait ?? null;
  if (uploaded)
    return (
      <Frame>
        <UploadedPicture photo={uploaded} alt={alt} sizes={SIZES} priority={priority} />
      </Frame>
    );
  return (
    <Frame>
      <source type="image/avif" srcSet={avifSrcSet} sizes={SIZES} />
      <source type="image/webp" srcSet={webpSrcSet} sizes={SIZES} />
      <img
        src={portraitSmallWebp}
        width={PORTRAIT_WIDTH}
        height={PORTRAIT_HEIGHT}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </Frame>
  );
}
