import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError } from '@site/api-client/http';
import type {
  BookingQuestionnaireStatus,
  ConsultationBooking,
  QuestionnaireRequest,
} from '@site/contracts/api-types';
import { bookingSuccessPath, paths } from '@site/contracts/routes';
import { withAccessKey } from '@site/contracts/endpoints/params';
import {
  bookingMissingMessage,
  questionnaireFieldError,
  type QuestionnaireField,
} from '@site/contracts/schemas/questionnaire';
import { Button } from '@site/ui/button';
import { cardStyles, cardTitleStyles } from '@site/ui/card';
import { toast } from '@site/ui/toast';
import { questionnaireStatusKeys } from '../api/get-questionnaire-status';
import { refusalMessage, useSubmitQuestionnaire } from '../api/submit-questionnaire';
import { clearDraft, saveDraft, type Draft } from '../model/draft';
import { questionsOf, stepAt, steps } from '../model/steps';
import {
  emptyValues,
  firstStepWithError,
  isStepComplete,
  type QuestionnaireValues,
} from '../model/values';
import { ProgressBar } from './progress-bar';
import { fieldId, QuestionField } from './question-field';
import { StepDots } from './step-dots';

/** The wizard's card, which a way into the questions brings into view. */
export const questionsId = 'questionnaire-questions';

export const SUBMIT_FAILURE_FALLBACK = 'Failed to submit questionnaire. Please try again.';

const Card = styled.section`
  ${cardStyles}
  scroll-margin-top: 5rem;
  display: grid;
  gap: 1.75rem;

  ${({ theme }) => theme.media.mobile} {
    gap: 1.25rem;
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${({ theme }) => theme.media.mobile} {
    gap: 1.25rem;
  }
`;

/* The step's title is the card's title: the card-title size, like every card's on these pages
   (the step's number is the progress line's "Step 3 of 7" above it). */
const StepHeading = styled.h2`
  margin: 0;
  ${cardTitleStyles}
`;

const StepIntro = styled.p`
  margin: -0.75rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/* Previous on the left, the step's primary (Next, Submit Intake Form) on the right; on a phone,
   where both take the row's width, the primary comes first, on top, as every form's does. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/** Quieter than the gold Next button, and readable on the white card. */
const BackButton = styled(Button)`
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border-color: ${({ theme }) => theme.colors.navy};
`;

const Spacer = styled.span`
  flex: 1;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

interface QuestionnaireWizardProps {
  /** The booking from the link, or null when the page was opened without one. */
  bookingId: number | null;
  booking: ConsultationBooking | undefined;
  accessKey: string | null;
  /** What the visitor had typed before, read from the browser once the page was mounted. */
  draft: Draft | null;
  /**
   * Opened from his client portal (signed in): once submitted he goes back to it, the toast his
   * confirmation, instead of to the booking's confirmation page.
   */
  returnToPortal?: boolean;
}

/**
 * The seven-step questionnaire: progress bar, clickable step dots, Previous / Next, and
 * 'Submit Intake Form' on the last step. Every answer is kept while moving between steps and
 * saved as a draft in the browser until it is submitted.
 */
