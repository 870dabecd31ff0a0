/**
 * The `name=value` pairs of a `Cookie` header whose name `wanted` accepts (and whose value is not
 * empty), joined as a `Cookie` header of their own; undefined when there is none. The site's
 * servers forward exactly this, never the whole header a browser sent.
 */
export function pickCookies(
  cookieHeader: string | undefined,
  wanted: (name: string) => boolean,
): string | undefined {
  if (!cookieHeader) return undefined;
  const pairs = cookieHeader.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    if (separator === -1) return [];
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    return wanted(name) && value !== '' ? [`${name}=${value}`] : [];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}
