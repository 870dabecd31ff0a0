import { hasOwnerSessionCookie, ownerSessionCookies, signInPath } from '../owner-session';

describe('the owner session cookie, as the shell’s server looks for it', () => {
  it.each([
    'owner_session=abc',
    '__Host-owner_session=abc',
    'theme=dark; owner_session=abc',
    'theme=dark;__Host-owner_session=abc; other=1',
  ])('finds it in %s', (header) => {
    expect(hasOwnerSessionCookie(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'site_booking=abc',
    'owner_session=',
    'owner_session= ; theme=dark',
    'owner_sessions=abc',
    'my_owner_session=abc',
    'owner_session',
  ])('does not find it in %s', (header) => {
    expect(hasOwnerSessionCookie(header)).toBe(false);
  });

  it.each([
    ['owner_session=abc', 'owner_session=abc'],
    ['theme=dark; owner_session=abc; site_booking=xyz', 'owner_session=abc'],
    ['__Host-owner_session=abc;owner_session=def', '__Host-owner_session=abc; owner_session=def'],
    ['site_booking=xyz; owner_session=', undefined],
    [undefined, undefined],
  ])('forwards of %s only the owner’s session: %s', (header, forwarded) => {
    expect(ownerSessionCookies(header)).toBe(forwarded);
  });

  it('sends the owner to sign in and back to the page, query and all', () => {
    expect(signInPath('/admin/bookings/42?tab=sessions')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Fbookings%2F42%3Ftab%3Dsessions',
    );
  });
});
