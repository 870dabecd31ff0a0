import { FilePicker } from '../../../components/file-picker';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  formatFileSize,
  materialFileQuery,
  materialMessages,
  recordingLinkSchema,
} from '@site/contracts/client-materials';
import { Button } from '@site/ui/button';
import { useFormKit } from '@site/ui/form-kit';
import { CancelButton, type OnDemand } from '../../../components/form-on-demand';
import { Actions, Choices, FormAlert, FormField, Input } from '../../../components/ui';
import { apiRefusal } from '../../../lib/api-error';

export type MaterialInput =
  { kind: 'file'; title: string; file: File } | { kind: 'link'; title: string; url: string };

type Field = 'title' | 'url' | 'fileName';

const idsOf = (idPrefix: string): Record<Field, string> => ({
  title: `${idPrefix}-title`,
  url: `${idPrefix}-url`,
  fileName: `${idPrefix}-file`,
});

/**
 * A file or a link with its title: the file is checked against the size the site stores before
 * it is sent (the API checks again while it streams), and the form says that size. `children`
 * adds fields (who it is for). `onSubmit` sends and settles the promise; the form clears on success,
 * and, shown on demand (`onDemand`), has a Cancel and closes once sent.
 */
export function MaterialForm({
  idPrefix,
  submitLabel,
  maxFileBytes,
  initialTitle = '',
  onSubmit,
  onDemand,
  children,
}: {
  idPrefix: string;
  submitLabel: string;
  maxFileBytes: number;
  initialTitle?: string;
  onSubmit: (input: MaterialInput) => Promise<unknown>;
  onDemand?: OnDemand;
  children?: ReactNode;
}) {
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [title, setTitle] = useState(initialTitle);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useMemo(() => idsOf(idPrefix), [idPrefix]);
  const form = useFormKit(ids);
  const { fields } = form;

  /** What the form sends, once the schema and the stored size accept it. */
  const checked = (): MaterialInput | undefined => {
    if (kind === 'link') {
      const valid = fields.check(recordingLinkSchema, { title, url });
      return valid && { kind: 'link', title: valid.title, url: valid.url };
    }
    const valid = fields.check(
      materialFileQuery,
      { title, fileName: file?.name ?? '' },
      {
        extra: (found) => {
          if (found.fileName || file === null) return;
          if (file.size === 0) found.fileName = materialMessages.fileEmpty;
          else if (file.size > maxFileBytes)
            found.fileName = materialMessages.fileTooLarge(maxFileBytes);
        },
      },
    );
    return valid && file ? { kind: 'file', title: valid.title, file } : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const input = checked();
    if (!input) return;
    setPending(true);
    onSubmit(input)
      .then(() => {
        setTitle(initialTitle);
        setUrl('');
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        onDemand?.close();
      })
      .catch((cause: unknown) =>
        form.refuseWith(apiRefusal(cause, 'It was not saved. Please try again in a moment.')),
      )
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem' }}>
      <FormAlert failure={form.failure} alertRef={form.alertRef} />
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
      <FormField id={ids.title} label="Title" error={fields.errors.title}>
        {(control) => (
          <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      {kind === 'file' ? (
        <FormField
          key="file"
          id={ids.fileName}
          label="File"
          hint={`At most ${formatFileSize(maxFileBytes)}. Stored privately: only you and the client can download it.`}
          error={fields.errors.fileName}
        >
          {(control) => (
            <FilePicker
              {...control}
              ref={fileInput}
              buttonLabel="Choose File…"
              file={file}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      ) : (
        <FormField
          key="url"
          id={ids.url}
          label="Link"
          hint="A full address that starts with https:// (a meeting service's recording, a document)."
          error={fields.errors.url}
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
      <Actions>
        <Button type="submit" disabled={pending}>
          {pending ? (kind === 'file' ? 'Uploading…' : 'Saving…') : submitLabel}
        </Button>
        {onDemand && <CancelButton form={onDemand} disabled={pending} />}
      </Actions>
      {pending && kind === 'file' && (
        <p role="status" style={{ margin: 0 }}>
          Uploading {file?.name}…
        </p>
      )}
    </form>
  );
}
