import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { ErrorState, Loading } from '../../../components/states';
import { Facts, Section } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { noticeQueryOptions } from '../api/notices';
import { useScreenQuery } from '@site/ui/screen-query';

const Body = styled.pre`
  margin: 1.25rem 0 0;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.ivory};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** One notice as the e-mail's text, with who it was for and when (its subject heads the page). */
export function NoticeDetail({ id }: { id: string }) {
  const { timezone } = useOwnerSession();
  const notice = useScreenQuery(noticeQueryOptions(id));
  return (
    <>
      <p style={{ marginTop: 0 }}>
        <Link to={paths.adminNotices}>All notices</Link>
      </p>
      {notice.isPending ? (
        <Loading label="Loading the notice…" />
      ) : notice.isError ? (
        <ErrorState
          title="The notice could not be loaded."
          error={notice.error}
          onRetry={() => void notice.refetch()}
        />
      ) : (
        // Its subject is the page's heading.
        <Section aria-label="The notice">
          <Facts>
            <dt>Sent</dt>
            <dd>{formatDateTime(notice.data.sentAt, timezone)}</dd>
            <dt>To</dt>
            <dd>{notice.data.to}</dd>
            {notice.data.replyTo && (
              <>
                <dt>Reply to</dt>
                <dd>{notice.data.replyTo}</dd>
              </>
            )}
          </Facts>
          <Body>{notice.data.text}</Body>
        </Section>
      )}
    </>
  );
}
