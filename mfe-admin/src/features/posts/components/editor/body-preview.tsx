import { useEffect, useState, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../../../components/ui';
import { previewPost } from '../../api/preview-post';
import { Hint } from './editor-fields';

/** How long after the last keystroke the preview is drawn. */
export const previewDelayMs = 400;

/**
 * The preview uses the public post page's reading styles, near enough to judge the text. It is
 * as tall as the writing field beside it and scrolls in its own box, following the field.
 */
const Preview = styled.div`
  height: var(--preview-height, var(--writing-height));
  overflow-y: auto;
  padding: 1rem 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  line-height: 1.7;

  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.navy};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  &[aria-busy='true']:empty::before {
    content: 'Drawing the preview…';
    color: ${({ theme }) => theme.colors.muted};
  }
  blockquote {
    margin: 1rem 0;
    padding-left: 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
  }
`;

const PreviewHeading = styled.h3`
  margin: 0 0 0.375rem;
`;

/**
 * The live preview: the body as the public page renders it (by the API's own renderer), drawn
 * once the page is live and again shortly after typing. The page's first HTML carries the text
 * once, in its field, not a second time drawn.
 */
export function BodyPreview({
  content,
  scroller,
}: {
  content: string;
  /** The preview's scrolling box, which follows the writing field's scroll. */
  scroller?: Ref<HTMLDivElement>;
}) {
  const [drawn, setDrawn] = useState<{ content: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const upToDate = drawn?.content === content;
  const first = drawn === null;
  useEffect(() => {
    if (upToDate) return;
    let current = true;
    // The first drawing at once; the next ones once the typing pauses.
    const timer = setTimeout(
      () => {
        previewPost(content)
          .then((rendered) => {
            if (!current) return;
            setDrawn({ content, html: rendered });
            setFailed(false);
          })
          .catch(() => {
            if (current) setFailed(true);
          });
      },
      first ? 0 : previewDelayMs,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, upToDate, first]);
  return (
    <section aria-labelledby="preview-heading">
      <PreviewHeading id="preview-heading">
        Preview <Hint>as the blog shows it</Hint>
      </PreviewHeading>
      {failed ? (
        <FieldError role="alert">
          The preview could not be drawn. It tries again as you type.
        </FieldError>
      ) : null}
      {/* The API's renderer and sanitiser made this HTML: the very HTML the public page shows.
          Busy while the text differs from the one it shows (a new drawing is on its way). A
          keyboard's stop: it scrolls in its own box. */}
      <Preview
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="The post as the blog shows it"
        data-testid="post-preview"
        aria-busy={!upToDate}
        dangerouslySetInnerHTML={{ __html: drawn?.html ?? '' }}
      />
    </section>
  );
}
