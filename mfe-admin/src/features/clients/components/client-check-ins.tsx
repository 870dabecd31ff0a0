import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
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

/**
 * A client's check-ins on his page, newest first; the ones new to the coach are marked. Reading
 * them marks them read, so they are read once their tab is `shown`, not as the page opens.
 */
export function ClientCheckIns({
  clientId,
  zone,
  shown,
}: {
  clientId: number;
  zone: string;
  shown: boolean;
}) {
  const query = useQuery({ ...clientCheckInsQueryOptions(clientId), enabled: shown });
  return (
    <Section aria-labelledby="client-check-ins">
      <h2 id="client-check-ins">Check-ins</h2>
      {query.isPending ? (
        <Muted role="status">Loading check-ins…</Muted>
      ) : query.isError ? (
        <Muted role="alert">The check-ins could not be loaded.</Muted>
      ) : query.data.length === 0 ? (
        <Muted>No check-ins yet.</Muted>
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
