import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import {
  applyFormat,
  formatShortcuts,
  type MarkdownFormat,
  type TextSelection,
} from './markdown-edits';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 0.375rem;

  button {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.625rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.navy};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Whether the page runs on a Mac, whose shortcuts are ⌘, not Ctrl. */
const onMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

const tools: readonly {
  format: MarkdownFormat;
  name: string;
  key?: string;
  face: React.ReactNode;
}[] = [
  { format: 'bold', name: 'Bold', key: 'B', face: <strong>B</strong> },
  { format: 'italic', name: 'Italic', key: 'I', face: <em>I</em> },
  { format: 'link', name: 'Link', key: 'K', face: <span>Link</span> },
  { format: 'heading', name: 'Heading', face: <span>H</span> },
  { format: 'list', name: 'Bulleted list', face: <span>• List</span> },
];

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
 * The letter's formatting toolbar (bold, italic, link, heading, bulleted list), acting on its
 * Markdown: one tab stop, the arrow keys between its buttons (the toolbar pattern); a click keeps
 * the text area's selection.
 */
export function LetterToolbar({
  controls,
  onFormat,
}: {
  /** The text area's id. */
  controls: string;
  onFormat: (format: MarkdownFormat) => void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mod = onMac() ? '⌘' : 'Ctrl+';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    setCurrent(to);
    buttons.current[to]?.focus();
  };
  return (
    <Bar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool.format}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.name}
          aria-keyshortcuts={tool.key ? `Control+${tool.key} Meta+${tool.key}` : undefined}
          title={tool.key ? `${tool.name} (${mod}${tool.key})` : tool.name}
          // The text area keeps its selection (and its focus) while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            onFormat(tool.format);
          }}
        >
          <span aria-hidden="true">{tool.face}</span>
        </button>
      ))}
    </Bar>
  );
}
