import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { writingHint } from '../../lib/markdown-format';
import styled from 'styled-components';
import { postLimits } from '@site/contracts/admin-posts';
import { adminLayout } from '../../../../components/layout';
import { Segmented } from '../../../../components/segmented';
import { Input, Section } from '../../../../components/ui';
import { BodyPreview } from './body-preview';
import { Field, Grid, ImageUpload, Textarea } from './editor-fields';
import { onFormatShortcut, WritingToolbar } from './writing-toolbar';
import type { PostEditorModel } from './use-post-editor';
import { postFieldLabels } from '../../../../lib/post-fields';

/**
 * The writing field in the face the post is read in (the serif of the site's pages), not a code
 * box: the owner writes prose. (The page then needs no monospace face at all.) It keeps one
 * height, the window's less the bars, and scrolls inside: a long post is not a field of many
 * thousand pixels with its settings far below it.
 */
const BodyTextarea = styled(Textarea)`
  height: var(--writing-height);
  resize: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.0625rem;
  line-height: 1.65;
`;

/** The writing's fields, set apart as the Settings card's are, at the top of their column. */
const WritingFields = styled(Grid)`
  align-content: start;
`;

/**
 * The text and its preview. Where the screen's column is wide (a laptop's), side by side, the
 * preview following the text's scroll; narrower, one at a time behind Write and Preview. Both as
 * tall as the window allows beside the page's bars.
 */
const WriteAndPreview = styled.div`
  --writing-height: clamp(20rem, calc(100vh - 19rem), 52rem);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1.25rem;
  align-items: start;

  > [role='group'] {
    justify-self: start;
  }
  &[data-view='write'] > [data-pane='preview'],
  &[data-view='preview'] > [data-pane='write'] {
    display: none;
  }

  ${adminLayout.formGroupsSideBySide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    /* The preview's box as tall as the toolbar and the field beside it, their feet level: near
       enough for the first paint; once live, measured (useLevelFeet). */
    --preview-height: calc(var(--writing-height) + 3rem);

    > [role='group'] {
      display: none;
    }
    &[data-view] > [data-pane] {
      display: grid;
    }
  }
`;

/** Where the text stands in its field, as a share of how far it scrolls (0 at the top). */
function scrolledShare(element: HTMLElement): number {
  const room = element.scrollHeight - element.clientHeight;
  return room > 0 ? element.scrollTop / room : 0;
}

/**
 * Side by side, the preview's box reaches down exactly to the writing field's foot, whatever the
 * label and toolbar above the field measure in the faces and width at hand. Measured again
 * whenever the field or the column around them changes size; one at a time, the box keeps its
 * own height.
 */
function useLevelFeet(
  field: RefObject<HTMLTextAreaElement | null>,
  preview: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const text = field.current;
    const box = preview.current;
    if (!text || !box || typeof ResizeObserver === 'undefined') return;
    const level = () => {
      if (text.offsetParent === null || box.offsetParent === null) {
        box.style.removeProperty('height');
        return;
      }
      const height = text.getBoundingClientRect().bottom - box.getBoundingClientRect().top;
      box.style.setProperty('height', `${Math.max(height, 0)}px`);
    };
    level();
    // The field (the window's height sets it) and its block (label, toolbar and hint, which
    // the column's width and the faces set; the preview's heading shares that width).
    const observer = new ResizeObserver(level);
    observer.observe(text);
    if (text.parentElement) observer.observe(text.parentElement);
    return () => observer.disconnect();
  }, [field, preview]);
}

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
  title,
}: {
  editor: PostEditorModel;
  /** The title's field, above the body. */
  title: ReactNode;
}) {
  const { fields, errors, bodyImageAlt } = editor.state;
  const [view, setView] = useState<'write' | 'preview'>('write');
  const field = useRef<HTMLTextAreaElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  useLevelFeet(field, preview);
  const change = (content: string) => editor.change({ content });
  // Side by side, the preview shows the part of the post being written: it scrolls as far down
  // its own text as the field has (a heading deep in the field, the same heading beside it).
  const follow = () => {
    const box = preview.current;
    if (!field.current || !box || box.offsetParent === null) return;
    box.scrollTop = scrolledShare(field.current) * (box.scrollHeight - box.clientHeight);
  };
  return (
    <Section aria-labelledby="post-body-heading">
      <h2 id="post-body-heading">Writing</h2>
      {title}
      <WriteAndPreview data-view={view}>
        <Segmented
          label="Show"
          options={[
            { value: 'write', label: 'Write' },
            { value: 'preview', label: 'Preview' },
          ]}
          selected={view}
          onSelect={setView}
        />
        <WritingFields data-pane="write">
          <Field
            label={postFieldLabels.content}
            hint={writingHint}
            id="post-content"
            error={errors.content}
          >
            {(control) => (
              <>
                <WritingToolbar field={field} controls={control.id} change={change} />
                <BodyTextarea
                  {...control}
                  ref={field}
                  value={fields.content}
                  onChange={(event) => change(event.target.value)}
                  onKeyDown={(event) => onFormatShortcut(event, change)}
                  onScroll={follow}
                />
              </>
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
        <div data-pane="preview">
          <BodyPreview content={fields.content} scroller={preview} />
        </div>
      </WriteAndPreview>
    </Section>
  );
}
