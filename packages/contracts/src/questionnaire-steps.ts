/**
 * The questionnaire's seven steps, which answers sit on each and how each question reads. The
 * intake wizard and the owner's email of a submitted questionnaire both read this list.
 */
import type { QuestionnaireRequest } from './schemas/questionnaire';

/**
 * How long the questionnaire takes, said in these words wherever the time is stated (its page,
 * the booking pages, the portal, the emails): "10–15 minutes", or "10–15 min" inside a line's
 * parentheses.
 */
export const questionnaireMinutes = '10–15';
export const questionnaireTime = `${questionnaireMinutes} minutes`;
export const questionnaireTimeShort = `${questionnaireMinutes} min`;

export type AnswerField = Exclude<keyof QuestionnaireRequest, 'bookingId' | 'name' | 'email'>;

export interface QuestionnaireQuestion {
  field: AnswerField;
  question: string;
  kind: 'text' | 'scale';
  optional?: boolean;
}

export interface QuestionnaireStep {
  title: string;
  questions: readonly QuestionnaireQuestion[];
}

const text = (field: AnswerField, question: string, optional = false): QuestionnaireQuestion => ({
  field,
  question,
  kind: 'text',
  ...(optional ? { optional } : {}),
});
const scale = (field: AnswerField, question: string): QuestionnaireQuestion => ({
  field,
  question,
  kind: 'scale',
});

export const questionnaireSteps: readonly QuestionnaireStep[] = [
  {
    title: 'Current Reality',
    questions: [
      text('whatsWorking', 'What is genuinely working in your life right now?'),
      text('whatsNotWorking', 'And what is not working?'),
      text(
        'successfulButIncomplete',
        'Complete this sentence: “I’m successful by most measures, but…”',
      ),
      scale('alignmentScale', 'How aligned does your life feel with who you really are?'),
      text('currentTransitions', 'Are you in the middle of any transitions?', true),
    ],
  },
  {
    title: 'The Gap You’re Feeling',
    questions: [
      text('alignmentShift', 'What would need to shift for you to feel truly aligned?'),
      text('mostAuthentic', 'When do you feel most like yourself?'),
      text('mostDisconnected', 'When do you feel most disconnected from yourself?'),
    ],
  },
  {
    title: 'Your Vision',
    questions: [
      text(
        'magicWandChange',
        'If you could wave a magic wand, what would change in your life tomorrow morning?',
      ),
      text(
        'soulFulfilledSuccess',
        'What does success look like when your soul feels fulfilled by it too?',
      ),
    ],
  },
  {
    title: 'Your Readiness',
    questions: [
      text('willingToFace', 'What are you willing to face to get there?'),
      text('biggestFear', 'What is your biggest fear about doing this work?'),
      scale('readyForTruths', 'How ready are you to hear truths you may not like?'),
      scale('readyForChanges', 'How ready are you to make real changes in how you live and work?'),
      scale('readyForEmotionalWork', 'How ready are you for the emotional work this may bring up?'),
    ],
  },
  {
    title: 'Your Unique Pattern',
    questions: [
      text('naturalStrengths', 'What comes naturally to you that seems hard for other people?'),
      text('energyDrains', 'What drains your energy, even when you are good at it?'),
      text('coreEssence', 'Describe your core essence in two or three words.'),
    ],
  },
  {
    title: 'Practical Context',
    questions: [
      text('professionalSituation', 'What is your professional situation today?'),
      text(
        'previousWork',
        'What coaching, therapy or personal development have you done before?',
        true,
      ),
      text('whyWorkWithMe', 'Why do you want to work with me specifically?'),
    ],
  },
  {
    title: 'Final Reflection',
    questions: [
      text('hopedKnowledge', 'By the end of our work, what do you hope to know about yourself?'),
      text(
        'missedQuestion',
        'What question should I have asked you, and what is your answer?',
        true,
      ),
    ],
  },
];

/**
 * Where the browser keeps a questionnaire in progress (its `localStorage`), one entry per
 * booking until it is submitted: the wizard saves its answers and step there, and the client's
 * portal reads the step to say how far he got.
 */
export function questionnaireDraftKey(bookingId: number | null): string {
  return `intake-questionnaire-draft:${bookingId ?? 'without-booking'}`;
}

/**
 * The step (0 for the first) a stored draft stands at, or null when the entry is missing,
 * corrupt or names no step of the questionnaire.
 */
export function draftStepOf(stored: string | null): number | null {
  if (stored === null) return null;
  try {
    const step: unknown = (JSON.parse(stored) as { step?: unknown } | null)?.step;
    return typeof step === 'number' &&
      Number.isInteger(step) &&
      step >= 0 &&
      step < questionnaireSteps.length
      ? step
      : null;
  } catch {
    return null;
  }
}
