import type { ReactNode } from 'react';
import type { PersonPortal } from '@site/contracts/admin';
import { formatFileSize } from '@site/contracts/client-materials';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { Facts, Muted, Section } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { zoneTimeName } from '@site/contracts/timezones';

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

/**
 * One kind of record stored about a person: its section (heading with its count, and its items),
 * or, with none, its name in the one line that says what holds nothing.
 */
export interface PersonSection {
  id: string;
  heading: string;
  /** How many records it holds: at 0 the section is folded into the line of empty ones. */
  count: number;
  /** Its name in that line: "contact messages". */
  name: string;
  body: ReactNode;
}

/** How the lookup names a person and his bookings in its links, never by their ids. */
export interface PersonNames {
  /** "Dana Whitfield's client page". */
  clientPage: string;
  /** A booking's title, "Dana Whitfield · 5-Session Package". */
  booking: (bookingId: number) => string;
}

const list = <T,>(items: readonly T[], item: (one: T) => ReactNode) => <ul>{items.map(item)}</ul>;

/** A person's client portal records, one section each. */
export function portalSections(
  portal: PersonPortal,
  timezone: string,
  names: PersonNames,
): PersonSection[] {
  const { account } = portal;
  return [
    {
      id: 'person-portal-account',
      heading: 'Client portal account',
      count: account === null ? 0 : 1,
      name: 'client portal account',
      body: account && (
        <Facts>
          <dt>Client page</dt>
          <dd>
            <Link to={toPath(paths.adminClient, { clientId: account.clientId })}>
              {names.clientPage}
            </Link>
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(account.createdAt, timezone)}</dd>
          <dt>Last sign-in</dt>
          <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt, timezone) : 'Never'}</dd>
          <dt>Time zone</dt>
          <dd>{account.timezone ? zoneTimeName(account.timezone) : 'Not chosen'}</dd>
          <dt>Erasure request</dt>
          <dd>
            {account.erasureRequestedAt
              ? `Asked ${formatDateTime(account.erasureRequestedAt, timezone)}`
              : 'None'}
          </dd>
        </Facts>
      ),
    },
    {
      id: 'person-private-notes',
      heading: `Your private notes (${portal.privateNotes.length})`,
      count: portal.privateNotes.length,
      name: 'private notes',
      body: list(portal.privateNotes, (note) => (
        <NoteItem key={note.id} note={note} timezone={timezone} />
      )),
    },
    {
      id: 'person-shared-notes',
      heading: `Shared notes (${portal.sharedNotes.length})`,
      count: portal.sharedNotes.length,
      name: 'shared notes',
      body: list(portal.sharedNotes, (note) => (
        <NoteItem key={note.id} note={note} timezone={timezone} />
      )),
    },
    {
      id: 'person-portal-messages',
      heading: `Portal messages (${portal.messages.length})`,
      count: portal.messages.length,
      name: 'portal messages',
      body: list(portal.messages, (message) => (
        <li key={message.id}>
          {message.author === 'client' ? 'From them' : 'From you'} ·{' '}
          {formatDateTime(message.createdAt, timezone)}
          {message.priority && ' · priority'}
          <br />
          <Muted as="span">{message.body}</Muted>
        </li>
      )),
    },
    {
      id: 'person-check-ins',
      heading: `Check-ins (${portal.checkIns.length})`,
      count: portal.checkIns.length,
      name: 'check-ins',
      body: list(portal.checkIns, (checkIn) => (
        <li key={checkIn.id}>
          {formatDateTime(checkIn.createdAt, timezone)} · rated {checkIn.rating} of 10
          <br />
          <Muted as="span">
            Wins: {checkIn.wins} Obstacles: {checkIn.obstacles}
            {checkIn.question && ` Question: ${checkIn.question}`}
          </Muted>
        </li>
      )),
    },
    {
      id: 'person-materials',
      heading: `Materials and recordings (${portal.materials.length})`,
      count: portal.materials.length,
      name: 'materials and recordings',
      body: (
        <>
          {list(portal.materials, (material) => (
            <li key={material.id}>
              {material.title} · {material.isRecording ? 'recording' : 'material'},{' '}
              {material.kind === 'file'
                ? `file ${material.fileName ?? ''} (${formatFileSize(material.sizeBytes ?? 0)})`
                : 'link'}{' '}
              · added {formatDateTime(material.createdAt, timezone)}
            </li>
          ))}
          <Muted>{portal.materialFilesNote}</Muted>
        </>
      ),
    },
    {
      id: 'person-grants',
      heading: `Credits and packages given (${portal.grants.length})`,
      count: portal.grants.length,
      name: 'credits and packages given',
      body: list(portal.grants, (grant) => (
        <li key={grant.id}>
          {grant.kind === 'credits'
            ? `${grant.credits} ${grant.credits === 1 ? 'credit' : 'credits'} added`
            : 'Package given'}{' '}
          · {formatDateTime(grant.createdAt, timezone)} ·{' '}
          <Link to={toPath(paths.adminBooking, { bookingId: grant.bookingId })}>
            {names.booking(grant.bookingId)}
          </Link>
          <br />
          <Muted as="span">{grant.reason}</Muted>
        </li>
      )),
    },
    {
      id: 'person-promise-notices',
      heading: `Package reminders (${portal.promiseNotices.length})`,
      count: portal.promiseNotices.length,
      name: 'package reminders',
      body: list(portal.promiseNotices, (notice) => (
        <li key={notice.id}>
          {noticeLabels[notice.kind]} · sent {formatDateTime(notice.sentAt, timezone)}
        </li>
      )),
    },
  ];
}

/**
 * The sections that hold records, each with its heading and items; then one line naming every
 * kind that holds none ("Nothing stored in: questionnaires, check-ins."), rather than a card
 * saying "None." for each.
 */
export function PersonSections({ sections }: { sections: readonly PersonSection[] }) {
  const empty = sections.filter((section) => section.count === 0);
  return (
    <>
      {sections
        .filter((section) => section.count > 0)
        .map((section) => (
          <Section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.body}
          </Section>
        ))}
      {empty.length > 0 && (
        <Section aria-label="Nothing stored">
          <Muted>
            <strong>Nothing stored in:</strong> {empty.map((section) => section.name).join(', ')}.
          </Muted>
        </Section>
      )}
    </>
  );
}
