import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Arrow } from './arrow';
import { gridBreakpoints } from './card-grid';
import { VisuallyHidden } from './visually-hidden';

/** Where the carousel's row stands, as its controls show it. */
export interface CarouselPosition {
  /** The card at the row's start (the last one once the row is scrolled to its end). */
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The card the row shows first: the one whose start is nearest the row's start, or the last one
 * once the row cannot scroll further (its last card may never reach the start).
 */
export function carouselPosition(row: HTMLElement): CarouselPosition {
  const cards = [...row.children].filter((card) => card.getClientRects().length > 0);
  const maxScroll = row.scrollWidth - row.clientWidth;
  const atStart = row.scrollLeft <= 1;
  const atEnd = row.scrollLeft >= maxScroll - 1;
  if (cards.length === 0) return { index: 0, atStart: true, atEnd: true };
  if (atEnd) return { index: cards.length - 1, atStart, atEnd };
  const start = row.getBoundingClientRect().left;
  let index = 0;
  let nearest = Infinity;
  cards.forEach((card, at) => {
    const distance = Math.abs(card.getBoundingClientRect().left - start);
    if (distance < nearest) {
      nearest = distance;
      index = at;
    }
  });
  return { index, atStart, atEnd };
}

/**
 * The state of a row of cards that scrolls sideways (`CardGrid $phoneScroll`): a ref for the row,
 * the row's id (`rowId`, unique in the page) for the controls, the card it shows, and `go(step)` to bring the next (1) or the previous
 * (-1) card to its start (and the page back up to the row's top when it stands above the screen).
 * The position follows the row however it is scrolled (a swipe, the keyboard, the controls).
 */
export function useCarousel(count: number, rowId: string) {
  // A callback ref: the row may appear after the first render (once its cards have loaded).
  const [row, attachRow] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<CarouselPosition>({
    index: 0,
    atStart: true,
    atEnd: count <= 1,
  });

  useEffect(() => {
    if (!row) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = carouselPosition(row);
        setPosition((current) =>
          current.index === next.index &&
          current.atStart === next.atStart &&
          current.atEnd === next.atEnd
            ? current
            : next,
        );
      });
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [row, count]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (!row) return;
      const cards = [...row.children].filter((card) => card.getClientRects().length > 0);
      const target = cards[Math.min(cards.length - 1, Math.max(0, position.index + step))];
      if (!target) return;
      const padding = parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
      const left =
        row.scrollLeft +
        target.getBoundingClientRect().left -
        row.getBoundingClientRect().left -
        padding;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const behavior = still ? 'auto' : 'smooth';
      row.scrollTo({ left, behavior });
      // A visitor who has read down a tall card (an opened keynote) steps from below the row's
      // top: the page comes back up to it, so the card he steps to shows from its start.
      const headerRoom = parseFloat(getComputedStyle(row).scrollMarginTop) || 0;
      if (row.getBoundingClientRect().top < headerRoom) {
        row.scrollIntoView({ block: 'start', behavior });
      }
    },
    [row, position.index],
  );

  return { attachRow, rowId, position, go };
}

/** Up to which width a row scrolls: phones only (`$phoneScroll`) or tablets too (`$tabletScroll`). */
export type CarouselScrollsOn = 'phone' | 'tablet';

/* Shown only where the row scrolls: from the width where every card shows at once, hidden. */
const Controls = styled.div<{ $scrollsOn: CarouselScrollsOn }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 0.25rem;

  @media (min-width: ${({ $scrollsOn }) =>
      $scrollsOn === 'phone' ? gridBreakpoints.tablet : gridBreakpoints.desktop}) {
    display: none;
  }
`;

/**
 * The round step button of every row that scrolls sideways (a carousel's previous and next, a
 * chip row's ends): a gold ring holding an `<Arrow>`, filled gold on hover, a neutral ring at the
 * row's end (`aria-disabled`). 44 px, a full touch target.
 */
export const StepButton = styled.button<{ $onDark?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.gold};
  border-radius: 50%;
  font-size: 1.25rem;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.goldLight : theme.colors.navy)};
  background: transparent;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover:not([aria-disabled='true']) {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.gold};
  }

  &:focus-visible {
    outline-color: ${({ theme, $onDark }) =>
      $onDark ? theme.colors.focusOnDark : theme.colors.focus};
  }

  /* At an end: the ring and arrow fade to a neutral line that reads as "nothing further". */
  &[aria-disabled='true'] {
    border-color: ${({ theme, $onDark }) =>
      $onDark ? 'rgb(200 206 219 / 0.35)' : theme.colors.disabled};
    color: ${({ theme, $onDark }) => ($onDark ? 'rgb(200 206 219 / 0.55)' : theme.colors.muted)};
    cursor: default;
  }
`;

const Counter = styled.p<{ $onDark?: boolean }>`
  min-width: 4.5rem;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.muted)};
`;

/**
 * Previous and next buttons and "2 of 3" under a row that scrolls sideways, where it scrolls
 * (phones, and tablets unless `scrollsOn="phone"`): every carousel of the site has them. The buttons name what they move ("Next testimonial"), say they are
 * unavailable at the row's ends (`aria-disabled`, so a button keeps the focus it has when it
 * reaches an end), and the position is announced politely as it changes.
 *
 * ```tsx
 * const { attachRow, rowId, position, go } = useCarousel(quotes.length, 'client-testimonials');
 * <CardGrid as="ul" ref={attachRow} id={rowId} $phoneScroll …>…</CardGrid>
 * <CarouselControls rowId={rowId} position={position} onStep={go} count={quotes.length} item="testimonial" onDark />
 * ```
 */
export function CarouselControls({
  rowId,
  position,
  onStep,
  count,
  item,
  onDark = false,
  scrollsOn = 'tablet',
}: {
  /** The row's id (`useCarousel`'s `rowId`). */
  rowId: string;
  position: CarouselPosition;
  /** `useCarousel`'s `go`. */
  onStep: (step: 1 | -1) => void;
  count: number;
  /** What one card is, in the buttons' names: "testimonial" gives "Next testimonial". */
  item: string;
  onDark?: boolean;
  /** Where the row scrolls, so where the controls show: `'phone'` for a row of `$phoneScroll`
   * alone, `'tablet'` (the default) for one with `$tabletScroll` too. */
  scrollsOn?: CarouselScrollsOn;
}) {
  const go = onStep;
  if (count <= 1) return null;
  const step = (direction: 1 | -1, disabled: boolean) => () => {
    if (!disabled) go(direction);
  };
  return (
    <Controls role="group" aria-label={`Browse the ${item}s`} $scrollsOn={scrollsOn}>
      <StepButton
        type="button"
        $onDark={onDark}
        aria-controls={rowId}
        aria-disabled={position.atStart}
        onClick={step(-1, position.atStart)}
      >
        <Arrow direction="left" />
        <VisuallyHidden>Previous {item}</VisuallyHidden>
      </StepButton>
      <Counter $onDark={onDark} aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{item[0]!.toUpperCase() + item.slice(1)} </VisuallyHidden>
        {position.index + 1} of {count}
      </Counter>
      <StepButton
        type="button"
        $onDark={onDark}
        aria-controls={rowId}
        aria-disabled={position.atEnd}
        onClick={step(1, position.atEnd)}
      >
        <Arrow direction="right" />
        <VisuallyHidden>Next {item}</VisuallyHidden>
      </StepButton>
    </Controls>
  );
}
