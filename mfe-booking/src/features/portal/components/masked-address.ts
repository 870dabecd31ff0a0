/**
 * An email address as a page shows it to whoever may be looking at the screen: the first letter
 * of its name, an ellipsis, then its domain whole ('r…@example.com'), enough for its owner to
 * recognise it. An address without '@' is shown as its first letter and an ellipsis.
 */
export function maskedAddress(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  const name = at < 0 ? trimmed : trimmed.slice(0, at);
  const domain = at < 0 ? '' : trimmed.slice(at);
  return `${Array.from(name)[0] ?? ''}\u2026${domain}`;
}
