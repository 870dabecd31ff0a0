import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialLinkRequest, RecordingLinkRequest } from '@site/contracts/client-materials';
import {
  addClientMaterialLink,
  addRecordingLink,
  deleteClientMaterial,
  downloadClientMaterial,
  getClientMaterials,
  uploadClientMaterial,
  uploadRecording,
  type ClientMaterials,
  type Material,
} from '@site/contracts/endpoints/client-materials';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { PaidPackageType } from '@site/contracts/packages';
import { adminGet, adminSend, adminUpload } from '../../../lib/admin-http';

export function clientMaterialsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: queryKeyOf(getClientMaterials, { id: clientId }),
    queryFn: () => adminGet<ClientMaterials>(urlOf(getClientMaterials, { id: clientId })),
    staleTime: 0,
  });
}

/** The coach's download address of a stored file (his session's cookie goes with it). */
export const materialFileUrl = (id: number) => urlOf(downloadClientMaterial, { id });

/** After a write, every client's materials are read again (a package-wide one reaches several). */
function useMaterialWrite<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(getClientMaterials) }),
  });
}

export type NewMaterial =
  | { kind: 'link'; link: MaterialLinkRequest }
  | { kind: 'file'; title: string; file: File; packageType?: PaidPackageType };

export function useAddMaterial(clientId: number) {
  return useMaterialWrite((input: NewMaterial) =>
    input.kind === 'link'
      ? adminSend<Material>('POST', urlOf(addClientMaterialLink, { id: clientId }), input.link)
      : adminUpload<Material>(
          urlOf(
            uploadClientMaterial,
            { id: clientId },
            { title: input.title, fileName: input.file.name, packageType: input.packageType },
          ),
          input.file,
        ),
  );
}

export type NewRecording =
  { kind: 'link'; link: RecordingLinkRequest } | { kind: 'file'; title: string; file: File };

export function useAddRecording(sessionId: number) {
  return useMaterialWrite((input: NewRecording) =>
    input.kind === 'link'
      ? adminSend<Material>('POST', urlOf(addRecordingLink, { id: sessionId }), input.link)
      : adminUpload<Material>(
          urlOf(
            uploadRecording,
            { id: sessionId },
            { title: input.title, fileName: input.file.name },
          ),
          input.file,
        ),
  );
}

export function useDeleteMaterial() {
  return useMaterialWrite((id: number) => adminSend('DELETE', urlOf(deleteClientMaterial, { id })));
}
