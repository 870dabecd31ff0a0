/**
 * Everything that needs Stripe.js, loaded by the checkout page with a dynamic import so no other
 * page downloads it. `@stripe/stripe-js/pure` adds Stripe's script only when loadStripe is called.
 */
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { priceCents, type PaidPackageType } from '@site/contracts/packages';
import { theme } from '@site/ui/theme';
import { PaymentForm } from './payment-form';

export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey);
}

export function StripeCheckoutForm({
  stripe,
  packageType,
  initialName,
  initialEmail,
}: {
  stripe: Stripe;
  packageType: PaidPackageType;
  initialName: string;
  initialEmail: string;
}) {
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: priceCents(packageType),
        currency: 'usd',
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: theme.colors.navy,
            colorDanger: theme.colors.destructive,
            borderRadius: '8px',
          },
        },
      }}
    >
      <PaymentForm
        packageType={packageType}
        initialName={initialName}
        initialEmail={initialEmail}
      />
    </Elements>
  );
}
