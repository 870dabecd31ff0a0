import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, visuallyHidden } from '@site/ui/visually-hidden';
import { emailSkippedNote } from '@site/contracts/admin';
import {
  emailStatusLabels,
  formatListDateTime,
  withoutOwnZone,
  withWholeDates,
} from '../lib/format';
import { adminLayout } from './layout';
import { adminType } from './type';
import { Badge } from './ui';
import { WholeCompounds } from './whole-compounds';

/** What an email row needs of an email: a booking's emails and a client's log both have it. */
export interface EmailRowData {
  id: number;
  subject: string;
  status: keyof typeof emailStatusLabels;
  sentAt: string | null;
  /** When one still waiting goes out (a reminder: the day or hour before its session). */
  sendsAt: string | null;
  lastError?: string | null;
  attempts?: number;
}

/**
 * A skipped reminder (its session moved or was cancelled before it was due) is no failure: a
 * quiet grey pill, like a sent one's calm, never the amber of something to watch.
 */
const emailTone = {
  sent: 'good',
  failed: 'bad',
  queued: 'warn',
  sending: 'warn',
  cancelled: 'plain',
} as const;

/** The state column: as wide as its longest pill ("Waiting to send"), whatever the subjects. */
const stateWidth = '8.5rem';

/** The action column: "Send Again" on one line, with its padding. */
const actionWidth = '9.5rem';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: ${adminType.label};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody tr:last-child > td {
    border-bottom: 0;
  }
  [data-part='state'] {
    width: ${stateWidth};
    white-space: nowrap;
  }
  /* The row's action (Send Again), the last column: as wide as its button; a reason why there is
     none wraps inside it. */
  [data-part='action'] {
    width: ${actionWidth};
    text-align: right;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The subject wraps between words only: its column has the room the state column leaves. */
  td:first-child {
    line-height: 1.4;
    overflow-wrap: normal;
  }

  /* On a phone the state's pill stands under the subject, then the meta line: the subject has the
     row's whole width, so no word of it is squeezed in two. */
  ${adminLayout.tableCellsStacked} {
    thead {
      ${visuallyHidden}
    }
    tbody,
    tr {
      display: block;
    }
    tr {
      display: flex;
      flex-direction: column;
      gap: 0.25rem;
      padding: 0.625rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: 0;
      border: 0;
    }
    td:first-child {
      display: contents;
    }
    [data-part='state'] {
      width: auto;
      order: 1;
    }
    [data-part='action'] {
      width: auto;
      order: 3;
      text-align: left;
    }
    [data-part='subject'] {
      order: 0;
    }
    [data-part='note'],
    [data-part='meta'] {
      order: 2;
    }
  }
`;

const Subject = styled.span`
  display: block;
  font-weight: 700;
`;

/** A quiet line under the subject: why it was skipped, or a failure's last error. */
const Note = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/** To whom and when. */
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  margin-top: 0.25rem;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};

  /* A date and time never break inside ("Mon, Nov 30, / 11:27 PM"). */
  [data-when] {
    white-space: nowrap;
  }
`;

/** When it went out or goes out: "Sent Mon, Nov 30, 1:56 PM", "Goes out Tue, Dec 1, 1:45 PM". */
export function emailWhen(email: EmailRowData, zone: string): string | null {
  if (email.sentAt) return `Sent ${formatListDateTime(email.sentAt, zone)}`;
  if (email.sendsAt) return `Goes out ${formatListDateTime(email.sendsAt, zone)}`;
  return null;
}

/**
 * Emails as rows of one look wherever the back office lists them (a booking's, a client's): the
 * subject (hyphenated words and dates kept whole), a quiet line why it was skipped or what failed,
 * a meta line (to whom, when it went or goes out), the state's pill in a column of fixed width
 * and, where the list offers one, the row's action (Send Again) in the last column. On a phone
 * the pill stands under the subject and the action under the meta line.
 */
export function EmailRows<E extends EmailRowData>({
  emails,
  zone,
  audience,
  action,
}: {
  emails: readonly E[];
  zone: string;
  /** To whom ("To the client"), where the list mixes addresses. */
  audience?: (email: E) => string;
  /** The row's action (Send Again), or why there is none. */
  action?: (email: E) => ReactNode;
}) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col" data-part="state">
            State
          </th>
          {action && (
            <th scope="col" data-part="action">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {emails.map((email) => {
          const when = emailWhen(email, zone);
          const to = audience?.(email);
          const attempts =
            email.attempts !== undefined && email.attempts > 1
              ? `Tried ${email.attempts} times`
              : null;
          const skipped = email.status === 'cancelled';
          return (
            <tr key={email.id}>
              <td>
                <Subject data-part="subject">
                  <WholeCompounds text={withWholeDates(withoutOwnZone(email.subject, zone))} />
                </Subject>
                {skipped ? (
                  <Note data-part="note">{emailSkippedNote}</Note>
                ) : (
                  email.lastError && <Note data-part="note">Last error: {email.lastError}</Note>
                )}
                <Meta data-part="meta">
                  <span>
                    {to}
                    {to && when && ' · '}
                    {when && <span data-when="">{when}</span>}
                    {attempts && ` · ${attempts}`}
                  </span>
                </Meta>
              </td>
              <td data-part="state">
                <Badge $tone={emailTone[email.status]}>{emailStatusLabels[email.status]}</Badge>
              </td>
              {action && (
                <td data-part="action">
                  {/* A skipped reminder's session no longer stands at its time: nothing to resend. */}
                  {!skipped && action(email)}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
