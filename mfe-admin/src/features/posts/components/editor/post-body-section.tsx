import type { ReactNode } from 'react';
import styled from 'styled-components';
import { postLimits } from '@site/contracts/admin-posts';
import { Input, Section } from '../../../../components/ui';
import { BodyPreview } from './body-preview';
import { formattingHint } from '../../../../components/formatting-help';
import { Field, Grid, GrowingTextarea, ImageUpload, useGrowWithText } from './editor-fields';
import type { PostEditorModel } from './use-post-editor';
import { postFieldLabels } from '../../../../lib/post-fields';

/**
 * The writing field in the face the post is read in (the serif of the site's pages), not a code
 * box: the owner writes prose. (The page then needs no monospace face at all.)
 */
const BodyTextarea = styled(GrowingTextarea)`
  min-height: 28rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.0625rem;
  line-height: 1.65;
`;

/** The writing's fields, set apart as the Settings card's are, at the top of their column. */
const WritingFields = styled(Grid)`
  align-content: start;
`;

const WriteAndPreview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.25rem;

  /* Side by side, the body grows with its text and the preview stays in sight beside it,
     scrolling on its own, above the action bar. */
  > :last-child {
    position: sticky;
    top: 1rem;
    align-self: start;
    max-height: calc(100vh - 9rem);
    overflow-y: auto;
  }

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);

    > :last-child {
      position: static;
      max-height: none;
    }
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
 * The writing, first on the page: the title, then the body (Markdown) growing with its text
 * beside its preview, and images added to it with their descriptions.
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
  const grow = useGrowWithText(fields.content);
  return (
    <Section aria-labelledby="post-body-heading">
      <h2 id="post-body-heading">Writing</h2>
      {title}
      <WriteAndPreview>
        <WritingFields>
          <Field
            label={postFieldLabels.content}
            hint={formattingHint}
            id="post-content"
            error={errors.content}
          >
            {(control) => (
              <BodyTextarea
                {...control}
                ref={grow}
                value={fields.content}
                onChange={(event) => editor.change({ content: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="What the next image shows"
            hint="Describe the image for readers who cannot see it; it goes into the text with the image. Needed to publish."
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
        </WritingFields>
        <BodyPreview content={fields.content} initial={initial} />
      </WriteAndPreview>
    </Section>
  );
}
