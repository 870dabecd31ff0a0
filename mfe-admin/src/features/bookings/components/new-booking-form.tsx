import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import {
  createAdminBookingSchema,
  type CreateAdminBookingRequest,
  type OfflinePayment,
} from '@site/contracts/admin';
import { packages, paidPackageTypes, type PaidPackageType } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { Link, useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { FieldError, FormField, Input, Muted, Section } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { useCreateBooking } from '../api/bookings';

type Field = keyof CreateAdminBookingRequest;
const fieldOrder: Field[] = ['packageType', 'name', 'email', 'payment'];
const fieldId = (field: Field) => `admin-new-booking-${field}`;

const Form = styled.form`
  display: grid;
  gap: 1.5rem;
  max-width: 36rem;
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 0.625rem;
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

const payments: Record<OfflinePayment, string> = {
  offline: 'Paid outside the site (bank transfer, in person)',
  complimentary: 'Complimentary (given free)',
};

/**
 * A package paid outside the site or given free. The client gets the same schedule-link e-mail a
 * card buyer gets; on success the owner lands on the new booking's page.
 */
export function NewBookingForm() {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const [values, setValues] = useState({ packageType: '', name: '', email: '', payment: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      const target =
        document.getElementById(fieldId(first)) ??
        document.querySelector<HTMLInputElement>(`input[name="${first}"]`);
      target?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let request: CreateAdminBookingRequest;
    try {
      request = await createAdminBookingSchema.validate(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Partial<Record<Field, string>> = {};
      for (const inner of error.inner) found[inner.path as Field] ??= inner.message;
      showErrors(found);
      return;
    }
    setErrors({});
    create.mutate(request, {
      onSuccess: ({ id }) => {
        toast({
          title: 'Booking added',
          description: `${request.name} was sent the e-mail with the link to schedule.`,
          variant: 'success',
        });
        navigate(toPath(paths.adminBooking, { bookingId: id }));
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (Object.keys(fields).length > 0) showErrors(fields);
        setFailure(apiErrorMessage(error, 'The booking was not added. Please try again.'));
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const set = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const error = (field: Field) =>
    errors[field] && <FieldError id={`${fieldId(field)}-error`}>{errors[field]}</FieldError>;
  const described = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  return (
    <Section aria-label="The booking">
      <Form noValidate onSubmit={submit}>
        {failure && (
          <Alert ref={alertRef} role="alert" tabIndex={-1}>
            {failure}
          </Alert>
        )}
        <Choices {...described('packageType')}>
          <legend>Package</legend>
          {paidPackageTypes.map((type: PaidPackageType, index) => (
            <label key={type}>
              <input
                type="radio"
                name="packageType"
                id={index === 0 ? fieldId('packageType') : undefined}
                value={type}
                checked={values.packageType === type}
                onChange={() => set('packageType', type)}
              />
              {packages[type].name} (${packages[type].price.toLocaleString('en-US')})
            </label>
          ))}
          {error('packageType')}
        </Choices>
        <FormField id={fieldId('name')} label="Client’s name" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              name="name"
              autoComplete="off"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={fieldId('email')} label="Client’s e-mail" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              name="email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </FormField>
        <Choices {...described('payment')}>
          <legend>How it was paid</legend>
          {(Object.keys(payments) as OfflinePayment[]).map((payment, index) => (
            <label key={payment}>
              <input
                type="radio"
                name="payment"
                id={index === 0 ? fieldId('payment') : undefined}
                value={payment}
                checked={values.payment === payment}
                onChange={() => set('payment', payment)}
              />
              {payments[payment]}
            </label>
          ))}
          {error('payment')}
        </Choices>
        <Muted>The client is e-mailed the link to schedule, as after a card payment.</Muted>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Booking'}
          </Button>
          <Link to={paths.adminBookings}>Cancel</Link>
        </div>
      </Form>
    </Section>
  );
}
