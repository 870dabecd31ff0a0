import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonGroup } from './segmented';
import { SmallButton } from './ui';
import { rowIndexForKey } from '../lib/row-keys';

/** The formatting commands a Markdown editor of the back office may offer. */
export type FormattingCommand = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote';

/** Whether the page runs on a Mac, whose shortcuts are ⌘, not Ctrl. */
const onMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

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

/** Every tool, in the one order both editors show them: its name, its sign, its shortcut. */
const tools: readonly {
  command: FormattingCommand;
  label: string;
  sign: ReactNode;
  shortcut?: string;
}[] = [
  { command: 'heading', label: 'Heading', sign: 'H' },
  { command: 'bold', label: 'Bold', sign: 'B', shortcut: 'B' },
  { command: 'italic', label: 'Italic', sign: 'I', shortcut: 'I' },
  {
    command: 'link',
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
    command: 'list',
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
    command: 'quote',
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
 * The back office's one formatting toolbar of a Markdown text area (the post editor's, the
 * newsletter composer's): the same signs in the same order (Heading, Bold, Italic, Link, List,
 * Quote), each named for assistive technology, showing the `commands` its editor supports. One
 * stop of the Tab key, the arrows moving between the tools (the toolbar pattern); pressed with
 * the mouse, a tool leaves the text area's selection as it was.
 */
export function FormattingToolbar<C extends FormattingCommand>({
  controls,
  commands,
  onCommand,
}: {
  /** The id of the text area the tools write in. */
  controls: string;
  commands: readonly C[];
  onCommand: (command: C) => void;
}) {
  const shown = tools.filter((tool): tool is (typeof tools)[number] & { command: C } =>
    (commands as readonly FormattingCommand[]).includes(tool.command),
  );
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mod = onMac() ? '⌘' : 'Ctrl+';
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rowIndexForKey(event.key, current, shown.length);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <Bar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={move}>
      {shown.map((tool, index) => (
        <Tool
          key={tool.command}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          data-format={tool.command}
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.label}
          aria-keyshortcuts={
            tool.shortcut ? `Control+${tool.shortcut} Meta+${tool.shortcut}` : undefined
          }
          title={tool.shortcut ? `${tool.label} (${mod}${tool.shortcut})` : tool.label}
          // The field keeps its selection while a tool is pressed with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            setCurrent(index);
            onCommand(tool.command);
          }}
        >
          {tool.sign}
        </Tool>
      ))}
    </Bar>
  );
}
