import { queryOptions } from '@tanstack/react-query';
import type { AdminPost } from '@site/contracts/admin-posts';
import { getAdminPost } from '@site/contracts/endpoints/admin-posts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export const postUrl = (id: number) => urlOf(getAdminPost, { id });

export function postQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(getAdminPost, { id }),
    queryFn: () => adminGet<AdminPost>(postUrl(id)),
    staleTime: 0,
    // The editor holds what the owner types: a background refetch must never replace it.
    refetchOnWindowFocus: false,
  });
}
