import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { MAIN_ID } from '@site/ui/main-landmark';
import { visuallyHidden } from '@site/ui/visually-hidden';

const Link = styled.a`
  ${visuallyHidden}

  &:focus {
    position: fixed;
    top: 0.5rem;
    left: 0.5rem;
    z-index: ${({ theme }) => theme.zIndex.toast};
    width: auto;
    height: auto;
    margin: 0;
    padding: 0.75rem 1rem;
    clip: auto;
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.goldLight};
    font-weight: 700;
  }
`;

/**
 * The first focusable element: jumps past the navigation. It moves focus itself instead of
 * following the #main fragment, which would become a router location and a stray hash in the URL.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
