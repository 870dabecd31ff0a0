import { useEffect, useRef, useState, type RefObject } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { Arrow } from './arrow';
import { StepButton } from './carousel';
import { phoneEnd } from './card-grid';

export interface SectionLink {
  /** The id of the section's heading (or the section) on the page. */
  id: string;
  label: string;
}

/** The width of the fade that says a row goes on past its edge. */
const cue = '2.5rem';

/** A row's edges that have more links beyond them. */
export interface More {
  start: boolean;
  end: boolean;
}

/**
 * The mask of a row that scrolls sideways: the edge with more beyond it fades out, so a cut link
 * reads as "more this way" (with `useMoreBeyond`).
 */
export const moreBeyondMask = (more: More) =>
  `linear-gradient(to right, ${more.start ? 'transparent' : '#000'}, #000 ${more.start ? cue : '0px'}, #000 calc(100% - ${more.end ? cue : '0px'}), ${more.end ? 'transparent' : '#000'})`;

const row = css<{ $more: More }>`
  ul {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    /* A link reached with Tab scrolls clear of the fades. */
    scroll-padding-inline: ${cue};
    /* Room for the links' focus rings inside the scroll box. */
    padding: 5px;
    margin: -5px;
    mask-image: ${({ $more }) => moreBeyondMask($more)};
  }
  ul::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: none;
  }
  /* The section being read: a filled pill, told apart by more than a fade or a colour shade. */
  a[aria-current='location'] {
    color: ${({ theme }) => theme.colors.ivory};
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
  }
  > div[data-overflow] > [data-row-end] {
    display: grid;
  }
`;

/** Below 1024 px a column's links are a row (and every row's links a finger's target). */
const belowColumn = '@media (max-width: 1023.98px)';

/** Beside the side column's breakpoint: a row below it. */
const rowBelowColumn = css<{ $more: More }>`
  ${belowColumn} {
    ${row}
  }
`;

/**
 * On a phone (below 600 px): every link in sight, the pills wrapped into rows (each a finger's
 * 44 px, the section being read filled), no row that scrolls sideways and no end buttons. The
 * rows scroll away with the page: kept in view, several rows would cover much of a phone's
 * screen.
 */
const wrappedOnPhone = css`
  @media (max-width: ${phoneEnd}) {
    position: static;
    margin-block: 0;
    padding-block: 0;
    ul {
      flex-wrap: wrap;
      gap: 0.5rem;
      overflow: visible;
      padding: 0;
      margin: 0;
      mask-image: none;
    }
    li {
      flex: none;
    }
    > div > [data-row-end],
    > div[data-overflow] > [data-row-end] {
      display: none;
    }
  }
`;

const Nav = styled.nav<{ $column: boolean; $more: More; $stickyTop?: string; $wrap: boolean }>`
  /* Never wider than its column, whatever the row's length: the row scrolls inside it. */
  min-width: 0;
  max-width: 100%;

  /* The row and its two end buttons: the buttons stand only where the row does not fit. */
  > div {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    min-width: 0;
  }
  > div > ul {
    flex: 1;
    min-width: 0;
  }
  /* The ends are the site's one step button (\`StepButton\`), shown where the row overflows. */
  [data-row-end] {
    display: none;
    flex: none;
  }

  /* Kept in view under the page's own bar while reading, on the page's background. */
  ${({ $stickyTop, $column, theme }) =>
    $stickyTop
      ? `
  ${$column ? `${belowColumn} {` : '{'}
    position: sticky;
    top: ${$stickyTop};
    z-index: 2;
    padding-block: 0.5rem;
    margin-block: -0.5rem;
    background: ${theme.colors.ivory};
  }
  `
      : ''}

  ul {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy};
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;

    /* A finger's target on a phone or a tablet (from 1024 px, a pointer's: 36 px). */
    ${belowColumn} {
      min-height: 44px;
    }
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* One row of pills; where they do not all fit, the row scrolls sideways and the edge with more
     beyond it fades out, so a cut pill reads as "more this way". */
  ${({ $column }) => ($column ? rowBelowColumn : row)}

  /* In a side column from 1024 px: one link a line, the column kept in view while reading. */
  @media (min-width: 1024px) {
    ${({ $column, theme }) =>
      $column
        ? `
    position: sticky;
    top: calc(${theme.headerHeight} + 1rem);
    margin-block: 0;
    padding-block: 0;
    background: transparent;
    ul { flex-direction: column; flex-wrap: nowrap; gap: 0.25rem; }
    > div > [data-row-end] { display: none; }
    a { display: flex; white-space: normal; border-color: transparent; background: transparent; border-radius: 8px; }
    a:hover { border-color: ${theme.colors.border}; background: ${theme.colors.surface}; }
    a[aria-current='location'] {
      color: ${theme.colors.navy};
      font-weight: 700;
      background: ${theme.colors.surface};
      border-color: ${theme.colors.border};
      box-shadow: inset 3px 0 0 ${theme.colors.gold};
    }
    `
        : ''}
  }

  ${({ $wrap }) => ($wrap ? wrappedOnPhone : '')}
`;

