import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@site/ui/button';
import { SecondaryButton as NavyOnWhite } from './secondary-button';

const Box = styled.div`
  margin-top: 0.75rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};

  p {
    margin: 0 0 0.75rem;
  }
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/* Slimmer than a page's main button (less padding), at the button's own type size: every button
   of these pages reads at one size. */
const compact = css`
  min-height: 44px;
  padding: 0.5rem 1rem;
`;

/** A quieter button for the secondary actions of a card (reschedule, cancel, keep). */
export const SecondaryButton = styled(NavyOnWhite)`
  ${compact}
`;

/**
 * The quiet opener of an action that cannot be undone ("Delete my data…"): underlined words in
 * the danger colour, the size of a tap, no pill, so it never stands level with the card's own
 * action. The action itself is the confirm box's red button.
 */
const DangerOpener = styled(Button).attrs({ $variant: 'text' as const })`
  && {
    min-height: 44px;
    padding: 0.5rem 0.25rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.destructive};
  }
  &&:hover {
    color: #8f1c13;
  }
`;

/** The confirming action itself, red (doubled so the site's gold button look cannot win). */
const DangerButton = styled(Button)`
  ${compact}
  && {
    color: #ffffff;
    background: ${({ theme }) => theme.colors.destructive};
    border-color: ${({ theme }) => theme.colors.destructive};
  }

  &&:hover {
    color: #ffffff;
    background: #8f1c13;
    border-color: #8f1c13;
  }
`;

/**
 * An action that cannot be undone, asked once: the first button opens a box that says what will
 * happen, with the action and a way back. Focus moves to the action; Escape or the way back
 * closes the box and returns focus to the first button.
 */
export function ConfirmAction({
  danger = false,
  label,
  accessibleLabel,
  confirmLabel,
  keepLabel,
  pendingLabel,
  consequence,
  pending,
  onConfirm,
}: {
  /** The first button as quiet words in the danger colour (never a pill): erasing his data. */
  danger?: boolean;
  /** The first button: "Cancel". */
  label: string;
  /** Its name for assistive technology when the label alone is ambiguous ("Cancel the session of …"). */
  accessibleLabel?: string;
  /** The confirming button: "Cancel Session". */
  confirmLabel: string;
  /** The way back: "Keep Session". */
  keepLabel: string;
  /** The confirming button's text while the call runs: "Cancelling...". */
  pendingLabel: string;
  consequence: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closedByVisitor = useRef(false);
  useEffect(() => {
    if (!open && closedByVisitor.current) {
      closedByVisitor.current = false;
      opener.current?.focus();
    }
  }, [open]);
  const close = () => {
    closedByVisitor.current = true;
    setOpen(false);
  };
  if (!open) {
    const Opener = danger ? DangerOpener : SecondaryButton;
    return (
      <Opener ref={opener} type="button" aria-label={accessibleLabel} onClick={() => setOpen(true)}>
        {label}
      </Opener>
    );
  }
  return (
    <Box
      role="group"
      aria-label={confirmLabel}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) close();
      }}
    >
      <p>{consequence}</p>
      <ActionRow>
        <DangerButton type="button" autoFocus disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </DangerButton>
        <SecondaryButton type="button" disabled={pending} onClick={close}>
          {keepLabel}
        </SecondaryButton>
      </ActionRow>
    </Box>
  );
}
