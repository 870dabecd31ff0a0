import { KeepHyphenatedWords } from '@site/ui/typography';
import styled, { css } from 'styled-components';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { PackagesNow } from './package-list';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { boughtPackageName } from '@site/contracts/packages';
import { questionnaireSteps, questionnaireTimeShort } from '@site/contracts/questionnaire-steps';
import { paths, sessionMovePath, toPath } from '@site/contracts/routes';
import { sessionFormatLabels, sessionMessages } from '@site/contracts/sessions';
import {
  formatShortDate,
  formatTimeInZone,
  formatWeekdayDate,
  nearDayWord,
} from '@site/contracts/slots';
import { freeCallPreparation } from '@site/contracts/client-portal';
import { ButtonLink, buttonStyles, type ButtonVariant } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { eyebrowStyles } from '@site/ui/typography';
import { Card } from '../../../components/card';
import { secondaryButtonStyles } from '../../../components/secondary-button';
import { messageComposerId, writeToCoachAction } from './message-thread';
import { checkInAction, checkInId } from './check-in-form';
import { isFreeCall } from './free-call';
import { calendarFile } from '@site/contracts/calendar-file';
import { followUpAction, followUpId } from './extra-session-booking';
import {
  bookLabel,
  finishedPackage,
  nextStepPlan,
  ordinal,
  type DraftSteps,
  type NextStepPlan,
} from './next-step-rules';

const Highlight = styled(Card)`
  display: grid;
  gap: 0.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  p {
    margin: 0;
  }
`;

/** The card's title, a small label ("Next"): what is next is the line under it. */
const Title = styled.h2<{ $onDark?: boolean }>`
  && {
    ${eyebrowStyles}
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

/** What is next, said in one line: the card's most visible words. */
const Statement = styled.p`
  && {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.cardTitle};
    font-weight: 600;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.navy};
    text-wrap: balance;
  }
`;

/** The card's second actions beside its one gold action: navy on the white card. */
const secondary = css<{ $secondary?: boolean }>`
  ${({ $secondary }) => $secondary && secondaryButtonStyles}
`;

/** A link with the site's button look (the video call's page, a card further down, a file). */
const AnchorButton = styled.a<{ $variant?: ButtonVariant; $secondary?: boolean }>`
  ${buttonStyles}
  justify-self: start;
  ${secondary}
`;

const RouteButton = styled(ButtonLink)<{ $secondary?: boolean }>`
  justify-self: start;
  ${secondary}
