import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { promiseMessages } from '@site/contracts/package-promises';
import { formatDateTime, formatListDate } from '../../../lib/format';
import { Badge, Muted, Section } from '../../../components/ui';
import { clientCheckInsQueryOptions } from '../api/check-ins';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;

  li {
    padding-bottom: 1rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0.5rem 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.5rem;
    white-space: pre-wrap;
  }
`;

/** The day the earliest check-in his portal asks him for fell due; null when none is due. */
export function checkInDueSince(
  packages: readonly Pick<PortalPackage, 'checkIn'>[],
): string | null {
  const due = packages
    .filter(({ checkIn }) => checkIn.state === 'due' && checkIn.dueAt !== null)
    .map(({ checkIn }) => checkIn.dueAt!)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return due[0] ?? null;
}

const DueLine = styled(Muted)`
  margin-bottom: 1rem;
`;

/**
 * A client's check-ins on his page, newest first; the ones new to the coach are marked. Reading
 * them marks them read, so they are read once their tab is `shown`, not as the page opens. A
 * check-in his portal asks for is said first ("A check-in is due since Nov 23."), so the coach
 * knows one is expected; before a package's first session has taken place, that its check-ins
 * begin after it.
 */
export function ClientCheckIns({
  clientId,
  zone,
  shown,
  packages,
}: {
  clientId: number;
  zone: string;
  shown: boolean;
  /** His packages, whose check-in may be due. */
  packages: readonly Pick<PortalPackage, 'checkIn'>[];
}) {
  const query = useQuery({ ...clientCheckInsQueryOptions(clientId), enabled: shown });
  const dueSince = checkInDueSince(packages);
  const waiting = dueSince === null && packages.some(({ checkIn }) => checkIn.state === 'waiting');
  const lead =
    dueSince !== null
      ? `A check-in is due since ${formatListDate(dueSince, zone)}.`
      : waiting
        ? promiseMessages.checkInsWaitingForCoach
        : null;
  return (
    <Section aria-labelledby="client-check-ins">
      <h2 id="client-check-ins">Check-ins</h2>
      {lead !== null && <DueLine>{lead}</DueLine>}
      {query.isPending ? (
        <Muted role="status">Loading check-ins…</Muted>
      ) : query.isError ? (
        <Muted role="alert">The check-ins could not be loaded.</Muted>
      ) : query.data.length === 0 ? (
        lead === null && <Muted>No check-ins yet.</Muted>
      ) : (
        <List>
          {query.data.map((checkIn) => (
            <li key={checkIn.id}>
              <strong>{formatDateTime(checkIn.createdAt, zone)}</strong> · rated {checkIn.rating} of
              10 {checkIn.readAt === null && <Badge $tone="warn">New</Badge>}
              <dl>
                <dt>Wins</dt>
                <dd>{checkIn.wins}</dd>
                <dt>Obstacles</dt>
                <dd>{checkIn.obstacles}</dd>
                {checkIn.question && (
                  <>
                    <dt>Question</dt>
                    <dd>{checkIn.question}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
