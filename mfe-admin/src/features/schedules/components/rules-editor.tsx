import styled from 'styled-components';
import { scheduleBounds } from '@site/contracts/schedules/schedule';
import { fieldControl, hintIdOf } from '@site/ui/form-kit';
import { ErrorFor, FormField, Input, Muted } from '../../../components/ui';
import { OverridesEditor } from './overrides-editor';
import type { RulesDraft } from './schedule-draft';
import { WeeklyEditor } from './weekly-editor';

const Part = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;

  > legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1rem;
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

type NumberKey =
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'minimumNoticeMinutes'
  | 'horizonDays'
  | 'dailyMaximum'
  | 'weeklyMaximum'
  | 'intervalMinutes';

const numberLabels: Record<NumberKey, { label: string; hint: string }> = {
  bufferBeforeMinutes: {
    label: 'Buffer before (minutes)',
    hint: 'Kept free before each session.',
  },
  bufferAfterMinutes: { label: 'Buffer after (minutes)', hint: 'Kept free after each session.' },
  minimumNoticeMinutes: {
    label: 'Minimum notice (minutes)',
    hint: 'How soon before its start a session can still be booked, in minutes: 60 is an hour, 1,440 a whole day. 0: any time in the future.',
  },
  horizonDays: {
    label: 'Horizon (days)',
    hint: `How many days ahead visitors can book, ${scheduleBounds.horizonDays.min} to ${scheduleBounds.horizonDays.max}.`,
  },
  dailyMaximum: { label: 'At most per day', hint: 'Empty: no limit.' },
  weeklyMaximum: { label: 'At most per week', hint: 'Monday to Sunday. Empty: no limit.' },
  intervalMinutes: {
    label: 'Start times every (minutes)',
    hint: 'Counted from the start of each range.',
  },
};

/** A schedule's fields in the form's order: where a refusal of each is shown and focused. */
export const ruleFields = [
  'weekly',
  'visitorHours',
  'overrides',
  ...(Object.keys(numberLabels) as NumberKey[]),
] as const;

/** One schedule's parts: weekly hours, the client's hours, date overrides, the numbers. */
export function RulesEditor({
  idPrefix,
  draft,
  onChange,
  errors,
  today,
  zoneName,
}: {
  idPrefix: string;
  draft: RulesDraft;
  onChange: (draft: RulesDraft) => void;
  /** Problems by field (`weekly`, `overrides`, `horizonDays`…). */
  errors: Partial<Record<string, string>>;
  today: string;
  zoneName: string;
}) {
  const set = (next: Partial<RulesDraft>) => onChange({ ...draft, ...next });
  const fieldId = (key: string) => `${idPrefix}-${key}`;
  /** A part's group takes the focus when refused, and names its hint and error. */
  const part = (key: 'weekly' | 'visitorHours' | 'overrides', withHint = false) => {
    const { id, 'aria-describedby': describedBy } = fieldControl(
      fieldId(key),
      errors[key],
      withHint,
    );
    return { id, tabIndex: -1, 'aria-describedby': describedBy };
  };
  return (
    <>
      <Part {...part('weekly', true)}>
        <legend>Weekly hours</legend>
        <Muted id={hintIdOf(fieldId('weekly'))}>
          In your zone ({zoneName}). A whole session must fit in a range. Type each time on the
          24-hour clock, such as 09:00 or 17:30; a range ends at its end time, and 24:00 is midnight
          at the day’s end.
        </Muted>
        <ErrorFor id={fieldId('weekly')} error={errors.weekly} />
        <WeeklyEditor
          idPrefix={fieldId('weekly')}
          week={draft.weekly}
          empty="Closed"
          onChange={(weekly) => set({ weekly })}
        />
      </Part>

      <Part {...part('visitorHours')}>
        <legend>The client’s hours</legend>
        <Check htmlFor={fieldId('visitorHoursOn')}>
          <input
            id={fieldId('visitorHoursOn')}
            type="checkbox"
            checked={draft.visitorHoursOn}
            onChange={(event) => set({ visitorHoursOn: event.target.checked })}
          />
          Also keep sessions within these hours of the client’s own day
        </Check>
        <Muted>
          In the zone the client chooses: start times are then counted from these ranges, and dates
          too (for the horizon) are the client’s.
        </Muted>
        <ErrorFor id={fieldId('visitorHours')} error={errors.visitorHours} />
        {draft.visitorHoursOn && (
          <WeeklyEditor
            idPrefix={fieldId('visitor')}
            week={draft.visitorHours}
            empty="No sessions for the client on this day"
            whose="Client’s "
            onChange={(visitorHours) => set({ visitorHours })}
          />
        )}
      </Part>

      <Part {...part('overrides')}>
        <legend>Date overrides</legend>
        <Muted>Time off, or other hours, on one date or a run of dates.</Muted>
        <ErrorFor id={fieldId('overrides')} error={errors.overrides} />
        <OverridesEditor
          idPrefix={fieldId('override')}
          overrides={draft.overrides}
          today={today}
          onChange={(overrides) => set({ overrides })}
        />
      </Part>

      <Part>
        <legend>Buffers, notice and limits</legend>
        <Numbers>
          {(Object.keys(numberLabels) as NumberKey[]).map((key) => (
            <FormField
              key={key}
              id={fieldId(key)}
              label={numberLabels[key].label}
              hint={numberLabels[key].hint}
              error={errors[key]}
            >
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  value={draft[key]}
                  onChange={(event) => set({ [key]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </Numbers>
      </Part>
    </>
  );
}