`;

/** The card's actions: the one gold action first, the others navy on white beside it. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/**
 * What an action of the card is for. The cards below repeat none of them for the same package,
 * but they keep an action of another purpose even when it leads to the same page (the card's
 * "Move" moves the next session; a package's "Book Session 2" books another).
 */
export type NextPurpose =
  | 'join'
  | 'calendar'
  | 'move'
  | 'book'
  | 'questionnaire'
  /** Not a button: the free call's preparation, said in the card with its time. */
  | 'prepare'
  | 'check-in'
  | 'follow-up'
  | 'message';

/**
 * One action of the card: a page of the site, a place on this page, a file or another site.
 * `bookingId`: the package it acts on, when not the one the card is about (booking another
 * package's next session).
 */
type Action = { purpose: NextPurpose; label: string; bookingId?: number } & (
  | { kind: 'route'; to: string }
  | { kind: 'anchor'; href: string }
  | { kind: 'file'; href: string; download: string }
  | { kind: 'external'; href: string }
);

function ActionButton({ action, secondary = false }: { action: Action; secondary?: boolean }) {
  switch (action.kind) {
    case 'route':
      return (
        <RouteButton to={action.to} $secondary={secondary}>
          {action.label}
        </RouteButton>
      );
    case 'external':
      return (
        <AnchorButton href={action.href} rel="noreferrer" target="_blank" $secondary={secondary}>
          {action.label}
        </AnchorButton>
      );
    case 'file':
      return (
        <AnchorButton href={action.href} download={action.download} $secondary={secondary}>
          {action.label}
        </AnchorButton>
      );
    case 'anchor':
      return (
        <AnchorButton href={action.href} $secondary={secondary}>
          {action.label}
        </AnchorButton>
      );
  }
}

const scheduleOf = (pkg: PortalPackage) =>
  withAccessKey(toPath(paths.schedule, { bookingId: pkg.booking.id }), pkg.accessKey);

const questionnaireOf = (pkg: PortalPackage) =>
  withAccessKey(
    toPath(paths.questionnaireForBooking, { bookingId: pkg.booking.id }),
    pkg.accessKey,
  );

const packageName = (pkg: PortalPackage) => boughtPackageName(pkg.booking.packageType);

/** "All 5 sessions held" (or how many of them, when some were cancelled). */
const heldTitle = (held: number, total: number) =>
  held >= total
    ? `All ${total} ${total === 1 ? 'session' : 'sessions'} held`
    : `${held} of ${total} sessions held`;

/** A day in the card's one style, "Thu, Jan 14", with its year when that is not this year's. */
export function day(instant: string, zone: string, now: Date): string {
  const year = (at: Date | string) => formatShortDate(at, zone).slice(-4);
  const short = formatWeekdayDate(instant, zone);
  return year(instant) === year(now) ? short : `${short}, ${year(instant)}`;
}

/**
 * When a session is, as the card's heading says it: 'Today, 3:30 PM' or 'Tomorrow, 9:00 AM' when
 * it is that near (in his zone), else its day and time, 'Thu, Jan 14 · 3:30 PM'.
 */
export function sessionWhen(instant: string, zone: string, now: Date): string {
  const time = formatTimeInZone(instant, zone);
  const near = nearDayWord(instant, zone, now);
  return near ? `${near}, ${time}` : `${day(instant, zone, now)} · ${time}`;
}

/** What the card says for a plan: its heading, the line under it, and its one action. */
function wording(plan: NextStepPlan, zone: string, now: Date) {
  const name = packageName(plan.pkg);
  const total = plan.pkg.booking.sessionsTotal;
  // The free call is named as the call, never as a package's session.
  const call = isFreeCall(plan.pkg);
  const firstMeeting = call ? 'your call' : 'your first session';
  switch (plan.kind) {
    case 'session': {
      const { session } = plan;
      const format = session.format ? ` · ${sessionFormatLabels[session.format]}` : '';
      const calendar: Action = {
        kind: 'file',
        ...calendarFile({
          bookingId: plan.pkg.booking.id,
          sessionId: session.id,
          accessKey: plan.pkg.accessKey,
        }),
        label: 'Add to Calendar',
        purpose: 'calendar',
      };
      const join: Action | null = session.joinUrl
        ? { kind: 'external', href: session.joinUrl, label: 'Join', purpose: 'join' }
        : null;
      // A package's own session moves on its schedule page while it still can: the page opens
      // on moving this very session.
      const move: Action | null =
        session.canChange && session.kind === 'main'
          ? {
              kind: 'route',
              to: withAccessKey(
                sessionMovePath(plan.pkg.booking.id, session.id),
                plan.pkg.accessKey,
              ),
              label: 'Move',
              purpose: 'move',
            }
          : null;
      const title = `${call ? 'Your call' : 'Your next session'}: ${sessionWhen(session.startsAt, zone, now)}`;
      const detail = `${name}${format}${session.joinUrl ? '' : `. ${sessionMessages.joinLinkFollows}`}`;
      // The free call: how to prepare for it, said here with its time (its card then does not).
      const tip = call ? freeCallPreparation : null;
      if (call && plan.questionnaire) {
        // The free call's gold action is his questionnaire while it is unanswered; joining and
        // the calendar file stay within reach, secondary.
        return {
          title,
          detail,
          tip,
          action: {
            kind: 'route',
            to: questionnaireOf(plan.pkg),
            label: 'Start the Questionnaire',
            purpose: 'questionnaire',
          } as Action,
          more: [...(join ? [join] : []), calendar, ...(move ? [move] : [])],
          before: null,
        };
      }
      if (plan.book !== null) {
        // Nothing to join yet: booking his next session is what needs him; the calendar file
        // and Move stay within reach, secondary.
        return {
          title,
          detail,
          tip,
          action: {
            kind: 'route',
            to: scheduleOf(plan.book),
            label: bookLabel(plan.book.booking),
            purpose: 'book',
            bookingId: plan.book.booking.id,
          } as Action,
          more: [calendar, ...(move ? [move] : [])],
          before: plan.questionnaire ? questionnaireOf(plan.pkg) : null,
        };
      }
      return {
        title,
        detail,
        tip,
        action: join ?? calendar,
        more: [...(join ? [calendar] : []), ...(move ? [move] : [])],
        before: plan.questionnaire ? questionnaireOf(plan.pkg) : null,
      };
    }
    case 'questionnaire': {
      const steps = questionnaireSteps.length;
      // A statement, like the card's others; the button alone is the action (in Title Case).
      return plan.step === null
        ? {
            title: `Your questionnaire, before ${firstMeeting}`,
            detail: `${steps} short steps your coach reads before ${firstMeeting} (${name}).`,
            action: {
              kind: 'route',
              to: questionnaireOf(plan.pkg),
              label: 'Start the Questionnaire',
              purpose: 'questionnaire',
            } as const,
          }
        : {
            title: `Your questionnaire: step ${plan.step + 1} of ${steps}`,
            detail: `Your answers so far are kept in this browser. Your coach reads them before ${firstMeeting} (${name}).`,
            action: {
              kind: 'route',
              to: questionnaireOf(plan.pkg),
              label: 'Continue',
              purpose: 'questionnaire',
            } as const,
          };
    }
    case 'book': {
      // His questionnaire, when it is asked for this booking: the card's one secondary action.
      const more: Action[] = plan.questionnaire
        ? [
            {
              kind: 'route',
              to: questionnaireOf(plan.pkg),
              label: plan.step === null ? 'Start the Questionnaire' : 'Continue the Questionnaire',
              purpose: 'questionnaire',
            },
          ]
        : [];
      return {
        title: call
          ? 'Book your call'
          : total === 1
            ? 'Book your session'
            : `Book your ${ordinal(plan.ordinal)} of ${total} sessions`,
        detail: call
          ? `${name}: choose a time that suits you.`
          : `${name}: ${plan.pkg.booking.sessionsRemaining} of ${total} ${total === 1 ? 'session' : 'sessions'} still to book.`,
        action: {
          kind: 'route',
          to: scheduleOf(plan.pkg),
          label: 'Choose a Time',
          purpose: 'book',
        } as const,
        more,
      };
    }
    case 'check-in':
      return {
        title: 'Your check-in is due',
        detail: `A few lines on your week for your coach (${name}).`,
        action: {
          kind: 'anchor',
          href: `#${checkInId(plan.pkg.booking.id)}`,
          label: checkInAction,
          purpose: 'check-in',
        } as const,
      };
    case 'follow-up-later':
      return {
        title: heldTitle(plan.held, total),
        detail: `Your 15-minute follow-up call opens on ${day(plan.opensAt, zone, now)}. Until then, your coach answers your messages.`,
        action: {
          kind: 'anchor',
          href: `#${messageComposerId}`,
          label: writeToCoachAction,
          purpose: 'message',
        } as const,
      };
    case 'follow-up':
      return {
        title: heldTitle(plan.held, total),
        // What is left; the row below says the rest (how long, until when) and opens its times.
        detail: `One call is left in your ${name}: the follow-up.`,
        action: {
          kind: 'anchor',
          href: `#${followUpId(plan.pkg.booking.id)}`,
          label: followUpAction,
          purpose: 'follow-up',
        } as const,
      };
  }
}

