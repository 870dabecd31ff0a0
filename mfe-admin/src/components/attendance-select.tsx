import { useState } from 'react';
import styled from 'styled-components';
import { attendanceValues, type Attendance } from '@site/contracts/schemas/portal';
import { apiErrorMessage } from '../lib/api-error';
import { attendanceLabels } from '../lib/format';
import { FieldError, Muted, Select } from './ui';

/* The attendance's choice with room for its longest words, and its saved or failed state beside
   (under it where the line is too short). Never wider than its cell: on a phone's card the value's
   column is narrower than that room, and the choice takes the column's width instead of running
   past the card. */
const AttendanceBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.625rem;
  align-items: center;
  min-width: 0;

  /* As compact as its longest choice: on a phone's row it stands at the date's right. */
  select {
    width: auto;
    min-width: min(8.75rem, 100%);
    max-width: 100%;
  }
`;

type MarkState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

/** The mark's request, as each feature's API sends it (and refreshes what it shows). */
export interface AttendanceMark {
  mutate: (
    input: { sessionId: number; attendance: Attendance },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * "Held?": what happened to a session that has started (held, no-show, cancelled), the one choice
 * wherever such a session is listed (a client's Sessions, its booking's page), saved as soon as
 * it is chosen: "Saving…", then "Saved", or the server's refusal with the choice put back as it
 * was. `label` names it for assistive technology ("What happened to the session of …").
 */
export function AttendanceSelect({
  sessionId,
  attendance,
  label,
  mark,
}: {
  sessionId: number;
  attendance: Attendance | null;
  label: string;
  mark: AttendanceMark;
}) {
  const [value, setValue] = useState<Attendance | ''>(attendance ?? '');
  // The session read again (after this choice, or "Mark N as Held"): the choice shows what is
  // stored, and a "Saved" beside it stays.
  const [stored, setStored] = useState<Attendance | ''>(attendance ?? '');
  if ((attendance ?? '') !== stored) {
    setStored(attendance ?? '');
    setValue(attendance ?? '');
  }
  const [saving, setSaving] = useState<MarkState>({ state: 'idle' });
  const id = `attendance-${sessionId}`;
  const stateId = `${id}-state`;
  return (
    <AttendanceBox>
      <Select
        id={id}
        aria-label={label}
        aria-describedby={saving.state === 'idle' ? undefined : stateId}
        value={value}
        disabled={mark.isPending}
        onChange={(event) => {
          const chosen = event.target.value as Attendance | '';
          if (chosen === '') return;
          const before = value;
          setValue(chosen);
          setSaving({ state: 'saving' });
          mark.mutate(
            { sessionId, attendance: chosen },
            {
              onSuccess: () => setSaving({ state: 'saved' }),
              onError: (error) => {
                setValue(before);
                setSaving({
                  state: 'failed',
                  message: `Not saved: ${apiErrorMessage(error, 'please try again in a moment.')}`,
                });
              },
            },
          );
        }}
      >
        {value === '' ? <option value="">Not marked</option> : null}
        {attendanceValues.map((one) => (
          <option key={one} value={one}>
            {attendanceLabels[one]}
          </option>
        ))}
      </Select>
      {saving.state === 'failed' ? (
        <FieldError id={stateId} role="alert" style={{ margin: 0 }}>
          {saving.message}
        </FieldError>
      ) : (
        <Muted as="span" id={stateId} role="status">
          {saving.state === 'saving' ? 'Saving…' : saving.state === 'saved' ? 'Saved' : ''}
        </Muted>
      )}
    </AttendanceBox>
  );
}
