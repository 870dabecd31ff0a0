import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * An inline note in the flow of a card (a confirmation, a status), on a gold edge. An error is
 * the site's one error box instead (`ErrorMessage` of @site/ui/error-message).
 */
export const InlineMessage = styled.p`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.ivory};
  scroll-margin-block: 6rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.navy};
    outline-offset: 2px;
  }
`;

/**
 * Takes the focus as it appears and brings itself into the middle of the screen (smoothly unless
 * the visitor asks for less motion: the page's own scroll behaviour): what just happened is said
 * where the eye and the keyboard are, never above or below the screen.
 */
export function useTakeFocusOnShow<T extends HTMLElement>(block: ScrollLogicalPosition = 'center') {
  const own = useRef<T>(null);
  useEffect(() => {
    own.current?.focus({ preventScroll: true });
    own.current?.scrollIntoView?.({ block });
    // Once, as it appears: a new message is a new element (give it a `key`).
  }, [block]);
  return own;
}

/**
 * The confirmation of a form that has done its work inline (a check-in sent, a call booked, a
 * message sent, a zone saved): announced, focused and brought into view as it appears. The form
 * closes without giving the focus back to its opener (`close({ returnFocus: false })`); a new
 * confirmation takes a new `key`.
 */
export function Confirmation({ children }: { children: ReactNode }) {
  const own = useTakeFocusOnShow<HTMLParagraphElement>();
  return (
    <InlineMessage ref={own} role="status" tabIndex={-1}>
      {children}
    </InlineMessage>
  );
}