/** Whether the Next card offers an action of this purpose (for this package, when given). */
export type NextOffers = (purpose: NextPurpose, bookingId?: number) => boolean;

/**
 * What the Next card offers, by purpose and package: a package's card and a row of "Between
 * Sessions" show their state where they would repeat one of its actions (the same purpose for the
 * same package), and keep their own actions otherwise. Nothing when no card stands.
 */
export function nextStepOffers(
  items: readonly PortalPackage[],
  zone: string,
  now: Date,
  drafts: DraftSteps = {},
): NextOffers {
  const plan = nextStepPlan(items, now, drafts);
  if (plan === null) return () => false;
  const {
    action,
    more = [],
    before = null,
    tip = null,
  } = wording(plan, zone, now) as {
    action: Action;
    more?: readonly Action[];
    before?: string | null;
    tip?: string | null;
  };
  const own = plan.pkg.booking.id;
  const offers: { purpose: NextPurpose; bookingId: number }[] = [action, ...more].map((one) => ({
    purpose: one.purpose,
    bookingId: one.bookingId ?? own,
  }));
  if (before !== null) offers.push({ purpose: 'questionnaire', bookingId: own });
  if (tip !== null) offers.push({ purpose: 'prepare', bookingId: own });
  return (purpose, bookingId) =>
    offers.some(
      (one) => one.purpose === purpose && (bookingId === undefined || bookingId === one.bookingId),
    );
}

