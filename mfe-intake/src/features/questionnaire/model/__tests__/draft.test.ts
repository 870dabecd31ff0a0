import { scaleRange } from '@site/contracts/schemas/questionnaire';
import { clearDraft, draftKey, parseDraft, readStoredDraft, saveDraft } from '../draft';
import { emptyValues } from '../values';

beforeEach(() => window.localStorage.clear());

describe('questionnaire drafts', () => {
  it('round-trips the answers and the step, per booking, until cleared', () => {
    const values = { ...emptyValues(), whatsWorking: 'My mornings.', readyForTruths: 9 };
    saveDraft(7, { values, step: 3 });
    expect(parseDraft(readStoredDraft(7))).toEqual({ values, step: 3 });
    expect(readStoredDraft(8)).toBeNull();
    clearDraft(7);
    expect(readStoredDraft(7)).toBeNull();
  });

  it('treats a corrupt entry as no draft', () => {
    window.localStorage.setItem(draftKey(null), '{not json');
    expect(parseDraft(readStoredDraft(null))).toBeNull();
    expect(parseDraft('"a string"')).toBeNull();
  });

  it('keeps only known answers of the right type, and a step that exists', () => {
    const draft = parseDraft(
      JSON.stringify({
        values: {
          whatsWorking: 'Kept.',
          whatsNotWorking: 42,
          alignmentScale: 11,
          readyForChanges: 3,
          injected: '<script>',
        },
        step: 99,
      }),
    );
    expect(draft?.values.whatsWorking).toBe('Kept.');
    expect(draft?.values.whatsNotWorking).toBe('');
    expect(draft?.values.alignmentScale).toBe(scaleRange.default);
    expect(draft?.values.readyForChanges).toBe(3);
    expect(draft?.values).not.toHaveProperty('injected');
    expect(draft?.step).toBe(0);
  });
});
