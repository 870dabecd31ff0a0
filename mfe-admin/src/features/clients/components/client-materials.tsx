import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { audienceLabel } from '@site/contracts/client-materials';
import type { ClientRecord } from '@site/contracts/endpoints/admin-clients';
import { isPaidPackageType, type PaidPackageType } from '@site/contracts/packages';
import { toast } from '@site/ui/toast';
import { FormOnDemand } from '../../../components/form-on-demand';
import { ErrorState, Loading } from '../../../components/states';
import { FormField, Muted, Section, Select } from '../../../components/ui';
import { clientMaterialsQueryOptions, useAddMaterial } from '../api/materials';
import { MaterialForm, type MaterialInput } from './material-form';
import { MaterialItem } from './material-item';

/** The package types this client has bought and holds: a package-wide material's choices. */
function boughtTypes(record: ClientRecord): PaidPackageType[] {
  const types = record.packages
    .filter((pkg) => pkg.booking.status === 'paid')
    .map((pkg) => pkg.booking.packageType)
    .filter(isPaidPackageType);
  return [...new Set(types)];
}

/**
 * A client's materials: files and links for him alone, or for every buyer of one of his
 * packages; each downloadable by the coach and removable (asked once).
 */
export function ClientMaterials({ record, zone }: { record: ClientRecord; zone: string }) {
  const query = useQuery(clientMaterialsQueryOptions(record.id));
  const add = useAddMaterial(record.id);
  const [audience, setAudience] = useState<'client' | PaidPackageType>('client');
  const types = boughtTypes(record);

  const send = (input: MaterialInput) => {
    const packageType = audience === 'client' ? undefined : audience;
    return add
      .mutateAsync(
        input.kind === 'file'
          ? { kind: 'file', title: input.title, file: input.file, packageType }
          : { kind: 'link', link: { title: input.title, url: input.url, packageType } },
      )
      .then(() =>
        toast({
          title: 'Material added',
          description:
            audience === 'client'
              ? 'The client sees it in their portal.'
              : `${audienceLabel(audience)} sees it in the portal.`,
          variant: 'success',
        }),
      );
  };

  return (
    <Section aria-labelledby="client-materials">
      <h2 id="client-materials">Materials</h2>
      {query.isPending ? (
        <Loading label="Loading the materials…" height="8rem" />
      ) : query.isError ? (
        <ErrorState
          title="The materials could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.materials.length === 0 ? (
            <Muted>No materials yet: files and links you add here appear in their portal.</Muted>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
              {query.data.materials.map((material) => (
                <MaterialItem key={material.id} material={material} zone={zone} />
              ))}
            </ul>
          )}
          <FormOnDemand opener="Add a Material">
            {(form) => (
              <>
                <h3 id="client-new-material">Add a material</h3>
                <MaterialForm
                  idPrefix="material"
                  submitLabel="Add Material"
                  maxFileBytes={query.data.maxFileBytes}
                  onSubmit={send}
                  onDemand={form}
                >
                  <FormField id="material-audience" label="Who gets it">
                    {(control) => (
                      <Select
                        {...control}
                        value={audience}
                        onChange={(e) => setAudience(e.target.value as 'client' | PaidPackageType)}
                      >
                        <option value="client">{audienceLabel('client')}</option>
                        {types.map((type) => (
                          <option key={type} value={type}>
                            {audienceLabel(type)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                </MaterialForm>
              </>
            )}
          </FormOnDemand>
        </>
      )}
    </Section>
  );
}
