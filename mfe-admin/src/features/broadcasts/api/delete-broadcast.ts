import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBroadcast } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { broadcastsKey } from './types';

export function useDeleteBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('DELETE', urlOf(deleteBroadcast, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...broadcastsKey, 'list'] }),
  });
}
