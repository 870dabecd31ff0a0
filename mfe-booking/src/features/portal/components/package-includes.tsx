import styled from 'styled-components';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import {
  packageFeatures,
  packagePromises,
  promiseMessages,
  type PackageFeatureKind,
} from '@site/contracts/package-promises';
import { isPaidPackageType } from '@site/contracts/packages';
import { isActiveSession } from '@site/contracts/sessions';
import { formatDate } from '@site/contracts/slots';
import { Disclosure } from '@site/ui/disclosure';
import { FeatureList } from '@site/ui/pricing-card';
import { sessionsHeld } from '@site/contracts/questionnaire-ahead';

/**
 * One line of what was sold, in the card's words, and where it stands for him now; `ended` once
 * it can no longer be used (its time passed, or it was used), so it is not shown as live.
 */
export type IncludedLine = { text: string; status: string; ended: boolean };

/** The states that say a promise is over. */
const endedStatus = /^(Ended|Used$|Its time to book has passed$)/;

/** The pricing card's check list, its own spacing under the disclosure's summary. */
const Lines = styled(FeatureList)`
  margin: 0.5rem 0 1rem;
`;

type Session = PortalPackage['booking']['sessions'][number];

const holds = (pkg: PortalPackage, kind: Session['kind'], active: boolean) =>
  pkg.booking.sessions.some(
    (session) =>
      session.kind === kind &&
      (active ? isActiveSession(session.status) : session.status !== 'cancelled'),
  );

/** "1 held, 1 booked, 8 to book": his sessions, counted. */
function sessionsStatus(pkg: PortalPackage, now: Date): string {
  const { booking } = pkg;
  const held = sessionsHeld(booking, now);
  const ahead = booking.sessions.filter(
    (session) =>
      (session.kind ?? 'main') === 'main' &&
      isActiveSession(session.status) &&
      Date.parse(session.endsAt) > now.getTime(),
  ).length;
  const parts = [
    `${held} held`,
    ...(ahead > 0 ? [`${ahead} booked`] : []),
    ...(booking.sessionsRemaining > 0 ? [`${booking.sessionsRemaining} to book`] : []),
  ];
  return parts.join(', ');
}

function supportStatus(pkg: PortalPackage, zone: string): string {
  const { support } = pkg;
  switch (support.state) {
    case 'open':
      return support.closesAt === null
        ? 'Open while your package runs, through your messages'
        : `Open until ${formatDate(support.closesAt, zone)}`;
    case 'waiting':
      return 'Opens when your session ends';
    case 'closed':
      return support.closesAt === null ? 'Ended' : `Ended on ${formatDate(support.closesAt, zone)}`;
    default:
      return 'Not open';
  }
}

function followUpStatus(pkg: PortalPackage, zone: string): string {
  const { followUp } = pkg;
  if (holds(pkg, 'follow-up', true)) return 'Booked';
  const type = pkg.booking.packageType;
  const days = isPaidPackageType(type)
    ? packagePromises[type].followUp?.opensDaysAfterLastSession
    : undefined;
  switch (followUp.state) {
    case 'waiting':
      return days === undefined
        ? 'Opens after your last session; you will get an email'
        : `Opens ${days} days after your last session; you will get an email`;
    case 'not-yet-open':
      return `Can be booked from ${formatDate(followUp.opensAt ?? '', zone)}`;
    case 'open':
      return `Can be booked until ${formatDate(followUp.closesAt ?? '', zone)}`;
    default:
      return 'Its time to book has passed';
  }
}

function checkInStatus(pkg: PortalPackage, zone: string): string {
  const { checkIn } = pkg;
  switch (checkIn.state) {
    case 'due':
      return 'One is due now, under Between Sessions';
    case 'not-due':
      return `The next one is due on ${formatDate(checkIn.dueAt ?? '', zone)}`;
    case 'waiting':
      return isPaidPackageType(pkg.booking.packageType)
        ? promiseMessages.checkInsWaiting(pkg.booking.packageType)
        : 'Ended with the package';
    default:
      return 'Ended with the package';
  }
}

function emergencyStatus(pkg: PortalPackage): string {
  if (holds(pkg, 'emergency', true)) return 'Booked';
  if (holds(pkg, 'emergency', false)) return 'Used';
  return pkg.support.state === 'open'
    ? 'Available now, under Between Sessions'
    : 'Available while your email support is open';
}

const statusOf: Record<
  PackageFeatureKind,
  (pkg: PortalPackage, zone: string, now: Date) => string
> = {
  sessions: (pkg, _zone, now) => sessionsStatus(pkg, now),
  format: () => 'Chosen for each session as you book it',
  coaching: () => 'In your sessions, notes and materials',
  'check-ins': (pkg, zone) => checkInStatus(pkg, zone),
  support: (pkg, zone) => supportStatus(pkg, zone),
  'follow-up': (pkg, zone) => followUpStatus(pkg, zone),
  emergency: (pkg) => emergencyStatus(pkg),
  recordings: () => 'Kept for you under Recordings',
};

/**
 * What the package includes: the lines of the card he bought, in its words and order (nothing it
 * does not include), each with where it stands for him now.
 */
export function includedLines(pkg: PortalPackage, zone: string, now: Date): IncludedLine[] {
  const type = pkg.booking.packageType;
  if (!isPaidPackageType(type)) return [];
  return packageFeatures(type).map(({ text, kind }) => {
    const status = statusOf[kind](pkg, zone, now);
    return { text, status, ended: endedStatus.test(status) };
  });
}

/**
 * "What Your Package Includes", folded under a package's card: the check list of the card he
 * bought (`FeatureList`, the pricing cards' and the checkout's), each line's state under it.
 */
export function PackageIncludes({
  pkg,
  zone,
  now,
}: {
  pkg: PortalPackage;
  zone: string;
  now: Date;
}) {
  const lines = includedLines(pkg, zone, now);
  if (lines.length === 0) return null;
  return (
    <Disclosure summary="What Your Package Includes">
      <Lines
        aria-label="What your package includes"
        features={lines.map((line) => ({
          text: line.text,
          detail: line.status,
          ended: line.ended,
        }))}
      />
    </Disclosure>
  );
}
