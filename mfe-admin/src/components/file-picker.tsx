import { adminType } from './type';
import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '@site/contracts/client-materials';

/**
 * The picker's box; the native input lies over all of it, transparent, so a click, a key or a file
 * dropped anywhere on it reaches the input itself (the focus target and its label's target).
 */
const Picker = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.875rem;
  align-items: center;
  min-height: 44px;
  padding: 0.375rem 0.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};

  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  /* A file dragged over it: it takes the drop (the native input does). */
  &[data-dragging='true'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.ivory};
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    font-size: 0;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

/** The button as seen (the input over it is the control). */
const ButtonArea = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0.375rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.navy};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};

  ${Picker}:hover:not(:has(input:disabled)) & {
    background: ${({ theme }) => theme.colors.ivory};
  }
  ${Picker}:has(input:focus-visible) & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${Picker}:has(input:disabled) & {
    opacity: 0.6;
  }
`;

const Chosen = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.type.small};

  strong {
    font-weight: 600;
  }
`;

const Accepts = styled.span`
  flex-basis: 100%;
  font-size: ${adminType.label};
  color: ${({ theme }) => theme.colors.muted};
`;

/** "portrait.jpg · 1.2 MB" */
export function fileSummary(file: File): string {
  return `${file.name} · ${formatFileSize(file.size)}`;
}

export interface FilePickerProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'children'
> {
  id: string;
  /** The button's words: "Choose Image…", "Choose File…". */
  buttonLabel: string;
  /** The types it takes, in words ("JPEG, PNG, WebP or AVIF"); omitted when any file will do. */
  accepts?: string;
  /** The file to name beside the button; unset, the picker names the last one chosen itself. */
  file?: File | null;
}

/**
 * The back office's one file picker: a real button ("Choose Image…"), the chosen file's name and
 * size beside it, the types it takes below. The native input stays the control: it lies unseen
 * over the button, takes the focus and the clicks, is what the field's label names, and takes a
 * file dropped on it.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker(
  { id, buttonLabel, accepts, file, onChange, 'aria-describedby': describedBy, ...input },
  ref,
) {
  const [own, setOwn] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const shown = file === undefined ? own : file;
  return (
    <Picker
      data-dragging={dragging ? 'true' : undefined}
      onDragEnter={() => setDragging(true)}
      onDragLeave={() => setDragging(false)}
      onDrop={() => setDragging(false)}
    >
      <ButtonArea aria-hidden="true">{buttonLabel}</ButtonArea>
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        aria-describedby={
          [describedBy, accepts ? `${id}-accepts` : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setOwn(event.currentTarget.files?.[0] ?? null);
          onChange?.(event);
        }}
      />
      <Chosen aria-live="polite">
        {shown ? <strong>{fileSummary(shown)}</strong> : 'No file chosen'}
      </Chosen>
      {accepts ? <Accepts id={`${id}-accepts`}>Accepts {accepts}.</Accepts> : null}
    </Picker>
  );
});
