import { DataTable, TableScroll } from '../../../components/data-table';
import { EmptyState } from '../../../components/states';
import { ExternalLink, Facts, Section } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import type { BroadcastDetail } from '../api/types';
import { StatusBadge } from './status-badge';
import { Breakable } from '../../../components/breakable';

/** How a sent (or sending) broadcast went: counts, who left since, opens, and every failure. */
export function BroadcastReport({ broadcast }: { broadcast: BroadcastDetail }) {
  const { timezone } = useOwnerSession();
  const { counts, report } = broadcast;
  return (
    <>
      <Section aria-labelledby="broadcast-report">
        <h2 id="broadcast-report">Report</h2>
        <Facts>
          <dt>Status</dt>
          <dd>
            <StatusBadge broadcast={broadcast} timezone={timezone} />
          </dd>
          <dt>Subject</dt>
          <dd>{broadcast.subject}</dd>
          {broadcast.startedAt && (
            <>
              <dt>Started</dt>
              <dd>{formatDateTime(broadcast.startedAt, timezone)}</dd>
            </>
          )}
          <dt>Recipients</dt>
          <dd>{counts.recipients}</dd>
          <dt>Sent</dt>
          <dd>{counts.sent}</dd>
          <dt>Failed</dt>
          <dd>{counts.failed}</dd>
          {counts.pending > 0 && (
            <>
              <dt>Waiting</dt>
              <dd>
                {counts.pending}
                {counts.retrying > 0 &&
                  `, of which ${counts.retrying} ${counts.retrying === 1 ? 'waits' : 'wait'} for another try (an attempt failed or was interrupted)${
                    counts.nextRetryAt
                      ? `, next from ${formatDateTime(counts.nextRetryAt, timezone)}`
                      : ''
                  }`}
              </dd>
            </>
          )}
          <dt>Not sent (left before it reached them)</dt>
          <dd>{counts.cancelled}</dd>
          <dt>Unsubscribed since</dt>
          <dd>{report.unsubscribedSince}</dd>
          {report.opened !== null && (
            <>
              <dt>Opened</dt>
              <dd>{report.opened}</dd>
            </>
          )}
          <dt>Web version</dt>
          <dd>
            <ExternalLink href={broadcast.webUrl} target="_blank" rel="noopener noreferrer">
              View in the browser
            </ExternalLink>
          </dd>
        </Facts>
      </Section>
      <Section aria-labelledby="broadcast-failures">
        <h2 id="broadcast-failures">Failures</h2>
        {report.failures.length === 0 ? (
          <EmptyState>No message failed.</EmptyState>
        ) : (
          <TableScroll label="Failures table">
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">What happened</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {report.failures.map((failure) => (
                  <tr key={failure.email}>
                    <td data-label="Email">
                      <Breakable text={failure.email} />
                    </td>
                    <td data-label="What happened">
                      {failure.permanent
                        ? `Refused for good; skipped from now on (${failure.error})`
                        : `Gave up after several tries (${failure.error})`}
                    </td>
                    <td data-label="When">{formatDateTime(failure.at, timezone)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </Section>
    </>
  );
}
