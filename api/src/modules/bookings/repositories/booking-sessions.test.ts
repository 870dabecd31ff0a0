import { toScheduledSlot } from './booking-sessions';

describe('session mapping', () => {
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
