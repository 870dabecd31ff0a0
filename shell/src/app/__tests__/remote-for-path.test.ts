import { isBackOfficePath, remoteForPath } from '../remote-for-path';

describe('remoteForPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/consulting', 'marketing'],
    ['/consulting/specials', 'booking'],
    ['/blog', 'blog'],
    ['/blog/two-of-you-framework', 'blog'],
    ['/schedule/42', 'booking'],
    ['/questionnaire', 'intake'],
    ['/questionnaire/42', 'intake'],
    ['/admin', 'admin'],
    ['/admin/bookings/new', 'admin'],
    ['/admin/bookings/42', 'admin'],
    // An address of the back office it does not know: its own not-found screen, in its frame.
    ['/admin/nope', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/nope', '/blog/a/b', '/schedule', '/consulting/other', '/administration'])(
    '%s has no page',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );
});

describe('isBackOfficePath', () => {
  it.each(['/admin', '/admin/sign-in', '/admin/bookings/42', '/admin/audit-log', '/admin/nope'])(
    '%s is the back office',
    (path) => {
      expect(isBackOfficePath(path)).toBe(true);
    },
  );

  it.each(['/', '/consulting', '/blog/a-post', '/schedule/42', '/administration', '/admins'])(
    '%s is not',
    (path) => {
      expect(isBackOfficePath(path)).toBe(false);
    },
  );
});
