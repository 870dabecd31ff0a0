import { useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import {
  scheduleMessages,
  schedulesDocumentSchema,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import { todayIn } from '@site/contracts/slots';
import { zoneTimeNameInParentheses } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { failureAlert, useFormKit, validateFields } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { useHydrated } from '@site/ui/use-hydrated';
import { LeaveGuard } from '../../../components/leave-guard';
import { canSave, differs, saveStateText } from '../../../components/save-row';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { TabPanel, Tabs } from '../../../components/tabs';
import { Muted, Section } from '../../../components/ui';
import { apiRefusal } from '../../../lib/api-error';
import { scheduleParts } from '../../../lib/schedule-parts';
import { useSaveSchedules } from '../api/schedules';
import { RulesEditor, ruleFields } from './rules-editor';
import { fromDraft, toDraft, type RulesDraft } from './schedule-draft';
import { SlotsPreview } from './slots-preview';
import { ZoneField } from './zone-field';

/** The screen's whole column, as every other screen's cards have. */
const Form = styled.form`
  display: grid;
  gap: 0;
`;

const Alert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

/**
 * Save, and whether anything is unsaved, at the foot of the window while the form is in view and
 * something is to be saved, the preview included (the owner reads what his changes offer, then saves): the form's last card is
 * the preview, so the bar's own room is at the page's end, never a gap between two cards.
 */
const SaveBar = styled(StickyActionBar)`
  margin: -1rem 0 0;

  p {
    margin: 0;
    font-weight: 600;
  }
  /* Kept to the window's foot (something to save): one row, its state beside Save, even on a
     phone ("Unsaved changes", "Saving…"). */
  &[data-stuck='true'] {
    flex-wrap: nowrap;
  }
  &[data-stuck='true'] p {
    min-width: 0;
  }
  &[data-stuck='true'] button {
    flex: none;
  }
`;

type Part = 'sessions' | 'freeCall';
const parts: readonly Part[] = ['sessions', 'freeCall'];
type Errors = Partial<Record<string, string>>;

const partErrors = (errors: Errors, part: Part): Errors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${part}.`))
      .map(([path, message]) => [path.slice(part.length + 1), message]),
  );

/** A tab's name where a phone has no room for the whole one. */
const shortTabNames: Record<Part, string> = {
  sessions: 'Paid sessions',
  freeCall: 'Free call',
};

const idPrefixes: Record<Part, string> = {
  sessions: 'schedule-sessions',
  freeCall: 'schedule-free-call',
};

const partIds = (part: Part) =>
  Object.fromEntries(ruleFields.map((key) => [`${part}.${key}`, `${idPrefixes[part]}-${key}`]));

/** Each field the schema can refuse, by its path, in the form's order, with its element's id. */
const ids: Readonly<Record<string, string>> = {
  timeZone: 'schedule-zone',
  ...partIds('sessions'),
  ...partIds('freeCall'),
};

const InForceNote = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * What visitors are offered now. Until the schedules are first saved (their version is still the
 * first), the site offers the booking hours it ran on before, shown below as schedules; once
 * saved, the schedules saved here, and nothing else sets the hours.
 */
function InForce({ version }: { version: number }) {
  return (
    <InForceNote role="note" aria-label="In force now">
      <strong>In force now: </strong>
      {version === 0
        ? 'the hours your site started with, shown below. Change them if you like and press Save Schedules: visitors are offered your hours from then on.'
        : 'the hours below, as you last saved them. Visitors are offered these hours and no others.'}
    </InForceNote>
  );
}

/**
 * The coach's zone and both schedules, saved together (every page offers the new times from the
 * next request), and a preview of the times they give.
 */
export function SchedulesForm({ saved }: { saved: SchedulesDocument }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  // What is saved, as the form holds it: any difference is an unsaved change.
  const [base, setBase] = useState(() => toDraft(saved));
  const [shown, setShown] = useState<Part>('sessions');
  const { fields, failure, alertRef, start, refuseWith } = useFormKit(ids);
  const { errors } = fields;
  const save = useSaveSchedules();
  const hydrated = useHydrated();
  // The preview's clock: read once the page runs in the browser (the server's would differ).
  const now = useMemo(() => (hydrated ? new Date() : null), [hydrated]);
  // Checked on every change: the preview shows the times only of schedules the API would take.
  const checked = useMemo(() => validateFields(schedulesDocumentSchema, fromDraft(draft)), [draft]);
  const today = todayIn(draft.timeZone, now ?? new Date(0));
  const unsaved = useMemo(() => differs(draft, base), [draft, base]);
  // Until first saved, the hours shown are the site's first ones, in force as they are (the note
  // above says so): untouched, the bar says they are unchanged and Save waits for a change, as
  // once saved; never "All changes saved" for hours never saved.
  const saveState = { pending: save.isPending, unsaved };
  const stateText =
    draft.version === 0 && !unsaved && !save.isPending
      ? 'Starting hours in force · nothing changed'
      : saveStateText(saveState);

  const setPart = (part: Part) => (rules: RulesDraft) =>
    setDraft((current) => ({ ...current, [part]: rules }));

  /**
   * A refusal shows its schedule's tab at once (drawn before the focus moves), so the first
   * refused field is there to take the focus.
   */
  const showRefused = (refused: Errors) => {
    const first = Object.keys(ids).find((path) => refused[path] !== undefined) ?? '';
    const part = parts.find((one) => first.startsWith(`${one}.`));
    if (part) flushSync(() => setShown(part));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start();
    if (checked.errors) {
      const [first = scheduleMessages.version] = Object.values(checked.errors);
      showRefused(checked.errors);
      refuseWith({ fields: checked.errors, message: first });
      return;
    }
    save.mutate(checked.value as SchedulesDocument, {
      onSuccess: (stored) => {
        setDraft(toDraft(stored));
        setBase(toDraft(stored));
        toast({
          title: 'Schedules saved',
          description: 'Visitors are offered the new times from now on.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const refusal = apiRefusal(error, 'The schedules were not saved. Please try again.');
        showRefused(refusal.fields);
        refuseWith(refusal);
      },
    });
  };

  const zoneName = zoneTimeNameInParentheses(draft.timeZone);
  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Schedules">
        {failureAlert(Alert, { failure, alertRef })}
        <InForce version={draft.version} />
        <Section aria-labelledby="schedule-zone-heading">
          <h2 id="schedule-zone-heading">{scheduleParts.timeZone}</h2>
          <ZoneField
            id="schedule-zone"
            label="Time zone"
            hint="Every time in your back office and your emails is in this zone, and so are your weekly hours and date overrides. Visitors see times in their own zone."
            value={draft.timeZone}
            error={errors.timeZone}
            onChange={(timeZone) => setDraft((current) => ({ ...current, timeZone }))}
          />
        </Section>
        <Section>
          <Tabs
            label="Schedules"
            idPrefix="schedule"
            tabs={parts.map((part) => ({
              value: part,
              label: scheduleParts[part],
              short: shortTabNames[part],
            }))}
            selected={shown}
            onSelect={setShown}
          />
          {parts.map((part) => (
            <TabPanel key={part} idPrefix="schedule" value={part} selected={shown}>
              {/* The schedule in view alone is drawn (the form holds both): the page stays light. */}
              {shown === part && (
                <RulesEditor
                  idPrefix={idPrefixes[part]}
                  draft={draft[part]}
                  onChange={setPart(part)}
                  errors={partErrors(errors, part)}
                  today={today}
                  zoneName={zoneName}
                />
              )}
            </TabPanel>
          ))}
        </Section>
        <Section aria-labelledby="schedule-preview-heading">
          <h2 id="schedule-preview-heading">Preview</h2>
          {now === null ? (
            <Muted>Loading the preview…</Muted>
          ) : (
            <SlotsPreview
              schedules={(checked.value as SchedulesDocument | undefined) ?? null}
              now={now}
            />
          )}
        </Section>
        {/* At the window's foot only while there is something to save: unchanged, it stands at
            the form's end and covers none of it. */}
        <SaveBar role="group" aria-label="Save the schedules" stuck={unsaved || save.isPending}>
          <p role="status" aria-live="polite">
            {stateText}
          </p>
          {/* Nothing to save, nothing to press: the button waits for a change. */}
          <Button type="submit" disabled={!canSave(saveState)}>
            {save.isPending ? 'Saving…' : 'Save Schedules'}
          </Button>
        </SaveBar>
      </Form>
      <LeaveGuard dirty={unsaved} what="the schedules" />
    </>
  );
}
