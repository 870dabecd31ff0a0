import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, DangerButton, DecisionBox as Box, SmallButton } from './ui';

/* The first button keeps its own width wherever it stands, in a grid or a column of cards too:
   a destructive action never stretches across its card. */
const Opener = styled(SmallButton)`
  justify-self: start;
  align-self: start;
  width: fit-content;
`;

/**
 * A destructive action asked once: the first button opens a box that names the consequence, with
 * the action and Cancel; focus moves into the box and back to the first button on Cancel.
 */
export function ConfirmAction({
  label,
  confirmLabel,
  consequence,
  pending,
  disabled,
  reasonId,
  quiet = false,
  onConfirm,
}: {
  /** The first button: "Remove". */
  label: string;
  /** The confirming button: "Remove subscriber". */
  confirmLabel: string;
  /** What happens, in a sentence or two. */
  consequence: ReactNode;
  pending?: boolean;
  /** The action cannot be taken now: the first button is disabled. */
  disabled?: boolean;
  /** The id of the text that says why (or what to know), read with the first button. */
  reasonId?: string;
  /**
   * On every row of a list, the first button in the list's quiet navy (a column of red buttons
   * shouts); the box it opens still speaks in red.
   */
  quiet?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (!open && cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [open]);
  if (!open) {
    return (
      <Opener
        ref={opener}
        type="button"
        $danger={!quiet}
        disabled={disabled}
        aria-describedby={reasonId}
        onClick={() => setOpen(true)}
      >
        {label}
      </Opener>
    );
  }
  return (
    <Box role="group" aria-label={confirmLabel}>
      <p>{consequence}</p>
      <Actions>
        <DangerButton type="button" autoFocus disabled={pending} onClick={onConfirm}>
          {pending ? 'Working…' : confirmLabel}
        </DangerButton>
        <SmallButton
          type="button"
          disabled={pending}
          onClick={() => {
            cancelled.current = true;
            setOpen(false);
          }}
        >
          Cancel
        </SmallButton>
      </Actions>
    </Box>
  );
}
