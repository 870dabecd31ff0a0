import { queryOptions } from '@tanstack/react-query';
import type { AdminSearchResults } from '@site/contracts/admin';
import { adminSearch } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export const searchUrl = (text: string) => urlOf(adminSearch, {}, { q: text });

/** The search's answer for `text` (already trimmed and long enough). */
export function searchQueryOptions(text: string) {
  return queryOptions({
    queryKey: queryKeyOf(adminSearch, { q: text }),
    queryFn: () => adminGet<AdminSearchResults>(searchUrl(text)),
    staleTime: 0,
  });
}
