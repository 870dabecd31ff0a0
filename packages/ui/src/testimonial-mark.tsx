import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PostImage } from '@site/contracts/admin-posts';
import { UploadedPicture } from './uploaded-picture';

/**
 * The marks a testimonial without a headshot is drawn with: small emblems in the blog's gold line
 * art (navy disc, gold strokes, an ivory point of light), each one of the site's ideas: the two
 * selves meeting, the cage opening, the sun rising over the horizon, the path to the star. They
 * stand for no one's face, so nobody takes them for a photograph or a monogram.
 */
const marks: readonly ReactNode[] = [
  // The Two of You: two circles overlapping, light where they meet.
  <>
    <circle cx="26" cy="32" r="13" />
    <circle cx="38" cy="32" r="13" />
    <circle cx="32" cy="32" r="2.5" fill="#f5efe3" stroke="none" />
  </>,
  // The cage opening: bars, the middle one bent open, a bird of light leaving.
  <>
    <path d="M18 20h26M18 46h26M23 20v26M39 20v26M31 20c-6 7-6 19 0 26" />
    <path d="M41 14q3-3 5 0q2-3 5 0" stroke="#f5efe3" />
  </>,
  // The sun rising over the horizon.
  <>
    <path d="M14 40h36M22 40a10 10 0 0 1 20 0M32 22v5M20 27l3 3M44 27l-3 3" />
    <circle cx="19" cy="18" r="1.5" fill="#f5efe3" stroke="none" />
  </>,
  // The path from the ground to the star.
  <>
    <path d="M16 46c8-2 10-10 16-13s10 0 14-12" />
    <circle cx="46" cy="19" r="3" fill="#f5efe3" stroke="none" />
    <path d="M46 12v14M39 19h14" stroke="#f5efe3" strokeWidth="1" />
  </>,
];

/** Which mark a testimonial gets: by its id, so it keeps it wherever it is shown. */
export function markIndexFor(id: number): number {
  return Math.abs(id) % marks.length;
}

export const TESTIMONIAL_PICTURE_SIZE = 56;

const Frame = styled.span`
  display: inline-block;
  flex: none;
  width: ${TESTIMONIAL_PICTURE_SIZE}px;
  height: ${TESTIMONIAL_PICTURE_SIZE}px;
  border-radius: 50%;
  border: 1px solid rgb(230 199 122 / 0.6);
  overflow: hidden;

  svg,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
    object-position: 50% 30%;
  }
`;

/**
 * The picture beside a testimonial's name: the client's headshot when the owner uploaded one
 * (its AVIF/WebP set, with its intrinsic size), else the testimonial's line-art mark, which is
 * decoration (the name beside it says who spoke).
 */
export function TestimonialPicture({
  id,
  name,
  headshot,
}: {
  id: number;
  name: string;
  headshot?: PostImage | null;
}) {
  if (headshot)
    return (
      <Frame as="picture" data-testimonial-picture="photo">
        <UploadedPicture
          photo={headshot}
          alt={`Photo of ${name}`}
          sizes={`${TESTIMONIAL_PICTURE_SIZE}px`}
          priority={false}
        />
      </Frame>
    );
  return (
    <Frame data-testimonial-picture="mark">
      <LineArtMark mark={markIndexFor(id)} size={TESTIMONIAL_PICTURE_SIZE} />
    </Frame>
  );
}

/** The site's line-art emblems by name (the order of `marks`). */
export const lineArtMarks = { twoSelves: 0, openCage: 1, sunrise: 2, pathToStar: 3 } as const;

/**
 * One of the line-art emblems on its navy ground, `size` CSS pixels square, decorative (hidden
 * from screen readers): a testimonial's mark, or the art of a short page's header.
 */
export function LineArtMark({
  mark,
  size,
  className,
}: {
  mark: number;
  size: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" fill="#10141f" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="#e6c77a" strokeOpacity=".3" />
      <g
        fill="none"
        stroke="#e6c77a"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {marks[Math.abs(mark) % marks.length]}
      </g>
    </svg>
  );
}
