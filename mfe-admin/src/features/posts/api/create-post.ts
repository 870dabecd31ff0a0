import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPost } from '@site/contracts/admin-posts';
import { createAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { postsListKey } from './list-posts';

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => adminSend<AdminPost>('POST', urlOf(createAdminPost), { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsListKey }),
  });
}
