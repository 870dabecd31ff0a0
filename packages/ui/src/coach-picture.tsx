import { preload } from 'react-dom';
import styled from 'styled-components';
import type { SitePhoto } from '@site/contracts/site-settings';
import markArt from './art/coach-mark.svg';
import listeningArt from './art/coach-listening.svg';
import portraitArt from './art/coach-portrait.svg';
import { useSiteSettings } from '@site/ui/site-settings';
import { preloadUploadedPicture, UploadedPicture } from './uploaded-picture';

/**
 * The coach's designed images, drawn in the blog's gold line art (navy ground, gold strokes,
 * ivory light): his profile facing a star, as a 4:5 portrait and as a square mark cropped to the
 * head and shoulders for small round slots; and a second 4:5 pose, closer and turned the other
 * way towards a voice reaching him (`listening`, the contact page's), so two pages never show the
 * same drawing. Vector files of 1–2 KB, sharp at every size, shown
 * wherever a person belongs until the owner uploads his portrait (then his photograph is shown).
 */
export const coachArt = {
  portrait: { src: portraitArt, width: 480, height: 600 },
  listening: { src: listeningArt, width: 480, height: 600 },
  round: { src: markArt, width: 160, height: 160 },
} as const;

export type CoachPictureShape = keyof typeof coachArt;

/**
 * What a reader who cannot see the image is told: the photograph is a portrait of the coach; the
 * drawing says what it is, so nobody takes it for a photograph.
 */
export function coachPictureAlt(coachName: string, photographed: boolean): string {
  return photographed
    ? `Portrait of ${coachName}`
    : `Portrait of ${coachName}, drawn in gold line art`;
}

/**
 * Asks the browser to fetch the coach's picture early when it is the page's largest image: the
 * uploaded portrait's AVIF set, else the designed drawing.
 */
export function preloadCoachPicture(
  photo: SitePhoto | null,
  shape: CoachPictureShape,
  sizes: string,
) {
  if (photo) preloadUploadedPicture(photo, sizes);
  else preload(coachArt[shape].src, { as: 'image', type: 'image/svg+xml', fetchPriority: 'high' });
}

/**
 * The coach's picture: the portrait the owner uploaded in the back office (AVIF and WebP at each
 * upload width, chosen by `sizes`), else his designed drawing in the given shape. Either carries
 * its intrinsic width and height, so the page reserves its space in the first HTML; the caller
 * styles the `<picture>` (frame, circle) through `className`.
 */
export function CoachPicture({
  shape,
  sizes,
  priority = false,
  className,
}: {
  shape: CoachPictureShape;
  /** The widths the picture is shown at, for the uploaded photo's set. */
  sizes: string;
  /** The page's largest image: fetched at once, not lazily. */
  priority?: boolean;
  className?: string;
}) {
  const { coachName, photos } = useSiteSettings();
  const photo = photos?.portrait ?? null;
  const alt = coachPictureAlt(coachName, photo !== null);
  if (photo)
    return (
      <picture className={className} data-coach-picture="photo">
        <UploadedPicture photo={photo} alt={alt} sizes={sizes} priority={priority} />
      </picture>
    );
  const art = coachArt[shape];
  return (
    <picture className={className} data-coach-picture="art">
      <img
        src={art.src}
        width={art.width}
        height={art.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}

/* A gold ring around a circle: the photograph's face sits in its upper part (object-position);
   the drawing is cropped to the head and shoulders already. */
const Ringed = styled(CoachPicture)<{ $side: number }>`
  display: block;
  flex: none;
  width: ${({ $side }) => $side}px;
  height: ${({ $side }) => $side}px;
  padding: ${({ $side }) => ($side >= 80 ? 3 : 2)}px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.gold};

  img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
    object-position: 50% 25%;
  }
`;

/**
 * The coach's round picture in a gold ring, `side` CSS pixels across (the `sizes` of the uploaded
 * portrait's set): a byline's or an author box's.
 */
export function RoundCoachPicture({ side }: { side: number }) {
  return <Ringed shape="round" sizes={`${side}px`} $side={side} />;
}

/* A byline's small upright frame. The drawing is the About page's whole portrait (his profile,
   the eye and ear drawn, the star he faces), brought a little closer on his head so it reads at
   this size; a photograph fills the frame with its face in the upper part. */
const Framed = styled(CoachPicture)<{ $width: number }>`
  display: block;
  flex: none;
  overflow: hidden;
  width: ${({ $width }) => $width}px;
  height: ${({ $width }) => Math.round($width * 1.25)}px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.gold};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 50% 25%;
  }

  &[data-coach-picture='art'] img {
    transform: scale(1.35);
    transform-origin: 49% 38%;
  }
`;

/**
 * The coach's portrait in a byline, `width` CSS pixels wide and a quarter taller: his uploaded
 * photograph, else his designed portrait (not the round mark, which at a byline's size reads as
 * anyone's head), so the client sees his coach beside the name.
 */
export function BylineCoachPicture({ width }: { width: number }) {
  return <Framed shape="portrait" sizes={`${width}px`} $width={width} />;
}
