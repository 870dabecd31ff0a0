import type { KeyboardEvent, RefObject } from 'react';
import { FormattingToolbar } from '../../../components/formatting-toolbar';
import {
  applyFormat,
  formatShortcuts,
  type MarkdownFormat,
  type TextSelection,
} from './markdown-edits';

/** The commands the letter offers, as the toolbar shows them (a letter has no quote). */
const letterCommands: readonly MarkdownFormat[] = ['heading', 'bold', 'italic', 'link', 'list'];

/**
 * Applies `format` to the text area's text and selection: the new text goes to `onChange`, and
 * the selection (the words to type over, or the ones formatted) comes back once it is drawn.
 */
export function useLetterFormatting(
  area: RefObject<HTMLTextAreaElement | null>,
  onChange: (value: string) => void,
) {
  const apply = (format: MarkdownFormat) => {
    const element = area.current;
    if (!element) return;
    const next: TextSelection = applyFormat(format, {
      value: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    });
    onChange(next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };
  /** Ctrl (⌘ on a Mac) + B, I or K in the text area. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const format = formatShortcuts[event.key.toLowerCase()];
    if (!format) return;
    event.preventDefault();
    apply(format);
  };
  return { apply, onKeyDown };
}

/**
 * The letter's formatting toolbar: the back office's one toolbar (the post editor's), with the
 * commands the letter supports: Heading, Bold, Italic, Link and List, acting on its Markdown.
 */
export function LetterToolbar({
  controls,
  onFormat,
}: {
  /** The text area's id. */
  controls: string;
  onFormat: (format: MarkdownFormat) => void;
}) {
  return <FormattingToolbar controls={controls} commands={letterCommands} onCommand={onFormat} />;
}
