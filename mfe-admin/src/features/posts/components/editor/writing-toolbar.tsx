import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { ButtonGroup } from '../../../../components/segmented';
import { SmallButton } from '../../../../components/ui';
import { rowIndexForKey } from '../../../../lib/row-keys';
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

/** A tool's sign drawn in the text's colour, 16 px, as the letters beside it stand. */
const Sign = ({ children }: { children: ReactNode }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

const tools: {
  format: MarkdownFormat;
  label: string;
  sign: ReactNode;
  shortcut?: string;
}[] = [
  { format: 'heading', label: 'Heading', sign: 'H' },
  { format: 'bold', label: 'Bold', sign: 'B', shortcut: 'B' },
  { format: 'italic', label: 'Italic', sign: 'I', shortcut: 'I' },
  {
    format: 'link',
    label: 'Link',
    shortcut: 'K',
    sign: (
      <Sign>
        <path d="M6.5 9.5l3-3" />
        <path d="M7.5 4.5l1-1a2.8 2.8 0 0 1 4 4l-1 1" />
        <path d="M8.5 11.5l-1 1a2.8 2.8 0 0 1-4-4l1-1" />
      </Sign>
    ),
  },
  {
    format: 'list',
    label: 'List',
    sign: (
      <Sign>
        <path d="M6 4h7M6 8h7M6 12h7" />
        <circle cx="3" cy="4" r="0.6" fill="currentColor" />
        <circle cx="3" cy="8" r="0.6" fill="currentColor" />
        <circle cx="3" cy="12" r="0.6" fill="currentColor" />
      </Sign>
    ),
  },
  {
    format: 'quote',
    label: 'Quote',
    sign: (
      <Sign>
        <path d="M3 3v10" />
        <path d="M6.5 5h6.5M6.5 8h6.5M6.5 11h4" />
      </Sign>
    ),
  },
];

/** The tools joined in one pill, as the back office's other groups of buttons are. */
const Bar = styled(ButtonGroup)`
  display: flex;
  width: fit-content;
  max-width: 100%;
  margin-bottom: 0.5rem;
`;

/** Each tool as tall as a finger and 44 px wide; its sign set as the format looks. */
const Tool = styled(SmallButton)`
  &[data-format='heading'] {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  &[data-format='bold'] {
    font-weight: 800;
  }
  &[data-format='italic'] {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-style: italic;
  }
`;

/**
 * The body's formatting tools: Heading, Bold, Italic, Link, List and Quote write the Markdown for
 * the owner (he sees the result in the preview). One stop of the Tab key, the arrows moving
 * between the tools, as a toolbar's keyboard works.
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
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rowIndexForKey(event.key, current, tools.length);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <Bar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={move}>
      {tools.map((tool, index) => (
        <Tool
          key={tool.format}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          data-format={tool.format}
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.label}
          aria-keyshortcuts={
            tool.shortcut ? `Control+${tool.shortcut} Meta+${tool.shortcut}` : undefined
          }
          title={tool.shortcut ? `${tool.label} (Ctrl+${tool.shortcut})` : tool.label}
          // The field keeps its selection while a tool is pressed with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (field.current) applyFormat(field.current, tool.format, change);
          }}
        >
          {tool.sign}
        </Tool>
      ))}
    </Bar>
  );
}
