import { paths } from '@site/contracts/routes';

/** The search's parameter in its screen's address (`/admin/search?q=`). */
export const searchParam = 'q';

/** The results screen's address for `text` (trimmed). */
export function searchAddress(text: string): string {
  return `${paths.adminSearch}?${new URLSearchParams({ [searchParam]: text.trim() }).toString()}`;
}

/** The text the results screen's address searches (trimmed; empty without one). */
export function searchTextFrom(searchParams: URLSearchParams): string {
  return searchParams.get(searchParam)?.trim() ?? '';
}

/**
 * A list's address narrowed by a search's text: the Clients, Bookings and Subscribers lists each
 * read it from their `?q=`, as the search's own groups find it.
 */
export function listSearchedFor(listPath: string, text: string): string {
  return `${listPath}?${new URLSearchParams({ [searchParam]: text }).toString()}`;
}
