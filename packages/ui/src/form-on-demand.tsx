import { useEffect, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

/**
 * What a form shown on demand is given: `close` hides it and puts the focus back on its opener,
 * or, with `{ returnFocus: false }`, leaves the focus to the page (a form that has done its work
 * gives it to its confirmation).
 */
export type OnDemand = { close: (options?: { returnFocus?: boolean }) => void };

/** The button a part draws its opener and its Cancel with (each remote's quiet button). */
type QuietButton = ComponentType<{
  ref?: Ref<HTMLButtonElement>;
  type: 'button';
  disabled?: boolean;
  onClick: () => void;
  'aria-expanded'?: boolean;
  children: ReactNode;
}>;

const focusOnMount = (element: HTMLElement | null) => element?.focus();

const focusable = 'input:not([type="hidden"]), select, textarea, button, [href], [tabindex]';

/**
 * The panel appears only when its button is pressed: the focus moves to its first field. (A
 * function of the module, the same at every render, so React calls it once, as the panel mounts.)
 */
const focusFirstField = (panel: HTMLElement | null) =>
  panel?.querySelector<HTMLElement>(focusable)?.focus();

/**
 * Apart from the text before it; in a row (a flex container: a row of actions, a compact card),
 * the button beside the others and an open form across the row.
 */
const Part = styled.div<{ $marginBlock: string }>`
  margin-block: ${({ $marginBlock }) => $marginBlock};
  flex: 0 0 auto;

  &[data-open] {
    flex-basis: 100%;
  }
`;

/**
 * Forms kept out of sight until asked for, drawn with a part's own quiet button: the button
 * ("Add Credits", "Write a Message") opens the form, the focus moves to its first field, and
 * Cancel (or Escape, or `close` once it has done its work) hides it again and returns the focus
 * to the button. A page with several forms then shows their buttons, and only the one being
 * filled takes room and a primary button.
 *
 * ```tsx
 * export const { FormOnDemand, CancelButton } = formsOnDemand(SmallButton);
 * <FormOnDemand opener="Add Credits">{(form) => <CreditsForm onDone={form.close} />}</FormOnDemand>
 * ```
 */
export function formsOnDemand(Button: QuietButton, { marginBlock = '0.75rem' } = {}) {
  function FormOnDemand({
    opener,
    openOn,
    children,
  }: {
    /**
     * The opening button's label; null where the page offers the action once, further up (a link
     * to `#<openOn>`): closed, the form then takes no room here, and closing it gives the focus
     * back to that link.
     */
    opener: string | null;
    /**
     * An element id: a link to `#<openOn>` elsewhere on the page (the same action offered from
     * further up) opens the form too, so one action keeps one name and one place.
     */
    openOn?: string;
    children: (form: OnDemand) => ReactNode;
  }) {
    const [open, setOpen] = useState(false);
    /** The link that opened the form, when it was one. */
    const [from, setFrom] = useState<HTMLElement | null>(null);
    useEffect(() => {
      if (!openOn) return;
      const href = `#${openOn}`;
      if (window.location.hash === href) {
        const links = [...document.querySelectorAll<HTMLElement>('a[href]')];
        setFrom(links.find((link) => link.getAttribute('href') === href) ?? null);
        setOpen(true);
      }
      // Every press of such a link, the second one too (the address's hash no longer changes).
      const follow = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (link?.getAttribute('href') !== href) return;
        setFrom(link instanceof HTMLElement ? link : null);
        setOpen(true);
      };
      document.addEventListener('click', follow);
      return () => document.removeEventListener('click', follow);
    }, [openOn]);
    /** Closed by its user (not a first render): the opener takes the focus back as it returns. */
    const [closed, setClosed] = useState(false);
    const close = ({ returnFocus = true }: { returnFocus?: boolean } = {}) => {
      setOpen(false);
      setClosed(returnFocus);
      if (returnFocus && opener === null) from?.focus();
    };
    if (!open && opener === null) return null;
    if (!open)
      return (
        <Part $marginBlock={marginBlock}>
          <Button
            ref={closed ? focusOnMount : undefined}
            type="button"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {opener}
          </Button>
        </Part>
      );
    return (
      <Part
        $marginBlock={marginBlock}
        data-open
        ref={focusFirstField}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {children({ close })}
      </Part>
    );
  }

  /** The Cancel of a form shown on demand, beside its primary button. */
  function CancelButton({ form, disabled }: { form: OnDemand; disabled?: boolean }) {
    return (
      <Button type="button" disabled={disabled} onClick={() => form.close()}>
        Cancel
      </Button>
    );
  }

  return { FormOnDemand, CancelButton };
}
