import styled from 'styled-components';
import { postStatusLabels } from '@site/contracts/admin-posts';
import { saveStateText } from '../../../../components/save-row';
import { Badge, DecisionBox, SmallButton } from '../../../../components/ui';
import { formatDateTime, formatTime } from '../../../../lib/format';
import { statusTones } from '../posts-list';
import type { EditorState } from './editor-state';

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.625rem;
  align-items: center;
  margin: 0;
`;

/** The back office's save wording (`saveStateText`), with the editor's own two states. */
function saveText({ saveState, savedAt, post }: EditorState): string {
  if (saveState === 'failed') return 'Not saved';
  // Saved from this editor, so today: its time says when.
  if (saveState === 'saved' && savedAt) return `Saved at ${formatTime(savedAt, post.timezone)}`;
  return saveStateText({ pending: saveState === 'saving', unsaved: saveState === 'unsaved' });
}

/**
 * Where the post stands, said once: its status as a pill with its date beside it (when it went
 * or goes out) and whether it is saved. On a phone's bar the date (`data-detail`) gives way to
 * the pill and the save state, on two short lines; the Publishing card says it too.
 */
export function PostStatus({ state }: { state: EditorState }) {
  const { post } = state;
  return (
    <StatusLine role="status" aria-live="polite">
      <Badge $tone={statusTones[post.status]}>{postStatusLabels[post.status]}</Badge>
      {post.status === 'scheduled' && post.publishedAt ? (
        <span>Goes out {formatDateTime(post.publishedAt, post.timezone)}</span>
      ) : null}
      {post.status === 'published' && post.publishedAt ? (
        <span data-detail>since {formatDateTime(post.publishedAt, post.timezone)}</span>
      ) : null}
      <span>{saveText(state)}</span>
    </StatusLine>
  );
}

/** Another change was saved meanwhile: say so, and offer the latest version. */
export function PostConflict({ state, onReload }: { state: EditorState; onReload: () => void }) {
  if (state.conflict === null) return null;
  return (
    <DecisionBox role="alert" style={{ marginTop: 0, marginBottom: '1rem' }}>
      <p>{state.conflict}</p>
      <SmallButton type="button" onClick={onReload}>
        Load the Latest Version
      </SmallButton>
    </DecisionBox>
  );
}
