import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  KeptPaymentRecord,
  PersonData,
  PersonErasure,
  PersonMailFile,
} from '@site/contracts/admin';
import { paths, toPath } from '@site/contracts/routes';
import { emailMessage } from '@site/contracts/schemas/messages';
import styled from 'styled-components';
import { Link, useSearchParams } from '@site/ui/router';
import { ConfirmAction } from '../../../components/confirm-action';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { FilterBar, Muted, Section, SmallButton, TextField } from '../../../components/ui';
import { formatCents } from '@site/contracts/money';
import {
  bookingStatusLabels,
  bookingTitle,
  formatDateTime,
  packageName,
  paymentLabels,
  sessionStatusLabels,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { personQueryOptions, useErasePerson } from '../api/person';
import { Breakable } from '../../../components/breakable';
import { actionInWords } from '../../../lib/action-words';
import { ErasureRequests } from './erasure-requests';
import {
  PersonSections,
  portalRecordCount,
  portalSections,
  type PersonNames,
  type PersonSection,
} from './person-portal';

/* The search's submit is quiet like every list's Apply, as tall as the field beside it: the gold
   is kept for what the owner came to do, never for narrowing or finding. */
const FindButton = styled(SmallButton)`
  min-height: 44px;
  padding-inline: 1.25rem;
`;

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const draftsNote =
  'Drafts of a questionnaire never reach the site: the visitor’s own browser keeps them until they are sent.';

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function MailFiles({ files, timezone }: { files: PersonMailFile[]; timezone: string }) {
  return (
    <ul>
      {files.map((file) => (
        <li key={file.id}>
          {file.subject}
          {file.sentAt && ` · ${formatDateTime(file.sentAt, timezone)}`}
        </li>
      ))}
    </ul>
  );
}

function KeptRecords({ kept, timezone }: { kept: KeptPaymentRecord[]; timezone: string }) {
  return (
    <ul>
      {kept.map((record) => (
        <li key={record.bookingId}>
          <Link to={toPath(paths.adminBooking, { bookingId: record.bookingId })}>
            {packageName(record.packageType)}, {formatCents(record.amount)}
          </Link>{' '}
          · {bookingStatusLabels[record.status]} · paid {formatDateTime(record.paidAt, timezone)}
          {record.payment && ` · ${paymentLabels[record.payment]}`}
          {record.paymentReference && ` · ${record.paymentReference}`}
          <br />
          <Muted as="span">{record.reason}</Muted>
        </li>
      ))}
    </ul>
  );
}

/** How the lookup names the person's client page and his bookings: by name, never by id. */
function personNames(person: PersonData): PersonNames {
  const name = person.bookings[0]?.name ?? person.messages[0]?.name ?? null;
  return {
    clientPage: name ? `${name}’s client page` : 'Their client page',
    booking: (bookingId) => {
      const booking = person.bookings.find((one) => one.id === bookingId);
      if (booking) return bookingTitle(booking);
      const kept = person.kept.find((one) => one.bookingId === bookingId);
      return kept ? packageName(kept.packageType) : 'Their booking';
    },
  };
}

function Found({ person, onErased }: { person: PersonData; onErased: (e: PersonErasure) => void }) {
  const { timezone } = useOwnerSession();
  const erase = useErasePerson();
  const nothing =
    person.bookings.length +
      person.sessions.length +
      person.questionnaires.length +
      person.messages.length +
      person.emails.length +
      person.notices.length +
      person.mailFiles.length +
      person.auditEntries.length +
      portalRecordCount(person.portal) ===
      0 && !person.subscription;
  if (nothing)
    return (
      <EmptyState>
        Nothing is stored about <Breakable text={person.email} />.
      </EmptyState>
    );

  const names = personNames(person);
  const bookingLink = (bookingId: number) => (
    <Link to={toPath(paths.adminBooking, { bookingId })}>{names.booking(bookingId)}</Link>
  );
  const sections: PersonSection[] = [
    {
      id: 'person-bookings',
      heading: `Bookings (${person.bookings.length})`,
      count: person.bookings.length,
      name: 'bookings',
      body: (
        <ul>
          {person.bookings.map((booking) => (
            <li key={booking.id}>
              <Link to={toPath(paths.adminBooking, { bookingId: booking.id })}>
                {packageName(booking.packageType)}, {formatCents(booking.amount)}
              </Link>{' '}
              · {bookingStatusLabels[booking.status]} · booked{' '}
              {formatDateTime(booking.createdAt, timezone)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'person-sessions',
      heading: `Sessions (${person.sessions.length})`,
      count: person.sessions.length,
      name: 'sessions',
      body: (
        <ul>
          {person.sessions.map((session) => (
            <li key={session.id}>
              {formatDateTime(session.startsAt, timezone)} · {sessionStatusLabels[session.status]} ·{' '}
              {bookingLink(session.bookingId)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'person-questionnaires',
      heading: `Questionnaires (${person.questionnaires.length})`,
      count: person.questionnaires.length,
      name: 'questionnaires',
      body: (
        <>
          <ul>
            {person.questionnaires.map((q) => (
              <li key={`${q.bookingId}-${q.completedAt}`}>
                Answered {formatDateTime(q.completedAt, timezone)}
                {q.bookingId !== null && <> for {bookingLink(q.bookingId)}</>}
              </li>
            ))}
          </ul>
          <Muted>{draftsNote}</Muted>
        </>
      ),
    },
    {
      id: 'person-messages',
      heading: `Contact messages (${person.messages.length})`,
      count: person.messages.length,
      name: 'contact messages',
      body: (
        <ul>
          {person.messages.map((message) => (
            <li key={message.id}>
              {formatDateTime(message.createdAt, timezone)} · {message.type} · {message.status}
              <br />
              <Muted as="span">{message.message}</Muted>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'person-subscription',
      heading: 'Newsletter',
      count: person.subscription ? 1 : 0,
      name: 'the newsletter',
      body: person.subscription && (
        <Muted>
          {person.subscription.isActive
            ? `Subscribed since ${formatDateTime(person.subscription.createdAt, timezone)}`
            : `Unsubscribed${person.subscription.unsubscribedAt ? ` ${formatDateTime(person.subscription.unsubscribedAt, timezone)}` : ''}`}
        </Muted>
      ),
    },
    ...portalSections(person.portal, timezone, names),
    {
      id: 'person-emails',
      heading: `Emails sent (${person.emails.length})`,
      count: person.emails.length,
      name: 'emails sent',
      body: (
        <ul>
          {person.emails.map((email) => (
            <li key={email.id}>
              {email.subject} · {email.status} ·{' '}
              {formatDateTime(email.sentAt ?? email.createdAt, timezone)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'person-notices',
      heading: `Your notices (${person.notices.length})`,
      count: person.notices.length,
      name: 'your notices',
      body: <MailFiles files={person.notices} timezone={timezone} />,
    },
    {
      id: 'person-mail-files',
      heading: `Emails kept as files (${person.mailFiles.length})`,
      count: person.mailFiles.length,
      name: 'emails kept as files',
      body: <MailFiles files={person.mailFiles} timezone={timezone} />,
    },
    {
      id: 'person-audit',
      heading: `Activity naming them (${person.auditEntries.length})`,
      count: person.auditEntries.length,
      name: 'the activity log',
      body: (
        <ul>
          {person.auditEntries.map((entry) => (
            <li key={entry.id}>
              {actionInWords(entry.action)} · {formatDateTime(entry.createdAt, timezone)}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <>
      <PersonSections sections={sections} />
      <Section aria-labelledby="person-kept">
        <h2 id="person-kept">Kept after an erasure ({person.kept.length})</h2>
        {person.kept.length === 0 ? (
          <Muted>Nothing: no package was paid.</Muted>
        ) : (
          <KeptRecords kept={person.kept} timezone={timezone} />
        )}
      </Section>
      <Section aria-labelledby="person-erase">
        <h2 id="person-erase">Erase</h2>
        {erase.isError && <ErrorState title="Nothing was erased." error={erase.error} />}
        <ConfirmAction
          label={`Erase everything about ${person.email}`}
          confirmLabel="Erase This Person’s Data"
          pending={erase.isPending}
          consequence={
            <>
              Everything listed above about{' '}
              <strong>
                <Breakable text={person.email} />
              </strong>{' '}
              is deleted: bookings and their sessions, questionnaire answers, contact messages, the
              newsletter subscription, their client portal (account, notes, messages, check-ins,
              materials and recordings, gifts), the emails and your notices about them (the kept
              files too), and their records’ names in the activity log (the actions stay). Backups
              restored later leave them out too. A last email tells them their data is erased.{' '}
              {person.kept.length > 0
                ? `${count(person.kept.length, 'paid booking keeps its', 'paid bookings keep their')} payment record (package, amount, dates and payment reference) with the name and email removed, because the law requires payment records.`
                : 'Payment records are kept when there are any; this person has none.'}{' '}
              This cannot be undone.
            </>
          }
          onConfirm={() => erase.mutate(person.email, { onSuccess: onErased })}
        />
      </Section>
    </>
  );
}

function ErasureReport({ erasure }: { erasure: PersonErasure }) {
  const { timezone } = useOwnerSession();
  return (
    <Section aria-labelledby="person-erased" role="status">
      <h2 id="person-erased">
        <Breakable text={erasure.email} /> was erased
      </h2>
      <ul>
        <li>{count(erasure.bookingsDeleted, 'booking', 'bookings')} deleted</li>
        <li>{count(erasure.sessionsDeleted, 'session', 'sessions')} deleted</li>
        <li>{count(erasure.questionnairesDeleted, 'questionnaire', 'questionnaires')} deleted</li>
        <li>{count(erasure.messagesDeleted, 'contact message', 'contact messages')} deleted</li>
        <li>{count(erasure.subscriptionsDeleted, 'subscription', 'subscriptions')} deleted</li>
        <li>{count(erasure.emailsDeleted, 'email', 'emails')} deleted</li>
        <li>{count(erasure.noticesDeleted, 'notice', 'notices')} deleted</li>
        <li>{count(erasure.mailFilesDeleted, 'email file', 'email files')} deleted</li>
        <li>
          {count(erasure.portalAccountsDeleted, 'client portal account', 'client portal accounts')}{' '}
          deleted
        </li>
        <li>{count(erasure.privateNotesDeleted, 'private note', 'private notes')} deleted</li>
        <li>{count(erasure.sharedNotesDeleted, 'shared note', 'shared notes')} deleted</li>
        <li>{count(erasure.actionItemsDeleted, 'action item', 'action items')} deleted</li>
        <li>{count(erasure.portalMessagesDeleted, 'portal message', 'portal messages')} deleted</li>
        <li>{count(erasure.checkInsDeleted, 'check-in', 'check-ins')} deleted</li>
        <li>
          {count(erasure.materialsDeleted, 'material or recording', 'materials and recordings')}{' '}
          deleted
        </li>
        <li>
          {count(erasure.grantsDeleted, 'credit or package given', 'credits and packages given')}{' '}
          deleted
        </li>
        <li>
          {count(erasure.promiseNoticesDeleted, 'package reminder', 'package reminders')} deleted
        </li>
        <li>
          {count(erasure.auditEntriesCleared, 'activity log line', 'activity log lines')} no longer
          naming them
        </li>
        <li>
          {count(erasure.bookingsAnonymised, 'paid booking', 'paid bookings')} kept as a payment
          record without name or email
        </li>
      </ul>
      {erasure.kept.length > 0 && (
        <>
          <h3>Kept</h3>
          <KeptRecords kept={erasure.kept} timezone={timezone} />
        </>
      )}
    </Section>
  );
}

function Lookup({ email, onErased }: { email: string; onErased: (e: PersonErasure) => void }) {
  const person = useQuery(personQueryOptions(email));
  if (person.isPending) return <Loading label={`Looking up ${email}…`} />;
  if (person.isError) {
    return (
      <ErrorState
        title="The lookup did not work."
        error={person.error}
        onRetry={() => void person.refetch()}
      />
    );
  }
  return <Found person={person.data} onErased={onErased} />;
}

/** Everything stored about an email address, and its erasure on request. */
export function PersonScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const [draft, setDraft] = useState(email);
  const [invalid, setInvalid] = useState(false);
  const [erasure, setErasure] = useState<PersonErasure | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!looksLikeEmail(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setErasure(null);
    setSearchParams({ email: value });
  };

  return (
    <>
      <ErasureRequests />
      <Section aria-labelledby="person-lookup">
        <h2 id="person-lookup">Look up a person</h2>
        <Muted style={{ marginBottom: '1rem' }}>
          Enter the address someone used on the site to see everything stored about them: bookings
          and sessions, questionnaire answers, messages, the newsletter, their client portal, emails
          and your notices, and the activity log lines naming them.
        </Muted>
        <FilterBar role="search" aria-label="Find a person’s data" noValidate onSubmit={search}>
          <TextField
            id="admin-person-email"
            label="Email address"
            error={invalid ? emailMessage : null}
            type="email"
            name="email"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div>
            <FindButton type="submit">Find</FindButton>
          </div>
        </FilterBar>
      </Section>
      {erasure ? (
        <ErasureReport erasure={erasure} />
      ) : (
        email && looksLikeEmail(email) && <Lookup email={email} onErased={setErasure} />
      )}
    </>
  );
}
