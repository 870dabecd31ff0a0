import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TableScroll } from '../../../components/data-table';
import { EmailRows } from '../../../components/email-rows';
import { ErrorState } from '../../../components/states';
import { Muted, Section, SmallButton } from '../../../components/ui';
import { clientEmailsQueryOptions } from '../api/client-actions';

/** How many emails the log shows until asked for all: the page stays short. */
export const emailsShownFirst = 5;

/**
 * What the site emailed the client (to his address alone), in the booking page's email rows:
 * each email's subject, when it went out (or, still waiting, when it goes out) and its state, in the order the API gives (newest first): the first five,
 * then all of them on "Show All". Never a body: the outbox's copies stay in the outbox.
 */
export function ClientEmailLog({ clientId, zone }: { clientId: number; zone: string }) {
  const emails = useQuery(clientEmailsQueryOptions(clientId));
  const [all, setAll] = useState(false);
  const shown = all ? (emails.data ?? []) : (emails.data ?? []).slice(0, emailsShownFirst);
  return (
    <Section aria-labelledby="client-emails">
      <h2 id="client-emails">Emails sent to the client</h2>
      {emails.isPending ? (
        <Muted role="status">Loading the emails…</Muted>
      ) : emails.isError ? (
        <ErrorState
          title="The emails could not be loaded."
          error={emails.error}
          onRetry={() => void emails.refetch()}
        />
      ) : emails.data.length === 0 ? (
        <Muted>No email sent to this client yet.</Muted>
      ) : (
        <>
          <TableScroll label="Emails to the client table">
            <EmailRows emails={shown} zone={zone} />
          </TableScroll>
          {emails.data.length > shown.length && (
            <p>
              <SmallButton type="button" onClick={() => setAll(true)}>
                Show All {emails.data.length} Emails
              </SmallButton>
            </p>
          )}
        </>
      )}
    </Section>
  );
}
