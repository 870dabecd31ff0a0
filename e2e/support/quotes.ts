/**
 * A post's title as the site shows it: the API answers the owner's text as written, the blog
 * shows it with typographic quotes (’ “ ”). The whole text, matched with either kind of quote.
 */
export function shownAs(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/['‘’]/g, "['‘’]").replace(/["“”]/g, '["“”]')}$`);
}
