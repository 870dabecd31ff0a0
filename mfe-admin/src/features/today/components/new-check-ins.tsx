import { useQuery } from '@tanstack/react-query';
import { Link } from '@site/ui/router';
import { clientPageTo } from '../../../lib/client-tabs';
import { Muted } from '../../../components/ui';
import { TodaySection } from './today-section';
import { bookingTitle, formatListDateTime } from '../../../lib/format';
import { WholeCompounds } from '../../../components/whole-compounds';
import { newCheckInsQueryOptions } from '../api/new-check-ins';

/** The check-ins the coach has not read yet, each linking to the client's page. */
export function NewCheckIns({ zone, now }: { zone: string; now: Date }) {
  const query = useQuery(newCheckInsQueryOptions());
  return (
    <TodaySection
      id="today-check-ins"
      heading="New check-ins"
      empty={query.isSuccess && query.data.length === 0 ? 'No new check-ins.' : null}
      compact={!query.isSuccess}
    >
      {query.isPending ? (
        <Muted role="status">Loading check-ins…</Muted>
      ) : query.isError ? (
        <Muted role="alert">The check-ins could not be loaded.</Muted>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {query.data.map((checkIn) => (
            <li key={checkIn.id}>
              <Link to={clientPageTo(checkIn.clientId, 'check-ins')}>
                <WholeCompounds text={bookingTitle(checkIn)} />
              </Link>{' '}
              <Muted as="span">
                rated {checkIn.rating} of 10, {formatListDateTime(checkIn.createdAt, zone, now)}
              </Muted>
            </li>
          ))}
        </ul>
      )}
    </TodaySection>
  );
}
