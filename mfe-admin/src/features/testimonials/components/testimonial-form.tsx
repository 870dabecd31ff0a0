import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { testimonialSchema, type TestimonialInput } from '@site/contracts/endpoints/admin-site';
import { Button } from '@site/ui/button';
import { FormField, Input, Select, SmallButton, TextArea } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';

type Field = 'name' | 'title' | 'content' | 'rating';
const fields: Field[] = ['name', 'title', 'content', 'rating'];

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

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
}: {
  idPrefix: string;
  initial: TestimonialValues;
  submitLabel: string;
  pendingLabel: string;
  save: (input: TestimonialInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const fieldId = (field: Field) => `${idPrefix}-${field}`;

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let input: TestimonialInput;
    try {
      input = await testimonialSchema.validate(
        { ...values, rating: Number(values.rating) },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Partial<Record<Field, string>> = {};
      for (const inner of error.inner) found[inner.path as Field] ??= inner.message;
      showErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await save(input);
      if (!onCancel) setValues(emptyTestimonial);
    } catch (error) {
      const found = apiFieldErrors(error) as Partial<Record<Field, string>>;
      if (Object.keys(found).length > 0) showErrors(found);
      setFailure(apiErrorMessage(error, 'The testimonial was not saved. Please try again.'));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setPending(false);
    }
  };

  const set = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const field = (name: Field) => ({ id: fieldId(name), error: errors[name] });
  const control = (name: Field) => ({ name, value: values[name] });

  return (
    <Form noValidate onSubmit={submit}>
      {failure && (
        <Alert ref={alertRef} role="alert" tabIndex={-1}>
          {failure}
        </Alert>
      )}
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
    </Form>
  );
}
