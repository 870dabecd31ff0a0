import { Button } from '@site/ui/button';
import { ConfirmAction } from '../../../../components/confirm-action';
import { Actions, Input, Section, SmallButton } from '../../../../components/ui';
import { Field, Grid, TwoColumns } from './editor-fields';
import type { PostEditorModel } from './use-post-editor';

/** Save, publish now or at a time, take off the site, delete. */
export function PostPublishingSection({ editor }: { editor: PostEditorModel }) {
  const { post, busy, saveState, publishAt, errors } = editor.state;
  const { live } = editor;
  return (
    <Section aria-labelledby="post-publishing-heading">
      <h2 id="post-publishing-heading">Publishing</h2>
      <Grid>
        <Actions>
          <Button type="submit" disabled={busy !== null || saveState === 'saving'}>
            {live ? 'Save Changes' : 'Save Draft'}
          </Button>
          {post.status !== 'published' ? (
            <Button type="button" disabled={busy !== null} onClick={() => void editor.publish()}>
              {busy === 'publish' ? 'Publishing…' : 'Publish Now'}
            </Button>
          ) : null}
          {live ? (
            <SmallButton
              type="button"
              disabled={busy !== null}
              onClick={() => void editor.unpublish()}
            >
              {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
            </SmallButton>
          ) : null}
        </Actions>
        {post.status !== 'published' ? (
          <TwoColumns>
            <Field
              label="Schedule for"
              hint={`your time zone: ${post.timezone}`}
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
