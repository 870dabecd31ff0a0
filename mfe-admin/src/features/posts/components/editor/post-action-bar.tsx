import styled from 'styled-components';
import { Button } from '@site/ui/button';
import { SmallButton } from '../../../../components/ui';
import { PostStatus } from './post-status';
import type { PostEditorModel } from './use-post-editor';

/*
 * The editor's actions and where the post stands, kept at the foot of the window while any of the
 * form is in view: the last thing in the form, it takes its own room there, so at the end of the
 * page it covers nothing, and a field reached by the keyboard scrolls clear above it.
 */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 1rem;
  padding: 0.625rem clamp(0.75rem, 3vw, 1.25rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
`;

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
    <Bar role="group" aria-label="Save and publish" data-testid="post-action-bar">
      <PostStatus state={editor.state} />
      <Buttons>
        <Button type="submit" disabled={busy !== null || saveState === 'saving'}>
          {live ? 'Save Changes' : 'Save Draft'}
        </Button>
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
    </Bar>
  );
}
