import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { toastLiftProperty } from '@site/ui/toast';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
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
 */
export function StickyActionBar(props: ComponentPropsWithoutRef<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const lift = () => root.style.setProperty(toastLiftProperty, `${bar.offsetHeight}px`);
    const observer = new ResizeObserver(lift);
    observer.observe(bar);
    lift();
    return () => {
      observer.disconnect();
      root.style.removeProperty(toastLiftProperty);
    };
  }, []);
  return <Bar ref={ref} {...props} />;
}
