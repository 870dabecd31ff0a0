import { FilePicker } from '../../../../components/file-picker';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  postImageLimitsHint,
  postImageMaxBytes,
  postImageTypes,
  postMessages,
} from '@site/contracts/admin-posts';
import { errorIdOf, type FieldControl } from '@site/ui/form-kit';
import { FieldError, FieldLabel, FormField, inputStyles, Muted } from '../../../../components/ui';
import { apiErrorMessage } from '../../../../lib/api-error';
import { uploadImage } from '../../api/upload-image';

export const Textarea = styled.textarea`
  ${inputStyles}
  min-height: 6rem;
  resize: vertical;
`;

/** Whether the browser sizes a field to its content by itself (`field-sizing: content`). */
const sizesItself = () =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');

/**
 * A textarea as tall as its text, so the page, not the field, scrolls while writing. The browser
 * does it where it can (`field-sizing`, which also follows a change of width); elsewhere the
 * height follows the text's own (its scroll height) after each change and each resize.
 */
export function useGrowWithText(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const field = ref.current;
    if (!field || sizesItself()) return;
    const fit = () => {
      field.style.height = 'auto';
      const height = field.scrollHeight;
      if (height > 0) field.style.height = `${height}px`;
      else field.style.removeProperty('height');
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [value]);
  return ref;
}

export const GrowingTextarea = styled(Textarea)`
  resize: none;
  overflow: hidden;
  field-sizing: content;
`;

export const Grid = styled.div`
  display: grid;
  gap: 1rem;
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Hint = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * One field of the editor, as every form of the back office lays one out: its label, its
 * control, then its hint below it (a full sentence, tied to the control by aria-describedby) and
 * the API's message.
 */
export function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  id: string;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {children}
    </FormField>
  );
}

/** An image field: choose a file, the API checks and converts it; messages stay beside it. */
export function ImageUpload({
  id,
  label,
  refusal,
  onUploaded,
}: {
  id: string;
  label: string;
  /** The id of the server's refusal of the field (shown by the caller): the picker is invalid. */
  refusal?: string;
  onUploaded: (image: Awaited<ReturnType<typeof uploadImage>>) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FilePicker
        id={id}
        buttonLabel="Choose Image…"
        accepts={postImageLimitsHint}
        accept={postImageTypes.join(',')}
        disabled={pending}
        aria-invalid={error || refusal ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : refusal}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          if (file.size > postImageMaxBytes) {
            setError(postMessages.imageTooLarge);
            input.value = '';
            return;
          }
          setPending(true);
          setError(null);
          uploadImage(file)
            .then(onUploaded)
            .catch((failure: unknown) =>
              setError(apiErrorMessage(failure, 'The image was not uploaded. Please try again.')),
            )
            .finally(() => {
              setPending(false);
              input.value = '';
            });
        }}
      />
      {pending ? <Muted role="status">Uploading and converting the image…</Muted> : null}
      {error ? (
        <FieldError id={errorIdOf(id)} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
