import styled from 'styled-components';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { PackagesNow } from './package-list';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { isActiveSession, sessionFormatLabels, sessionMessages } from '@site/contracts/sessions';
import { formatDate, formatTime } from '@site/contracts/slots';
import { ButtonLink, buttonStyles, type ButtonVariant } from '@site/ui/button';
import { Card } from '../../../components/card';
import { SecondaryButtonLink } from '../../../components/secondary-button';
import { betweenSessionsId, hasPromiseActions } from './package-promises';

const Highlight = styled(Card)`
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  p {
    margin: 0 0 0.75rem;
  }
`;

const When = styled.p`
  && {
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h4};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** The video call's address, with the site's gold button look (a page of another site). */
const JoinLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const open = (pkg: PortalPackage) =>
  pkg.booking.status !== 'refunded' && pkg.booking.status !== 'cancelled';

const links = (pkg: PortalPackage) => ({
  schedule: withAccessKey(toPath(paths.schedule, { bookingId: pkg.booking.id }), pkg.accessKey),
  questionnaire: withAccessKey(
    toPath(paths.questionnaireForBooking, { bookingId: pkg.booking.id }),
    pkg.accessKey,
  ),
});

/** What is ahead of him: the next session, a session to book, a questionnaire, a check-in. */
function nextStepOf(items: readonly PortalPackage[], now: Date) {
  const live = items.filter(open);
  const next = live
    .flatMap((pkg) =>
      pkg.booking.sessions
        .filter(
          (session) =>
            isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
        )
        .map((session) => ({ pkg, session })),
    )
    .sort((a, b) => Date.parse(a.session.startsAt) - Date.parse(b.session.startsAt))[0];
  const toBook = live.find((pkg) => pkg.booking.sessionsRemaining > 0);
  const questionnaire = live.find((pkg) => !pkg.questionnaireCompleted);
  const checkIn = hasPromiseActions(live);
  if (!next && !toBook && !questionnaire && !checkIn) return null;
  return { next, toBook, questionnaire, checkIn };
}

/** Whether the card of what matters now stands (the portal's section links then list it). */
export const hasNextStep = (items: readonly PortalPackage[], now: Date): boolean =>
  nextStepOf(items, now) !== null;

/**
 * What matters now, at the top of the portal: his next session (when, which package, how to
 * join), else the session he can book next; and what is waiting for him (a questionnaire to fill
 * in, a check-in due). Nothing when there is nothing ahead.
 */
export function NextStep({ items, zone, now }: PackagesNow) {
  const step = nextStepOf(items, now);
  if (step === null) return null;
  const { next, toBook, questionnaire, checkIn } = step;
  return (
    <Highlight aria-labelledby="portal-next-title">
      <h2 id="portal-next-title">{next ? 'Your Next Session' : 'Your Next Step'}</h2>
      {next ? (
        <>
          <When>
            {formatDate(next.session.startsAt, zone)} at {formatTime(next.session.startsAt, zone)}
          </When>
          <p>
            {packages[next.pkg.booking.packageType].name}
            {next.session.format && ` · ${sessionFormatLabels[next.session.format]}`}
            {next.session.joinUrl ? '' : `. ${sessionMessages.joinLinkFollows}`}
          </p>
        </>
      ) : toBook ? (
        <p>
          You have {toBook.booking.sessionsRemaining} of {toBook.booking.sessionsTotal}{' '}
          {toBook.booking.sessionsTotal === 1 ? 'session' : 'sessions'} of your{' '}
          {packages[toBook.booking.packageType].name} to book.
        </p>
      ) : null}
      {checkIn && (
        <p>
          Something is waiting between sessions:{' '}
          <a href={`#${betweenSessionsId}`}>see Between Sessions</a>.
        </p>
      )}
      <Actions>
        {next?.session.joinUrl ? (
          <JoinLink href={next.session.joinUrl} rel="noreferrer" target="_blank">
            Join the Session
          </JoinLink>
        ) : toBook && !next ? (
          <ButtonLink to={links(toBook).schedule}>Book Your Next Session</ButtonLink>
        ) : null}
        {questionnaire && (
          <SecondaryButtonLink to={links(questionnaire).questionnaire}>
            Complete Your Questionnaire
          </SecondaryButtonLink>
        )}
      </Actions>
    </Highlight>
  );
}
