import {
  requiredAnswerMessages,
  type OptionalAnswerField,
  type QuestionnaireField,
  type RequiredAnswerField,
  type ScaleField,
} from '@site/contracts/schemas/questionnaire';

export type TextAnswerField = RequiredAnswerField | OptionalAnswerField;
export type IdentityField = 'name' | 'email';

interface QuestionBase {
  /** Shown above the field; the field's accessible name. */
  label: string;
  /** A line under the question that helps to answer it. */
  hint?: string;
}

export type Question =
  | (QuestionBase & { kind: 'paragraph'; field: TextAnswerField })
  | (QuestionBase & { kind: 'words'; field: 'coreEssence' })
  | (QuestionBase & { kind: 'name'; field: 'name' })
  | (QuestionBase & { kind: 'email'; field: 'email' })
  | (QuestionBase & { kind: 'scale'; field: ScaleField; lowLabel: string; highLabel: string });

export interface Step {
  /** Stable id, used for element ids and test names. */
  id: string;
  title: string;
  intro: string;
  questions: readonly Question[];
}

/**
 * Asked first when the page is opened without a booking: the submission needs to know who is
 * answering. With a booking the name and email come from it.
 */
export const identityQuestions: readonly Question[] = [
  { kind: 'name', field: 'name', label: 'Your full name' },
  {
    kind: 'email',
    field: 'email',
    label: 'Your email address',
    hint: 'I will reply to you here, and nowhere else.',
  },
];

/**
 * The seven steps in order, and which answers each asks for. The wizard, the per-step validation,
 * the dots' completed state and the tests all read this one list.
 */
