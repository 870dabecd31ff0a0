import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../../../components/ui';
import { previewPost } from '../../api/preview-post';
import { Hint } from './editor-fields';

/** How long after the last keystroke the preview is drawn. */
export const previewDelayMs = 400;

/** The preview uses the public post page's reading styles, near enough to judge the text. */
const Preview = styled.div`
  min-height: 28rem;
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
 * The live preview: the body as the public page renders it, redrawn shortly after typing. It
 * opens with the body the post was read with, rendered by the API with the post (drawn on the
 * server with the page), and asks for a new drawing once the text differs.
 */
export function BodyPreview({
  content,
  initial,
}: {
  content: string;
  initial: { content: string; html: string };
}) {
  const [drawn, setDrawn] = useState(initial);
  const [failed, setFailed] = useState(false);
  const upToDate = drawn.content === content;
  useEffect(() => {
    if (upToDate) return;
    let current = true;
    const timer = setTimeout(() => {
      previewPost(content)
        .then((rendered) => {
          if (!current) return;
          setDrawn({ content, html: rendered });
          setFailed(false);
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, upToDate]);
  return (
    // A keyboard's stop: beside the body, it scrolls in its own box.
    <section aria-labelledby="preview-heading" tabIndex={0}>
      <PreviewHeading id="preview-heading">
        Preview <Hint>as the blog shows it</Hint>
      </PreviewHeading>
      {failed ? (
        <FieldError role="alert">
          The preview could not be drawn. It tries again as you type.
        </FieldError>
      ) : null}
      {/* The API's renderer and sanitiser made this HTML: the very HTML the public page shows.
          Busy while the text differs from the one it shows (a new drawing is on its way). */}
      <Preview
        data-testid="post-preview"
        aria-busy={!upToDate}
        dangerouslySetInnerHTML={{ __html: drawn.html }}
      />
    </section>
  );
}
