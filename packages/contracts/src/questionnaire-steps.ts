/**
 * The questionnaire's seven steps, which answers sit on each and how each question reads. The
 * intake wizard and the owner's e-mail of a submitted questionnaire both read this list.
 */
import type { QuestionnaireRequest } from './schemas/questionnaire';

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
      text('whatsWorking', "What's working in your life right now?"),
      text('whatsNotWorking', "What's not working?"),
      text('currentTransitions', 'What transitions are you in the middle of?', true),
      scale('alignmentScale', 'How aligned does your life feel today, from 1 to 10?'),
    ],
  },
  {
    title: "The Gap You're Feeling",
    questions: [
      text('successfulButIncomplete', 'Complete the sentence: "I\'m successful, but…"'),
      text('alignmentShift', 'What would need to shift for you to feel fully aligned?'),
    ],
  },
  {
    title: 'Your Vision',
    questions: [
      text('magicWandChange', 'If you had a magic wand, what would change first?'),
      text('soulFulfilledSuccess', 'What does success with soul fulfillment look like for you?'),
    ],
  },
  {
    title: 'Your Readiness',
    questions: [
      text('willingToFace', 'What are you willing to face to get there?'),
      text('biggestFear', 'What is your biggest fear about this work?'),
      scale('readyForTruths', 'How ready are you to hear uncomfortable truths, from 1 to 10?'),
      scale('readyForChanges', 'How ready are you to make real changes, from 1 to 10?'),
      scale('readyForEmotionalWork', 'How ready are you for emotional work, from 1 to 10?'),
    ],
  },
  {
    title: 'Your Unique Pattern',
    questions: [
      text('mostAuthentic', 'When do you feel most authentic?'),
      text('mostDisconnected', 'When do you feel most disconnected from yourself?'),
      text('naturalStrengths', 'What are your natural strengths?'),
      text('energyDrains', 'What drains your energy?'),
      text('coreEssence', 'Your core essence, in two or three words'),
    ],
  },
  {
    title: 'Practical Context',
    questions: [
      text('professionalSituation', 'What is your professional situation?'),
      text('previousWork', 'What personal-development work have you done before?', true),
      text('whyWorkWithMe', 'Why do you want to work with me specifically?'),
    ],
  },
  {
    title: 'Final Reflection',
    questions: [
      text('hopedKnowledge', 'What do you hope to know about yourself after our work together?'),
      text('missedQuestion', 'What question should I have asked you?', true),
    ],
  },
];
