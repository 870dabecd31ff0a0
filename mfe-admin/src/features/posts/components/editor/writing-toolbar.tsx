import type { KeyboardEvent, RefObject } from 'react';
import { FormattingToolbar } from '../../../../components/formatting-toolbar';
import { formatEdit, formatShortcuts, type MarkdownFormat } from '../../lib/markdown-format';

/** Types `text` over the field's selection with the browser's editing command; false where it has none. */
function typeInField(text: string): boolean {
  if (text === '' || typeof document.execCommand !== 'function') return false;
  try {
    return document.execCommand('insertText', false, text);
  } catch {
    return false;
  }
}

/**
 * Applies `format` to the field's text where it is selected, as typing would: through the
 * browser's own editing command, so Ctrl+Z takes it back like any keystroke. Where the browser
 * has no such command, the text is changed through `change` and the selection set after.
 */
export function applyFormat(
  field: HTMLTextAreaElement,
  format: MarkdownFormat,
  change: (value: string) => void,
) {
  const edit = formatEdit(field.value, field.selectionStart, field.selectionEnd, format);
  field.focus();
  field.setSelectionRange(edit.start, edit.end);
  const typed = typeInField(edit.text);
  if (!typed) {
    change(field.value.slice(0, edit.start) + edit.text + field.value.slice(edit.end));
    // The new text reaches the field with React's next render; the selection follows it.
    requestAnimationFrame(() => field.setSelectionRange(edit.selectStart, edit.selectEnd));
    return;
  }
  field.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/** Ctrl+B, Ctrl+I and Ctrl+K (⌘ on a Mac) in the body: bold, italic and a link. */
export function onFormatShortcut(
  event: KeyboardEvent<HTMLTextAreaElement>,
  change: (value: string) => void,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const format = formatShortcuts[event.key.toLowerCase()];
  if (!format) return;
  event.preventDefault();
  applyFormat(event.currentTarget, format, change);
}

/** Every command the post's body offers: all of the toolbar's. */
const postCommands: readonly MarkdownFormat[] = [
  'heading',
  'bold',
  'italic',
  'link',
  'list',
  'quote',
];

/**
 * The body's formatting tools (the back office's one toolbar): Heading, Bold, Italic, Link, List
 * and Quote write the Markdown for the owner (he sees the result in the preview).
 */
export function WritingToolbar({
  field,
  controls,
  change,
}: {
  field: RefObject<HTMLTextAreaElement | null>;
  /** The id of the field the tools write in. */
  controls: string;
  change: (value: string) => void;
}) {
  return (
    <FormattingToolbar
      controls={controls}
      commands={postCommands}
      onCommand={(format) => {
        if (field.current) applyFormat(field.current, format, change);
      }}
    />
  );
}
