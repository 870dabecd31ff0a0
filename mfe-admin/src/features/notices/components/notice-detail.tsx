import { Fragment } from 'react';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { ErrorState, Loading } from '../../../components/states';
import { ExternalLink, Facts, Section } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { noticeQueryOptions } from '../api/notices';
import { noticeKind, noticeText, type NoticePart } from './notice-words';
import { useScreenQuery } from '@site/ui/screen-query';

const Body = styled.div`
  margin-top: 1.25rem;
  overflow-wrap: anywhere;

  p {
    margin: 0 0 0.75rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
`;

function Part({ part }: { part: NoticePart }) {
  if (typeof part === 'string') return <>{part}</>;
  return part.inApp ? (
    <Link to={part.href}>{part.text}</Link>
  ) : (
    <ExternalLink href={part.href} rel="noreferrer" target="_blank">
      {part.text}
    </ExternalLink>
  );
}

/**
 * One notice: when it was sent and to whom, then its text as paragraphs with their addresses as
 * links (the email's signature and mail-only lines left out), and a primary button to the page it
 * is about ("Open the Client’s Page"). Its subject heads the page.
 */
export function NoticeDetail({ id }: { id: string }) {
  const { timezone } = useOwnerSession();
  const notice = useScreenQuery(noticeQueryOptions(id));
  const text = notice.data ? noticeText(notice.data.text) : null;
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
          <Head>
            <Facts>
              <dt>Kind</dt>
              <dd>{noticeKind(id)}</dd>
              <dt>Sent</dt>
              <dd>{formatDateTime(notice.data.sentAt, timezone)}</dd>
              {notice.data.replyTo && (
                <>
                  <dt>Reply to</dt>
                  <dd>{notice.data.replyTo}</dd>
                </>
              )}
            </Facts>
            {text?.action && <ButtonLink to={text.action.path}>{text.action.label}</ButtonLink>}
          </Head>
          <Body>
            {text?.paragraphs.map((lines, index) => (
              <p key={index}>
                {lines.map((parts, line) => (
                  <Fragment key={line}>
                    {line > 0 && <br />}
                    {parts.map((part, at) => (
                      <Part key={at} part={part} />
                    ))}
                  </Fragment>
                ))}
              </p>
            ))}
          </Body>
        </Section>
      )}
    </>
  );
}