export function QuestionnaireWizard({
  bookingId,
  booking,
  accessKey,
  draft,
  returnToPortal = false,
}: QuestionnaireWizardProps) {
  const withIdentity = bookingId === null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitQuestionnaire();

  const [values, setValues] = useState<QuestionnaireValues>(() => draft?.values ?? emptyValues());
  const [step, setStep] = useState(() => draft?.step ?? 0);
  const [touched, setTouched] = useState<ReadonlySet<QuestionnaireField>>(() => new Set());
  const changedByVisitor = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the step the visitor moved to is on screen. */
  const pendingFocus = useRef<'heading' | QuestionnaireField | null>(null);
  /**
   * Set the moment the answers are sent: the mutation's own pending flag reaches the component a
   * tick later, and a second Enter in that tick must not send them twice.
   */
  const sending = useRef(false);

  useEffect(() => {
    if (changedByVisitor.current) saveDraft(bookingId, { values, step });
  }, [bookingId, values, step]);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) document.getElementById(fieldId(target))?.focus();
  }, [step]);

  const questions = questionsOf(step, withIdentity);
  const completed = steps.map((_, index) => isStepComplete(index, values, withIdentity));
  const isLast = step === steps.length - 1;

  const errorOf = (field: QuestionnaireField) =>
    touched.has(field) ? questionnaireFieldError(field, values) : undefined;

  const touch = (fields: readonly QuestionnaireField[]) =>
    setTouched((previous) => new Set([...previous, ...fields]));

  const change = (field: QuestionnaireField, value: string | number) => {
    changedByVisitor.current = true;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  /** Shows `index`, then focuses its heading (or the field that needs attention). */
  const moveTo = (index: number, focus: 'heading' | QuestionnaireField = 'heading') => {
    changedByVisitor.current = true;
    if (index === step) {
      if (focus === 'heading') headingRef.current?.focus();
      else document.getElementById(fieldId(focus))?.focus();
      return;
    }
    pendingFocus.current = focus;
    setStep(index);
  };

  const firstInvalidField = (index: number) =>
    questionsOf(index, withIdentity).find(
      ({ field }) => questionnaireFieldError(field, values) !== undefined,
    )?.field;

  const goNext = () => {
    const invalid = firstInvalidField(step);
    if (invalid) {
      touch(questions.map(({ field }) => field));
      moveTo(step, invalid);
      return;
    }
    moveTo(step + 1);
  };

  const submitAnswers = () => {
    const errorStep = firstStepWithError(values, withIdentity);
    if (errorStep !== -1) {
      touch(
        steps.flatMap((_, index) => questionsOf(index, withIdentity).map(({ field }) => field)),
      );
      moveTo(errorStep, firstInvalidField(errorStep));
      return;
    }
    if (bookingId !== null && !booking) {
      toast({
        title: bookingMissingMessage,
        description: 'Please open this questionnaire from the link in your booking email.',
        variant: 'destructive',
      });
      return;
    }
    const request: QuestionnaireRequest = {
      ...values,
      ...(booking ? { bookingId: booking.id, name: booking.name, email: booking.email } : {}),
    };
    sending.current = true;
    submit.mutate(
      { request, accessKey },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (saved) => {
          clearDraft(bookingId);
          if (bookingId !== null) {
            queryClient.setQueryData<BookingQuestionnaireStatus>(
              questionnaireStatusKeys.forBooking(bookingId, accessKey),
              { completed: true, completedAt: saved.completedAt },
            );
          }
          // With a booking, its confirmation page thanks him for his answers (and says what he
          // booked) where he reads first: no toast over it. From his portal, or without a
          // booking, the toast is the thanks.
          if (returnToPortal || bookingId === null)
            toast({
              title: 'Questionnaire Submitted',
              description: booking
                ? `Thank you, ${booking.name.split(' ')[0]}. I'll read every answer closely before our session, so we can begin exactly where it matters.`
                : "Thank you for your honesty. Your answers are with me now; when you choose how we’ll work together, we begin from what you've shared.",
              variant: 'success',
            });
          // From his portal: back to it. With a booking: its own confirmation (a free call's, or
          // a paid booking's state).
          navigate(
            returnToPortal
              ? paths.portal
              : bookingId !== null
                ? withAccessKey(bookingSuccessPath(bookingId), accessKey)
                : paths.consulting,
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404 && bookingId !== null) {
            toast({
              title: bookingMissingMessage,
              description: 'Please open this questionnaire from the link in your booking email.',
              variant: 'destructive',
            });
            return;
          }
          toast({
            title: 'Submission Failed',
            description: refusalMessage(error) ?? SUBMIT_FAILURE_FALLBACK,
            variant: 'destructive',
          });
          if (error instanceof ApiError && error.status === 409) {
            // Already answered: nothing left to keep, and the page can say so.
            clearDraft(bookingId);
            void queryClient.invalidateQueries({ queryKey: questionnaireStatusKeys.all });
          }
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || sending.current) return;
    if (isLast) submitAnswers();
    else goNext();
  };

  const current = stepAt(step);
  const headingId = `questionnaire-step-${current.id}`;

  return (
    <Card id={questionsId} aria-label="Pre-session questionnaire">
      <ProgressBar current={step} completed={completed} />
      <StepDots current={step} completed={completed} onSelect={(index) => moveTo(index)} />
      <form noValidate onSubmit={handleSubmit}>
        <Fieldset aria-labelledby={headingId}>
          <StepHeading id={headingId} ref={headingRef} tabIndex={-1}>
            {current.title}
          </StepHeading>
          <StepIntro>{current.intro}</StepIntro>
          {questions.map((question) => (
            <QuestionField
              key={question.field}
              question={question}
              value={values[question.field]}
              error={errorOf(question.field)}
              onChange={(value) => change(question.field, value)}
              onBlur={() => touch([question.field])}
            />
          ))}
          {/* Said by the buttons it is about, under the questions rather than before them. */}
          <RequiredNote>
            Questions marked * need an answer before you submit. Your answers are saved in this
            browser as you go.
          </RequiredNote>
          <Actions>
            {step > 0 ? (
              <BackButton type="button" onClick={() => moveTo(step - 1)}>
                Previous
              </BackButton>
            ) : (
              <Spacer />
            )}
            <Button type="submit" disabled={submit.isPending}>
              {isLast ? (submit.isPending ? 'Submitting...' : 'Submit Intake Form') : 'Next'}
            </Button>
          </Actions>
        </Fieldset>
      </form>
    </Card>
  );
}