/**
 * Which edges of a row that scrolls sideways (the list, or any row, `ref` is given to) have links
 * beyond them, followed as it scrolls and resizes.
 */
export function useMoreBeyond<Row extends HTMLElement = HTMLUListElement>() {
  const ref = useRef<Row>(null);
  const [more, setMore] = useState<More>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, []);
  return { ref, more };
}

/** A section's heading (or the section) on the screen: its id and the top of its box, in px. */
export interface SectionTop {
  id: string;
  top: number;
}

/**
 * Which section is being read, from the sections' tops in page order and the part of the window
 * the page shows (`viewTop`, under the site's bar, to `viewBottom`): the one that covers most of
 * that part, a section running from its top to the next section's (the last one, to the page's
 * end), so a long section that fills the view is marked though its heading has scrolled past, and
 * one whose heading has only just come in is not; of equal shares, the first (sections side by
 * side, their tops level, share one band). Before any section is in view, the first. At the page's
 * top (`atTop`, nothing scrolled yet), the first, however short: the reader starts there. At the
 * page's bottom (`atBottom`), where the last sections are too short to cover most of the view, the
 * last whose heading is in view.
 */
export function sectionBeingRead(
  sections: readonly SectionTop[],
  {
    viewTop,
    viewBottom,
    atTop = false,
    atBottom,
  }: { viewTop: number; viewBottom: number; atTop?: boolean; atBottom: boolean },
): string | null {
  if (atTop) return sections[0]?.id ?? null;
  if (atBottom) {
    const inView = sections.filter(({ top }) => top >= 0 && top < viewBottom);
    // The last level of tops in view; of sections side by side, the first.
    const lowest = inView.reduce<SectionTop | null>(
      (found, section) => (found === null || section.top > found.top + 1 ? section : found),
      null,
    );
    if (lowest) return lowest.id;
  }
  let found = sections[0]?.id ?? null;
  let most = 0;
  sections.forEach(({ id, top }, index) => {
    const next = sections.slice(index + 1).find((later) => later.top > top + 1);
    const end = next ? next.top : Infinity;
    const share = Math.min(end, viewBottom) - Math.max(top, viewTop);
    if (share > most) {
      found = id;
      most = share;
    }
  });
  return found;
}

/** A CSS length in px or rem (the theme's bar height, '4.5rem') as pixels on this page. */
function pixelsOf(length: string): number {
  const value = parseFloat(length);
  if (Number.isNaN(value)) return 0;
  if (!length.trim().endsWith('rem')) return value;
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return value * (Number.isNaN(root) ? 16 : root);
}

/**
 * The section being read (`sectionBeingRead`, under the site's header), followed as the page
 * scrolls and resizes; `null` when `follow` is off.
 */
function useSectionInView(ids: readonly string[], follow: boolean): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const { headerHeight } = useTheme();
  const key = ids.join(' ');
  useEffect(() => {
    if (!follow) return;
    const sectionIds = key.split(' ').filter(Boolean);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const atBottom =
        window.scrollY > 0 &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const sections = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(
        sectionBeingRead(sections, {
          viewTop: pixelsOf(headerHeight),
          viewBottom: window.innerHeight,
          atTop: window.scrollY <= 0,
          atBottom,
        }) ??
          sectionIds[0] ??
          null,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key, follow, headerHeight]);
  return follow ? current : null;
}

/**
 * The section the reader picked from the links: the marked one until he scrolls himself (wheel,
 * touch, a scrolling key), whatever the page's scroll then says. Null when none is picked.
 */
function usePickedSection(): [string | null, (id: string) => void] {
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (picked === null) return;
    const release = () => setPicked(null);
    const onKey = (event: KeyboardEvent) => {
      if (/^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(event.key)) release();
    };
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', onKey);
    };
  }, [picked]);
  return [picked, setPicked];
}

