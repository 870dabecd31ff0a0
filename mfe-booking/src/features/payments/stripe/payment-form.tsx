import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { packages, type PaidPackageType, withPackage } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { createPaymentIntentSchema } from '@site/contracts/schemas/create-payment-intent';
import { Button } from '@site/ui/button';
import { useFieldErrors, validateFields, type FieldErrors } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { isApiStatus, apiErrorMessage } from '../../../lib/api-error-message';
import { formatUsd } from '@site/contracts/money';
import { createPaymentIntent, newIdempotencyKey } from '../api/create-payment-intent';
import { NameAndEmailFields } from '../../../components/form-field';

const missingInformation = {
  title: 'Missing Information',
  description: 'Please provide your name and email address.',
} as const;

/** The form's fields, in its order (the focus goes to the first refused). */
const ids = { name: 'checkout-name', email: 'checkout-email' } as const;
type CheckoutField = keyof typeof ids;

/** What an empty field says under itself, beside the toast that names them both. */
const emptyMessages: Record<CheckoutField, string> = {
  name: 'Please enter your full name.',
  email: 'Please enter your email address.',
};

/**
 * Name, email and Stripe's Payment Element (deferred intent). On submit: check the fields, let
 * the element validate, create the booking and its PaymentIntent with the typed name and email,
 * then confirm; Stripe sends the visitor on to the success page. A failed confirmation keeps the
 * same booking and intent for the next try.
 */
export function PaymentForm({
  packageType,
  initialName,
  initialEmail,
}: {
  packageType: PaidPackageType;
  initialName: string;
  initialEmail: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  /** Set before the first await of a submit, so a second click in the same tick does nothing. */
  const busy = useRef(false);
  const intent = useRef<{ for: string; clientSecret: string } | null>(null);
  /** One idempotency key per checkout attempt (these details): a retry reuses it. */
  const attempt = useRef<{ for: string; idempotencyKey: string } | null>(null);
  const price = packages[packageType].price;
  // Each refusal is said at its field too (and the focus taken there), not in the toast alone.
  const fields = useFieldErrors(ids);

  async function clientSecretFor(input: { name: string; email: string }): Promise<string | null> {
    const key = JSON.stringify([packageType, input.name, input.email]);
    if (intent.current?.for === key) return intent.current.clientSecret;
    if (attempt.current?.for !== key)
      attempt.current = { for: key, idempotencyKey: newIdempotencyKey() };
    try {
      const created = await createPaymentIntent({
        packageType,
        ...input,
        idempotencyKey: attempt.current.idempotencyKey,
      });
      if (!created.clientSecret) {
        console.error('The payment intent came back without a client secret', created);
        return null;
      }
      intent.current = { for: key, clientSecret: created.clientSecret };
      return created.clientSecret;
    } catch (error) {
      if (isApiStatus(error, 400)) {
        toast({
          title: 'Payment Failed',
          description: apiErrorMessage(error, missingInformation.description),
          variant: 'destructive',
        });
        return '';
      }
      console.error('Could not create the payment intent', error);
      return null;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    if (!name.trim() || !email.trim()) {
      const empty: FieldErrors<CheckoutField> = {};
      if (!name.trim()) empty.name = emptyMessages.name;
      if (!email.trim()) empty.email = emptyMessages.email;
      fields.refuse(empty);
      toast({ ...missingInformation, variant: 'destructive' });
      return;
    }
    // Disabled before anything is awaited: a double click sends one request.
    busy.current = true;
    setProcessing(true);
    try {
      const checked = validateFields(createPaymentIntentSchema, { packageType, name, email });
      if (!checked.value) {
        // Said at the refused field, and the first refusal in the toast.
        fields.refuse(checked.errors);
        const message = Object.values(checked.errors)[0] ?? missingInformation.description;
        toast({ title: 'Missing Information', description: message, variant: 'destructive' });
        return;
      }
      fields.clear();
      const input = { name: checked.value.name, email: checked.value.email };
      const { error: elementError } = await elements.submit();
      if (elementError) {
        toast({
          title: 'Payment Failed',
          description: elementError.message ?? 'Please check your card details.',
          variant: 'destructive',
        });
        return;
      }
      const clientSecret = await clientSecretFor(input);
      if (clientSecret === null) {
        navigate(withPackage(paths.stripeSetup, packageType));
        return;
      }
      if (clientSecret === '') return;
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: {
          return_url: `${window.location.origin}${paths.consultationSuccess}`,
          receipt_email: input.email,
        },
      });
      // Only reached when the confirmation failed; on success Stripe redirects to return_url.
      toast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment could not be completed. Please try again.',
        variant: 'destructive',
      });
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="payment-details">
      <h2 id="payment-details">Payment Details</h2>
      <NameAndEmailFields
        ids={ids}
        name={name}
        email={email}
        onName={setName}
        onEmail={setEmail}
        errors={fields.errors}
      />
      <div style={{ marginBlock: '1rem 1.5rem' }}>
        <PaymentElement onReady={() => setElementReady(true)} />
      </div>
      <Button
        type="submit"
        style={{ width: '100%' }}
        disabled={!stripe || !elements || !elementReady || processing}
        aria-busy={processing}
      >
        {processing ? 'Processing...' : `Complete Purchase - ${formatUsd(price)}`}
      </Button>
    </form>
  );
}
