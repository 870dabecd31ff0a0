import { useState, type FormEvent } from 'react';
import type { BookingKind } from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import { paths, toPath } from '@site/contracts/routes';
import { Button, ButtonLink } from '@site/ui/button';
import { Link, useSearchParams } from '@site/ui/router';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Actions, Badge, FieldLabel, FilterBar, Input, Select } from '../../../components/ui';
import { useOwnerSession } from '../../../lib/owner-session';
import { formatCents } from '@site/contracts/money';
import {
  bookingStatusLabel,
  bookingStatusLabels,
  formatDateTime,
  packageName,
  paymentLabels,
} from '../../../lib/format';
import { bookingFiltersFrom, bookingsQueryOptions } from '../api/bookings';
import { useScreenQuery } from '@site/ui/screen-query';

const statuses = Object.keys(bookingStatusLabels) as BookingStatus[];
const kinds: Record<BookingKind, string> = { free: 'Free calls', paid: 'Paid packages' };

export function statusTone(status: BookingStatus) {
  return status === 'paid' ? 'good' : status === 'payment_failed' ? 'bad' : 'warn';
}

/** Every booking, filtered by status, kind and dates and searched by name or e-mail (all in the URL). */
export function BookingsList() {
  const { timezone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = bookingFiltersFrom(searchParams);
  const [draft, setDraft] = useState({
    status: filters.status ?? '',
    kind: filters.kind ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    q: filters.q ?? '',
  });
  const bookings = useScreenQuery(bookingsQueryOptions(filters));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft))
      if (value.trim()) next.set(name, value.trim());
    setSearchParams(next); // a new search starts at page 1
  };
  const filtered = Object.keys(filters).some((key) => key !== 'page');

  return (
    <>
      <Actions style={{ marginBottom: '1.5rem' }}>
        <ButtonLink to={paths.adminNewBooking}>Add a Booking</ButtonLink>
      </Actions>
      <FilterBar role="search" aria-label="Filter bookings" onSubmit={apply}>
        <FieldLabel>
          Name or e-mail
          <Input
            type="search"
            name="q"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </FieldLabel>
        <FieldLabel>
          Status
          <Select
            name="status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {bookingStatusLabels[status]}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          Type
          <Select
            name="kind"
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
          >
            <option value="">Free calls and packages</option>
            {Object.entries(kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          Booked from
          <Input
            type="date"
            name="from"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </FieldLabel>
        <FieldLabel>
          Booked until
          <Input
            type="date"
            name="to"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </FieldLabel>
        <Actions>
          <Button type="submit">Apply</Button>
          {filtered && (
            <Link
              to={paths.adminBookings}
              onClick={() => setDraft({ status: '', kind: '', from: '', to: '', q: '' })}
            >
              Clear Filters
            </Link>
          )}
        </Actions>
      </FilterBar>

      {bookings.isPending ? (
        <Loading label="Loading bookings…" />
      ) : bookings.isError ? (
        <ErrorState
          title="The bookings could not be loaded."
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.items.length === 0 ? (
        <EmptyState>
          {filtered ? 'No booking matches these filters.' : 'There are no bookings yet.'}
        </EmptyState>
      ) : (
        <>
          <DataTable>
            <caption>Bookings, newest first. Times in {timezone}.</caption>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Package</th>
                <th scope="col">Status</th>
                <th scope="col">Session</th>
                <th scope="col">Questionnaire</th>
                <th scope="col">Booked</th>
              </tr>
            </thead>
            <tbody>
              {bookings.data.items.map((booking) => (
                <tr key={booking.id}>
                  <td data-label="Client">
                    <div>
                      <Link to={toPath(paths.adminBooking, { bookingId: booking.id })}>
                        {booking.name}
                      </Link>
                      <br />
                      {booking.email}
                    </div>
                  </td>
                  <td data-label="Package">
                    <div>
                      {packageName(booking.packageType)}
                      <br />
                      {formatCents(booking.amount)}
                      {booking.payment &&
                        booking.payment !== 'card' &&
                        ` · ${paymentLabels[booking.payment]}`}
                    </div>
                  </td>
                  <td data-label="Status">
                    <Badge $tone={statusTone(booking.status)}>{bookingStatusLabel(booking)}</Badge>
                  </td>
                  <td data-label="Session">
                    {booking.scheduledAt ? formatDateTime(booking.scheduledAt, timezone) : '—'}
                  </td>
                  <td data-label="Questionnaire">
                    <Badge $tone={booking.questionnaireCompleted ? 'good' : 'warn'}>
                      {booking.questionnaireCompleted ? 'Answered' : 'Not answered'}
                    </Badge>
                  </td>
                  <td data-label="Booked">{formatDateTime(booking.createdAt, timezone)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager list={bookings.data} label="Pages of bookings" />
        </>
      )}
    </>
  );
}
