import { useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import {
  schedulesDocumentSchema,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import { todayIn } from '@site/contracts/slots';
import { timezoneOptionText } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { useHydrated } from '@site/ui/use-hydrated';
import { Muted, Section } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { useSaveSchedules } from '../api/schedules';
import { RulesEditor } from './rules-editor';
import { fromDraft, toDraft, type RulesDraft, type SchedulesDraft } from './schedule-draft';
import { SlotsPreview } from './slots-preview';
import { ZoneField } from './zone-field';

const Form = styled.form`
  display: grid;
  gap: 0;
  max-width: 52rem;
`;

const Alert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

const SaveBar = styled.div`
  margin: -0.5rem 0 2rem;
`;

type Part = 'sessions' | 'freeCall';
type Errors = Partial<Record<string, string>>;

/** The problems of a document by path (`sessions.weekly`, `timeZone`…), or none. */
function problemsOf(draft: SchedulesDraft): { document: SchedulesDocument | null; errors: Errors } {
  const candidate = fromDraft(draft);
  try {
    return {
      document: schedulesDocumentSchema.validateSync(candidate, {
        abortEarly: false,
      }) as SchedulesDocument,
      errors: {},
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Errors = {};
    for (const inner of error.inner) if (inner.path) errors[inner.path] ??= inner.message;
    return { document: null, errors };
  }
}

const partErrors = (errors: Errors, part: Part): Errors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${part}.`))
      .map(([path, message]) => [path.slice(part.length + 1), message]),
  );

const idPrefixes: Record<Part, string> = {
  sessions: 'schedule-sessions',
  freeCall: 'schedule-free-call',
};

/**
 * The coach's zone and both schedules, saved together (every page offers the new times from the
 * next request), and a preview of the times they give.
 */
export function SchedulesForm({ saved }: { saved: SchedulesDocument }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSchedules();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();
  // The preview's clock: read once the page runs in the browser (the server's would differ).
  const now = useMemo(() => (hydrated ? new Date() : null), [hydrated]);
  const checked = useMemo(() => problemsOf(draft), [draft]);
  const today = todayIn(draft.timeZone, now ?? new Date(0));

  const setPart = (part: Part) => (rules: RulesDraft) =>
    setDraft((current) => ({ ...current, [part]: rules }));

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const [part, field] = first.split('.') as [string, string | undefined];
    const id =
      part === 'timeZone' ? 'schedule-zone' : `${idPrefixes[part as Part] ?? part}-${field ?? ''}`;
    document.getElementById(id)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (checked.document === null) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.document, {
      onSuccess: (stored) => {
        setDraft(toDraft(stored));
        toast({
          title: 'Schedules saved',
          description: 'Visitors are offered the new times from now on.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const found = apiFieldErrors(error);
        if (Object.keys(found).length > 0) showErrors(found);
        setFailure(apiErrorMessage(error, 'The schedules were not saved. Please try again.'));
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const zoneName = timezoneOptionText(draft.timeZone);
  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Schedules">
        {failure && (
          <Alert ref={alertRef} role="alert" tabIndex={-1}>
            {failure}
          </Alert>
        )}
        <Section aria-labelledby="schedule-zone-heading">
          <h2 id="schedule-zone-heading">Your time zone</h2>
          <ZoneField
            id="schedule-zone"
            label="Time zone"
            hint="Your zone for the whole back office and your e-mails: every time you see or enter is in it, and your weekly hours and date overrides are read in it. Visitors see every time in their own."
            value={draft.timeZone}
            error={errors.timeZone}
            onChange={(timeZone) => setDraft((current) => ({ ...current, timeZone }))}
          />
        </Section>
        <Section aria-labelledby="schedule-sessions-heading">
          <h2 id="schedule-sessions-heading">Paid sessions</h2>
          <RulesEditor
            idPrefix={idPrefixes.sessions}
            draft={draft.sessions}
            onChange={setPart('sessions')}
            errors={partErrors(errors, 'sessions')}
            today={today}
            zoneName={zoneName}
          />
        </Section>
        <Section aria-labelledby="schedule-free-call-heading">
          <h2 id="schedule-free-call-heading">Free strategy call</h2>
          <RulesEditor
            idPrefix={idPrefixes.freeCall}
            draft={draft.freeCall}
            onChange={setPart('freeCall')}
            errors={partErrors(errors, 'freeCall')}
            today={today}
            zoneName={zoneName}
          />
        </Section>
        <SaveBar>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Schedules'}
          </Button>
        </SaveBar>
      </Form>
      <Section aria-labelledby="schedule-preview-heading">
        <h2 id="schedule-preview-heading">Preview</h2>
        {now === null ? (
          <Muted>Loading the preview…</Muted>
        ) : (
          <SlotsPreview schedules={checked.document} now={now} />
        )}
      </Section>
    </>
  );
}
