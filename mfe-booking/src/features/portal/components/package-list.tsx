import { freeCallPreparation } from '@site/contracts/client-portal';
import styled from 'styled-components';
import {
  bookLabel,
  questionnaireAsked,
  questionnaireReceivedOn,
  type DraftSteps,
} from './next-step-rules';
import { nextStepOffers, type NextOffers } from './next-step';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { extraSessionLabels } from '@site/contracts/package-promises';
import { boughtPackageName, packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { isActiveSession, sessionFormatLabels, sessionMessages } from '@site/contracts/sessions';
import { sessionsHeld } from '@site/contracts/questionnaire-ahead';
import { formatDate, formatTimeWhole } from '@site/contracts/slots';
import { Disclosure } from '@site/ui/disclosure';
import { Card } from '../../../components/card';
import { useSiteSettings } from '@site/ui/site-settings';
import { PackageIncludes } from './package-includes';
import { SecondaryButtonLink } from '../../../components/secondary-button';
import { QuestionnaireReceived } from '../../../components/questionnaire-received';
import { isFreeCall, packageTitleId } from './free-call';

const Sessions = styled.ul`
  list-style: none;
  margin: 0.5rem 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;

  li {
    padding: 0.6rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    overflow-wrap: anywhere;
  }
`;

/**
 * The sessions held: a line, not a box per session; a paragraph of the card like the lines above
 * it, so the rule of the disclosure under it stands as far below it as they stand apart.
 */
const PastLine = styled.p`
  overflow-wrap: anywhere;
`;

/** The call's time: a line of the card, not a box inside it. */
const CallTime = styled.p`
  overflow-wrap: anywhere;
`;

const PastList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-block: 0.15rem;
  }
