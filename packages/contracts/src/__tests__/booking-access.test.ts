import {
  bookingAccessCookieName,
  bookingAccessCookiePaths,
  bookingAccessCookies,
  bookingPageId,
} from '../booking-access';

describe('a booking’s access cookie', () => {
  it('is set for the API and the booking’s scheduling page, nothing else', () => {
    expect(bookingAccessCookieName(7)).toBe('booking_7');
    expect(bookingAccessCookiePaths(7)).toEqual(['/api', '/schedule/7']);
  });

  it.each([
    ['/schedule/7', 7],
    ['/schedule/7/', 7],
    ['/schedule/2147483647', 2147483647],
  ])('knows %s as the page of booking %i', (pathname, id) => {
    expect(bookingPageId(pathname)).toBe(id);
  });

  it.each([
    '/schedule',
    '/questionnaire',
    '/schedule/0',
    '/schedule/007x',
    '/schedule/2147483648',
    '/schedule/7/extra',
    '/questionnaire/7',
    '/blog/7',
    '/admin/bookings/7',
    '/checkout',
  ])('knows %s as no booking’s page', (pathname) => {
    expect(bookingPageId(pathname)).toBeNull();
  });

  it.each([
    ['booking_7=signed.value', 'booking_7=signed.value'],
    ['theme=dark; booking_7=signed.value; owner_session=abc', 'booking_7=signed.value'],
    ['booking_70=other; booking_7=mine; booking_8=another', 'booking_7=mine'],
    ['booking_70=other; booking_8=another', undefined],
    ['booking_7=', undefined],
    [undefined, undefined],
  ])('picks booking 7’s cookie alone out of %s', (header, picked) => {
    expect(bookingAccessCookies(header, 7)).toBe(picked);
  });
});
