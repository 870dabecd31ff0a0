import {
  questionnaireFieldError,
  questionnaireSchema,
  requiredAnswerMessages,
  scaleRange,
} from '../schemas/questionnaire';
import type { Schema } from 'yup';

const fullAnswers = Object.fromEntries(
  Object.keys(requiredAnswerMessages).map((field) => [field, 'A considered answer.']),
);

describe('questionnaireFieldError', () => {
  it('checks a value once however often a form asks, and a changed value again', () => {
    const check = jest.spyOn(questionnaireSchema.fields.whyWorkWithMe as Schema, 'validateSync');
    const answer = { whyWorkWithMe: 'Because your work on patterns speaks to me.' };
    for (let render = 0; render < 5; render += 1) {
      expect(questionnaireFieldError('whyWorkWithMe', answer)).toBeUndefined();
    }
    expect(check).toHaveBeenCalledTimes(1);
    expect(questionnaireFieldError('whyWorkWithMe', { whyWorkWithMe: 'short' })).toBe(
      'Please share why you want to work with me specifically',
    );
    expect(check).toHaveBeenCalledTimes(2);
    check.mockRestore();
  });

  it('gives each required answer its own message when it is too short, and none when long enough', () => {
    for (const [field, message] of Object.entries(requiredAnswerMessages)) {
      const name = field as keyof typeof requiredAnswerMessages;
      expect(questionnaireFieldError(name, { [field]: ' x ' })).toBe(message);
      expect(questionnaireFieldError(name, { [field]: '' })).toBe(message);
      expect(questionnaireFieldError(name, { [field]: 'Ten chars!' })).toBeUndefined();
      if (field !== 'coreEssence')
        expect(questionnaireFieldError(name, { [field]: '  nine ch  ' })).toBe(message);
    }
  });

  it('needs only two characters of core essence, not counting spaces', () => {
    expect(questionnaireFieldError('coreEssence', { coreEssence: ' x ' })).toBe(
      'Please describe your core essence in 2-3 words',
    );
    expect(questionnaireFieldError('coreEssence', { coreEssence: 'ok' })).toBeUndefined();
  });

  it('asks for a name and a valid email when the visitor types them', () => {
    expect(questionnaireFieldError('name', { name: '  ' })).toBe('Name is required');
    expect(questionnaireFieldError('name', { name: 'Ann' })).toBeUndefined();
    expect(questionnaireFieldError('email', { email: '' })).toBe(
      'Please enter a valid email address',
    );
    expect(questionnaireFieldError('email', { email: 'ann@' })).toBe(
      'Please enter a valid email address',
    );
    expect(questionnaireFieldError('email', { email: 'ann@example.com' })).toBeUndefined();
  });

  it('leaves the optional answers optional', () => {
    expect(questionnaireFieldError('previousWork', { previousWork: '' })).toBeUndefined();
    expect(questionnaireFieldError('missedQuestion', {})).toBeUndefined();
  });

  it('keeps scales within their range', () => {
    expect(questionnaireFieldError('alignmentScale', { alignmentScale: scaleRange.max })).toBe(
      undefined,
    );
    expect(questionnaireFieldError('alignmentScale', { alignmentScale: scaleRange.max + 1 })).toBe(
      'Please choose a number from 1 to 10',
    );
  });
});

describe('questionnaireSchema', () => {
  it('accepts a submission carrying its booking id, name and email', () => {
    const value = questionnaireSchema.validateSync({
      bookingId: 12,
      name: 'Ann Client',
      email: 'ann@example.com',
      ...fullAnswers,
    });
    expect(value).toMatchObject({ bookingId: 12, alignmentScale: scaleRange.default });
  });
});
