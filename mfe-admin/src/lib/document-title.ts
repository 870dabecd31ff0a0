/** The back office's name, the last part of every one of its tab titles. */
export const backOfficeName = 'Back office';

/** Whether `name` already says `section` (a word of it is the section, or its singular). */
function names(name: string, section: string): boolean {
  const list = section.toLowerCase();
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word !== '' && (word === list || `${word}s` === list));
}

/**
 * A back-office page's tab title, the one place it is built: "<Screen> · Back office", or for a
 * record "<Name> · <its list> · Back office" ("Lena Okafor · Clients · Back office"), so that no
 * two screens share a title. A name that already says its list ("New Post", a booking not read
 * yet, "Booking") leaves the list out: no title repeats a word.
 */
export function documentTitle(screen: string, section?: string): string {
  const parts = [screen.trim()];
  if (section && !names(screen, section)) parts.push(section);
  parts.push(backOfficeName);
  return parts.join(' · ');
}
