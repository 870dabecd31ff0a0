import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBroadcast } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { broadcastKey, broadcastsListKey } from './types';

export function useDeleteBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('DELETE', urlOf(deleteBroadcast, { id })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: broadcastKey(id), exact: true });
      return queryClient.invalidateQueries({ queryKey: broadcastsListKey });
    },
  });
}