`;

/** An extra session's name after its time (a follow-up call, an emergency session), to come or past. */
const kindText = (session: PortalPackage['booking']['sessions'][number]): string =>
  session.kind && session.kind !== 'main' ? ` (${extraSessionLabels[session.kind]})` : '';

const when = (instant: string, zone: string) =>
  `${formatDate(instant, zone)} at ${formatTimeWhole(instant, zone)}`;

type Session = PortalPackage['booking']['sessions'][number];

/** A past session in words: its time and its kind. */
const pastText = (session: Session, zone: string) =>
  `${when(session.startsAt, zone)}${kindText(session)}`;

/**
 * The sessions held: one line for the latest, the others behind a disclosure. A free call's line
 * names the call.
 */
function PastSessions({
  past,
  zone,
  call = false,
}: {
  past: readonly Session[];
  zone: string;
  call?: boolean;
}) {
  const newestFirst = [...past].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  const [latest, ...earlier] = newestFirst;
  if (!latest) return null;
  return (
    <>
      <PastLine>
        <strong>
          {call ? 'Your call:' : past.length === 1 ? 'Past session:' : 'Last session:'}
        </strong>{' '}
        {pastText(latest, zone)}
      </PastLine>
      {earlier.length > 0 && (
        <Disclosure summary={`All ${past.length} past sessions`}>
          <PastList aria-label="Past sessions">
            {newestFirst.map((session) => (
              <li key={session.id}>{pastText(session, zone)}</li>
            ))}
          </PastList>
        </Disclosure>
      )}
    </>
  );
}

/**
 * A package's two ways to its sessions page, each named by its purpose (null when it has none):
 * `book`, while a session is left to book, names the one it books ("Book Your First Session",
 * then "Book Session 2"); `change`, while a session to come can still move, moves or cancels it.
 */
export function sessionsActions(
  booking: PortalPackage['booking'],
  upcoming: readonly Session[],
): { book: string | null; change: string | null } {
  // The free call is one call: booked again after a cancellation, moved or cancelled as the call.
  const call = booking.packageType === 'strategy-call';
  return {
    book: !booking.canSchedule || booking.sessionsRemaining === 0 ? null : bookLabel(booking),
    change: !upcoming.some((session) => session.canChange)
      ? null
      : call
        ? 'Move or Cancel Your Call'
        : 'Move or Cancel Sessions',
  };
}

/** Where his questionnaire stands, said where the Next card holds the way to it. */
function questionnaireState(step: number | null | undefined): string {
  return step === null || step === undefined
    ? 'Questionnaire: not started yet.'
    : `Questionnaire: step ${step + 1} of ${questionnaireSteps.length}, saved in this browser.`;
}

/**
 * One purchase: its sessions (to come and past, with the join link), credits, and promises. An
 * action the Next card already offers for this package (`offered`: the same purpose, such as
 * booking its next session or its questionnaire) is not repeated here: the card says its state
 * instead. One of another purpose stays, even when it leads to the same page.
 */
function PackageCard({
  pkg,
  zone,
  now,
  offered,
  draftStep,
  asked,
  received,
  client,
}: {
  pkg: PortalPackage;
  zone: string;
  now: Date;
  offered: NextOffers;
  draftStep: number | null | undefined;
  /** His questionnaire is asked for this booking unless the Next card asks for it. */
  asked: boolean;
  /** His questionnaire, answered once for all his bookings, is said received on this card. */
  received: boolean;
  /** He holds a package too: his free call is no longer about whether to work together. */
  client: boolean;
}) {
  const { booking } = pkg;
  const upcoming = booking.sessions.filter(
    (session) => isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
  );
  // The sessions that took place. A cancelled one is never called past (one cancelled next week
  // did not happen last week), nor kept: its credit went back to the package, which says so.
  const past = booking.sessions.filter(
    (session) => session.status !== 'cancelled' && !upcoming.includes(session),
  );
  const closed = booking.status === 'refunded' || booking.status === 'cancelled';
  /** Every session booked and held: nothing left to book, move or cancel, nor to prepare for. */
  const finished = booking.sessionsRemaining === 0 && upcoming.length === 0;
  const scheduleLink = withAccessKey(
    toPath(paths.schedule, { bookingId: booking.id }),
    pkg.accessKey,
  );
  const questionnaireLink = withAccessKey(
    toPath(paths.questionnaireForBooking, { bookingId: booking.id }),
    pkg.accessKey,
  );
  // Done: its state, "Questionnaire received", with the way back to his answers, a line above
  // the actions of one card only (`received`): he answers it once for all his bookings. Not yet:
  // asked for once in the portal, and only before a first session is held (after it, it prepares
  // nothing): where the Next card holds the way to it for this booking, this card says how far
  // he got; where it holds none, the one card `asked` offers it.
  const questionnaire = offered('questionnaire', booking.id) ? (
    <p>{questionnaireState(draftStep)}</p>
  ) : asked && !offered('questionnaire') ? (
    <SecondaryButtonLink to={questionnaireLink}>Complete Your Questionnaire</SecondaryButtonLink>
  ) : null;
  const call = isFreeCall(pkg);
  // The free call is one call: when the Next card shows it (its time, how to join, Add to
  // Calendar, Move), this card keeps what the card does not say, and its other action, Cancel.
  const callAbove = call && offered('calendar', booking.id);
  const actions = sessionsActions(booking, upcoming);
  const sessions =
    callAbove && offered('move', booking.id) && actions.change
      ? { ...actions, change: 'Cancel Your Call' }
      : actions;
  const book = offered('book', booking.id) ? null : sessions.book;
  const titleId = packageTitleId(booking.id);
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{call ? 'Your Call' : boughtPackageName(booking.packageType)}</h2>
      {call ? (
        <CallLines
          booking={booking}
          upcoming={upcoming}
          closed={closed}
          zone={zone}
          timeAbove={callAbove}
          preparedAbove={offered('prepare', booking.id)}
          client={client}
        />
      ) : (
        <>
          {closed ? (
            <p>
              {booking.status === 'refunded'
                ? 'This package has been refunded.'
                : 'This package has been cancelled.'}
            </p>
          ) : booking.sessionsRemaining === 0 &&
            booking.sessionsTotal > 1 &&
            sessionsHeld(booking, now) >= booking.sessionsTotal ? (
            // Said as what he has done, not as "0 of 10 left".
            <p>All {booking.sessionsTotal} sessions held.</p>
          ) : (
            <p>
              {booking.sessionsRemaining} of {booking.sessionsTotal}{' '}
              {booking.sessionsTotal === 1 ? 'session' : 'sessions'} left to book.
            </p>
          )}
          {upcoming.length === 0 ? (
            <p>
              <strong>Sessions to come:</strong> none booked.
            </p>
          ) : (
            <>
              <h3>Sessions to Come</h3>
              <Sessions>
                {upcoming.map((session) => (
                  <li key={session.id}>
                    <SessionLines session={session} zone={zone} />
                  </li>
                ))}
              </Sessions>
            </>
          )}
        </>
      )}
      {past.length > 0 && <PastSessions past={past} zone={zone} call={call} />}
      <PackageIncludes pkg={pkg} zone={zone} now={now} />
      {received && <QuestionnaireReceived answersTo={questionnaireLink} />}
      {!closed && !finished && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          {book && <SecondaryButtonLink to={scheduleLink}>{book}</SecondaryButtonLink>}
          {sessions.change && (
            <SecondaryButtonLink to={scheduleLink}>{sessions.change}</SecondaryButtonLink>
          )}
          {questionnaire}
        </div>
      )}
    </Card>
  );
}

/** A session to come: when, its kind and format, and its join link (or when it comes). */
function SessionLines({ session, zone }: { session: Session; zone: string }) {
  return (
    <>
      {when(session.startsAt, zone)}
      {session.status === 'rescheduled' ? ' (moved)' : ''}
      {kindText(session)}
      {session.format && ` · ${sessionFormatLabels[session.format]}`}
      <br />
      {session.joinUrl ? (
        <a href={session.joinUrl} rel="noreferrer" target="_blank">
          Join the session
        </a>
      ) : (
        sessionMessages.joinLinkFollows
      )}
    </>
  );
}

/**
 * The free call's lines: what the call is (no credits: it is one call), when it is, and how to
 * prepare for it, in the card itself rather than a box of its own.
 */
function CallLines({
  booking,
  upcoming,
  closed,
  zone,
  timeAbove,
  preparedAbove,
  client,
}: {
  booking: PortalPackage['booking'];
  upcoming: readonly Session[];
  closed: boolean;
  zone: string;
  /** The Next card says when the call is and how to join it: this card does not repeat it. */
  timeAbove: boolean;
  /** The Next card says how to prepare for it, with its time: this card does not repeat it. */
  preparedAbove: boolean;
  client: boolean;
}) {
  const { coachName } = useSiteSettings();
  const coach = coachName || 'your coach';
  if (closed) return <p>This call has been cancelled.</p>;
  return (
    <>
      {client ? (
        // He works with the coach already: the call is their first conversation, not a sale.
        <p>
          Our first conversation: a free {packages[booking.packageType].sessionMinutes}-minute video
          call with {coach}.
        </p>
      ) : (
        <p>
          A free {packages[booking.packageType].sessionMinutes}-minute video call with {coach}, to
          see whether working together fits.
        </p>
      )}
      {!timeAbove &&
        upcoming.map((session) => (
          <CallTime key={session.id}>
            <SessionLines session={session} zone={zone} />
          </CallTime>
        ))}
      {upcoming.length > 0 && !preparedAbove && <p>{freeCallPreparation}</p>}
    </>
  );
}

/** A client's packages as the portal shows them: in his zone, at this moment. */
export type PackagesNow = { items: readonly PortalPackage[]; zone: string; now: Date };

/** Every purchase of the person, newest first (the API's order). */
export function PackageList({
  items,
  zone,
  now,
  drafts = {},
}: PackagesNow & { drafts?: DraftSteps }) {
  const offered = nextStepOffers(items, zone, now, drafts);
  const asked = questionnaireAsked(items, now);
  const received = questionnaireReceivedOn(items, now);
  const client = items.some(
    (pkg) =>
      !isFreeCall(pkg) && pkg.booking.status !== 'refunded' && pkg.booking.status !== 'cancelled',
  );
  if (items.length === 0)
    return (
      <Card>
        <p>There are no bookings for this address yet.</p>
      </Card>
    );
  return (
    <>
      {items.map((pkg) => (
        <PackageCard
          key={pkg.booking.id}
          pkg={pkg}
          zone={zone}
          now={now}
          offered={offered}
          draftStep={drafts[pkg.booking.id]}
          asked={asked !== null && asked.booking.id === pkg.booking.id}
          received={received !== null && received.booking.id === pkg.booking.id}
          client={client}
        />
      ))}
    </>
  );
}
