import { useQuery } from '@tanstack/react-query';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { Muted, Section } from '../../../components/ui';
import { formatDateTime, packageName } from '../../../lib/format';
import { newCheckInsQueryOptions } from '../api/new-check-ins';

/** The check-ins the coach has not read yet, each linking to the client's page. */
export function NewCheckIns({ zone }: { zone: string }) {
  const query = useQuery(newCheckInsQueryOptions());
  return (
    <Section aria-labelledby="today-check-ins">
      <h2 id="today-check-ins">New check-ins</h2>
      {query.isPending ? (
        <Muted role="status">Loading check-ins…</Muted>
      ) : query.isError ? (
        <Muted role="alert">The check-ins could not be loaded.</Muted>
      ) : query.data.length === 0 ? (
        <Muted>No new check-ins.</Muted>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {query.data.map((checkIn) => (
            <li key={checkIn.id}>
              <Link to={toPath(paths.adminClient, { clientId: checkIn.clientId })}>
                {checkIn.name} · {packageName(checkIn.packageType)}
              </Link>{' '}
              <Muted as="span">
                rated {checkIn.rating} of 10, {formatDateTime(checkIn.createdAt, zone)}
              </Muted>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
