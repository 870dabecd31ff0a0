import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { toastLiftProperty } from '@site/ui/toast';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  /* Nothing waiting to be done: it stands at the form's foot, as a row of it, over nothing. */
  &[data-stuck='false'] {
    position: static;
    box-shadow: none;
  }
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 1rem;
  padding: 0.625rem clamp(0.75rem, 3vw, 1.25rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
`;

/**
 * A form's actions and where it stands, kept at the foot of the window while any of the form is in
 * view (the post editor, the schedules). Put it last in the form: it takes its own room there, so
 * at the end of the page it covers nothing, and a field reached by the keyboard scrolls clear
 * above it. Give it `role="group"` and a name that says what its actions do. While it is on the
 * page, the toasts stand above it (its height, however its buttons wrap), never over its buttons.
 * With `stuck={false}` (nothing to save yet) it is a plain row at the form's foot.
 */
export function StickyActionBar({
  stuck = true,
  ...props
}: ComponentPropsWithoutRef<'div'> & {
  /** Whether it keeps to the window's foot: false while there is nothing to save (the schedules
   * unchanged), when it stands at the form's foot and covers nothing. */
  stuck?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!stuck || !bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const lift = () => root.style.setProperty(toastLiftProperty, `${bar.offsetHeight}px`);
    const observer = new ResizeObserver(lift);
    observer.observe(bar);
    lift();
    return () => {
      observer.disconnect();
      root.style.removeProperty(toastLiftProperty);
    };
  }, [stuck]);
  return <Bar ref={ref} data-stuck={stuck} {...props} />;
}
