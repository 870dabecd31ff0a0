import { draftStepOf, questionnaireDraftKey, questionnaireSteps } from '../questionnaire-steps';

describe("a questionnaire draft's step, as the portal reads it", () => {
  it('reads the step a stored draft stands at', () => {
    expect(draftStepOf(JSON.stringify({ values: {}, step: 3 }))).toBe(3);
    expect(draftStepOf(JSON.stringify({ step: 0 }))).toBe(0);
  });

  it('counts a missing, corrupt or out-of-range entry as no draft', () => {
    expect(draftStepOf(null)).toBeNull();
    expect(draftStepOf('{not json')).toBeNull();
    expect(draftStepOf('null')).toBeNull();
    expect(draftStepOf(JSON.stringify({ step: '2' }))).toBeNull();
    expect(draftStepOf(JSON.stringify({ step: 1.5 }))).toBeNull();
    expect(draftStepOf(JSON.stringify({ step: -1 }))).toBeNull();
    expect(draftStepOf(JSON.stringify({ step: questionnaireSteps.length }))).toBeNull();
  });

  it('keeps one entry per booking', () => {
    expect(questionnaireDraftKey(7)).not.toBe(questionnaireDraftKey(8));
    expect(questionnaireDraftKey(null)).not.toBe(questionnaireDraftKey(7));
  });
});
