/**
 * Typographic quotes for text a visitor reads: straight `'` and `"` become ’ ‘ and “ ”, the
 * apostrophe the same as a closing single quote (world’s, ’90s). Content written by the owner
 * (posts' titles, excerpts and bodies) goes through it when it is shown; the site's own copy is
 * written with the curly marks in the source.
 *
 * A quote opens at the start of the text or after a space, an opening bracket, a dash or another
 * opening quote; everywhere else it closes (after a letter, a digit or punctuation). A single
 * quote before a digit at a word's start is an elision ('90s → ’90s), not an opening quote.
 */
export function smartQuotes(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char !== "'" && char !== '"') {
      out += char;
      continue;
    }
    const before = index === 0 ? '' : out[out.length - 1]!;
    const after = text[index + 1] ?? '';
    const opens = before === '' || /[\s([{\u2014\u2013\u2018\u201c-]/.test(before);
    if (char === "'") {
      out += opens && !/\d/.test(after) ? '\u2018' : '\u2019';
    } else {
      out += opens ? '\u201c' : '\u201d';
    }
  }
  return out;
}

/** Elements whose text is code or machine-read: their quotes stay straight. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea']);

const quoteEntities = /&(?:quot|#34|#x22|apos|#39|#x27);/gi;

/**
 * `smartQuotes` for an HTML fragment (a post's rendered body): only the text between tags
 * changes; tags and their attributes (URLs, titles in markup) and the text inside `code`, `pre`,
 * `kbd`, `samp`, `script`, `style` and `textarea` stay as they are. Quotes written as entities in
 * text (`&quot;`, `&#39;`) count as quotes. A quote's side is read across inline tags, so
 * `“<em>enough</em>”` pairs.
 */
export function smartQuotesInHtml(html: string): string {
  let out = '';
  let inside: string[] = [];
  // The last character of text seen, so a quote right after a tag knows what precedes it.
  let previous = '';
  const parts = html.split(/(<[^>]*>)/);
  for (const part of parts) {
    if (part.startsWith('<')) {
      out += part;
      const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part);
      if (tag) {
        const name = tag[2]!.toLowerCase();
        if (verbatim.has(name)) {
          const last = inside.lastIndexOf(name);
          if (tag[1]) inside = last === -1 ? inside : inside.filter((_, at) => at !== last);
          else if (!part.endsWith('/>')) inside = [...inside, name];
        }
        // A block's start begins a new run of text: a quote there opens.
        if (/^(p|h[1-6]|li|blockquote|td|th|dd|dt|div|br|figcaption)$/.test(name)) previous = '';
      }
      continue;
    }
    if (part === '' || inside.length > 0) {
      out += part;
      if (part !== '') previous = part[part.length - 1]!;
      continue;
    }
    const plain = part.replace(quoteEntities, (entity) => (/quot|34|22/i.test(entity) ? '"' : "'"));
    if (plain === part && !part.includes("'") && !part.includes('"')) {
      out += part;
      previous = part[part.length - 1]!;
      continue;
    }
    // Quote the text with what precedes it, then drop that context again.
    const quoted = smartQuotes(previous + plain).slice(previous.length);
    out += quoted;
    previous = plain[plain.length - 1]!;
  }
  return out;
}

/** A post's words as a visitor reads them: its title, subtitle and excerpt through `smartQuotes`. */
export function withSmartQuotes<Post extends { title: string; subtitle?: string; excerpt: string }>(
  post: Post,
): Post {
  return {
    ...post,
    title: smartQuotes(post.title),
    ...(post.subtitle === undefined ? {} : { subtitle: smartQuotes(post.subtitle) }),
    excerpt: smartQuotes(post.excerpt),
  };
}
