import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { checkInRating, promiseMessages } from '@site/contracts/package-promises';
import { checkInSchema } from '@site/contracts/schemas/portal';
import { Button } from '@site/ui/button';
import { fieldIds, useFormKit } from '@site/ui/form-kit';
import { ScaleSlider } from '@site/ui/scale-slider';
import { FormAlert, FormField, TextArea } from '../../../components/form-field';
import { CancelButton, FormActions, type OnDemand } from '../../../components/form-on-demand';
import { apiRefusal } from '../../../lib/api-error-message';
import { useFileCheckIn } from '../api/portal-promises';

/** Each answer's box: a few lines tall before it grows. */
const AnswerArea = styled(TextArea).attrs({ $minHeight: '6rem' })``;

const failed = 'Your check-in could not be sent. Please try again in a moment.';

/** The id of a package's check-in row, and of the name it shows. */
export const checkInId = (bookingId: number) => `check-in-${bookingId}`;
export const checkInTitleId = (bookingId: number) => `${checkInId(bookingId)}-title`;
/** The action that opens the check-in, wherever the portal offers it. */
export const checkInAction = 'Fill In Your Check-In';

type Fields = 'wins' | 'obstacles' | 'rating' | 'question';
const fieldOrder: readonly Fields[] = ['wins', 'obstacles', 'rating', 'question'];

/**
 * The check-in due for one package: wins, obstacles, a rating of the week, a question. Named by
 * `checkInTitleId(bookingId)`, its row's name.
 */
export function CheckInForm({
  bookingId,
  onSent,
  panel,
}: {
  bookingId: number;
  /** Shown on demand: its Cancel closes it. */
  panel?: OnDemand;
  /** Told once it is filed: the portal reads the packages again, and this form goes. */
  onSent: (message: string) => void;
}) {
  const id = `check-in-${bookingId}`;
  const ids = useMemo(() => fieldIds(id, fieldOrder), [id]);
  const file = useFileCheckIn();
  const [values, setValues] = useState({ wins: '', obstacles: '', question: '' });
  const [rating, setRating] = useState<number>(checkInRating.default);
  const form = useFormKit(ids);
  const { fields } = form;
  const set = (field: Exclude<Fields, 'rating'>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const request = fields.check(checkInSchema, { ...values, rating });
    if (!request) return;
    file.mutate(
      { bookingId, form: request },
      {
        onSuccess: () => onSent(promiseMessages.checkInSent),
        onError: (cause) => form.refuseWith(apiRefusal(cause, failed)),
      },
    );
  };

  const field = (name: Fields) => ({ id: ids[name], error: fields.errors[name] });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={checkInTitleId(bookingId)}>
      <FormField {...field('wins')} label="Your wins this week">
        {(control) => <AnswerArea {...control} value={values.wins} onChange={set('wins')} />}
      </FormField>
      <FormField {...field('obstacles')} label="What got in your way">
        {(control) => (
          <AnswerArea {...control} value={values.obstacles} onChange={set('obstacles')} />
        )}
      </FormField>
      <FormField
        {...field('rating')}
        label={`Your week, from ${checkInRating.min} (${checkInRating.lowLabel}) to ${checkInRating.max} (${checkInRating.highLabel})`}
      >
        {(control) => (
          <ScaleSlider
            id={control.id}
            min={checkInRating.min}
            max={checkInRating.max}
            value={rating}
            lowLabel={checkInRating.lowLabel}
            highLabel={checkInRating.highLabel}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid'] === true}
            onChange={setRating}
          />
        )}
      </FormField>
      <FormField {...field('question')} label="A question for your coach (optional)">
        {(control) => (
          <AnswerArea {...control} value={values.question} onChange={set('question')} />
        )}
      </FormField>
      <FormAlert failure={form.failure} alertRef={form.alertRef} />
      <FormActions>
        <Button type="submit" disabled={file.isPending}>
          {file.isPending ? 'Sending...' : 'Send Check-In'}
        </Button>
        {panel && <CancelButton form={panel} disabled={file.isPending} />}
      </FormActions>
    </form>
  );
}
