import { number, object, string, type InferType } from 'yup';
import { emailMessage } from './messages';

/** Required answers and their spec §5 messages; coreEssence needs 2 characters, the rest 10. */
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

function requiredAnswer(field: RequiredAnswerField) {
  const message = requiredAnswerMessages[field];
  return string()
    .trim()
    .required(message)
    .min(field === 'coreEssence' ? 2 : 10, message)
    .max(answerMaxLength, tooLongMessage);
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
    .min(1, scaleMessage)
    .max(10, scaleMessage)
    .default(5);

/**
 * POST /api/consultation-questionnaire. Name and email come from the booking; bookingId links the
 * answers to it when the page was opened from /questionnaire/{bookingId}.
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
    .required('Booking information not found')
    .max(200, 'Name must be at most 200 characters'),
  email: string()
    .trim()
    .required('Booking information not found')
    .email(emailMessage)
    .max(254, emailMessage),
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
