import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@site/ui/testing';
import { FilePicker } from '../file-picker';
import { FieldLabel } from '../ui';

function Field({ onFile }: { onFile?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FieldLabel htmlFor="cover">Cover image</FieldLabel>
      <FilePicker
        id="cover"
        buttonLabel="Choose Image…"
        accepts="JPEG, PNG or WebP"
        accept="image/jpeg,image/png,image/webp"
        file={file}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          onFile?.(chosen);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

const image = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'sea at dawn.png', { type: 'image/png' });

describe('the file picker', () => {
  it('shows a button, the types it takes, and the chosen file’s name and size', async () => {
    const chosen = jest.fn();
    const { user } = renderWithProviders(<Field onFile={chosen} />);
    expect(screen.getByText('Choose Image…')).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const input = screen.getByLabelText('Cover image');
    expect(input).toHaveAccessibleDescription('Accepts JPEG, PNG or WebP.');
    await user.upload(input, image(1536));
    expect(screen.getByText('sea at dawn.png · 1.5 KB')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'sea at dawn.png' }));
  });

  it('keeps the native input as the label’s target and the focus stop', async () => {
    const { user } = renderWithProviders(<Field />);
    const input = screen.getByLabelText('Cover image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    // Its label names it alone: the button's words are for the eye.
    expect(input).toHaveAccessibleName('Cover image');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
