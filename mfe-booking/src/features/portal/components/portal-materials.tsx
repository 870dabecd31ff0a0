import { useQuery } from '@tanstack/react-query';
import { portalEmptyMessages } from '@site/contracts/client-portal';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '../../../components/card';
import { CompactCard } from './quiet-actions';
import { LoadingStatus } from '../../../components/skeleton';
import { portalMaterialsQueryOptions } from '../api/portal-materials';
import { MaterialLinks } from './material-links';

/** The files and links the coach gave him, and those of the packages he bought. */
export function PortalMaterials({ zone }: { zone: string }) {
  const query = useQuery(portalMaterialsQueryOptions());
  // Nothing yet (or still loading, or not loaded): the title and its one line, not a full card.
  const Frame = query.isSuccess && query.data.materials.length > 0 ? Card : CompactCard;
  return (
    <Frame aria-labelledby="portal-materials-title">
      <h2 id="portal-materials-title">Materials</h2>
      {query.isPending ? (
        <LoadingStatus>Loading materials...</LoadingStatus>
      ) : query.isError ? (
        <ErrorMessage role="alert">
          Your materials could not be loaded. Please try again in a moment.
        </ErrorMessage>
      ) : query.data.materials.length === 0 ? (
        <p>{portalEmptyMessages.materials}</p>
      ) : (
        <MaterialLinks items={query.data.materials} zone={zone} label="Materials" />
      )}
    </Frame>
  );
}
