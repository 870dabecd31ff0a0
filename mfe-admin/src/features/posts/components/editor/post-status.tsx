import styled from 'styled-components';
import { postStatusLabels } from '@site/contracts/admin-posts';
import { paths, toPath } from '@site/contracts/routes';
import { Badge, DecisionBox, ExternalLink, SmallButton } from '../../../../components/ui';
import { formatDateTime } from '../../../../lib/format';
import { statusTones } from '../posts-list';
import type { EditorState } from './editor-state';

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0 0 1rem;
`;

function saveText({ saveState, savedAt, post }: EditorState): string {
  if (saveState === 'saving') return 'Saving…';
  if (saveState === 'unsaved') return 'Unsaved changes';
  if (saveState === 'failed') return 'Not saved';
  return savedAt ? `Saved at ${formatDateTime(savedAt, post.timezone)}` : 'All changes saved';
}

/** Where the post stands (its status, when it goes out, whether it is saved) and any conflict. */
export function PostStatus({ state, onReload }: { state: EditorState; onReload: () => void }) {
  const { post, conflict } = state;
  return (
    <>
      <StatusLine role="status" aria-live="polite">
        <Badge $tone={statusTones[post.status]}>{postStatusLabels[post.status]}</Badge>
        {post.status === 'scheduled' && post.publishedAt ? (
          <span>Goes out {formatDateTime(post.publishedAt, post.timezone)}</span>
        ) : null}
        {post.status === 'published' && post.publishedAt ? (
          <span>Published {formatDateTime(post.publishedAt, post.timezone)}</span>
        ) : null}
        <span>{saveText(state)}</span>
        {post.status === 'published' ? (
          <ExternalLink
            href={toPath(paths.blogPost, { slug: post.slug })}
            target="_blank"
            rel="noreferrer"
          >
            View on the site
          </ExternalLink>
        ) : null}
      </StatusLine>
      {conflict !== null ? (
        <DecisionBox role="alert" style={{ marginTop: 0, marginBottom: '1rem' }}>
          <p>{conflict}</p>
          <SmallButton type="button" onClick={onReload}>
            Load the Latest Version
          </SmallButton>
        </DecisionBox>
      ) : null}
    </>
  );
}
