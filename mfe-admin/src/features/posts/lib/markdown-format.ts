/**
 * The writing toolbar's formats, as edits of the body's Markdown: what a press of Bold (or
 * Ctrl+B) does to the text and to the selection, so the owner never has to type `**` himself.
 * A press on text already so formatted takes the format off again, as a word processor's does.
 */
export type MarkdownFormat = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote';

/** Replace `text` between `start` and `end`, then select from `selectStart` to `selectEnd`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  selectStart: number;
  selectEnd: number;
}

/** The words put in when nothing is selected, selected so the next keys replace them. */
export const formatPlaceholders = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
} as const;

/** The address a new link starts with, selected so the owner pastes or types his own over it. */
export const linkAddressPlaceholder = 'https://';

const markers = { bold: '**', italic: '*' } as const;
const linePrefixes = { heading: '## ', list: '- ', quote: '> ' } as const;

/** Bold or italic: the selection wrapped in its markers, or unwrapped when they stand round it. */
function wrap(value: string, start: number, end: number, format: 'bold' | 'italic'): TextEdit {
  const marker = markers[format];
  const size = marker.length;
  const before = value.slice(Math.max(0, start - size), start);
  const after = value.slice(end, end + size);
  // `*` round a selection inside `**…**` is half of bold, not italic.
  const boldAround = value.slice(start - 2, start) === '**' && value.slice(end, end + 2) === '**';
  const wrapped = before === marker && after === marker && (format === 'bold' || !boldAround);
  if (wrapped && end > start)
    return {
      start: start - size,
      end: end + size,
      text: value.slice(start, end),
      selectStart: start - size,
      selectEnd: end - size,
    };
  const words = end > start ? value.slice(start, end) : formatPlaceholders[format];
  return {
    start,
    end,
    text: `${marker}${words}${marker}`,
    selectStart: start + size,
    selectEnd: start + size + words.length,
  };
}

/** A link round the selection (or round placeholder words), its address selected. */
function link(value: string, start: number, end: number): TextEdit {
  const words = end > start ? value.slice(start, end) : formatPlaceholders.link;
  const text = `[${words}](${linkAddressPlaceholder})`;
  // With words chosen, the address is what is left to write; without, the words come first.
  const addressAt = start + words.length + 3;
  return end > start
    ? {
        start,
        end,
        text,
        selectStart: addressAt,
        selectEnd: addressAt + linkAddressPlaceholder.length,
      }
    : { start, end, text, selectStart: start + 1, selectEnd: start + 1 + words.length };
}

/**
 * A heading, a list or a quote: every line the selection touches gets the prefix, or loses it
 * when each already has it. A heading replaces another level's `#`s rather than adding to them.
 */
function prefixLines(
  value: string,
  start: number,
  end: number,
  format: 'heading' | 'list' | 'quote',
): TextEdit {
  const prefix = linePrefixes[format];
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const written = lines.filter((line) => line.trim() !== '');
  const allHave = written.length > 0 && written.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => {
    if (line.trim() === '' && lines.length > 1) return line;
    if (allHave) return line.slice(prefix.length);
    if (format === 'heading') return prefix + line.replace(/^#{1,6}\s+/, '');
    return prefix + line;
  });
  const text = changed.join('\n');
  // One line: the caret keeps its place in the words; several: the lines stay selected.
  if (lines.length === 1) {
    const shift = text.length - lines[0]!.length;
    const caret = (at: number) => Math.max(from, at + shift);
    return { start: from, end: to, text, selectStart: caret(start), selectEnd: caret(end) };
  }
  return { start: from, end: to, text, selectStart: from, selectEnd: from + text.length };
}

/** The edit that applies `format` to `value` where `start`–`end` is selected. */
export function formatEdit(
  value: string,
  start: number,
  end: number,
  format: MarkdownFormat,
): TextEdit {
  switch (format) {
    case 'bold':
    case 'italic':
      return wrap(value, start, end, format);
    case 'link':
      return link(value, start, end);
    default:
      return prefixLines(value, start, end, format);
  }
}

/** The format a key pressed with Ctrl (⌘ on a Mac) applies in the body, as in a word processor. */
export const formatShortcuts: Record<string, MarkdownFormat> = {
  b: 'bold',
  i: 'italic',
  k: 'link',
};

/** What each format is called in the owner's words. */
const formatWords: Record<MarkdownFormat, string> = {
  heading: 'a heading',
  bold: 'bold',
  italic: 'italics',
  link: 'a link',
  list: 'a list',
  quote: 'a quote',
};

const shortcutsInWords = Object.entries(formatShortcuts)
  .map(([key, format]) => `Ctrl+${key.toUpperCase()} for ${formatWords[format]}`)
  .join(', ');

/**
 * The body's hint, in the owner's words: what the toolbar above the text does and its keys, the
 * Markdown it writes left unsaid (the Preview shows the result).
 */
export const writingHint = `Select words, then use the buttons above for a heading, bold, italics, a link, a list or a quote; or press ${shortcutsInWords} (⌘ on a Mac).`;
