import type { ReactNode } from 'react';
import styled from 'styled-components';
import { postLimits } from '@site/contracts/admin-posts';
import { Input, Section } from '../../../../components/ui';
import { BodyPreview } from './body-preview';
import { Field, ImageUpload, Textarea } from './editor-fields';
import type { PostEditorModel } from './use-post-editor';

const BodyTextarea = styled(Textarea)`
  min-height: 28rem;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95rem;
  line-height: 1.5;
`;

const WriteAndPreview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.25rem;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** An image's description as Markdown's `![…]` holds it (brackets and backslashes escaped). */
export function markdownImage(alt: string, src: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
  return `![${text}](${src})`;
}

/**
 * The writing, first on the page: the title, then the body in Markdown beside its preview, and
 * images added to it with their descriptions.
 */
export function PostBodySection({
  editor,
  initial,
  title,
}: {
  editor: PostEditorModel;
  initial: { content: string; html: string };
  /** The title's field, above the body. */
  title: ReactNode;
}) {
  const { fields, errors, bodyImageAlt } = editor.state;
  return (
    <Section aria-labelledby="post-body-heading">
      <h2 id="post-body-heading">Writing</h2>
      {title}
      <WriteAndPreview>
        <div>
          <Field
            label="Markdown"
            hint="# Heading, **bold**, *italic*, [link](https://…), > quote"
            id="post-content"
            error={errors.content}
          >
            {(control) => (
              <BodyTextarea
                {...control}
                value={fields.content}
                onChange={(event) => editor.change({ content: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="What the next image shows"
            hint="its description, written into the body with it; needed to publish"
            id="post-body-image-alt"
          >
            {(control) => (
              <Input
                {...control}
                value={bodyImageAlt}
                maxLength={postLimits.imageAlt}
                onChange={(event) => editor.setBodyImageAlt(event.target.value)}
              />
            )}
          </Field>
          <ImageUpload
            id="post-body-image"
            label="Add an image to the body"
            onUploaded={(image) => {
              editor.appendToBody(
                markdownImage(bodyImageAlt, `${image.src}#${image.width}x${image.height}`),
              );
              editor.setBodyImageAlt('');
            }}
          />
        </div>
        <BodyPreview content={fields.content} initial={initial} />
      </WriteAndPreview>
    </Section>
  );
}
