/** The `page` of the URL: a whole number from 1, anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}
