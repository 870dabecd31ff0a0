import { number, object, string, ValidationError, type InferType, type Schema } from 'yup';
import { singleLine, singleLineMessage } from './single-line';
import { emailAddress } from './email';

/** Required answers and the message each shows when it is too short; coreEssence needs 2 characters, the rest 10. */
export const requiredAnswerMessages = {
  whatsWorking: "Please describe what's working in your life",
  whatsNotWorking: "Please describe what's not working",
  successfulButIncomplete: 'Please complete this sentence',
  alignmentShift: 'Please describe what would need to shift',
  mostAuthentic: 'Please describe when you feel most authentic',
  mostDisconnected: 'Please describe when you feel most disconnected',
  magicWandChange: 'Please describe what would change',
  soulFulfilledSuccess: 'Please describe what success with soul fulfillment looks like',
  willingToFace: "Please share what you're willing to face",
  biggestFear: 'Please share your biggest fear about this work',
  naturalStrengths: 'Please describe your natural strengths',
  energyDrains: 'Please describe what drains your energy',
  coreEssence: 'Please describe your core essence in 2-3 words',
  professionalSituation: 'Please describe your professional situation',
  whyWorkWithMe: 'Please share why you want to work with me specifically',
  hopedKnowledge: 'Please describe what you hope to know about yourself',
} as const;

export const optionalAnswerFields = [
  'currentTransitions',
  'previousWork',
  'missedQuestion',
] as const;
export const scaleFields = [
  'alignmentScale',
  'readyForTruths',
  'readyForChanges',
  'readyForEmotionalWork',
] as const;

export type RequiredAnswerField = keyof typeof requiredAnswerMessages;
export type OptionalAnswerField = (typeof optionalAnswerFields)[number];
export type ScaleField = (typeof scaleFields)[number];

export const answerMaxLength = 5000;
const tooLongMessage = `Please keep this answer under ${answerMaxLength} characters`;
const scaleMessage = 'Please choose a number from 1 to 10';

/** The lowest, highest and starting value of the four 1–10 scales. */
export const scaleRange = { min: 1, max: 10, default: 5 } as const;

/** Said when a submission names no one: the booking it came from could not be read. */
export const bookingMissingMessage = 'Booking information not found';
const nameMessage = 'Name is required';

function requiredAnswer(field: RequiredAnswerField) {
  const message = requiredAnswerMessages[field];
  const answer = string()
    .trim()
    .required(message)
    .min(field === 'coreEssence' ? 2 : 10, message)
    .max(answerMaxLength, tooLongMessage);
  // The 2–3 words are asked on one line; every other answer is free text over several.
  return field === 'coreEssence'
    ? answer.test(singleLine(singleLineMessage('Your core essence')))
    : answer;
}

const optionalAnswer = () =>
  string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .trim()
    .max(answerMaxLength, tooLongMessage)
    .optional();

const scale = () =>
  number()
    .typeError(scaleMessage)
    .integer(scaleMessage)
    .min(scaleRange.min, scaleMessage)
    .max(scaleRange.max, scaleMessage)
    .default(scaleRange.default);

/**
 * POST /api/consultation-questionnaire. With a booking (the page opened from
 * /questionnaire/{bookingId}) the browser sends the booking's name and email and bookingId links the
 * answers to it; the server takes name and email from the booking itself. Without a booking the
 * visitor types their name and email on the first step.
 */
export const questionnaireSchema = object({
  bookingId: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('Invalid booking id')
    .integer('Invalid booking id')
    .positive('Invalid booking id')
    .optional(),
  name: string()
    .trim()
    .required(nameMessage)
    .max(200, 'Name must be at most 200 characters')
    .test(singleLine(singleLineMessage('Name'))),
  email: emailAddress(),
  whatsWorking: requiredAnswer('whatsWorking'),
  whatsNotWorking: requiredAnswer('whatsNotWorking'),
  successfulButIncomplete: requiredAnswer('successfulButIncomplete'),
  alignmentShift: requiredAnswer('alignmentShift'),
  mostAuthentic: requiredAnswer('mostAuthentic'),
  mostDisconnected: requiredAnswer('mostDisconnected'),
  magicWandChange: requiredAnswer('magicWandChange'),
  soulFulfilledSuccess: requiredAnswer('soulFulfilledSuccess'),
  willingToFace: requiredAnswer('willingToFace'),
  biggestFear: requiredAnswer('biggestFear'),
  naturalStrengths: requiredAnswer('naturalStrengths'),
  energyDrains: requiredAnswer('energyDrains'),
  coreEssence: requiredAnswer('coreEssence'),
  professionalSituation: requiredAnswer('professionalSituation'),
  whyWorkWithMe: requiredAnswer('whyWorkWithMe'),
  hopedKnowledge: requiredAnswer('hopedKnowledge'),
  currentTransitions: optionalAnswer(),
  previousWork: optionalAnswer(),
  missedQuestion: optionalAnswer(),
  alignmentScale: scale(),
  readyForTruths: scale(),
  readyForChanges: scale(),
  readyForEmotionalWork: scale(),
});

export type QuestionnaireRequest = InferType<typeof questionnaireSchema>;

/** Every field a visitor fills in: name and email (without a booking) and the answers. */
export type QuestionnaireField = Exclude<keyof QuestionnaireRequest, 'bookingId'>;

/** Each field's last value and its message: a form asks on every render, mostly for the same. */
const lastChecks = new Map<QuestionnaireField, { value: unknown; message: string | undefined }>();

/**
 * The message a single field shows for these values, or undefined when it is valid. Forms use it
 * to validate one field or one step with exactly the rules the server applies. No rule of a field
 * reads another, so the field's own schema checks its value alone, and a value checked last time
 * is not checked again (the questionnaire asks for all 27 fields on every render).
 */
export function questionnaireFieldError(
  field: QuestionnaireField,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const value = values[field];
  const last = lastChecks.get(field);
  if (last && Object.is(last.value, value)) return last.message;
  let message: string | undefined;
  try {
    (questionnaireSchema.fields[field] as Schema).validateSync(value);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    message = error.errors[0];
  }
  lastChecks.set(field, { value, message });
  return message;
}
