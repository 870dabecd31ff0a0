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
  peopleSearchLabel,
  FilterSelect,
  ListTable,
  PagedList,
  useUrlFilters,
  type Column,
} from '../../../components/list-kit';
import { Actions, Badge, StandaloneLink } from '../../../components/ui';
import {
  bookingStatusLabel,
  bookingStatusLabels,
  formatListDate,
  formatListDateTime,
  packageName,
  paymentLabels,
  questionnaireLabel,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { bookingFiltersFrom, bookingsQueryOptions } from '../api/bookings';
import { EmailAddress } from '../../../components/breakable';
import { WholeCompounds } from '../../../components/whole-compounds';

const statuses = Object.entries(bookingStatusLabels) as [BookingStatus, string][];
const kinds: [BookingKind, string][] = [
  ['free', 'Free calls'],
  ['paid', 'Paid packages'],
];

export function statusTone(status: BookingStatus) {
  return status === 'paid' ? 'good' : status === 'payment_failed' ? 'bad' : 'warn';
}

/* A quiet fact under a cell's value, on one line: the row keeps to its line and at most this one. */
const Quiet = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
  line-height: 1.25;
  white-space: nowrap;
`;

/**
 * A booking on one line, and one quiet line under it at most: who (the address under the name),
 * the package, its status and its session. Where the screen's column holds them (a laptop's), its
 * amount, the day it was booked and, quietly, the way it was paid (if not by card) and the
 * questionnaire, each under the value it explains; narrower, those wait on the booking's page.
 */
const columns = (timezone: string): Column<AdminBookingSummary>[] => [
  {
    label: 'Client',
    cell: (booking) => (
      <>
        <Link to={toPath(paths.adminBooking, { bookingId: booking.id })}>{booking.name}</Link>
        <EmailAddress address={booking.email} quiet />
      </>
    ),
  },
  {
    // The package's name wraps between words only, never at its hyphen.
    label: 'Package',
    cell: (booking) => (
      <>
        <WholeCompounds text={packageName(booking.packageType)} />
        {booking.payment && booking.payment !== 'card' && (
          <Quiet data-secondary="">{paymentLabels[booking.payment]}</Quiet>
        )}
      </>
    ),
  },
  {
    label: 'Amount',
    figure: true,
    secondary: true,
    cell: (booking) => formatCents(booking.amount),
  },
  {
    label: 'Status',
    pill: true,
    cell: (booking) => (
      <Badge $tone={statusTone(booking.status)}>{bookingStatusLabel(booking)}</Badge>
    ),
  },
  {
    label: 'Session',
    figure: true,
    hasValue: (booking) => Boolean(booking.scheduledAt),
    cell: (booking) => (
      <>
        {booking.scheduledAt ? formatListDateTime(booking.scheduledAt, timezone) : '—'}
        <Quiet data-secondary="">{questionnaireLabel(booking.questionnaireCompleted)}</Quiet>
      </>
    ),
  },
  {
    label: 'Booked',
    figure: true,
    secondary: true,
    cell: (booking) => formatListDate(booking.createdAt, timezone),
  },
];

/** Every booking, filtered by status, kind and dates and searched by name or email (all in the URL). */
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
          label={peopleSearchLabel}
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
          empty: 'No bookings yet.',
          emptyDetail:
            'Every booking appears here: a package bought on the site, a free call booked, or one you add yourself for a client who paid you directly.',
          emptyAction: <StandaloneLink to={paths.adminNewBooking}>Add a Booking</StandaloneLink>,
          noMatch: 'No booking matches these filters.',
        }}
        pages="Pages of bookings"
      >
        {(page) => (
          <ListTable
            label="Bookings table"
            caption="Bookings, newest first."
            columns={columns(timezone)}
            rows={page.items}
            rowKey={(booking) => booking.id}
          />
        )}
      </PagedList>
    </>
  );
}
