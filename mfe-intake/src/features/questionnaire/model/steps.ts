import {
  questionnaireSteps,
  type AnswerField,
  type QuestionnaireStep,
} from '@site/contracts/questionnaire-steps';
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
  /** Stable id, used for element ids. */
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

/** The wizard's own words around each step (the steps and questions are shared with the emails). */
const intros: readonly string[] = [
  'Let’s start with where you are today. No polishing, no performance: the honest version is the useful one.',
  'Most people who come to me aren’t failing. They feel a gap between the life they built and the person they are. Let’s name it.',
  'Now let yourself want something. Forget for a moment what is realistic; we will get to the how together.',
  'Real change asks something of you. I would rather know now what you are ready for, so I can meet you there.',
  'You have a way of moving through the world that is yours alone. Understanding it is where the real leverage lives.',
  'A few practical details, so our time together goes straight to what matters.',
  'Last step. Take a breath before you answer; these two tend to surprise people.',
];

const hints: Partial<Record<AnswerField, string>> = {
  whatsWorking:
    'Work, relationships, health, inner life: whatever you would keep exactly as it is.',
  whatsNotWorking:
    'The thing you keep working around, or keep promising yourself you will deal with.',
  currentTransitions:
    'A move, a career change, a relationship beginning or ending, a loss, a new chapter.',
  mostAuthentic: 'A place, a kind of conversation, a moment in the day: be as specific as you can.',
  soulFulfilledSuccess:
    'Not the trophy version. The version you would still want if nobody ever saw it.',
  biggestFear:
    'Every client I have worked with had one. Saying it out loud takes away half its power.',
  coreEssence: 'The first words that come to you are usually the right ones.',
  professionalSituation:
    'Your role, your business or career stage, and what is demanding the most of you.',
  previousWork: 'What helped, and what didn’t. I will build on what already worked for you.',
};

const scaleEnds: Record<ScaleField, { lowLabel: string; highLabel: string }> = {
  alignmentScale: { lowLabel: 'Completely out of alignment', highLabel: 'Fully aligned' },
  readyForTruths: { lowLabel: 'Not ready yet', highLabel: 'Completely ready' },
  readyForChanges: { lowLabel: 'Not ready yet', highLabel: 'Completely ready' },
  readyForEmotionalWork: { lowLabel: 'Not ready yet', highLabel: 'Completely ready' },
};

function toQuestion({
  field,
  question,
  kind,
  optional,
}: QuestionnaireStep['questions'][number]): Question {
  const label = optional ? `${question} (optional)` : question;
  const hint = hints[field];
  if (kind === 'scale') {
    const scale = field as ScaleField;
    return { kind: 'scale', field: scale, label, hint, ...scaleEnds[scale] };
  }
  if (field === 'coreEssence') return { kind: 'words', field, label, hint };
  return { kind: 'paragraph', field: field as TextAnswerField, label, hint };
}

/**
 * The seven steps in order and the answers each asks for, from the shared list in
 * `@site/contracts/questionnaire-steps`. The wizard, the per-step validation, the dots' completed
 * state and the tests all read this.
 */
export const steps: readonly Step[] = questionnaireSteps.map((step, index) => ({
  id: step.title.toLowerCase().replace(/[^a-z]+/g, '-'),
  title: step.title,
  intro: intros[index] ?? '',
  questions: step.questions.map(toQuestion),
}));

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
