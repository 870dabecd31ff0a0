/** The `page` of the URL: a whole number from 1, anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The `page` of an API query: page 1 is left out, as the API reads no page as the first. */
export function pageInQuery(page: number): number | undefined {
  return page > 1 ? page : undefined;
}

/** A number in a link is a positive whole number; anything else finds nothing. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The new post's title field on the Posts list, where every post starts: the list's address
 * with this fragment opens with the field focused. "/admin/posts/new" (a post's address as one
 * might type it) leads there.
 */
export const newPostField = 'new-post';
export const newPostAddress = 'new';
