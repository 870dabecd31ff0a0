import { ConfirmAction } from '../../../../components/confirm-action';
import styled from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import { ExternalLink, Input, Muted, Section, SmallButton } from '../../../../components/ui';
import { formatDateTime } from '../../../../lib/format';
import { Field, Grid } from './editor-fields';
import type { PostEditorModel } from './use-post-editor';
import { zoneTimeNameInParentheses } from '@site/contracts/timezones';

/**
 * A field's input and its action on one line, the action level with the input's middle; the
 * field's hint under both. On a narrow column the action goes under the input.
 */
const WithAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;

  > input {
    flex: 1 1 14rem;
    width: auto;
    max-width: 26rem;
  }
  > button {
    flex: none;
  }
`;

/** Publish at a time, delete (saving, publishing now and unpublishing are in the action bar). */
export function PostPublishingSection({ editor }: { editor: PostEditorModel }) {
  const { post, busy, publishAt, errors } = editor.state;
  return (
    <Section aria-labelledby="post-publishing-heading">
      <h2 id="post-publishing-heading">Publishing</h2>
      <Grid>
        {post.status === 'published' && post.publishedAt ? (
          <Muted>
            Published {formatDateTime(post.publishedAt, post.timezone)}.{' '}
            <ExternalLink
              href={toPath(paths.blogPost, { slug: post.slug })}
              target="_blank"
              rel="noreferrer"
            >
              View on the site
            </ExternalLink>
          </Muted>
        ) : null}
        {post.status !== 'published' ? (
          <Field
            label="Schedule for"
            hint={`In your time zone ${zoneTimeNameInParentheses(post.timezone)}.`}
            id="post-publish-at"
            error={errors.publishAt}
          >
            {(control) => (
              <WithAction>
                <Input
                  {...control}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(event) => editor.setPublishAt(event.target.value)}
                />
                <SmallButton
                  type="button"
                  disabled={busy !== null || !publishAt}
                  onClick={() => void editor.schedule()}
                >
                  {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
                </SmallButton>
              </WithAction>
            )}
          </Field>
        ) : null}
        <div>
          <ConfirmAction
            label="Delete Post"
            confirmLabel="Delete for Good"
            consequence={
              post.status === 'published'
                ? 'The post leaves the site at once: its page answers “not found”, and it leaves the blog, the sitemap and the feed. This cannot be undone.'
                : 'The post is deleted for good. This cannot be undone.'
            }
            pending={busy === 'delete'}
            onConfirm={() => void editor.remove()}
          />
        </div>
      </Grid>
    </Section>
  );
}
