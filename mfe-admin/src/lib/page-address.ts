/** The `page` of the URL: a whole number from 1, anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** A number in a link is a positive whole number; anything else finds nothing. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
