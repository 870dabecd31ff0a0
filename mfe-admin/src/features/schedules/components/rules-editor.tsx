import styled from 'styled-components';
import { adminType } from '../../../components/type';
import { scheduleBounds } from '@site/contracts/schedules/schedule';
import { fieldControl, hintIdOf } from '@site/ui/form-kit';
import { ErrorFor, FormField, Input, Muted, Select } from '../../../components/ui';
import { durationChoices, durationOptions } from '../lib/duration-words';
import { OverridesEditor } from './overrides-editor';
import type { RulesDraft } from './schedule-draft';
import { WeeklyEditor } from './weekly-editor';

const Part = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;

  /* A part of the schedule, named as a card's parts are (h3). */
  > legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 700;
    font-size: ${adminType.h3};
  }
`;

/**
 * A grid of even columns, as many as fit at about 13 rem each (four on a laptop's card, the seven
 * fields as four and three; one on a phone): each column wider than the longest choice in words
 * (its select never clips "Any time ahead"), so a field's hint keeps to two lines or so, and no
 * field stands alone on a row of its own at a different width.
 */
const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: 0.75rem 1rem;
  align-items: start;

  > * {
    min-width: 0;
  }
  select {
    width: 100%;
  }
`;

/** A count and its unit on one line: "60 days". */
const Unit = styled.span`
  display: flex;
  gap: 0.5rem;
  align-items: center;

  > input {
    min-width: 0;
  }
  > span {
    color: ${({ theme }) => theme.colors.muted};
  }
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

type DurationKey =
  'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minimumNoticeMinutes' | 'intervalMinutes';
type CountKey = 'horizonDays' | 'dailyMaximum' | 'weeklyMaximum';
type NumberKey = DurationKey | CountKey;

/** The durations, chosen in words ("15 min", "1 h 30 min") from the choices a coach needs. */
const durationFields: Record<
  DurationKey,
  { label: string; hint: string; choices: readonly number[]; zero?: string }
> = {
  bufferBeforeMinutes: {
    label: 'Buffer before',
    hint: 'Free time kept before each session.',
    choices: durationOptions.buffer,
  },
  bufferAfterMinutes: {
    label: 'Buffer after',
    hint: 'Free time kept after each session.',
    choices: durationOptions.buffer,
  },
  minimumNoticeMinutes: {
    label: 'Minimum notice',
    hint: 'The shortest time between booking and the session.',
    choices: durationOptions.minimumNotice,
    zero: 'Any time ahead',
  },
  intervalMinutes: {
    label: 'Start times every',
    hint: 'How often a session may start, from the start of your hours.',
    choices: durationOptions.interval,
  },
};

/** The counts, typed: days ahead, sessions per day and per week. */
const countFields: Record<CountKey, { label: string; hint: string; unit?: string }> = {
  horizonDays: {
    label: 'Bookable ahead',
    hint: `How far ahead clients can book: ${scheduleBounds.horizonDays.min} to ${scheduleBounds.horizonDays.max} days.`,
    unit: 'days',
  },
  dailyMaximum: { label: 'At most per day', hint: 'Sessions a day. Leave empty for no limit.' },
  weeklyMaximum: {
    label: 'At most per week',
    hint: 'Sessions from Monday to Sunday. Leave empty for no limit.',
  },
};

const numberKeys: readonly NumberKey[] = [
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minimumNoticeMinutes',
  'horizonDays',
  'dailyMaximum',
  'weeklyMaximum',
  'intervalMinutes',
];

const isDuration = (key: NumberKey): key is DurationKey => key in durationFields;

/** A schedule's fields in the form's order: where a refusal of each is shown and focused. */
export const ruleFields = ['weekly', 'visitorHours', 'overrides', ...numberKeys] as const;

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
  /** The zone in running text, in its parentheses: "(Eastern)". */
  zoneName: string;
}) {
  const set = (next: Partial<RulesDraft>) => onChange({ ...draft, ...next });
  const choicesOf = (key: DurationKey) =>
    durationChoices(durationFields[key].choices, draft[key], durationFields[key].zero);
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
          In your time zone {zoneName}. A time is offered only when the whole session fits in your
          hours.
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
          For clients far away: a time is offered only when it also falls within these hours of the
          client’s own day, in the time zone the client picks. Start times then follow these hours,
          and “Bookable ahead” counts the client’s days.
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
        <Muted>Days off, or different hours, on one date or several days in a row.</Muted>
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
          {numberKeys.map((key) =>
            isDuration(key) ? (
              <div key={key}>
                <FormField
                  id={fieldId(key)}
                  label={durationFields[key].label}
                  hint={durationFields[key].hint}
                  error={errors[key]}
                >
                  {(props) => (
                    <Select
                      {...props}
                      value={draft[key]}
                      onChange={(event) => set({ [key]: event.target.value })}
                    >
                      {choicesOf(key).map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              </div>
            ) : (
              <div key={key}>
                <FormField
                  id={fieldId(key)}
                  label={countFields[key].label}
                  hint={countFields[key].hint}
                  error={errors[key]}
                >
                  {(props) => (
                    <Unit>
                      <Input
                        {...props}
                        inputMode="numeric"
                        value={draft[key]}
                        onChange={(event) => set({ [key]: event.target.value })}
                      />
                      {countFields[key].unit && (
                        <span aria-hidden="true">{countFields[key].unit}</span>
                      )}
                    </Unit>
                  )}
                </FormField>
              </div>
            ),
          )}
        </Numbers>
      </Part>
    </>
  );
}
