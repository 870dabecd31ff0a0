import { useMemo, useState, type FormEvent } from 'react';
import { testimonialSchema, type TestimonialInput } from '@site/contracts/endpoints/admin-site';
import { Button } from '@site/ui/button';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import {
  FormAlert,
  FormField,
  FormGrid,
  Input,
  Select,
  SmallButton,
  TextArea,
} from '../../../components/ui';
import { LeaveGuard } from '../../../components/leave-guard';
import { differs } from '../../../components/save-row';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';

type Field = 'name' | 'title' | 'content' | 'rating';
/** The fields in the form's order. */
const fieldOrder: Field[] = ['name', 'title', 'content', 'rating'];

export interface TestimonialValues {
  name: string;
  title: string;
  content: string;
  rating: string;
}

export const emptyTestimonial: TestimonialValues = {
  name: '',
  title: '',
  content: '',
  rating: '5',
};

/**
 * Adding or editing one testimonial: the API's own schema checks it first (same messages), and
 * the API's field errors are shown beside their fields. `save` resolves when the API accepted it.
 */
export function TestimonialForm({
  idPrefix,
  initial,
  submitLabel,
  pendingLabel,
  save,
  onCancel,
  what,
}: {
  idPrefix: string;
  initial: TestimonialValues;
  submitLabel: string;
  pendingLabel: string;
  save: (input: TestimonialInput) => Promise<unknown>;
  onCancel?: () => void;
  /** What the owner would lose by leaving unsaved: "this testimonial", "the new testimonial". */
  what: string;
}) {
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState(false);
  const ids = useMemo(
    () =>
      Object.fromEntries(fieldOrder.map((field) => [field, `${idPrefix}-${field}`])) as Record<
        Field,
        string
      >,
    [idPrefix],
  );
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const input = fields.check(testimonialSchema, { ...values, rating: Number(values.rating) });
    if (!input) return;
    setPending(true);
    try {
      await save(input);
      if (!onCancel) setValues(emptyTestimonial);
    } catch (error) {
      fields.refuse(apiFieldErrors(error));
      fail(apiErrorMessage(error, 'The testimonial was not saved. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  const set = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const field = (name: Field) => ({ id: ids[name], error: fields.errors[name] });
  const control = (name: Field) => ({ name, value: values[name] });

  return (
    <FormGrid noValidate onSubmit={submit}>
      <FormAlert failure={failure} alertRef={alertRef} />
      <FormField {...field('name')} label="Name of the person quoted">
        {(props) => (
          <Input {...props} {...control('name')} onChange={(e) => set('name', e.target.value)} />
        )}
      </FormField>
      <FormField {...field('title')} label="Their role or title">
        {(props) => (
          <Input {...props} {...control('title')} onChange={(e) => set('title', e.target.value)} />
        )}
      </FormField>
      <FormField {...field('content')} label="Testimonial">
        {(props) => (
          <TextArea
            {...props}
            {...control('content')}
            onChange={(e) => set('content', e.target.value)}
          />
        )}
      </FormField>
      <FormField {...field('rating')} label="Rating (stars)">
        {(props) => (
          <Select {...props} {...control('rating')} onChange={(e) => set('rating', e.target.value)}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <SmallButton type="button" onClick={onCancel}>
            Cancel
          </SmallButton>
        )}
      </div>
      <LeaveGuard dirty={differs(values, initial) && !pending} what={what} />
    </FormGrid>
  );
}
