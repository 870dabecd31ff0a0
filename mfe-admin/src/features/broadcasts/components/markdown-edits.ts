/**
 * The letter's formatting toolbar as pure edits of its Markdown (the format the email renders,
 * as posts are): each takes the text and the selection and answers the new text and selection.
 * Bold and italic wrap the selection (or unwrap it when it is wrapped already), a link wraps it
 * as the link's words and selects the address to type, a heading and a bulleted list mark the
 * selected lines (or take the mark off when every line has it).
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'heading' | 'list';

/** What an empty selection becomes, selected so the owner types over it. */
export const placeholders = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  heading: 'Heading',
  list: 'List item',
} as const satisfies Record<MarkdownFormat, string>;

/** The address a new link starts with, selected so the owner types over it. */
export const linkAddressPlaceholder = 'https://';

const marks = { bold: '**', italic: '*' } as const;
const linePrefixes = { heading: '## ', list: '- ' } as const;

function wrap(selection: TextSelection, kind: 'bold' | 'italic'): TextSelection {
  const mark = marks[kind];
  const { value, start, end } = selection;
  const before = value.slice(0, start);
  const after = value.slice(end);
  // Already wrapped: the marks just outside the selection come off. (A bold mark around an
  // italic selection is not an italic one: "**" before is not taken for "*".)
  const wrappedBefore = before.endsWith(mark) && !(kind === 'italic' && before.endsWith('**'));
  const wrappedAfter = after.startsWith(mark) && !(kind === 'italic' && after.startsWith('**'));
  if (start !== end && wrappedBefore && wrappedAfter) {
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  const words = start === end ? placeholders[kind] : value.slice(start, end);
  return {
    value: `${before}${mark}${words}${mark}${after}`,
    start: start + mark.length,
    end: start + mark.length + words.length,
  };
}

function link(selection: TextSelection): TextSelection {
  const { value, start, end } = selection;
  const words = start === end ? placeholders.link : value.slice(start, end);
  const inserted = `[${words}](${linkAddressPlaceholder})`;
  const addressAt = start + words.length + 3;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    start: addressAt,
    end: addressAt + linkAddressPlaceholder.length,
  };
}

function markLines(selection: TextSelection, kind: 'heading' | 'list'): TextSelection {
  const prefix = linePrefixes[kind];
  const { value, start, end } = selection;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  // A heading's mark replaces any other heading level's.
  const bare = (line: string) => (kind === 'heading' ? line.replace(/^#{1,6}\s+/, '') : line);
  const marked = lines.every((line) => line.startsWith(prefix));
  let changed: string[];
  if (marked) changed = lines.map((line) => line.slice(prefix.length));
  else if (lines.length === 1 && lines[0] === '') changed = [`${prefix}${placeholders[kind]}`];
  else changed = lines.map((line) => (line.trim() === '' ? line : `${prefix}${bare(line)}`));
  const block = changed.join('\n');
  const emptyLine = !marked && lines.length === 1 && lines[0] === '';
  return {
    value: value.slice(0, lineStart) + block + value.slice(lineEnd),
    // A placeholder is selected; otherwise the lines, marked or not, stay selected whole.
    start: emptyLine ? lineStart + prefix.length : lineStart,
    end: lineStart + block.length,
  };
}

/** The text and selection after the toolbar's `format` is applied to `selection`. */
export function applyFormat(format: MarkdownFormat, selection: TextSelection): TextSelection {
  switch (format) {
    case 'bold':
    case 'italic':
      return wrap(selection, format);
    case 'link':
      return link(selection);
    case 'heading':
    case 'list':
      return markLines(selection, format);
  }
}

/** The shortcut keys (with Ctrl, or ⌘ on a Mac) and what each applies. */
export const formatShortcuts: Readonly<Record<string, MarkdownFormat>> = {
  b: 'bold',
  i: 'italic',
  k: 'link',
};
