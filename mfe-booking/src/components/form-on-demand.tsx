import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from './secondary-button';

/** What a form shown on demand is given: `close` hides it and puts the focus back on its opener. */
export type OnDemand = { close: () => void };

const focusOnMount = (element: HTMLElement | null) => element?.focus();

const focusable = 'input:not([type="hidden"]), select, textarea, button, [href], [tabindex]';

/**
 * The panel appears only when its button is pressed: the focus moves to its first field. (A
 * function of the module, the same at every render, so React calls it once, as the panel mounts.)
 */
const focusFirstField = (panel: HTMLElement | null) =>
  panel?.querySelector<HTMLElement>(focusable)?.focus();

/**
 * In a row (a compact card, a flex container), the button beside the line before it and an open
 * form across the row.
 */
const Part = styled.div`
  margin-block: 0.75rem 0;
  flex: 0 0 auto;

  &[data-open] {
    flex-basis: 100%;
  }
`;

/**
 * A form kept out of sight until asked for: a navy-on-white button ("Write a Message") opens it,
 * the focus moves to its first field, and Cancel (or Escape, or `close` once it has done its work)
 * hides it again and returns the focus to the button. A page with several forms then shows their
 * buttons, and only the one being filled takes room and a gold button.
 */
export function FormOnDemand({
  opener,
  children,
}: {
  /** The opening button's label. */
  opener: string;
  children: (form: OnDemand) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  /** Closed by the client (not a first render): the opener takes the focus back as it returns. */
  const [closed, setClosed] = useState(false);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };
  if (!open)
    return (
      <Part>
        <SecondaryButton
          ref={closed ? focusOnMount : undefined}
          type="button"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {opener}
        </SecondaryButton>
      </Part>
    );
  return (
    <Part
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

/** The Cancel of a form shown on demand, beside its gold button. */
export function CancelButton({ form, disabled }: { form: OnDemand; disabled?: boolean }) {
  return (
    <SecondaryButton type="button" disabled={disabled} onClick={form.close}>
      Cancel
    </SecondaryButton>
  );
}

/** The row of a form's gold button and its Cancel. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
`;
