/** One formatter per zone: building one costs more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'January 14, 2025': the day it is in the coach's zone (a site setting) when the post went out,
 * the day his back office shows. The zone comes with the page's settings, so the server's HTML and
 * every visitor's browser print the same day wherever the visitor is.
 */
export function formatPublishedDate(iso: string, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    dayFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/**
 * A title and the subtitle after its first colon ("The Two of You Framework" and "Aligning Your
 * True Self and Expressive Self"); `deck` is null for a title without one (or with nothing on
 * either side of its colon).
 */
export function splitTitle(title: string): { main: string; deck: string | null } {
  const at = title.indexOf(':');
  if (at < 0) return { main: title, deck: null };
  const main = title.slice(0, at).trim();
  const deck = title.slice(at + 1).trim();
  return main && deck ? { main, deck } : { main: title, deck: null };
}
