import styled from 'styled-components';
import { Button } from '@site/ui/button';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { SmallButton } from '../../../../components/ui';
import { PostStatus } from './post-status';
import type { PostEditorModel } from './use-post-editor';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** A secondary action the height of the primary beside it. */
const RowButton = styled(SmallButton)`
  min-height: 44px;
  padding-inline: 1.125rem;
  font-size: 1rem;
`;

/** Save, publish now or take off the site, with the post's status: always in reach. */
export function PostActionBar({ editor }: { editor: PostEditorModel }) {
  const { post, busy, saveState } = editor.state;
  const { live } = editor;
  return (
    <StickyActionBar role="group" aria-label="Save and publish" data-testid="post-action-bar">
      <PostStatus state={editor.state} />
      <Buttons>
        {/* One primary at a time: Save Changes once live; while a draft, Publish Now is. */}
        {live ? (
          <Button type="submit" disabled={busy !== null || saveState === 'saving'}>
            Save Changes
          </Button>
        ) : (
          <RowButton type="submit" disabled={busy !== null || saveState === 'saving'}>
            Save Draft
          </RowButton>
        )}
        {post.status !== 'published' ? (
          <Button type="button" disabled={busy !== null} onClick={() => void editor.publish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish Now'}
          </Button>
        ) : null}
        {live ? (
          <RowButton type="button" disabled={busy !== null} onClick={() => void editor.unpublish()}>
            {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
          </RowButton>
        ) : null}
      </Buttons>
    </StickyActionBar>
  );
}
