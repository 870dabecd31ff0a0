import styled, { type DefaultTheme } from 'styled-components';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';

export type Tone = 'success' | 'waiting' | 'problem';

interface Headline {
  /** The page's <h1>; its title is this text (without "!") and the coach's name. */
  heading: string;
  lead: string;
  tone: Tone;
}

/** The heading, words and icon of each state: one state, one message, never two that disagree. */
export function paymentHeadline(outcome: PaymentOutcome): Headline {
  switch (outcome.kind) {
    case 'confirmed':
      return {
        heading: 'Payment Successful!',
        lead: 'Thank you for trusting me with this work. I am genuinely looking forward to meeting you.',
        tone: 'success',
      };
    case 'checking':
      return {
        heading: 'Confirming Your Payment',
        lead: 'This takes a moment. Please keep this page open.',
        tone: 'waiting',
      };
    case 'processing':
      return {
        heading: 'Your Payment Is Being Confirmed',
        lead: 'Your bank has not finished confirming it yet. Nothing else is needed from you.',
        tone: 'waiting',
      };
    case 'failed':
      return {
        heading: 'Your Payment Did Not Go Through',
        lead: 'Your card was not charged and no session was booked.',
        tone: 'problem',
      };
    case 'unconfirmed':
      return {
        heading: 'We Couldn’t Confirm Your Payment Yet',
        lead: 'Your payment may still have gone through: here is what to do.',
        tone: 'problem',
      };
  }
}

export const paymentPageTitle = (outcome: PaymentOutcome) =>
  paymentHeadline(outcome).heading.replace(/!$/, '');

const toneColor = (theme: DefaultTheme, tone: Tone) =>
  tone === 'success'
    ? theme.colors.success
    : tone === 'waiting'
      ? theme.colors.goldDark
      : theme.colors.destructive;

/* On the navy page header: light tints of the same three tones (each above 3:1 on navy). */
const toneColorOnDark = (theme: DefaultTheme, tone: Tone) =>
  tone === 'success' ? '#8fd6ad' : tone === 'waiting' ? theme.colors.goldLight : '#f4a49b';

const Icon = styled.svg<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};

  [data-page-header] & {
    color: ${({ theme, $tone }) => toneColorOnDark(theme, $tone)};
  }
`;

const paths: Record<Tone, string> = {
  success: 'm7.5 12.5 3 3 6-6.5',
  waiting: 'M12 7v5l3 2',
  problem: 'M12 7v6M12 16.5v.5',
};

/** The state's icon: a check, a clock or an exclamation mark, in a circle. */
export function PaymentIcon({ outcome }: { outcome: PaymentOutcome }) {
  return <ToneIcon tone={paymentHeadline(outcome).tone} />;
}

/** A check (success), a clock (waiting) or an exclamation mark (problem), in a circle. */
export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <Icon
      $tone={tone}
      width="56"
      height="56"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-tone={tone}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={paths[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
