import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PostImage } from '@site/contracts/admin-posts';
import { UploadedPicture } from './uploaded-picture';

/**
 * The marks a testimonial without a headshot is drawn with: small emblems in the blog's gold line
 * art (navy disc, gold strokes, an ivory point of light), each one of the site's ideas or of a
 * journey: the two selves meeting, the cage opening, the sun rising over the horizon, the path to
 * the star, the compass, the summit, the open door, the seedling, the key, the lighthouse, the
 * bridge. They stand for no one's face, so nobody takes them for a photograph or a monogram, and
 * there are enough of them for every person on a page to have his own.
 */
const light = '#f5efe3';
const marks: readonly ReactNode[] = [
  // The Two of You: two circles overlapping, light where they meet.
  <>
    <circle cx="26" cy="32" r="13" />
    <circle cx="38" cy="32" r="13" />
    <circle cx="32" cy="32" r="2.5" fill={light} stroke="none" />
  </>,
  // The cage opening: bars, the middle one bent open, a bird of light leaving.
  <>
    <path d="M18 20h26M18 46h26M23 20v26M39 20v26M31 20c-6 7-6 19 0 26" />
    <path d="M41 14q3-3 5 0q2-3 5 0" stroke={light} />
  </>,
  // The sun rising over the horizon.
  <>
    <path d="M14 40h36M22 40a10 10 0 0 1 20 0M32 22v5M20 27l3 3M44 27l-3 3" />
    <circle cx="19" cy="18" r="1.5" fill={light} stroke="none" />
  </>,
  // The path from the ground to the star.
  <>
    <path d="M16 46c8-2 10-10 16-13s10 0 14-12" />
    <circle cx="46" cy="19" r="3" fill={light} stroke="none" />
    <path d="M46 12v14M39 19h14" stroke={light} strokeWidth="1" />
  </>,
  // The compass: a ring, its needle pointing north.
  <>
    <circle cx="32" cy="32" r="14" />
    <path d="M32 21l3.5 11h-7z" fill="#e6c77a" />
    <path d="M28.5 32h7L32 43z" />
    <circle cx="32" cy="32" r="1.5" fill={light} stroke="none" />
  </>,
  // The summit: two peaks, a star over the higher.
  <>
    <path d="M13 45l12-17 6 8 7-12 13 21z" />
    <circle cx="38" cy="16" r="1.75" fill={light} stroke="none" />
  </>,
  // The open door: its frame, the door swung in, light on the threshold.
  <>
    <path d="M23 46V18h18v28M15 46h34" />
    <path d="M23 18l9 3v27l-9-2z" />
    <path d="M35 40l8 4M35 35l10 1" stroke={light} strokeWidth="1" />
  </>,
  // The seedling: two leaves from the ground, a point of light above.
  <>
    <path d="M19 46h26M32 46V29" />
    <path d="M32 35c-7 0-11-4-11-10 6 0 11 4 11 10zM32 31c0-7 4-11 11-11 0 6-4 11-11 11z" />
    <circle cx="32" cy="17" r="1.5" fill={light} stroke="none" />
  </>,
  // The key: its bow with a light in it, the shaft, the bit.
  <>
    <circle cx="22" cy="32" r="7" />
    <path d="M29 32h20M43 32v6M48 32v5" />
    <circle cx="22" cy="32" r="2" fill={light} stroke="none" />
  </>,
  // The lighthouse: its tower on the shore, beams of light either side.
  <>
    <path d="M17 46h30M27 46l2-20h6l2 20M28 26h8M29 26v-5h6v5M30 21l2-3 2 3" />
    <path d="M38 22l10-4M38 25l10 3M26 22l-10-4M26 25l-10 3" stroke={light} strokeWidth="1" />
  </>,
  // The bridge: an arch over the water, the star it leads to.
  <>
    <path d="M12 40h40M16 40c5-12 27-12 32 0M24 40v-6M32 40v-8M40 40v-6M20 45h8M36 45h8" />
    <circle cx="32" cy="18" r="1.75" fill={light} stroke="none" />
  </>,
];

/** Which mark a testimonial gets: by its id, so it keeps it wherever it is shown. */
export function markIndexFor(id: number): number {
  return Math.abs(id) % marks.length;
}

/**
 * The marks of the testimonials one page shows together, by their ids (in the ids' order): each
 * keeps the mark of its id unless another of the group, with a smaller id, already has it; then
 * the next free one. So the same group always gets the same marks, and no two people on a page
 * share one (up to as many people as there are marks).
 */
export function distinctMarks(ids: readonly number[]): number[] {
  const taken = new Set<number>();
  const chosen = new Map<number, number>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    let mark = markIndexFor(id);
    for (let step = 0; step < marks.length && taken.has(mark); step += 1)
      mark = (mark + 1) % marks.length;
    taken.add(mark);
    chosen.set(id, mark);
  }
  return ids.map((id) => chosen.get(id)!);
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
  mark = markIndexFor(id),
  name,
  headshot,
}: {
  id: number;
  /** The mark, when the page chose it among its group's (`distinctMarks`); else by the id. */
  mark?: number;
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
      <LineArtMark mark={mark} size={TESTIMONIAL_PICTURE_SIZE} />
    </Frame>
  );
}

/** The site's line-art emblems by name (the order of `marks`). */
export const lineArtMarks = {
  twoSelves: 0,
  openCage: 1,
  sunrise: 2,
  pathToStar: 3,
  compass: 4,
  summit: 5,
  openDoor: 6,
  seedling: 7,
  key: 8,
  lighthouse: 9,
  bridge: 10,
} as const;

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
