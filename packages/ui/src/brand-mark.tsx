/**
 * The site's mark, two overlapping rings (the True Self and the Expressive Self in alignment),
 * beside the coach's name in the header and in the client portal's bar. Decorative: the link it
 * stands in carries the name.
 */
export function BrandMark() {
  return (
    <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="9" fill="none" stroke="#c9a24d" strokeWidth="2.5" />
      <circle cx="19" cy="11" r="9" fill="none" stroke="#e6c77a" strokeWidth="2.5" />
    </svg>
  );
}