/**
 * Scrolls a row sideways by most of its width, towards `direction` (at once when the visitor asks
 * for reduced motion): what a row's end buttons do.
 */
export function scrollRow(list: HTMLElement | null, direction: -1 | 1) {
  if (!list) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  list.scrollBy({
    left: direction * list.clientWidth * 0.75,
    behavior: reduced ? 'auto' : 'smooth',
  });
}

/**
 * A button at one end of a row that scrolls sideways (the site's step button, 44 px): it says
 * there is more of the row that way and scrolls it there; at that end it stays, unavailable
 * (`aria-disabled`, so it keeps its focus). Shown by its row where the row does not fit.
 */
export function RowEndButton({
  side,
  more,
  row,
  label,
  focusable = true,
}: {
  side: 'start' | 'end';
  more: More;
  row: RefObject<HTMLElement | null>;
  /** Its name: "Earlier sections", "More tabs". */
  label: string;
  /** Off where the row's own keys reach all of it (tabs' arrow keys): one stop fewer. */
  focusable?: boolean;
}) {
  const direction = side === 'start' ? -1 : 1;
  const available = side === 'start' ? more.start : more.end;
  return (
    <StepButton
      type="button"
      data-row-end={side}
      aria-label={label}
      aria-disabled={!available}
      tabIndex={focusable ? undefined : -1}
      onClick={() => available && scrollRow(row.current, direction)}
    >
      <Arrow direction={side === 'start' ? 'left' : 'right'} />
    </StepButton>
  );
}

/**
 * A long page's own table of contents: links to its sections, so a reader jumps to what he came
 * for instead of scrolling past everything else. One row of pills; where they do not all fit, the
 * row scrolls sideways, with a button at each end that scrolls it (`aria-disabled` at its end,
 * so a button keeps its focus) and a
 * fade at the edge with more beyond it (Tab reaches every link and brings it into view).
 * `column` sets it one link a line in a side column on wide screens, where it stays in view; a
 * column's links follow the reading: the link to the section being read is marked
 * (`aria-current="location"`: a gold bar in the column, a filled pill in the row, which scrolls to
 * keep it in sight); a link clicked is the marked one until the reader scrolls himself. `stickyTop` keeps the row in view under a bar of that height while the page
 * scrolls. `wrapOnPhone` wraps the row on a phone, every link in sight (`wrappedOnPhone`). Plain fragment links: the browser scrolls to the section and the next Tab starts from
 * there.
 */
export function SectionNav({
  label,
  links,
  column = false,
  stickyTop,
  wrapOnPhone = false,
}: {
  /** The navigation's name for assistive technology ("On this page"). */
  label: string;
  links: readonly SectionLink[];
  column?: boolean;
  /** The height of the bar above the row (a CSS length): the row then stays in view under it. */
  stickyTop?: string;
  /** On a phone, every link in sight: the pills wrap into rows instead of scrolling sideways. */
  wrapOnPhone?: boolean;
}) {
  const { ref, more } = useMoreBeyond();
  const inView = useSectionInView(
    links.map((link) => link.id),
    column,
  );
  const [picked, pick] = usePickedSection();
  const current = column ? (picked ?? inView) : null;
  // The row keeps the section being read in sight (the column shows every link anyway).
  useEffect(() => {
    const list = ref.current;
    if (!list || current === null || list.scrollWidth <= list.clientWidth) return;
    const link = list.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`);
    if (!link) return;
    const start = link.offsetLeft - list.offsetLeft;
    const end = start + link.offsetWidth;
    const margin = 40;
    if (start - margin < list.scrollLeft) list.scrollLeft = Math.max(0, start - margin);
    else if (end + margin > list.scrollLeft + list.clientWidth)
      list.scrollLeft = end + margin - list.clientWidth;
  }, [current, ref]);
  return (
    <Nav
      aria-label={label}
      $column={column}
      $more={more}
      $stickyTop={stickyTop}
      $wrap={wrapOnPhone}
    >
      <div data-overflow={more.start || more.end || undefined}>
        <RowEndButton side="start" more={more} row={ref} label="Earlier sections" />
        <ul
          ref={ref}
          data-more-start={more.start || undefined}
          data-more-end={more.end || undefined}
        >
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                aria-current={link.id === current ? 'location' : undefined}
                onClick={() => column && pick(link.id)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <RowEndButton side="end" more={more} row={ref} label="Later sections" />
      </div>
    </Nav>
  );
}