/** Whether the card of what is next stands (the portal's section links then list it). */
export const hasNextStep = (
  items: readonly PortalPackage[],
  now: Date,
  drafts: DraftSteps = {},
): boolean => nextStepPlan(items, now, drafts) !== null;

/**
 * What is next, at the top of the portal: one line that says exactly what (his next session and
 * when in his time; the questionnaire and how far he got; which session to book; the check-in;
 * the follow-up call once every session is held) and its one action. Nothing when nothing waits.
 */
export function NextStep({ items, zone, now, drafts = {} }: PackagesNow & { drafts?: DraftSteps }) {
  const plan = nextStepPlan(items, now, drafts);
  if (plan === null) return null;
  const words: {
    title: string;
    detail: string;
    action: Action;
    more?: readonly Action[];
    before?: string | null;
    tip?: string | null;
  } = wording(plan, zone, now);
  const { title, detail, action, more = [], before = null, tip = null } = words;
  return (
    <Highlight
      aria-labelledby="portal-next-title"
      aria-describedby="portal-next-line"
      data-next-step={plan.kind}
    >
      <Title id="portal-next-title">Next</Title>
      <Statement id="portal-next-line">{title}</Statement>
      <p>
        <KeepHyphenatedWords>{detail}</KeepHyphenatedWords>
      </p>
      {tip && <p>{tip}</p>}
      {before && (
        <p>
          Before it: <Link to={before}>your questionnaire</Link> ({questionnaireTimeShort}).
        </p>
      )}
      {more.length === 0 ? (
        <ActionButton action={action} />
      ) : (
        <Actions>
          <ActionButton action={action} />
          {more.map((one) => (
            <ActionButton key={one.label} action={one} secondary />
          ))}
        </Actions>
      )}
    </Highlight>
  );
}

const Continue = styled(Card)`
  display: grid;
  gap: 0.75rem;

  h2,
  p {
    margin: 0;
  }
`;

/**
 * A client whose packages are all finished (every session held): the way to continue working
 * together, to the packages. Its button is gold unless the Next card (the follow-up call) has the
 * page's gold action.
 */
export function ContinueWorkingTogether({
  items,
  now,
  primary,
}: {
  items: readonly PortalPackage[];
  now: Date;
  primary: boolean;
}) {
  const finished = finishedPackage(items, now);
  if (finished === null) return null;
  return (
    <Continue aria-labelledby="portal-continue-title">
      <h2 id="portal-continue-title">Continue Working Together</h2>
      <p>
        Every session of your {packageName(finished)} is held. When you are ready for the next
        stretch, choose the package that fits it.
      </p>
      <RouteButton to={paths.consulting} $secondary={!primary}>
        See the Packages
      </RouteButton>
    </Continue>
  );
}
