import { ConfirmAction } from '../../../../components/confirm-action';
import { Actions, Input, Section, SmallButton } from '../../../../components/ui';
import { Field, Grid, TwoColumns } from './editor-fields';
import type { PostEditorModel } from './use-post-editor';
import { timezoneInParentheses } from '@site/contracts/timezones';

/** Publish at a time, delete (saving, publishing now and unpublishing are in the action bar). */
export function PostPublishingSection({ editor }: { editor: PostEditorModel }) {
  const { post, busy, publishAt, errors } = editor.state;
  return (
    <Section aria-labelledby="post-publishing-heading">
      <h2 id="post-publishing-heading">Publishing</h2>
      <Grid>
        {post.status !== 'published' ? (
          <TwoColumns>
            <Field
              label="Schedule for"
              hint={`In your time zone ${timezoneInParentheses(post.timezone)}.`}
              id="post-publish-at"
              error={errors.publishAt}
            >
              {(control) => (
                <Input
                  {...control}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(event) => editor.setPublishAt(event.target.value)}
                />
              )}
            </Field>
            <Actions style={{ alignSelf: 'end' }}>
              <SmallButton
                type="button"
                disabled={busy !== null || !publishAt}
                onClick={() => void editor.schedule()}
              >
                {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
              </SmallButton>
            </Actions>
          </TwoColumns>
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
