import {
  optionalAnswerFields,
  questionnaireFieldError,
  requiredAnswerMessages,
  scaleFields,
  scaleRange,
  type QuestionnaireField,
  type ScaleField,
} from '@site/contracts/schemas/questionnaire';
import { questionsOf, steps, type IdentityField, type TextAnswerField } from './steps';

/** Everything the form holds: typed text (name, email, answers) and the four scales. */
export type QuestionnaireValues = Record<IdentityField | TextAnswerField, string> &
  Record<ScaleField, number>;

export type FieldErrors = Partial<Record<QuestionnaireField, string>>;

export const textFields: readonly (IdentityField | TextAnswerField)[] = [
  'name',
  'email',
  ...(Object.keys(requiredAnswerMessages) as TextAnswerField[]),
  ...optionalAnswerFields,
];

export function emptyValues(): QuestionnaireValues {
  const values = {} as QuestionnaireValues;
  for (const field of textFields) values[field] = '';
  for (const field of scaleFields) values[field] = scaleRange.default;
  return values;
}

/** The errors of one step's fields, with the same rules the server applies. */
export function stepErrors(
  stepIndex: number,
  values: QuestionnaireValues,
  withIdentity: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of questionsOf(stepIndex, withIdentity)) {
    const message = questionnaireFieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A step is completed when every answer it asks for is valid. */
export function isStepComplete(
  stepIndex: number,
  values: QuestionnaireValues,
  withIdentity: boolean,
): boolean {
  return Object.keys(stepErrors(stepIndex, values, withIdentity)).length === 0;
}

/** The first step that still has an error, or -1 when the whole questionnaire is valid. */
export function firstStepWithError(values: QuestionnaireValues, withIdentity: boolean): number {
  return steps.findIndex((_, index) => !isStepComplete(index, values, withIdentity));
}
