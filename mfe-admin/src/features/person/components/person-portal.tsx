import type { ReactNode } from 'react';
import type { PersonPortal } from '@site/contracts/admin';
import { formatFileSize } from '@site/contracts/client-materials';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { Facts, Muted, Section } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { timezoneLabel } from '@site/contracts/timezones';

type Note = PersonPortal['sharedNotes'][number];

const noticeLabels: Record<PersonPortal['promiseNotices'][number]['kind'], string> = {
  'check-in-due': 'Check-in due',
  'follow-up-opened': 'Follow-up call open',
  'follow-up-closing': 'Follow-up call closing in a week',
};

/** How many portal records a person has (his account counts as one). */
export function portalRecordCount(portal: PersonPortal): number {
  return (
    (portal.account === null ? 0 : 1) +
    portal.privateNotes.length +
    portal.sharedNotes.length +
    portal.messages.length +
    portal.checkIns.length +
    portal.materials.length +
    portal.grants.length +
    portal.promiseNotices.length
  );
}

function ListOrNone<T>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Muted>None.</Muted>;
  return <ul>{items.map(children)}</ul>;
}

function NoteItem({ note, timezone }: { note: Note; timezone: string }) {
  return (
    <li key={note.id}>
      {note.title && <strong>{note.title} · </strong>}
      {formatDateTime(note.createdAt, timezone)}
      {note.publishedAt && ` · shared ${formatDateTime(note.publishedAt, timezone)}`}
      <br />
      <Muted as="span">{note.body}</Muted>
      {note.actionItems.length > 0 && (
        <ul>
          {note.actionItems.map((item) => (
            <li key={item.id}>
              {item.text} ·{' '}
              {item.doneAt ? `done ${formatDateTime(item.doneAt, timezone)}` : 'not done yet'}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A person's client portal records, one section each, as "A person's data" lists them. */
export function PortalSections({ portal, timezone }: { portal: PersonPortal; timezone: string }) {
  const { account } = portal;
  return (
    <>
      <Section aria-labelledby="person-portal-account">
        <h2 id="person-portal-account">Client portal account</h2>
        {account === null ? (
          <Muted>None.</Muted>
        ) : (
          <Facts>
            <dt>Client page</dt>
            <dd>
              <Link to={toPath(paths.adminClient, { clientId: account.clientId })}>
                Client {account.clientId}
              </Link>
            </dd>
            <dt>Created</dt>
            <dd>{formatDateTime(account.createdAt, timezone)}</dd>
            <dt>Last sign-in</dt>
            <dd>
              {account.lastSignInAt ? formatDateTime(account.lastSignInAt, timezone) : 'Never'}
            </dd>
            <dt>Time zone</dt>
            <dd>{account.timezone ? timezoneLabel(account.timezone) : 'Not chosen'}</dd>
            <dt>Erasure request</dt>
            <dd>
              {account.erasureRequestedAt
                ? `Asked ${formatDateTime(account.erasureRequestedAt, timezone)}`
                : 'None'}
            </dd>
          </Facts>
        )}
      </Section>
      <Section aria-labelledby="person-private-notes">
        <h2 id="person-private-notes">Your private notes ({portal.privateNotes.length})</h2>
        <ListOrNone items={portal.privateNotes}>
          {(note) => <NoteItem key={note.id} note={note} timezone={timezone} />}
        </ListOrNone>
      </Section>
      <Section aria-labelledby="person-shared-notes">
        <h2 id="person-shared-notes">Shared notes ({portal.sharedNotes.length})</h2>
        <ListOrNone items={portal.sharedNotes}>
          {(note) => <NoteItem key={note.id} note={note} timezone={timezone} />}
        </ListOrNone>
      </Section>
      <Section aria-labelledby="person-portal-messages">
        <h2 id="person-portal-messages">Portal messages ({portal.messages.length})</h2>
        <ListOrNone items={portal.messages}>
          {(message) => (
            <li key={message.id}>
              {message.author === 'client' ? 'From them' : 'From you'} ·{' '}
              {formatDateTime(message.createdAt, timezone)}
              {message.priority && ' · priority'}
              <br />
              <Muted as="span">{message.body}</Muted>
            </li>
          )}
        </ListOrNone>
      </Section>
      <Section aria-labelledby="person-check-ins">
        <h2 id="person-check-ins">Check-ins ({portal.checkIns.length})</h2>
        <ListOrNone items={portal.checkIns}>
          {(checkIn) => (
            <li key={checkIn.id}>
              {formatDateTime(checkIn.createdAt, timezone)} · rated {checkIn.rating} of 10
              <br />
              <Muted as="span">
                Wins: {checkIn.wins} Obstacles: {checkIn.obstacles}
                {checkIn.question && ` Question: ${checkIn.question}`}
              </Muted>
            </li>
          )}
        </ListOrNone>
      </Section>
      <Section aria-labelledby="person-materials">
        <h2 id="person-materials">Materials and recordings ({portal.materials.length})</h2>
        <ListOrNone items={portal.materials}>
          {(material) => (
            <li key={material.id}>
              {material.title} · {material.isRecording ? 'recording' : 'material'},{' '}
              {material.kind === 'file'
                ? `file ${material.fileName ?? ''} (${formatFileSize(material.sizeBytes ?? 0)})`
                : 'link'}{' '}
              · added {formatDateTime(material.createdAt, timezone)}
            </li>
          )}
        </ListOrNone>
        {portal.materials.length > 0 && <Muted>{portal.materialFilesNote}</Muted>}
      </Section>
      <Section aria-labelledby="person-grants">
        <h2 id="person-grants">Credits and packages given ({portal.grants.length})</h2>
        <ListOrNone items={portal.grants}>
          {(grant) => (
            <li key={grant.id}>
              {grant.kind === 'credits'
                ? `${grant.credits} ${grant.credits === 1 ? 'credit' : 'credits'} added`
                : 'Package given'}{' '}
              · {formatDateTime(grant.createdAt, timezone)} ·{' '}
              <Link to={toPath(paths.adminBooking, { bookingId: grant.bookingId })}>
                booking {grant.bookingId}
              </Link>
              <br />
              <Muted as="span">{grant.reason}</Muted>
            </li>
          )}
        </ListOrNone>
      </Section>
      <Section aria-labelledby="person-promise-notices">
        <h2 id="person-promise-notices">Package reminders ({portal.promiseNotices.length})</h2>
        <ListOrNone items={portal.promiseNotices}>
          {(notice) => (
            <li key={notice.id}>
              {noticeLabels[notice.kind]} · sent {formatDateTime(notice.sentAt, timezone)}
            </li>
          )}
        </ListOrNone>
      </Section>
    </>
  );
}
