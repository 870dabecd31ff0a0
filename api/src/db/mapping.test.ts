import { toBookingRecord, toIso, toNumber, toScheduledSlot, type BookingRow } from './mapping';

describe('driver normalisation', () => {
  it('reads numbers from node-pg strings and PGlite BigInts alike', () => {
    expect(toNumber('42')).toBe(42);
    expect(toNumber(42n)).toBe(42);
    expect(toNumber(42)).toBe(42);
    expect(() => toNumber(null)).toThrow(TypeError);
  });

  it('reads timestamps from Date or string', () => {
    expect(toIso(new Date('2030-01-01T00:00:00Z'))).toBe('2030-01-01T00:00:00.000Z');
    expect(toIso('2030-01-01 00:00:00+00')).toBe('2030-01-01T00:00:00.000Z');
  });
});

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

  it('gives the public slot no more than package, start and end', () => {
    const slot = {
      package_type: 'single' as const,
      starts_at: new Date('2030-01-07T14:00:00Z'),
      ends_at: new Date('2030-01-07T15:30:00Z'),
      name: 'Ann',
    };
    expect(toScheduledSlot(slot)).toEqual({
      packageType: 'single',
      status: 'scheduled',
      scheduledAt: '2030-01-07T14:00:00.000Z',
      endsAt: '2030-01-07T15:30:00.000Z',
    });
  });
});
