import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '@site/api-client/http';
import { urlOf } from '@site/contracts/endpoints/define';
import {
  getPortalNotes,
  setPortalActionItem,
  type ActionItem,
  type SharedNote,
} from '@site/contracts/endpoints/portal';
import { portalKeys } from './portal-keys';

/** GET /api/portal/notes: the coach's published notes and action plans. */
export function portalNotesQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.notes,
    queryFn: () => getJson<SharedNote[]>(urlOf(getPortalNotes)),
  });
}

/** POST /api/portal/action-items/:id: tick or untick; the notes are read again after. */
export function useSetActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; done: boolean }) =>
      sendJson<ActionItem>('POST', urlOf(setPortalActionItem, { id: input.id }), {
        done: input.done,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.notes }),
  });
}
