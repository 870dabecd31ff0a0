import { adminType } from '../../../components/type';
import { WholeCompounds } from '../../../components/whole-compounds';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { givenFreeLabel, replySentMessage } from '@site/contracts/admin';
import type { ClientRecord, ClientSession } from '@site/contracts/endpoints/admin-clients';
import { formatCents } from '@site/contracts/money';
import { extraSessionLabels } from '@site/contracts/package-promises';
import { paths, toPath } from '@site/contracts/routes';
import {
  clientNoteSchema,
  threadMessageSchema,
  type NoteVisibility,
} from '@site/contracts/schemas/portal';
import { AttendanceSelect } from '../../../components/attendance-select';
import { LeaveGuard } from '../../../components/leave-guard';
import { Button } from '@site/ui/button';
import { useFormKit, validateFields } from '@site/ui/form-kit';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { Link } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { toast } from '@site/ui/toast';
import { DataTable, figureCell, TableScroll } from '../../../components/data-table';
import { CancelButton, FormOnDemand, type OnDemand } from '../../../components/form-on-demand';
import { adminLayout } from '../../../components/layout';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import {
  Actions,
  Badge,
  Choices,
  ErrorFor,
  FieldError,
  FormAlert,
  FormField,
  FormGrid,
  Input,
  Muted,
  Section,
  SmallButton,
  TextArea,
} from '../../../components/ui';
import { apiErrorMessage, apiRefusal, isApiStatus } from '../../../lib/api-error';
import {
  formatDate,
  formatListDate,
  formatDateTime,
  formatListDateTime,
  bookingStatusLabel,
  promiseWindowLabels,
  sessionStateLabel,
  sessionStateTone,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { ClientCheckIns } from './client-check-ins';
import {
  clientQueryOptions,
  useAddClientNote,
  useClientThread,
  useMarkAllHeld,
  useMarkAttendance,
  useReplyToClient,
} from '../api/clients';
import { ClientMaterials } from './client-materials';
import { ClientRecordings } from './client-recordings';
import { BookSessionAction, PackageGifts, type BookSessionSlot } from './client-actions';
import { ClientEmailLog } from './client-email-log';
import { packageTitles } from '../lib/package-title';
import {
  clientFigureLabel,
  clientFigureLabels,
  clientFigureValues,
  type ClientFigureName,
} from '../lib/client-figures';
import { zoneTimeName } from '@site/contracts/timezones';
import { EmailAddress } from '../../../components/breakable';
import { TabPanel, Tabs, useTabInAddress } from '../../../components/tabs';
import { clientTabParam, clientTabs, type ClientTab } from '../../../lib/client-tabs';

const tryAgain = 'Please try again in a moment.';

/** A note's refusals by its fields: an action item's own message stands for the whole plan. */
function noteFields(found: Partial<Record<string, string>>): Partial<Record<string, string>> {
  const fields = { ...found };
  for (const [path, message] of Object.entries(found))
    if (path.startsWith('actionItems[')) fields.actionItems ??= message;
  return fields;
}

/** The packages' table in its section: on a phone its cards start level with the heading above. */
const PackagesTable = styled(DataTable)`
  --row-inset: 0;
`;

/**
 * His questionnaire, said once for him in his page's head (he answers it once, for all his
 * bookings): when, and the way to his answers on the page of the booking he gave them for; or that
 * it waits. The day without its year in the current one ("answered Dec 3").
 */
function ClientQuestionnaire({
  record,
  zone,
  now,
}: {
  record: ClientRecord;
  zone: string;
  now: number;
}) {
  const { questionnaire } = record;
  return (
    <Contact data-questionnaire="">
      {questionnaire === null ? (
        'Questionnaire not answered yet'
      ) : (
        <>
          Questionnaire answered {formatListDate(questionnaire.completedAt, zone, new Date(now))} ·{' '}
          <Link to={toPath(paths.adminBooking, { bookingId: questionnaire.bookingId })}>
            Read<VisuallyHidden> the answers</VisuallyHidden>
          </Link>
        </>
      )}
    </Contact>
  );
}

function Packages({ record, zone }: { record: ClientRecord; zone: string }) {
  const titles = packageTitles(record.packages, zone);
  return (
    <Section aria-labelledby="client-packages">
      <h2 id="client-packages">Packages</h2>
      {record.packages.length === 0 ? (
        <Muted>No bookings.</Muted>
      ) : (
        <>
          <TableScroll label="Packages table">
            <PackagesTable>
              <thead>
                <tr>
                  <th scope="col">Package</th>
                  <th scope="col">Price and state</th>
                  <th scope="col">Credits left</th>
                  <th scope="col">Email support</th>
                </tr>
              </thead>
              <tbody>
                {record.packages.map((pkg) => (
                  <tr key={pkg.booking.id}>
                    <td data-label="Package">
                      <Link to={toPath(paths.adminBooking, { bookingId: pkg.booking.id })}>
                        {titles.get(pkg.booking.id)}
                      </Link>
                    </td>
                    <td data-label="Price and state" className={figureCell}>
                      {formatCents(pkg.booking.amount)} ·{' '}
                      {bookingStatusLabel({ ...pkg.booking, payment: pkg.payment })}
                    </td>
                    <td data-label="Credits left" className={figureCell}>
                      {pkg.booking.sessionsRemaining} of {pkg.booking.sessionsTotal}
                    </td>
                    <td data-label="Email support">
                      {promiseWindowLabels[pkg.support.state]}
                      {pkg.support.priority && (
                        <>
                          {' '}
                          <Badge $tone="warn">Priority</Badge>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </PackagesTable>
          </TableScroll>
        </>
      )}
      <PackageGifts record={record} zone={zone} />
    </Section>
  );
}

/** What happened to a session that has started: the back office's one "Held?" choice. */
function AttendanceControl({ session, zone }: { session: ClientSession; zone: string }) {
  const mark = useMarkAttendance();
  return (
    <AttendanceSelect
      sessionId={session.id}
      attendance={session.attendance}
      label={`What happened to the session of ${formatDateTime(session.startsAt, zone)}`}
      mark={mark}
    />
  );
}

/** What a session is, in a few words: its format, after its kind when it is not one of the
 * package's own ("Emergency Session · Audio"). */
const sessionWhat = (session: ClientSession) => {
  const format = session.format === 'audio' ? 'Audio' : 'Video';
  return session.kind === 'main' ? format : `${extraSessionLabels[session.kind]} · ${format}`;
};

/** A session over (by `now`), not cancelled and not yet marked held, no-show or cancelled. */
const waitsToBeMarked = (session: ClientSession, now: number) =>
  Date.parse(session.startsAt) <= now && session.status !== 'cancelled' && !session.attendance;

const PackageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin: 1.25rem 0 0.5rem;

  &:first-of-type {
    margin-top: 0;
  }
`;

const PackageHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

/** The sessions' table: its cells level with the attendance's choice on its line. */
/**
 * The sessions tables' columns, one set of widths for every package's table, so the tables one
 * under another line up column for column whatever each one holds.
 */
export const sessionColumns = [
  { label: 'When', width: '38%' },
  { label: 'Session', width: '27%' },
  { label: 'Held?', width: '35%' },
] as const;

const SessionsTable = styled(DataTable)`
  table-layout: fixed;
  width: 100%;
  ${adminLayout.tableAsRows} {
    td {
      vertical-align: middle;
    }
  }
  /* Its rows, as a phone's or a table's, start level with the package's heading above them: the
     section's card is their edge. */
  --row-inset: 0;
  :is(th, td):first-child {
    padding-left: 0;
  }
`;

/**
 * "Mark N as held" for a package's sessions over and not marked, when there are two or more (one
 * is marked by its own choice): each saved in turn, the record read again after the last.
 */
function MarkAllHeld({ sessions, label }: { sessions: ClientSession[]; label: string }) {
  const markAll = useMarkAllHeld();
  const [failure, setFailure] = useState<string | null>(null);
  if (sessions.length < 2) return null;
  const count = sessions.length;
  return (
    <Actions style={{ margin: 0 }}>
      <SmallButton
        type="button"
        aria-label={`Mark ${count} as Held: the past sessions of ${label}`}
        disabled={markAll.isPending}
        onClick={() => {
          setFailure(null);
          markAll.mutate(
            sessions.map((session) => session.id),
            {
              onSuccess: () =>
                toast({ title: `${count} sessions marked held`, variant: 'success' }),
              onError: (error) =>
                setFailure(
                  `Not all were marked: ${apiErrorMessage(error, 'please try again in a moment.')}`,
                ),
            },
          );
        }}
      >
        {markAll.isPending ? 'Marking…' : `Mark ${count} as Held`}
      </SmallButton>
      {failure !== null && (
        <FieldError role="alert" style={{ margin: 0 }}>
          {failure}
        </FieldError>
      )}
    </Actions>
  );
}

/**
 * The client's sessions, grouped by the package they belong to (its title said once, above its
 * sessions, with the way to its booking, where a session is rescheduled or cancelled): each
 * session's time (to its booking), what it is, its state, and for one that has started what
 * happened to it. Two or more over and not marked are marked held at once.
 */
function Sessions({ record, zone, now }: { record: ClientRecord; zone: string; now: number }) {
  const titles = packageTitles(record.packages, zone);
  const groups = new Map<number, ClientSession[]>();
  for (const session of record.sessions) {
    groups.set(session.bookingId, [...(groups.get(session.bookingId) ?? []), session]);
  }
  return (
    <Section aria-labelledby="client-sessions">
      <h2 id="client-sessions">Sessions</h2>
      {record.sessions.length === 0 ? (
        <Muted>No session booked.</Muted>
      ) : (
        [...groups].map(([bookingId, sessions]) => {
          const headingId = `client-sessions-${bookingId}`;
          const title = titles.get(bookingId) ?? 'Package';
          const booking = toPath(paths.adminBooking, { bookingId });
          return (
            <Fragment key={bookingId}>
              <PackageHead>
                <PackageHeading id={headingId}>
                  <WholeCompounds text={title} />
                </PackageHeading>
                <MarkAllHeld
                  label={title}
                  sessions={sessions.filter((session) => waitsToBeMarked(session, now))}
                />
              </PackageHead>
              <TableScroll label={`Sessions of ${titles.get(bookingId) ?? 'the package'}`}>
                <SessionsTable aria-labelledby={headingId} data-phone="rows">
                  <colgroup>
                    {sessionColumns.map((column) => (
                      <col key={column.label} style={{ width: column.width }} />
                    ))}
                  </colgroup>
                  <thead>
                    <tr>
                      {sessionColumns.map((column) => (
                        <th key={column.label} scope="col">
                          {column.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sessions.map((session) => {
                      // A session over (and not cancelled): its state is what happened to it,
                      // chosen here; one to come or cancelled says so in a chip.
                      const held =
                        Date.parse(session.startsAt) <= now && session.status !== 'cancelled';
                      return (
                        <tr key={session.id}>
                          <td data-label="When" className={figureCell}>
                            <Link to={booking}>{formatListDateTime(session.startsAt, zone)}</Link>
                          </td>
                          <td data-label="Session" data-fact="">
                            {sessionWhat(session)}
                          </td>
                          <td data-label="Held?" data-pill="">
                            {held ? (
                              <AttendanceControl session={session} zone={zone} />
                            ) : (
                              <Badge $tone={sessionStateTone(session)}>
                                {sessionStateLabel(session)}
                              </Badge>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </SessionsTable>
              </TableScroll>
            </Fragment>
          );
        })
      )}
    </Section>
  );
}

const replyIds = { body: 'client-reply' } as const;

/** The name the owner calls a client by: "Rowan" of "Rowan Recorded". */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * His thread, oldest first, with a reply. Reading it marks his messages read, so it is read once
 * its tab is `shown`, not as the page opens (until then the tab says how many are new).
 */
function Thread({ record, zone, shown }: { record: ClientRecord; zone: string; shown: boolean }) {
  const thread = useClientThread(record.id, shown);
  const messages = thread.data ?? [];
  const [body, setBody] = useState('');
  // Sent: said beside the box (the toast goes), until he writes the next. The box empties as
  // soon as the API answers: never the reply in the thread and still in the box, to send twice.
  const [sent, setSent] = useState(false);
  const reply = useReplyToClient(record.id, () => {
    setBody('');
    setSent(true);
  });
  const form = useFormKit(replyIds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const request = form.fields.check(threadMessageSchema, { body });
    if (!request) return;
    reply.mutate(request.body, {
      onSuccess: () => {
        toast({
          title: 'Reply sent',
          description: 'The client is told by email.',
          variant: 'success',
        });
      },
      onError: (cause) => form.refuseWith(apiRefusal(cause, tryAgain)),
    });
  };
  return (
    <Section aria-labelledby="client-thread">
      <h2 id="client-thread">Messages</h2>
      {thread.isPending ? (
        <Muted role="status">Loading messages…</Muted>
      ) : thread.isError ? (
        <Muted role="alert">The messages could not be loaded.</Muted>
      ) : messages.length === 0 ? null : (
        <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
          {messages.map((message) => (
            <li key={message.id} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>
                {message.author === 'coach' ? 'You' : record.name} ·{' '}
                {formatDateTime(message.createdAt, zone)}
              </strong>
              {message.priority && (
                <>
                  {' '}
                  <Badge $tone="warn">Priority</Badge>
                </>
              )}
              <br />
              {message.body}
            </li>
          ))}
        </ol>
      )}
      <ThreadForm $width="none" onSubmit={submit} noValidate>
        <FormAlert failure={form.failure} alertRef={form.alertRef} />
        {/* With no message yet, the field starts the thread: it says to whom. */}
        <FormField
          id={replyIds.body}
          label={messages.length === 0 ? `Write to ${firstName(record.name)}` : 'Reply'}
          error={form.fields.errors.body}
        >
          {(control) => (
            <TextArea
              {...control}
              value={body}
              onChange={(e) => {
                setSent(false);
                setBody(e.target.value);
              }}
            />
          )}
        </FormField>
        <Actions>
          <Button type="submit" disabled={reply.isPending}>
            {messages.length === 0 ? 'Send Message' : 'Send Reply'}
          </Button>
          <Muted as="span" role="status">
            {sent ? replySentMessage : ''}
          </Muted>
        </Actions>
      </ThreadForm>
    </Section>
  );
}

const noteIds = {
  visibility: 'note-visibility',
  title: 'note-title',
  body: 'note-body',
  actionItems: 'note-items',
} as const;

function NewNote({ clientId, onDemand }: { clientId: number; onDemand: OnDemand }) {
  const add = useAddClientNote(clientId);
  const [visibility, setVisibility] = useState<NoteVisibility>('private');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [items, setItems] = useState('');
  const form = useFormKit(noteIds);
  const { fields } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.start();
    const actionItems =
      visibility === 'shared'
        ? items
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : [];
    const note = { visibility, body, actionItems, ...(title.trim() ? { title } : {}) };
    const checked = validateFields(clientNoteSchema, note);
    if (checked.errors) {
      fields.refuse(noteFields(checked.errors));
      return;
    }
    add.mutate(checked.value, {
      onSuccess: () => {
        setTitle('');
        setBody('');
        setItems('');
        onDemand.close();
        toast({
          title: visibility === 'shared' ? 'Shared with the client' : 'Note saved',
          description:
            visibility === 'shared' ? 'The client is told by email.' : 'Only you can see it.',
          variant: 'success',
        });
      },
      onError: (cause) => {
        const refusal = apiRefusal(cause, tryAgain);
        form.refuseWith({ ...refusal, fields: noteFields(refusal.fields) });
      },
    });
  };
  return (
    <NoteForm $width="none" onSubmit={submit} noValidate aria-labelledby="client-new-note">
      <h3 id="client-new-note">New note</h3>
      <FormAlert failure={form.failure} alertRef={form.alertRef} />
      <Choices>
        <legend>Who sees it</legend>
        <label>
          <input
            {...fields.control('visibility')}
            type="radio"
            name="visibility"
            checked={visibility === 'private'}
            onChange={() => setVisibility('private')}
          />
          Private (only you)
        </label>
        <label>
          <input
            type="radio"
            name="visibility"
            checked={visibility === 'shared'}
            onChange={() => setVisibility('shared')}
          />
          Shared with the client (session notes and action plan, emailed)
        </label>
        <ErrorFor id={noteIds.visibility} error={fields.errors.visibility} />
      </Choices>
      <FormField id={noteIds.title} label="Title (optional)" error={fields.errors.title}>
        {(control) => (
          <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      <FormField id={noteIds.body} label="Note" error={fields.errors.body}>
        {(control) => (
          <TextArea {...control} value={body} onChange={(e) => setBody(e.target.value)} />
        )}
      </FormField>
      {visibility === 'shared' && (
        <FormField
          id={noteIds.actionItems}
          label="Action plan"
          hint="One action item per line."
          error={fields.errors.actionItems}
        >
          {(control) => (
            <TextArea {...control} value={items} onChange={(e) => setItems(e.target.value)} />
          )}
        </FormField>
      )}
      <Actions>
        <Button type="submit" disabled={add.isPending}>
          {visibility === 'shared' ? 'Publish to the Client' : 'Save Note'}
        </Button>
        <CancelButton form={onDemand} disabled={add.isPending} />
      </Actions>
      <LeaveGuard dirty={Boolean(title || body || items)} what="this note" />
    </NoteForm>
  );
}

function Notes({ record, zone }: { record: ClientRecord; zone: string }) {
  return (
    <Section aria-labelledby="client-notes">
      <h2 id="client-notes">Notes</h2>
      <FormOnDemand opener="New Note">
        {(form) => <NewNote clientId={record.id} onDemand={form} />}
      </FormOnDemand>
      {record.notes.length === 0 ? (
        <Muted>No notes yet.</Muted>
      ) : (
        <NoteList>
          {record.notes.map((note) => (
            <li key={note.id}>
              {/* Its title, else its date, once: an untitled note is not dated twice. */}
              <NoteHead>
                <strong>{note.title || formatDateTime(note.createdAt, zone)}</strong>
                <Badge $tone={note.visibility === 'shared' ? 'good' : 'plain'}>
                  {note.visibility === 'shared' ? 'Shared' : 'Private'}
                </Badge>
              </NoteHead>
              {note.title ? <Muted>{formatDateTime(note.createdAt, zone)}</Muted> : null}
              <NoteBody>{note.body}</NoteBody>
              {note.actionItems.length > 0 && (
                <ul>
                  {note.actionItems.map((item) => (
                    <li key={item.id}>
                      {item.text} —{' '}
                      {item.doneAt ? `done ${formatDate(item.doneAt, zone)}` : 'to do'}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </NoteList>
      )}
    </Section>
  );
}

/* The notes kept, newest first, each set apart from the next by a rule. */
const NoteList = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: 0.25rem;
    padding-block: 1rem;
    overflow-wrap: anywhere;
  }
  > li:first-child {
    padding-top: 0;
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0.25rem 0 0;
  }
`;

/* A note's title (or date) and whether the client sees it, on one line while they fit. */
const NoteHead = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: center;
  margin: 0;
`;

const NoteBody = styled.div`
  white-space: pre-wrap;
`;

/* The reply below the thread, set apart from it. */
const ThreadForm = styled(FormGrid)`
  margin-top: 1.25rem;
`;

/* The new note, its fields spaced as every other form's, above the notes kept. */
const NoteForm = styled(FormGrid)`
  margin-bottom: 1.5rem;

  h3 {
    margin: 0;
  }
`;

/*
 * The four figures two by two, four across where the screen has room for four (never three and
 * an orphan); compact, each its name over its value.
 */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @container ${adminLayout.screenContainer} (min-width: 52rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  gap: 0.5rem;
  margin: 0;

  div {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${adminType.label};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: 1.0625rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
  /* A sum, a day or a time never breaks in the middle; a date and its time may part. */
  dd span {
    white-space: nowrap;
  }
`;

/** A figure in parts that each stay whole ("Tue, Nov 24, 2026," and "2:30 PM"). */
function Unbroken({ value }: { value: string }) {
  const parts = value.split(', ');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span>{index < parts.length - 1 ? `${part},` : part}</span>
    </Fragment>
  ));
}

/*
 * The record's head under his name: his address and zone with the page's one primary action
 * beside them (below them on a phone; its form, once opened, across the head), then his packages'
 * states and his figures.
 */
const Head = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
`;

const HeadLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;

  > div {
    margin: 0;
  }
`;

const Contact = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

/* One line a package: its title, then its state (credits left, email support), wrapping
   between them. */
const Glance = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.5rem;
  }
  li > span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A package's state as the owner reads it at a glance: "9 of 10 left · Email support open". */
function packageState(pkg: ClientRecord['packages'][number]): string {
  const { booking, support } = pkg;
  if (booking.status !== 'paid') return bookingStatusLabel(booking);
  const credits = `${booking.sessionsRemaining} of ${booking.sessionsTotal} left`;
  // Given free: said first, as its payment state is everywhere else.
  const left = pkg.payment === 'complimentary' ? `${givenFreeLabel} · ${credits}` : credits;
  return support.state === 'not-offered'
    ? left
    : `${left} · Email support ${promiseWindowLabels[support.state].toLowerCase()}`;
}

/** His packages (the free call aside), newest first, each with its state. */
function PackagesAtAGlance({ record, zone }: { record: ClientRecord; zone: string }) {
  const titles = packageTitles(record.packages, zone);
  const bought = record.packages
    .filter((pkg) => pkg.booking.packageType !== 'strategy-call')
    .sort((a, b) => b.booking.id - a.booking.id);
  if (bought.length === 0) return <Muted>No package bought yet.</Muted>;
  return (
    <Glance aria-label="His packages">
      {bought.map((pkg) => (
        <li key={pkg.booking.id}>
          <strong>{titles.get(pkg.booking.id)}</strong>
          <span>
            {packageState(pkg)}
            {pkg.booking.status === 'paid' && pkg.support.priority && (
              <>
                {' '}
                <Badge $tone="warn">Priority</Badge>
              </>
            )}
          </span>
        </li>
      ))}
    </Glance>
  );
}

/**
 * The top of a client's page (below his name, the page's heading), as a CRM record's head: his
 * address and time zone, whether he answered the questionnaire, the one primary action (book a session for him), his packages' states
 * and his key figures as on his row of the Clients list.
 */
function ClientHeader({
  record,
  zone,
  now,
  bookSession,
  showGifts,
}: {
  record: ClientRecord;
  zone: string;
  /** The moment the page opened (ms). */
  now: number;
  bookSession?: BookSessionSlot;
  /** Shows the Packages tab, whose gift forms the head's links open. */
  showGifts: () => void;
}) {
  const values = clientFigureValues(record.figures, zone);
  return (
    <Head>
      <HeadLine>
        <Contact>
          <a href={`mailto:${record.email}`}>
            <EmailAddress address={record.email} />
          </a>
          {record.timezone ? ` · ${zoneTimeName(record.timezone)}` : ''}
        </Contact>
        <BookSessionAction record={record} bookSession={bookSession} showGifts={showGifts} />
      </HeadLine>
      <ClientQuestionnaire record={record} zone={zone} now={now} />
      <PackagesAtAGlance record={record} zone={zone} />
      <Figures>
        {(Object.keys(clientFigureLabels) as ClientFigureName[]).map((name) => (
          <div key={name}>
            <dt>{clientFigureLabel(name, record.figures)}</dt>
            <dd>
              <Unbroken value={values[name]} />
            </dd>
          </div>
        ))}
      </Figures>
    </Head>
  );
}

/** His tabs; Messages says how many of his messages are new until it is shown. */
export const clientTabChoices = (record: Pick<ClientRecord, 'figures'>) =>
  (Object.keys(clientTabs) as ClientTab[]).map((value) => ({
    value,
    label: clientTabs[value],
    badge:
      value === 'messages' && record.figures.unreadMessages > 0
        ? `${record.figures.unreadMessages} new`
        : undefined,
  }));

const tabValues = Object.keys(clientTabs) as ClientTab[];

/**
 * A client's page, a CRM record: its head (his address, the primary action, his packages' states
 * and figures), then his record in tabs (the tab in the address, `?tab=`): sessions with what
 * happened to each and their recordings; the thread with a reply; notes; check-ins; materials;
 * packages with the credits and packages given; the emails sent to him. Every tab stays drawn
 * while another is chosen, so what a form holds is kept.
 */
export function ClientDetail({
  id,
  bookSession,
}: {
  id: number | null;
  /** The form that books a session for him, given by the page. */
  bookSession?: BookSessionSlot;
}) {
  const { timezone } = useOwnerSession();
  // The moment the page opened: sessions that had started by then can be marked.
  const [now] = useState(() => Date.now());
  const [tab, chooseTab] = useTabInAddress(clientTabParam, tabValues);
  const query = useScreenQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <EmptyState>This is not a client's address.</EmptyState>;
  // No such client: retrying would not help; the way back to the list does.
  if (isApiStatus(query.error, 404))
    return (
      <>
        <EmptyState>There is no client with this number.</EmptyState>
        <p>
          <Link to={paths.adminClients}>Back to clients</Link>
        </p>
      </>
    );
  if (query.isPending) return <Loading label="Loading the client…" height="40rem" />;
  if (query.isError)
    return (
      <ErrorState
        title="The client could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const record = query.data;
  const panel = (value: ClientTab, content: ReactNode) => (
    <TabPanel idPrefix="client" value={value} selected={tab}>
      {content}
    </TabPanel>
  );
  return (
    <>
      <ClientHeader
        record={record}
        zone={timezone}
        now={now}
        bookSession={bookSession}
        // Shown at once, before the form in it opens (FormOnDemand's own listener of the same
        // click), so its first field can take the focus.
        showGifts={() => flushSync(() => chooseTab('packages'))}
      />
      <Tabs
        label="Sections of this page"
        idPrefix="client"
        tabs={clientTabChoices(record)}
        selected={tab}
        onSelect={chooseTab}
      />
      {panel(
        'sessions',
        <>
          <Sessions record={record} zone={timezone} now={now} />
          <ClientRecordings record={record} zone={timezone} />
        </>,
      )}
      {panel('messages', <Thread record={record} zone={timezone} shown={tab === 'messages'} />)}
      {panel('notes', <Notes record={record} zone={timezone} />)}
      {panel(
        'check-ins',
        <ClientCheckIns
          clientId={record.id}
          zone={timezone}
          shown={tab === 'check-ins'}
          packages={record.packages}
        />,
      )}
      {panel('materials', <ClientMaterials record={record} zone={timezone} />)}
      {panel('packages', <Packages record={record} zone={timezone} />)}
      {panel('emails', <ClientEmailLog clientId={record.id} zone={timezone} />)}
    </>
  );
}
