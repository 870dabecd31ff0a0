import styled from 'styled-components';
import { offersQuestionnaire, type DraftSteps } from './next-step-rules';
import { nextStepOffers, type NextOffers } from './next-step';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { extraSessionLabels } from '@site/contracts/package-promises';
import { boughtPackageName } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { isActiveSession, sessionFormatLabels, sessionMessages } from '@site/contracts/sessions';
import { formatDate, formatTime } from '@site/contracts/slots';
import { Disclosure } from '@site/ui/disclosure';
import { Link } from '@site/ui/router';
import { Card } from '../../../components/card';
import { PackageIncludes } from './package-includes';
import { SecondaryButtonLink } from '../../../components/secondary-button';

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

/** A link in words, for an action already done. */
const QuietLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** The sessions held: a line, not a box per session. */
const PastLine = styled.div`
  margin: 0 0 0.75rem;
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
  `${formatDate(instant, zone)} at ${formatTime(instant, zone)}`;

type Session = PortalPackage['booking']['sessions'][number];

/** A past session in words: its time, its kind, whether it was cancelled. */
const pastText = (session: Session, zone: string) =>
  `${when(session.startsAt, zone)}${kindText(session)}${session.status === 'cancelled' ? ' (cancelled)' : ''}`;

/** The sessions held: one line for the latest, the others behind a disclosure. */
function PastSessions({ past, zone }: { past: readonly Session[]; zone: string }) {
  const newestFirst = [...past].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  const [latest, ...earlier] = newestFirst;
  if (!latest) return null;
  return (
    <PastLine>
      <strong>{past.length === 1 ? 'Past session:' : 'Last session:'}</strong>{' '}
      {pastText(latest, zone)}
      {earlier.length > 0 && (
        <Disclosure summary={`All ${past.length} past sessions`}>
          <PastList aria-label="Past sessions">
            {newestFirst.map((session) => (
              <li key={session.id}>{pastText(session, zone)}</li>
            ))}
          </PastList>
        </Disclosure>
      )}
    </PastLine>
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
  const number = booking.sessionsTotal - booking.sessionsRemaining + 1;
  return {
    book:
      !booking.canSchedule || booking.sessionsRemaining === 0
        ? null
        : number === 1
          ? 'Book Your First Session'
          : `Book Session ${number}`,
    change: upcoming.some((session) => session.canChange) ? 'Move or Cancel Sessions' : null,
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
}: {
  pkg: PortalPackage;
  zone: string;
  now: Date;
  offered: NextOffers;
  draftStep: number | null | undefined;
}) {
  const { booking } = pkg;
  const upcoming = booking.sessions.filter(
    (session) => isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
  );
  const past = booking.sessions.filter((session) => !upcoming.includes(session));
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
  // Done: a quiet link back to his answers. Not yet: asked for only before his first session is
  // held (after it, it prepares nothing), as a button unless the Next card holds the way to it.
  const questionnaire = pkg.questionnaireCompleted ? (
    <QuietLink to={questionnaireLink}>Your Questionnaire (Completed)</QuietLink>
  ) : !offersQuestionnaire(pkg, now) ? null : offered('questionnaire', booking.id) ? (
    <p>{questionnaireState(draftStep)}</p>
  ) : (
    <SecondaryButtonLink to={questionnaireLink}>Complete Your Questionnaire</SecondaryButtonLink>
  );
  const sessions = sessionsActions(booking, upcoming);
  const book = offered('book', booking.id) ? null : sessions.book;
  const titleId = `package-${booking.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{boughtPackageName(booking.packageType)}</h2>
      {closed ? (
        <p>
          {booking.status === 'refunded'
            ? 'This package has been refunded.'
            : 'This package has been cancelled.'}
        </p>
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
              </li>
            ))}
          </Sessions>
        </>
      )}
      {past.length > 0 && <PastSessions past={past} zone={zone} />}
      <PackageIncludes pkg={pkg} zone={zone} now={now} />
      {!closed && !finished && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          {book && <SecondaryButtonLink to={scheduleLink}>{book}</SecondaryButtonLink>}
          {sessions.change && (
            <SecondaryButtonLink to={scheduleLink}>{sessions.change}</SecondaryButtonLink>
          )}
          {questionnaire}
        </div>
      )}
      {!closed && finished && pkg.questionnaireCompleted && (
        <QuietLink to={questionnaireLink}>Your Questionnaire (Completed)</QuietLink>
      )}
    </Card>
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
        />
      ))}
    </>
  );
}
