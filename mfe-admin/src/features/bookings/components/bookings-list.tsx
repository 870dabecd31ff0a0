import styled from 'styled-components';
import type { AdminBookingSummary, BookingKind } from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import { formatCents } from '@site/contracts/money';
import { paths, toPath } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  ListTable,
  PagedList,
  useUrlFilters,
  type Column,
} from '../../../components/list-kit';
import { Actions, Badge, Muted, RowDates } from '../../../components/ui';
import {
  bookingStatusLabel,
  bookingStatusLabels,
  formatDateTime,
  packageName,
  paymentLabels,
  questionnaireLabel,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { bookingFiltersFrom, bookingsQueryOptions } from '../api/bookings';
import { EmailAddress } from '../../../components/breakable';
import { WholeCompounds } from '../../../components/whole-compounds';
import { timezoneInParentheses } from '@site/contracts/timezones';

/* A cell's lines one under the other: a pill never has its note wrapping beside it. */
const Stack = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;

/* An amount kept on one line. */
const Whole = styled.span`
  white-space: nowrap;
`;

const statuses = Object.entries(bookingStatusLabels) as [BookingStatus, string][];
const kinds: [BookingKind, string][] = [
  ['free', 'Free calls'],
  ['paid', 'Paid packages'],
];

export function statusTone(status: BookingStatus) {
  return status === 'paid' ? 'good' : status === 'payment_failed' ? 'bad' : 'warn';
}

const columns = (timezone: string): Column<AdminBookingSummary>[] => [
  {
    label: 'Client',
    cell: (booking) => (
      <div>
        <Link to={toPath(paths.adminBooking, { bookingId: booking.id })}>{booking.name}</Link>
        <EmailAddress address={booking.email} quiet />
      </div>
    ),
  },
  {
    // The package's name (it wraps between words, never at its hyphen), the amount under it, quiet.
    label: 'Package',
    cell: (booking) => (
      <Stack>
        <WholeCompounds text={packageName(booking.packageType)} />
        <Muted as="span">
          <Whole>{formatCents(booking.amount)}</Whole>
          {booking.payment && booking.payment !== 'card' && ` · ${paymentLabels[booking.payment]}`}
        </Muted>
      </Stack>
    ),
  },
  {
    // The payment's state, and under it the questionnaire's (one column: the list keeps to a
    // tablet's width).
    label: 'Status',
    cell: (booking) => (
      <Stack>
        <span>
          <Badge $tone={statusTone(booking.status)}>{bookingStatusLabel(booking)}</Badge>
        </span>
        <Muted as="span">{questionnaireLabel(booking.questionnaireCompleted)}</Muted>
      </Stack>
    ),
  },
  {
    // The session (once there is one) and the day it was booked: one column, so the row keeps to
    // a few lines.
    label: 'Dates',
    cell: (booking) => (
      <RowDates>
        {booking.scheduledAt && (
          <div>
            <dt>Session</dt> <dd>{formatDateTime(booking.scheduledAt, timezone)}</dd>
          </div>
        )}
        <div>
          <dt>Booked</dt> <dd>{formatDateTime(booking.createdAt, timezone)}</dd>
        </div>
      </RowDates>
    ),
  },
];

/** Every booking, filtered by status, kind and dates and searched by name or e-mail (all in the URL). */
export function BookingsList() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const current = bookingFiltersFrom(searchParams);
  const filters = useUrlFilters(
    {
      status: current.status,
      kind: current.kind,
      from: current.from,
      to: current.to,
      q: current.q,
    },
    ['status', 'kind', 'from', 'to', 'q'],
  );
  const { draft, set } = filters;
  const bookings = useScreenQuery(bookingsQueryOptions(current));

  return (
    <>
      <Actions style={{ marginBottom: '1.5rem' }}>
        <ButtonLink to={paths.adminNewBooking}>Add a Booking</ButtonLink>
      </Actions>
      <FilterForm label="Filter bookings" filters={filters} clearTo={paths.adminBookings}>
        <FilterInput
          label="Name or e-mail"
          name="q"
          type="search"
          value={draft.q}
          onChange={set('q')}
        />
        <FilterSelect
          label="Status"
          name="status"
          any="Any status"
          options={statuses}
          value={draft.status}
          onChange={set('status')}
        />
        <FilterSelect
          label="Type"
          name="kind"
          any="Free calls and packages"
          options={kinds}
          value={draft.kind}
          onChange={set('kind')}
        />
        <FilterInput
          label="Booked from"
          name="from"
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
        <FilterInput
          label="Booked until"
          name="to"
          type="date"
          value={draft.to}
          onChange={set('to')}
        />
      </FilterForm>
      <PagedList
        query={bookings}
        filtered={filters.filtered}
        words={{
          loading: 'Loading bookings…',
          failed: 'The bookings could not be loaded.',
          empty: 'There are no bookings yet.',
          noMatch: 'No booking matches these filters.',
        }}
        pages="Pages of bookings"
      >
        {(page) => (
          <ListTable
            label="Bookings table"
            caption={`Bookings, newest first. Times in your zone ${timezoneInParentheses(timezone)}.`}
            columns={columns(timezone)}
            rows={page.items}
            rowKey={(booking) => booking.id}
          />
        )}
      </PagedList>
    </>
  );
}
