import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { checkInRating, promiseMessages } from '@site/contracts/package-promises';
import { checkInSchema } from '@site/contracts/schemas/portal';
import { Button } from '@site/ui/button';
import { InlineMessage } from '../../../components/alert';
import { Field } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFileCheckIn } from '../api/portal-promises';

const TextArea = styled.textarea`
  min-height: 6rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid #8a8f9c;
  border-radius: 8px;
  font: inherit;
`;

const failed = 'Your check-in could not be sent. Please try again in a moment.';
const ratings = Array.from(
  { length: checkInRating.max - checkInRating.min + 1 },
  (_v, index) => checkInRating.min + index,
);

type Fields = 'wins' | 'obstacles' | 'rating' | 'question';

/** The check-in due for one package: wins, obstacles, a rating of the week, a question. */
export function CheckInForm({
  bookingId,
  onSent,
}: {
  bookingId: number;
  /** Told once it is filed: the portal reads the packages again, and this form goes. */
  onSent: (message: string) => void;
}) {
  const id = `check-in-${bookingId}`;
  const file = useFileCheckIn();
  const [values, setValues] = useState({ wins: '', obstacles: '', rating: '', question: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let form;
    try {
      form = checkInSchema.validateSync(
        { ...values, rating: values.rating === '' ? undefined : Number(values.rating) },
        { abortEarly: false },
      );
    } catch (cause) {
      if (!(cause instanceof ValidationError)) throw cause;
      const found: Partial<Record<Fields, string>> = {};
      for (const inner of cause.inner) {
        const path = inner.path as Fields | undefined;
        if (path && !found[path]) found[path] = inner.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    file.mutate(
      { bookingId, form },
      {
        onSuccess: () => onSent(promiseMessages.checkInSent),
        onError: (cause) => setErrors({ form: apiErrorMessage(cause, failed) }),
      },
    );
  };

  const described = (field: Fields) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: Fields) =>
    errors[field] && (
      <InlineMessage $tone="error" id={`${id}-${field}-error`}>
        {errors[field]}
      </InlineMessage>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Your check-in is due</h4>
      <Field>
        <label htmlFor={`${id}-wins`}>Your wins since the last check-in</label>
        <TextArea
          id={`${id}-wins`}
          value={values.wins}
          onChange={set('wins')}
          {...described('wins')}
        />
        {error('wins')}
      </Field>
      <Field>
        <label htmlFor={`${id}-obstacles`}>What got in your way</label>
        <TextArea
          id={`${id}-obstacles`}
          value={values.obstacles}
          onChange={set('obstacles')}
          {...described('obstacles')}
        />
        {error('obstacles')}
      </Field>
      <Field>
        <label htmlFor={`${id}-rating`}>
          Your week, from {checkInRating.min} (hard) to {checkInRating.max} (excellent)
        </label>
        <select
          id={`${id}-rating`}
          value={values.rating}
          onChange={set('rating')}
          {...described('rating')}
        >
          <option value="">Choose a rating</option>
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </select>
        {error('rating')}
      </Field>
      <Field>
        <label htmlFor={`${id}-question`}>A question for your coach (optional)</label>
        <TextArea
          id={`${id}-question`}
          value={values.question}
          onChange={set('question')}
          {...described('question')}
        />
        {error('question')}
      </Field>
      {errors.form && (
        <InlineMessage $tone="error" role="alert">
          {errors.form}
        </InlineMessage>
      )}
      <Button type="submit" disabled={file.isPending}>
        {file.isPending ? 'Sending...' : 'Send Check-In'}
      </Button>
    </form>
  );
}
