import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@site/ui/router';
import { useQuery } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';
import {
  isPaidPackageType,
  packageParam,
  packages,
  withPackage,
  type PaidPackageType,
} from '@site/contracts/packages';
import { formatUsd } from '@site/contracts/money';
import { anchors, paths } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { PageMeta } from '@site/ui/page-meta';
import { useHttpRedirect, useServerRender } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import { BackLink } from '../components/back-link';
import { PageHeader } from '@site/ui/page-header';
import { Eyebrow } from '@site/ui/typography';
import styled, { css } from 'styled-components';
import { Card, PageBody, VisitorPage } from '../components/card';
import { LoadingStatus, Skeleton } from '../components/skeleton';
import { StatePanel } from '@site/ui/state-panel';
import { OrderDetails, OrderSummary } from '../features/packages/components/order-summary';
import { paymentsStatusQueryOptions } from '../features/payments/api/payments-status';
import { useHydrated } from '@site/ui/use-hydrated';
import type * as StripeModuleExports from '../features/payments/stripe';

type StripeModule = typeof StripeModuleExports;

type Loaded = { module: StripeModule; stripe: Stripe } | 'failed' | null;

/** Loads Stripe.js and the payment form only here, once the page runs in the browser. */
function useStripeCheckout(publishableKey: string, wanted: boolean): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import('../features/payments/stripe')
      .then(async (module) => {
        const stripe = await module.loadStripeJs(publishableKey);
        if (!stripe) throw new Error('Stripe.js did not start');
        if (!cancelled) setLoaded({ module, stripe });
      })
      .catch((error: unknown) => {
        console.error('Could not load the payment form', error);
        if (!cancelled) setLoaded('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, wanted, attempt]);
  return [
    loaded,
    () => {
      setLoaded(null);
      setAttempt((n) => n + 1);
    },
  ];
}

/* Two columns from a tablet (each about 21rem at 768 px, a phone's width and more: the card form
   and the summary read as they do on a phone), else one. */
const twoColumns = '@media (min-width: 48rem)';

/**
 * The checkout's parts. On a phone the page's header says what is bought and its price in a line,
 * the card form follows within the first screen, then the order summary and what the package
 * includes, as one card. Wider: that card on the left, the form beside it on the right, and the
 * header only the title (the summary says what is bought).
 */
const CheckoutGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'form' 'summary' 'details';
  align-items: start;

  ${twoColumns} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'summary form'
      'details form';
    column-gap: 1.5rem;
  }
`;

/* The summary and what the package includes read as one card: no border, corner or shadow
   where they meet (each one's shadow is cut off at the seam). */
const joinedTop = css`
  && {
    padding-bottom: 0.5rem;
    border-bottom: none;
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
    clip-path: inset(-3rem -3rem 0 -3rem);
  }
`;

const joinedBottom = css`
  && {
    padding-top: 1rem;
    border-top: none;
    border-top-left-radius: 0;
    border-top-right-radius: 0;
    clip-path: inset(0 -3rem -3rem -3rem);
  }
`;

/** Where the order summary stands, drawn or still loading: atop the joined card. */
const summaryPlace = css`
  grid-area: summary;
  ${joinedTop}
`;

/** Where what the package includes stands, drawn or still loading: the joined card's foot. */
const detailsPlace = css`
  grid-area: details;
  ${joinedBottom}
`;

const Summary = styled(OrderSummary)`
  ${summaryPlace}
`;

const Details = styled(OrderDetails)`
  ${detailsPlace}
`;

const FormCard = styled(Card)`
  grid-area: form;
  margin-bottom: 1.5rem;

  ${twoColumns} {
    margin-bottom: 0;
  }
`;

/* On a phone the header keeps to the title and the order in brief (the card form must follow
   within the first screen): the eyebrow shows from tablets up. Once the order summary stands
   beside the form (two columns), it says the package and its price: the header's line would
   say them a second time in the same screen, so the header keeps to its title. */
const CheckoutHeader = styled(PageHeader)`
  ${({ theme }) => theme.media.mobile} {
    ${Eyebrow} {
      display: none;
    }
  }

  ${twoColumns} {
    [data-lead] {
      display: none;
    }
  }
`;

/* The header's line: the package and its price, the whole order following the form. */
const InBrief = styled.p`
  strong {
    color: ${({ theme }) => theme.colors.ivory};
  }
`;

const SummarySkeleton = styled(Card)`
  ${summaryPlace}
`;

const DetailsSkeleton = styled(Card)`
  ${detailsPlace}
`;

function Preparing() {
  return (
    <CheckoutGrid>
      <SummarySkeleton aria-hidden="true">
        <Skeleton $height="2rem" $width="60%" />
        <div style={{ height: '1rem' }} />
        <Skeleton $height="3.5rem" />
      </SummarySkeleton>
      <FormCard aria-hidden="true">
        <Skeleton $height="2rem" $width="50%" />
        <div style={{ height: '1rem' }} />
        <Skeleton $height="26rem" />
      </FormCard>
      <DetailsSkeleton aria-hidden="true">
        <Skeleton $height="20rem" />
      </DetailsSkeleton>
    </CheckoutGrid>
  );
}

function Checkout({ packageType }: { packageType: PaidPackageType }) {
  const { stripePublishableKey } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mounted = useHydrated();
  const status = useQuery({ ...paymentsStatusQueryOptions(), enabled: mounted });
  const activated = status.data?.cardPaymentsEnabled === true && stripePublishableKey !== '';
  const [loaded, retry] = useStripeCheckout(stripePublishableKey, activated);
  // The site's settings carry a publishable key only while card payments are on (the shell's
  // server asks the API): without one, the server's first answer is the way to /stripe-setup, and
  // no visitor sees a checkout begin and then give way.
  const paymentsOff = stripePublishableKey === '' || (status.data !== undefined && !activated);
  const server = useServerRender();
  if (paymentsOff) server?.setRedirect(withPackage(paths.stripeSetup, packageType), 302);

  useEffect(() => {
    if (status.isError) {
      console.error('Could not check whether card payments are activated', status.error);
      navigate(withPackage(paths.stripeSetup, packageType), { replace: true });
    } else if (paymentsOff) {
      console.error('Card payments are not activated: sending the visitor to /stripe-setup');
      navigate(withPackage(paths.stripeSetup, packageType), { replace: true });
    }
  }, [status.isError, status.error, paymentsOff, navigate, packageType]);

  if (loaded === 'failed') {
    return (
      <StatePanel
        title="The Payment Form Could Not Load"
        actions={
          <Button type="button" onClick={retry}>
            Try Again
          </Button>
        }
      >
        <p>
          The secure payment form did not load. Please check your connection and try again; you have
          not been charged.
        </p>
      </StatePanel>
    );
  }

  // Card payments off: nothing of a checkout is drawn (neither its title nor its price) while the
  // browser goes on to /stripe-setup.
  if (paymentsOff)
    return (
      <>
        <LoadingStatus>One moment...</LoadingStatus>
        <Preparing />
      </>
    );

  return (
    <>
      <CheckoutHeader
        eyebrow="Secure checkout"
        title="Complete Your Purchase"
        lead={
          <InBrief>
            <strong>{packages[packageType].name}</strong> · {formatUsd(packages[packageType].price)}
          </InBrief>
        }
      />
      {loaded === null ? (
        <>
          <LoadingStatus>Preparing your checkout...</LoadingStatus>
          <Preparing />
        </>
      ) : (
        <CheckoutGrid>
          <Summary pack={packages[packageType]} />
          <FormCard>
            <loaded.module.StripeCheckoutForm
              stripe={loaded.stripe}
              packageType={packageType}
              initialName={searchParams.get('name') ?? ''}
              initialEmail={searchParams.get('email') ?? ''}
            />
          </FormCard>
          <Details pack={packages[packageType]} />
        </CheckoutGrid>
      )}
    </>
  );
}

/**
 * Without a package there is nothing to buy: back to the packages, by a redirect in the first
 * HTML (the browser never draws a page it leaves at once), or by the router after a click.
 */
function ToConsulting() {
  useHttpRedirect(paths.consulting, 302);
  const mounted = useHydrated();
  return mounted ? <Navigate to={paths.consulting} replace /> : null;
}

/**
 * /checkout?package=…&name=…&email=…: the order summary and the card form. Rendered in the
 * browser (the server sends the sized skeleton); an unknown package goes back to /consulting.
 */
export function CheckoutPage() {
  const { coachName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const packageType = searchParams.get(packageParam);
  return (
    <VisitorPage>
      <PageMeta
        title={`Checkout | ${coachName}`}
        description="Complete your consultation package purchase securely by card."
        noindex
      />
      {isPaidPackageType(packageType) ? (
        <PageBody>
          <BackLink to={`${paths.consulting}#${anchors.packages}`}>
            Back to Consulting Packages
          </BackLink>
          <Checkout packageType={packageType} />
        </PageBody>
      ) : (
        <ToConsulting />
      )}
    </VisitorPage>
  );
}