export const steps: readonly Step[] = [
  {
    id: 'current-reality',
    title: 'Current Reality',
    intro:
      'Let’s start with where you are today. No polishing, no performance: the honest version is the useful one.',
    questions: [
      {
        kind: 'paragraph',
        field: 'whatsWorking',
        label: 'What is genuinely working in your life right now?',
        hint: 'Work, relationships, health, inner life: whatever you would keep exactly as it is.',
      },
      {
        kind: 'paragraph',
        field: 'whatsNotWorking',
        label: 'And what is not working?',
        hint: 'The thing you keep working around, or keep promising yourself you will deal with.',
      },
      {
        kind: 'paragraph',
        field: 'successfulButIncomplete',
        label: 'Complete this sentence: “I’m successful by most measures, but…”',
      },
      {
        kind: 'scale',
        field: 'alignmentScale',
        label: 'How aligned does your life feel with who you really are?',
        lowLabel: 'Completely out of alignment',
        highLabel: 'Fully aligned',
      },
      {
        kind: 'paragraph',
        field: 'currentTransitions',
        label: 'Are you in the middle of any transitions? (optional)',
        hint: 'A move, a career change, a relationship beginning or ending, a loss, a new chapter.',
      },
    ],
  },
  {
    id: 'the-gap',
    title: 'The Gap You’re Feeling',
    intro:
      'Most people who come to me aren’t failing. They feel a gap between the life they built and the person they are. Let’s name it.',
    questions: [
      {
        kind: 'paragraph',
        field: 'alignmentShift',
        label: 'What would need to shift for you to feel truly aligned?',
      },
      {
        kind: 'paragraph',
        field: 'mostAuthentic',
        label: 'When do you feel most like yourself?',
        hint: 'A place, a kind of conversation, a moment in the day: be as specific as you can.',
      },
      {
        kind: 'paragraph',
        field: 'mostDisconnected',
        label: 'When do you feel most disconnected from yourself?',
      },
    ],
  },
  {
    id: 'your-vision',
    title: 'Your Vision',
    intro:
      'Now let yourself want something. Forget for a moment what is realistic; we will get to the how together.',
    questions: [
      {
        kind: 'paragraph',
        field: 'magicWandChange',
        label: 'If you could wave a magic wand, what would change in your life tomorrow morning?',
      },
      {
        kind: 'paragraph',
        field: 'soulFulfilledSuccess',
        label: 'What does success look like when your soul feels fulfilled by it too?',
        hint: 'Not the trophy version. The version you would still want if nobody ever saw it.',
      },
    ],
  },
  {
    id: 'your-readiness',
    title: 'Your Readiness',
    intro:
      'Real change asks something of you. I would rather know now what you are ready for, so I can meet you there.',
    questions: [
      {
        kind: 'paragraph',
        field: 'willingToFace',
        label: 'What are you willing to face to get there?',
      },
      {
        kind: 'paragraph',
        field: 'biggestFear',
        label: 'What is your biggest fear about doing this work?',
        hint: 'Every client I have worked with had one. Saying it out loud takes away half its power.',
      },
      {
        kind: 'scale',
        field: 'readyForTruths',
        label: 'How ready are you to hear truths you may not like?',
        lowLabel: 'Not ready yet',
        highLabel: 'Completely ready',
      },
      {
        kind: 'scale',
        field: 'readyForChanges',
        label: 'How ready are you to make real changes in how you live and work?',
        lowLabel: 'Not ready yet',
        highLabel: 'Completely ready',
      },
      {
        kind: 'scale',
        field: 'readyForEmotionalWork',
        label: 'How ready are you for the emotional work this may bring up?',
        lowLabel: 'Not ready yet',
        highLabel: 'Completely ready',
      },
    ],
  },
  {
    id: 'your-pattern',
    title: 'Your Unique Pattern',
    intro:
      'You have a way of moving through the world that is yours alone. Understanding it is where the real leverage lives.',
    questions: [
      {
        kind: 'paragraph',
        field: 'naturalStrengths',
        label: 'What comes naturally to you that seems hard for other people?',
      },
      {
        kind: 'paragraph',
        field: 'energyDrains',
        label: 'What drains your energy, even when you are good at it?',
      },
      {
        kind: 'words',
        field: 'coreEssence',
        label: 'Describe your core essence in two or three words.',
        hint: 'The first words that come to you are usually the right ones.',
      },
    ],
  },
  {
    id: 'practical-context',
    title: 'Practical Context',
    intro: 'A few practical details, so our time together goes straight to what matters.',
    questions: [
      {
        kind: 'paragraph',
        field: 'professionalSituation',
        label: 'What is your professional situation today?',
        hint: 'Your role, your business or career stage, and what is demanding the most of you.',
      },
      {
        kind: 'paragraph',
        field: 'previousWork',
        label: 'What coaching, therapy or personal development have you done before? (optional)',
        hint: 'What helped, and what didn’t. I will build on what already worked for you.',
      },
      {
        kind: 'paragraph',
        field: 'whyWorkWithMe',
        label: 'Why do you want to work with me specifically?',
      },
    ],
  },
  {
    id: 'final-reflection',
    title: 'Final Reflection',
    intro: 'Last step. Take a breath before you answer; these two tend to surprise people.',
    questions: [
      {
        kind: 'paragraph',
        field: 'hopedKnowledge',
        label: 'By the end of our work, what do you hope to know about yourself?',
      },
      {
        kind: 'paragraph',
        field: 'missedQuestion',
        label: 'What question should I have asked you, and what is your answer? (optional)',
      },
    ],
  },
];

export function stepAt(index: number): Step {
  const step = steps[index];
  if (!step) throw new RangeError(`The questionnaire has no step ${index}`);
  return step;
}

/** The questions a step shows: the first step also asks for name and email without a booking. */
export function questionsOf(stepIndex: number, withIdentity: boolean): readonly Question[] {
  const { questions } = stepAt(stepIndex);
  return withIdentity && stepIndex === 0 ? [...identityQuestions, ...questions] : questions;
}

export function isRequired(field: QuestionnaireField): boolean {
  return field === 'name' || field === 'email' || field in requiredAnswerMessages;
}
