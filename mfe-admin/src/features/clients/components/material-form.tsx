import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ValidationError } from 'yup';
import {
  formatFileSize,
  materialFileQuery,
  materialMessages,
  recordingLinkSchema,
} from '@site/contracts/client-materials';
import { Button } from '@site/ui/button';
import { Actions, Choices, FieldError, FormField, Input } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';

export type MaterialInput =
  { kind: 'file'; title: string; file: File } | { kind: 'link'; title: string; url: string };

type Errors = Partial<Record<'title' | 'url' | 'file' | 'form', string>>;

function schemaErrors(error: unknown): Errors {
  if (!(error instanceof ValidationError)) return { form: 'Please check the form.' };
  const errors: Errors = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path === 'fileName' ? 'file' : (inner.path as keyof Errors | undefined);
    if (field && !errors[field]) errors[field] = inner.errors[0] ?? inner.message;
  }
  return errors;
}

/**
 * A file or a link with its title: the file is checked against the size the site stores before
 * it is sent (the API checks again while it streams), and the form says that size. `children`
 * adds fields (who it is for). `onSubmit` sends and settles the promise; the form clears on success.
 */
export function MaterialForm({
  idPrefix,
  submitLabel,
  maxFileBytes,
  initialTitle = '',
  onSubmit,
  children,
}: {
  idPrefix: string;
  submitLabel: string;
  maxFileBytes: number;
  initialTitle?: string;
  onSubmit: (input: MaterialInput) => Promise<unknown>;
  children?: ReactNode;
}) {
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [title, setTitle] = useState(initialTitle);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let input: MaterialInput;
    try {
      if (kind === 'link') {
        const valid = recordingLinkSchema.validateSync({ title, url }, { abortEarly: false });
        input = { kind: 'link', title: valid.title, url: valid.url };
      } else {
        const valid = materialFileQuery.validateSync(
          { title, fileName: file?.name ?? '' },
          { abortEarly: false },
        );
        if (file === null) throw new Error('unreachable: the name was required');
        if (file.size === 0) return setErrors({ file: materialMessages.fileEmpty });
        if (file.size > maxFileBytes)
          return setErrors({ file: materialMessages.fileTooLarge(maxFileBytes) });
        input = { kind: 'file', title: valid.title, file };
      }
    } catch (cause) {
      setErrors(schemaErrors(cause));
      return;
    }
    setErrors({});
    setPending(true);
    onSubmit(input)
      .then(() => {
        setTitle(initialTitle);
        setUrl('');
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      })
      .catch((cause: unknown) => {
        const fields = apiFieldErrors(cause);
        setErrors({
          title: fields.title,
          url: fields.url,
          file: fields.fileName,
          form:
            Object.keys(fields).length > 0
              ? undefined
              : apiErrorMessage(cause, 'It was not saved. Please try again in a moment.'),
        });
      })
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem' }}>
      <Choices>
        <legend>Add</legend>
        <label>
          <input
            type="radio"
            name={`${idPrefix}-kind`}
            checked={kind === 'file'}
            onChange={() => setKind('file')}
          />
          A file
        </label>
        <label>
          <input
            type="radio"
            name={`${idPrefix}-kind`}
            checked={kind === 'link'}
            onChange={() => setKind('link')}
          />
          A link
        </label>
      </Choices>
      <FormField id={`${idPrefix}-title`} label="Title" error={errors.title}>
        {(control) => (
          <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      {kind === 'file' ? (
        <FormField
          key="file"
          id={`${idPrefix}-file`}
          label="File"
          hint={`At most ${formatFileSize(maxFileBytes)}. Stored privately: only you and the client can download it.`}
          error={errors.file}
        >
          {(control) => (
            <Input
              {...control}
              ref={fileInput}
              type="file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      ) : (
        <FormField
          key="url"
          id={`${idPrefix}-url`}
          label="Link"
          hint="A full address that starts with https:// (a meeting service's recording, a document)."
          error={errors.url}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </FormField>
      )}
      {children}
      {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? (kind === 'file' ? 'Uploading…' : 'Saving…') : submitLabel}
        </Button>
      </Actions>
      {pending && kind === 'file' && (
        <p role="status" style={{ margin: 0 }}>
          Uploading {file?.name}…
        </p>
      )}
    </form>
  );
}
