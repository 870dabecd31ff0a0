import { formatFileSize } from '@site/contracts/client-materials';
import type { Material } from '@site/contracts/endpoints/client-materials';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import { Badge, ExternalLink, Muted } from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDate, packageName } from '../../../lib/format';
import { materialFileUrl, useDeleteMaterial } from '../api/materials';

/** One material or recording: its title, where it is (a download or a link), and Remove. */
export function MaterialItem({ material, zone }: { material: Material; zone: string }) {
  const remove = useDeleteMaterial();
  const what = material.sessionId !== null ? 'recording' : 'material';
  const consequence =
    material.packageType !== null
      ? `Every buyer of the ${packageName(material.packageType)} stops seeing "${material.title}" in the portal.`
      : `The client stops seeing "${material.title}" in the portal.`;
  return (
    <li style={{ overflowWrap: 'anywhere', display: 'grid', gap: '0.25rem' }}>
      <div>
        <strong>{material.title}</strong>{' '}
        {material.packageType !== null && (
          <Badge $tone="good">Every {packageName(material.packageType)} buyer</Badge>
        )}
      </div>
      {material.kind === 'file' ? (
        <div>
          <ExternalLink href={materialFileUrl(material.id)} download={material.fileName ?? true}>
            Download {material.fileName}
          </ExternalLink>{' '}
          <Muted as="span">({formatFileSize(material.sizeBytes ?? 0)})</Muted>
        </div>
      ) : (
        <div>
          <ExternalLink href={material.url ?? undefined} target="_blank" rel="noopener noreferrer">
            {material.url}
          </ExternalLink>
        </div>
      )}
      <Muted>Added {formatDate(material.createdAt, zone)}</Muted>
      <div>
        <ConfirmAction
          label="Remove"
          quiet
          confirmLabel={`Remove ${what}`}
          consequence={`${consequence}${material.kind === 'file' ? ' The file is deleted for good.' : ''}`}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(material.id, {
              onSuccess: () => toast({ title: `Removed "${material.title}"`, variant: 'success' }),
              onError: (error) =>
                toast({
                  title: `The ${what} was not removed`,
                  description: apiErrorMessage(error, 'Please try again in a moment.'),
                  variant: 'destructive',
                }),
            })
          }
        />
      </div>
    </li>
  );
}
