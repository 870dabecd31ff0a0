import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  createAdminBookingSchema,
  type CreateAdminBookingRequest,
  type OfflinePayment,
  givenFreeLabel,
} from '@site/contracts/admin';
import { packages, paidPackageTypes, type PaidPackageType } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import { useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import {
  ErrorFor,
  FormAlert,
  FormGrid,
  Muted,
  Section,
  TextField,
  Choices,
  StandaloneLink,
} from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { useCreateBooking } from '../api/bookings';

type Field = keyof CreateAdminBookingRequest;
/** The fields in the form's order; a group's id is its first choice's. */
const ids: Record<Field, string> = {
  packageType: 'admin-new-booking-packageType',
  name: 'admin-new-booking-name',
  email: 'admin-new-booking-email',
  payment: 'admin-new-booking-payment',
};

const payments: Record<OfflinePayment, string> = {
  offline: 'Paid outside the site (bank transfer, in person)',
  complimentary: `${givenFreeLabel} (no payment)`,
};

/**
 * A package paid outside the site or given free. The client gets the same schedule-link email a
 * card buyer gets; on success the owner lands on the new booking's page.
 */
export function NewBookingForm() {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const [values, setValues] = useState({ packageType: '', name: '', email: '', payment: '' });
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const request = fields.check(createAdminBookingSchema, values);
    if (!request) return;
    create.mutate(request, {
      onSuccess: ({ id }) => {
        toast({
          title: 'Booking added',
          description: `${request.name} was sent the email with the link to schedule.`,
          variant: 'success',
        });
        navigate(toPath(paths.adminBooking, { bookingId: id }));
      },
      onError: (error) => {
        fields.refuse(apiFieldErrors(error));
        fail(apiErrorMessage(error, 'The booking was not added. Please try again.'));
      },
    });
  };

  const set = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: 'name' | 'email') => ({
    id: ids[field],
    name: field,
    autoComplete: 'off',
    value: values[field],
    error: fields.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });

  return (
    <Section aria-label="The booking">
      <FormGrid $width="36rem" $gap="1.5rem" noValidate onSubmit={submit}>
        <FormAlert failure={failure} alertRef={alertRef} />
        <Choices {...fields.aria('packageType')}>
          <legend>Package</legend>
          {paidPackageTypes.map((type: PaidPackageType, index) => (
            <label key={type}>
              <input
                type="radio"
                name="packageType"
                id={index === 0 ? ids.packageType : undefined}
                value={type}
                checked={values.packageType === type}
                onChange={() => set('packageType', type)}
              />
              {packages[type].name} (${packages[type].price.toLocaleString('en-US')})
            </label>
          ))}
          <ErrorFor id={ids.packageType} error={fields.errors.packageType} />
        </Choices>
        <TextField {...text('name')} label="Client’s name" />
        <TextField {...text('email')} label="Client’s email" type="email" />
        <Choices {...fields.aria('payment')}>
          <legend>How it was paid</legend>
          {(Object.keys(payments) as OfflinePayment[]).map((payment, index) => (
            <label key={payment}>
              <input
                type="radio"
                name="payment"
                id={index === 0 ? ids.payment : undefined}
                value={payment}
                checked={values.payment === payment}
                onChange={() => set('payment', payment)}
              />
              {payments[payment]}
            </label>
          ))}
          <ErrorFor id={ids.payment} error={fields.errors.payment} />
        </Choices>
        <Muted>The client is emailed the link to schedule, as after a card payment.</Muted>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Booking'}
          </Button>
          <StandaloneLink to={paths.adminBookings}>Cancel</StandaloneLink>
        </div>
      </FormGrid>
    </Section>
  );
}
