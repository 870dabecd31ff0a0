import { adminType } from '../../../../components/type';
import styled from 'styled-components';
import { Button } from '@site/ui/button';
import { adminLayout } from '../../../../components/layout';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { PairedButton } from '../../../../components/ui';
import { PostStatus } from './post-status';
import type { PostEditorModel } from './use-post-editor';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/**
 * On a phone's column the bar stays one row, low over the form: where the post stands (its state
 * over whether it is saved, in small type) beside both buttons, made compact (36 px, as every
 * small button). Two rows would take some 100 px of the phone's window from the text.
 */
const Bar = styled(StickyActionBar)`
  ${adminLayout.tableCellsStacked} {
    flex-wrap: nowrap;
    gap: 0.5rem;
    padding: 0.5rem 0.625rem;

    > [role='status'] {
      flex: 1 1 0;
      flex-direction: column;
      align-items: flex-start;
      gap: 0.125rem;
      min-width: 0;
      font-size: ${adminType.label};
      line-height: 1.25;
    }
    [data-detail] {
      display: none;
    }
    ${Buttons} {
      flex: none;
      flex-wrap: nowrap;
      gap: 0.375rem;
    }
    ${Buttons} > button {
      min-height: 36px;
      padding: 0.375rem 0.625rem;
      font-size: ${({ theme }) => theme.type.small};
    }
  }
`;

/** Save, publish now or take off the site, with the post's status: always in reach. */
export function PostActionBar({ editor }: { editor: PostEditorModel }) {
  const { post, busy, saveState } = editor.state;
  const { live } = editor;
  // Saving waits for a change (a failed save may be tried again); publishing and taking off the
  // site do not.
  const nothingToSave = busy !== null || saveState === 'saving' || saveState === 'saved';
  return (
    <Bar role="group" aria-label="Save and publish" data-testid="post-action-bar">
      <PostStatus state={editor.state} />
      <Buttons>
        {/* One primary at a time: Save Changes once live; while a draft, Publish Now is. */}
        {live ? (
          <Button type="submit" disabled={nothingToSave}>
            Save Changes
          </Button>
        ) : (
          <PairedButton type="submit" disabled={nothingToSave}>
            Save Draft
          </PairedButton>
        )}
        {post.status !== 'published' ? (
          <Button type="button" disabled={busy !== null} onClick={() => void editor.publish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish Now'}
          </Button>
        ) : null}
        {live ? (
          <PairedButton
            type="button"
            disabled={busy !== null}
            onClick={() => void editor.unpublish()}
          >
            {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
          </PairedButton>
        ) : null}
      </Buttons>
    </Bar>
  );
}
