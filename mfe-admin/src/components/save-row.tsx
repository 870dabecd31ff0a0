import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@site/ui/button';
import { Muted } from './ui';

/** Whether a form holds anything its last save does not (its values compared as JSON). */
export const differs = <T,>(values: T, saved: T): boolean =>
  JSON.stringify(values) !== JSON.stringify(saved);

export interface SaveState {
  /** A save is under way. */
  pending: boolean;
  /** The form holds a change its last save does not. */
  unsaved: boolean;
  /** Nothing of the form was ever saved (a new draft, hours not yet saved once). */
  neverSaved?: boolean;
}

/**
 * Where a form stands, in the words of every save bar and save row of the back office: never
 * "All changes saved" for what was never saved.
 */
export const saveStateText = ({ pending, unsaved, neverSaved = false }: SaveState) =>
  pending
    ? 'Saving…'
    : unsaved
      ? 'Unsaved changes'
      : neverSaved
        ? 'Not saved yet'
        : 'All changes saved';

/** Whether saving does anything: a change to save, or a first save. */
export const canSave = ({ pending, unsaved, neverSaved = false }: SaveState) =>
  !pending && (unsaved || neverSaved);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
`;

/**
 * A form's Save button, the form's one primary action, and where the form stands beside it.
 * Untouched (or put back as saved), the form has nothing to save: the button waits, disabled, and
 * the line says "All changes saved"; a change makes it "Unsaved changes" and the button live. A
 * form never saved (a new draft) can be saved at once, and says "Not saved yet".
 * While saving, the line says "Saving…". Anything else of the row (a Cancel link) follows it.
 */
export function SaveRow({
  label,
  children,
  ...state
}: SaveState & {
  /** The button's words ("Save Settings"). */
  label: string;
  children?: ReactNode;
}) {
  return (
    <Row>
      <Button type="submit" disabled={!canSave(state)}>
        {label}
      </Button>
      <Muted as="span" role="status">
        {saveStateText(state)}
      </Muted>
      {children}
    </Row>
  );
}
