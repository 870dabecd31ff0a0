import { useQuery } from '@tanstack/react-query';
import { portalEmptyMessages } from '@site/contracts/client-portal';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '../../../components/card';
import { CompactCard } from './quiet-actions';
import { LoadingStatus } from '../../../components/skeleton';
import { portalMaterialsQueryOptions } from '../api/portal-materials';
import { MaterialLinks } from './material-links';

/**
 * His sessions' recordings, for packages that keep them (kept for the life of the site). Shown
 * only when one of his packages includes recordings.
 */
export function PortalRecordings({ zone, offered }: { zone: string; offered: boolean }) {
  const query = useQuery({ ...portalMaterialsQueryOptions(), enabled: offered });
  if (!offered) return null;
  // Nothing yet (or still loading, or not loaded): the title and its one line, not a full card.
  const Frame = query.isSuccess && query.data.recordings.length > 0 ? Card : CompactCard;
  return (
    <Frame aria-labelledby="portal-recordings-title">
      <h2 id="portal-recordings-title">Recordings</h2>
      {query.isPending ? (
        <LoadingStatus>Loading recordings...</LoadingStatus>
      ) : query.isError ? (
        <ErrorMessage role="alert">
          Your recordings could not be loaded. Please try again in a moment.
        </ErrorMessage>
      ) : query.data.recordings.length === 0 ? (
        <p>{portalEmptyMessages.recordings}</p>
      ) : (
        <MaterialLinks items={query.data.recordings} zone={zone} label="Recordings" />
      )}
    </Frame>
  );
}
