import { Fragment } from 'react';
import { Arrow } from '@site/ui/arrow';
import { Link, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { discoveryCallPath, paths } from '@site/contracts/routes';
import { formatUsd } from '@site/contracts/money';
import { isPaidPackageType, packageParam, packages } from '@site/contracts/packages';
import { ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { Disclosure } from '@site/ui/disclosure';
import { narrowPageWidth, PageHeader } from '@site/ui/page-header';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { urlOf } from '@site/contracts/endpoints/define';
import { stripeWebhook } from '@site/contracts/endpoints/payments';
import { Actions, Prose } from '../components/layout';
import { packageRequestPath } from '../features/contact/components/contact-links';

/* The alert's sign, in the dark gold of a notice on a light ground. */
const AlertIcon = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.goldDark};
`;

/* The owner's alert: a quiet notice with a gold edge above his instructions, its title at the
   card-title size (a section's part, not a page's heading). */
const OwnerAlert = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin-bottom: 1rem;
  padding: 1rem clamp(1rem, 4vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.cardTitle};
    font-weight: 600;
    line-height: 1.3;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * A way through the Stripe Dashboard's menus, each step in bold with an arrow between (read
 * "Settings then Payment methods").
 */
function MenuPath({ steps }: { steps: string[] }) {
  return (
    <strong>
      {steps.map((step, index) => (
        <Fragment key={step}>
          {index > 0 && (
            <>
              {' '}
              <Arrow direction="right" />
              <VisuallyHidden>then</VisuallyHidden>{' '}
            </>
          )}
          {step}
        </Fragment>
      ))}
    </strong>
  );
}

/* The page reads as one centred column, not a column pushed to the left with the right of a wide
   screen left empty: a short page's width (`narrowPageWidth`, as the closing panels), so the
   notice's title sets in two lines, not three. */
const Column = styled(Container).attrs({
  $maxWidth: `calc(${narrowPageWidth} + 3rem)`,
})``;

/**
 * An address or an event's name in code: where it is longer than its line (on a phone), it breaks
 * after a dot or a slash, or before an underscore, never inside a word.
 */
function Code({ children }: { children: string }) {
  const parts = children.split(/(?<=[./])|(?=_)/);
  return (
    <code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** What the owner's instructions are called, on their disclosure and as their region's name. */
export const OWNER_INSTRUCTIONS_TITLE = 'For the site’s owner: turning on card payments';

/** A code chip and the punctuation after it, kept on one line: a line never starts with a comma. */
const WithPunctuation = styled.span`
  white-space: nowrap;
`;

/* The owner's instructions, closed until the owner opens them: a visitor reads one line that
   plainly is not for him, not pages of keys and dashboards. */
const OwnerSection = styled.section`
  margin-bottom: clamp(3rem, 8vw, 5rem);
`;

const OwnerDisclosure = styled(Disclosure)`
  padding-inline: clamp(1rem, 4vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  > summary {
    padding-block: 1rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.cardTitle};
    font-weight: 600;
    line-height: 1.3;
  }

  &[open] > summary {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    margin-bottom: 1rem;
  }
`;

const Body = styled(Prose)`
  code {
    padding: 0.1rem 0.35rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};

    /* A name, key or number moves to the next line whole where it fits there; only one longer
       than the line (the webhook's address on a phone) breaks: where <Code> lets it, else
       anywhere. */
    display: inline-block;
    max-width: 100%;
    overflow-wrap: anywhere;
  }

  /* The variables' names are never broken: the table gives their column the longest name's
     width. */
  td:first-child code {
    overflow-wrap: normal;
  }

  table {
    width: 100%;
    margin-bottom: 1.25rem;
    border-collapse: collapse;
    font-size: 0.95rem;
  }

  th,
  td {
    padding: 0.6rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* On phones each variable becomes a small block instead of a cramped three-column row. */
  ${({ theme }) => theme.media.mobile} {
    thead {
      display: none;
    }

    tr,
    td {
      display: block;
    }

    tr {
      padding-block: 0.75rem;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td {
      padding: 0.2rem 0;
      border: 0;
    }

    td:nth-child(2)::before {
      content: 'Set for: ';
      font-weight: 700;
    }
  }
`;

/**
 * Where a paid package leads when it cannot be charged (card payments are not switched on yet).
 * A visitor sees first, in his own words, what he can do instead (book the free discovery call,
 * send a message); below, in a section of its own for the site's owner, the alert 'Payment Methods
 * Not Activated' and, behind a disclosure, how to switch card payments on.
 */
export function StripeSetupPage() {
  const { coachName, siteOrigin } = useSiteSettings();
  // The package he chose on the way here, named so his choice is not lost, and carried to the
  // message he may send instead.
  const [searchParams] = useSearchParams();
  const param = searchParams.get(packageParam);
  const chosen = isPaidPackageType(param) ? param : null;
  const webhookUrl = new URL(urlOf(stripeWebhook), siteOrigin).toString();
  return (
    <Column>
      <PageMeta
        title={`Begin Your Package | ${coachName}`}
        description="Card payments are not open yet: book a free discovery call or send a message to begin your package."
        noindex
      />
      {/* What a visitor can do instead, first on the page and in his words: the site's page
          header, with its buttons. */}
      <PageHeader
        title={chosen ? 'Let’s Set Up Your Package Together' : 'Let’s Begin Together'}
        lead={
          <p>
            {chosen && (
              <>
                You chose the{' '}
                <strong>
                  {packages[chosen].name} ({formatUsd(packages[chosen].price)})
                </strong>
                .{' '}
              </>
            )}
            Card payments are not available on this site yet, so packages cannot be paid for online
            today. You can still begin: book a free 15-minute discovery call, or send me a message
            and I will help you book your package directly.
          </p>
        }
        actions={
          <>
            <ButtonLink to={discoveryCallPath}>Book a Free Discovery Call</ButtonLink>
            <ButtonLink to={chosen ? packageRequestPath(chosen) : paths.connect} $variant="outline">
              Send a Message
            </ButtonLink>
          </>
        }
      />
      <OwnerSection aria-label={OWNER_INSTRUCTIONS_TITLE}>
        {/* The payment account's state, said to the owner under the visitor's choices: the sign
            and the alert's words, then his instructions. */}
        <OwnerAlert role="alert" aria-labelledby="payment-alert-title">
          <AlertIcon
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M12 7v6m0 3.5v.01"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </AlertIcon>
          <div>
            <h2 id="payment-alert-title">Payment Methods Not Activated</h2>
            <p>
              For the site’s owner: card payments are switched off until the steps below are done.
            </p>
          </div>
        </OwnerAlert>
        <OwnerDisclosure summary={OWNER_INSTRUCTIONS_TITLE}>
          <Body>
            <p>
              This site cannot take card payments yet: the payment account is not connected or card
              payments are not enabled on it. The steps below are for the site owner.
            </p>
            <h3>Steps to enable card payments</h3>
            <ol>
              <li>
                Sign in to the Stripe Dashboard, or create a Stripe account for the business if you
                do not have one yet.
              </li>
              <li>
                Activate the account: complete the business profile, add the bank account that
                receives payouts and verify the owner’s identity (see the requirements below).
              </li>
              <li>
                In <MenuPath steps={['Settings', 'Payment methods']} />, make sure{' '}
                <strong>Cards</strong> is turned on. Wallets such as Apple Pay and Google Pay can be
                enabled there too; the payment form offers whatever is enabled.
              </li>
              <li>
                In <MenuPath steps={['Developers', 'API keys']} />, copy the{' '}
                <strong>publishable key</strong> and the <strong>secret key</strong>.
              </li>
              <li>
                In <MenuPath steps={['Developers', 'Webhooks']} />, add an endpoint for{' '}
                <Code>{webhookUrl}</Code> with the events <Code>payment_intent.succeeded</Code> and{' '}
                <WithPunctuation>
                  <Code>payment_intent.payment_failed</Code>,
                </WithPunctuation>{' '}
                then copy its <strong>signing secret</strong>.
              </li>
              <li>Set the environment variables below and restart the site.</li>
              <li>
                Book the single session yourself with a test card (in test mode,{' '}
                <WithPunctuation>
                  <code>4242 4242 4242 4242</code>,
                </WithPunctuation>{' '}
                any future date, any CVC) and check that the booking reaches the scheduling page.
              </li>
            </ol>

            <h3>Environment variables to set</h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">Variable</th>
                  <th scope="col">Where</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <code>STRIPE_SECRET_KEY</code>
                  </td>
                  <td>API</td>
                  <td>
                    The secret key, <code>sk_test_…</code> or{' '}
                    <WithPunctuation>
                      <code>sk_live_…</code>.
                    </WithPunctuation>{' '}
                    Without it, paid packages cannot be booked and visitors arrive on this page.
                  </td>
                </tr>
                <tr>
                  <td>
                    <code>STRIPE_WEBHOOK_SECRET</code>
                  </td>
                  <td>API</td>
                  <td>
                    The webhook’s signing secret,{' '}
                    <WithPunctuation>
                      <code>whsec_…</code>.
                    </WithPunctuation>{' '}
                    It confirms payments; without it paid bookings stay pending until the visitor
                    returns to the success page.
                  </td>
                </tr>
                <tr>
                  <td>
                    <code>STRIPE_PUBLISHABLE_KEY</code>
                  </td>
                  <td>Site (shell server)</td>
                  <td>
                    The publishable key, <code>pk_test_…</code> or{' '}
                    <WithPunctuation>
                      <code>pk_live_…</code>,
                    </WithPunctuation>{' '}
                    which the payment form in the browser uses.
                  </td>
                </tr>
              </tbody>
            </table>
            <p>
              The free 15-minute strategy call does not use Stripe and works without any of these.
            </p>

            <h3>Account requirements</h3>
            <ul>
              <li>
                The legal business type and name, its address and, where applicable, its tax ID.
              </li>
              <li>A bank account in the business’s name for payouts.</li>
              <li>
                Identity verification of the account owner (and of significant owners, if any).
              </li>
              <li>
                This website’s address, a description of what is sold (coaching and consulting
                sessions), and a support email or phone number customers can reach.
              </li>
              <li>
                A statement descriptor: the short name customers see on their card statements.
              </li>
              <li>
                Public refund and cancellation terms (this site’s{' '}
                <Link to={paths.termsOfService}>terms of service</Link> already state them).
              </li>
            </ul>

            <h3>Test mode and live mode</h3>
            <p>
              Stripe keeps two separate environments. In <strong>test mode</strong> (keys starting{' '}
              <code>pk_test_</code> and{' '}
              <WithPunctuation>
                <code>sk_test_</code>)
              </WithPunctuation>{' '}
              no real money moves: use Stripe’s test cards to rehearse the whole booking flow. In{' '}
              <strong>live mode</strong> (keys starting <code>pk_live_</code> and{' '}
              <WithPunctuation>
                <code>sk_live_</code>)
              </WithPunctuation>{' '}
              real cards are charged, and live mode is only available once the account is activated.
            </p>
            <p>
              The publishable key, the secret key and the webhook signing secret must all come from
              the same mode; each mode has its own webhook endpoint and signing secret. Switch to
              live keys only after a successful test booking.
            </p>

            <Actions>
              <ButtonLink to={paths.consulting}>Back to Consulting</ButtonLink>
            </Actions>
          </Body>
        </OwnerDisclosure>
      </OwnerSection>
    </Column>
  );
}
