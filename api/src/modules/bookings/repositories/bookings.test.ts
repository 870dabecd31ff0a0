import { toBookingRecord, type BookingRow } from './bookings';

describe('booking mapping', () => {
  const row: BookingRow = {
    id: 7,
    name: 'Ann',
    email: 'ann@example.com',
    package_type: 'single',
    amount: 150000,
    stripe_payment_intent_id: 'pi_1',
    status: 'paid',
    scheduled_at: new Date('2030-01-07T14:00:00Z'),
    timezone: 'America/New_York',
    google_event_id: 'evt',
    access_key: 'secret',
    created_at: new Date(),
    updated_at: new Date(),
  };

  it('reads the booking with its next session', () => {
    expect(toBookingRecord(row)).toMatchObject({
      id: 7,
      status: 'paid',
      scheduledAt: '2030-01-07T14:00:00.000Z',
      timezone: 'America/New_York',
      googleEventId: 'evt',
      paidAt: null,
    });
  });
});
