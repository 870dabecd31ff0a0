import { screen, within } from '@testing-library/react';
import { remoteByName } from '@site/contracts/registry';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes, { pages } from '../routes';
import { mockApi } from '../test/mock-api';
import { aSession, signedIn } from '../test/fixtures';

afterEach(() => jest.restoreAllMocks());

const screens: [path: string, heading: string][] = [
  ['/admin', 'Today'],
  ['/admin/sign-in', 'Sign In'],
  ['/admin/bookings', 'Bookings'],
  ['/admin/bookings/new', 'Add a Booking'],
  // Named after its client and package once its record is read (the booking's own test).
  ['/admin/bookings/42', 'Booking'],
  ['/admin/messages', 'Messages'],
  ['/admin/subscribers', 'Subscribers'],
  ['/admin/person', 'Privacy Requests'],
  ['/admin/audit-log', 'Activity'],
  ['/admin/account', 'Account'],
  ['/admin/broadcasts', 'Newsletter'],
  ['/admin/broadcasts/new', 'Write to Subscribers'],
  // Named after its subject once read (the broadcast's own test).
  ['/admin/broadcasts/7', 'Broadcast'],
  ['/admin/calendar', 'Calendar'],
  ['/admin/clients', 'Clients'],
  // Named after him once his record is read.
  ['/admin/clients/4', 'Client'],
  ['/admin/posts', 'Posts'],
  ['/admin/posts/7', 'Post'],
  ['/admin/testimonials', 'Testimonials'],
  ['/admin/notices', 'Notices'],
  ['/admin/notices/abc', 'Notice'],
  ['/admin/site', 'Site and Data'],
  ['/admin/schedules', 'Schedules'],
  ['/admin/no-such-screen', 'Page Not Found'],
];

describe('admin routes', () => {
  it('serves exactly the routes the registry gives the admin remote', () => {
    expect(pages.map((page) => page.path)).toEqual(
      remoteByName('admin').routes.map((route) => route.path),
    );
  });

  it.each(screens)(
    '%s has the heading “%s” and asks search engines not to index it',
    (path, heading) => {
      mockApi(signedIn());
      renderWithProviders(<AdminRoutes />, { path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      );
      // "<Screen> · Back office"; a record not read yet, its list too, unless its name says it.
      expect(document.title).toBe(
        path === '/admin/broadcasts/7'
          ? 'Broadcast · Newsletter · Back office'
          : `${heading} · Back office`,
      );
    },
  );

  it('gives no two screens one tab title, and none repeats a word', () => {
    const titles = screens.map(([path]) => {
      mockApi(signedIn());
      const { unmount } = renderWithProviders(<AdminRoutes />, { path });
      const title = document.title;
      unmount();
      return title;
    });
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      const words = title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it.each(['/admin', '/admin/bookings', '/admin/calendar', '/admin/audit-log'])(
    '%s: the frame names the owner’s zone once, in the public site’s words',
    async (path) => {
      mockApi(signedIn(aSession({ timezone: 'Europe/Paris' })));
      renderWithProviders(<AdminRoutes />, { path });
      const lines = await screen.findAllByText('Times are Paris time');
      // A tablet's bar says it under the name; the sidebar at its foot, beside "View site", apart
      // from the brand. Each width shows one of the two (a phone neither).
      expect(screen.getAllByText(/Paris time/)).toHaveLength(2);
      const [bar, foot] = lines;
      expect(bar!.previousElementSibling).toHaveTextContent(/Back office/);
      expect(foot!.parentElement).toContainElement(screen.getByRole('link', { name: 'View site' }));
      expect(within(screen.getByRole('main')).queryByText(/Paris time/)).toBeNull();
    },
  );
});
