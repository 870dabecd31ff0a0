import { adminBooking } from '@site/contracts/endpoints/admin';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { getBooking } from '@site/contracts/endpoints/bookings';
import { fakeApi, on, reply } from '../testing';

const booking: ConsultationBooking = {
  id: 12,
  packageType: 'single',
  name: 'Ann Client',
  email: 'ann@example.com',
  amount: 150000,
  status: 'paid',
  scheduledAt: null,
  timezone: null,
  sessions: [],
  sessionsTotal: 1,
  sessionsBooked: 0,
  sessionsRemaining: 1,
  canSchedule: true,
  canRequestRefund: false,
  refundableUntil: null,
};

describe('the shared fake of the API', () => {
  it('answers a route built from the endpoint table and records the call', async () => {
    const api = fakeApi({ [on(getBooking, { id: 12 })]: reply(getBooking, 200, booking) });
    const response = await fetch('/api/consultation-bookings/12?key=abc');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(booking);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/consultation-bookings/12',
        url: '/api/consultation-bookings/12?key=abc',
        body: undefined,
      },
    ]);
    expect(api.callsTo('GET', '/api/consultation-bookings/12')).toHaveLength(1);
  });

  it('prefers a route naming the exact query, and hands a handler the request', async () => {
    fakeApi({
      'GET /api/consultation-bookings/12?key=right': { body: { which: 'keyed' } },
      'POST /api/consultation-bookings/12/schedule': ({ body }) => ({ status: 201, body }),
      'GET /api/consultation-bookings/12': { status: 404, body: { message: 'Booking not found' } },
    });
    expect(await (await fetch('/api/consultation-bookings/12?key=right')).json()).toEqual({
      which: 'keyed',
    });
    expect((await fetch('/api/consultation-bookings/12?key=wrong')).status).toBe(404);
    const scheduled = await fetch('/api/consultation-bookings/12/schedule', {
      method: 'POST',
      body: JSON.stringify({ timezone: 'Europe/Paris' }),
    });
    expect([scheduled.status, await scheduled.json()]).toEqual([201, { timezone: 'Europe/Paris' }]);
  });

  it('refuses to fake an address the API does not answer', () => {
    expect(() => fakeApi({ 'GET /api/bookings/12': { body: {} } })).toThrow(
      'fakeApi: no endpoint of the table answers GET /api/bookings/12',
    );
    expect(() => fakeApi({ 'DELETE /api/testimonials': { status: 204 } })).toThrow(/no endpoint/);
    expect(() => fakeApi({ [on(adminBooking, { id: 3 })]: { body: {} } })).not.toThrow();
  });

  it('answers what no route names as the API would, as offline, or as a test error', async () => {
    fakeApi({});
    const missing = await fetch('/api/blog');
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Not Found' }]);
    fakeApi({}, { unmatched: 'network-error' });
    await expect(fetch('/api/blog')).rejects.toThrow(new TypeError('Failed to fetch'));
    fakeApi({}, { unmatched: 'error' });
    await expect(fetch('/api/blog')).rejects.toThrow('fakeApi: unexpected request GET /api/blog');
  });

  it('fails a call as offline, or leaves it pending, when told', async () => {
    fakeApi({ '/api/blog': 'network-error', '/api/testimonials': 'pending' });
    await expect(fetch('/api/blog')).rejects.toThrow('Failed to fetch');
    const pending = fetch('/api/testimonials');
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      Promise.resolve('waiting'),
    ]);
    expect(outcome).toBe('waiting');
  });
});
