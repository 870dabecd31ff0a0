/** @jest-environment node */
import type { DehydratedState } from '@tanstack/react-query';
import type { ZoneDays } from '@site/contracts/zone-conversion';
import { fragmentRequest, testApiOrigin } from '@site/ssr/testing';
import { fakeDateOnly } from '@site/ui/testing';
import { calendarPeriod } from '../features/calendar/components/calendar-days';
import { render } from '../server';

const request = (url: string) => fragmentRequest('admin', url);
const newMessagesRead = '/api/admin/messages?status=new';
/** The clients' threads' first page: every client's unread messages, the count's other half. */
const clientUnreadRead = '/api/admin/client-threads';
const fetchPreload = (href: string) =>
  `<link rel="preload" href="${href.replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials"/>`;

/**
 * The API as the server render meets it: the owner's session (in `zone`, live an hour past `now`),
 * `bodyOf` for every other path. Returns the reads it was asked, in order.
 */
function answering(zone: string, now: Date, bodyOf: (pathname: string) => object): string[] {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    const body =
      url.pathname === '/api/admin/session'
        ? {
            username: 'owner',
            twoFactorEnabled: false,
            timezone: zone,
            expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
          }
        : bodyOf(url.pathname);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

describe("the back office's server render", () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/admin', '/admin/bookings', '/admin/posts/1'])(
    "starts the check of who is signed in in %s's first HTML, with the owner's cookie",
    async (url) => {
      const fragment = await render(request(url), testApiOrigin);
      expect(fragment?.headHtml).toContain(fetchPreload('/api/admin/session'));
      expect(globalThis.fetch).not.toHaveBeenCalled();
    },
  );

  // What the screen asks for once its code has run, worked out from the page's address the same
  // way: the answer is on its way while the scripts load.
  it.each([
    ['/admin', ['/api/admin/today']],
    ['/admin/bookings', ['/api/admin/bookings']],
    [
      '/admin/bookings?status=paid&kind=free&q=%20Ana%20&page=2&from=nonsense',
      ['/api/admin/bookings?status=paid&kind=free&q=Ana&page=2'],
    ],
    ['/admin/bookings/12', ['/api/admin/bookings/12']],
    ['/admin/messages?status=archived&page=3', ['/api/admin/messages?status=archived&page=3']],
    ['/admin/messages?status=spam', ['/api/admin/messages?status=new']],
    ['/admin/messages?from=clients', ['/api/admin/client-threads']],
    ['/admin/messages?from=clients&page=2', ['/api/admin/client-threads?page=2']],
    ['/admin/subscribers?status=unsubscribed', ['/api/admin/subscribers?status=unsubscribed']],
    ['/admin/audit-log?page=2', ['/api/admin/audit-log?page=2']],
    ['/admin/posts?status=draft', ['/api/admin/posts?status=draft']],
    ['/admin/posts/7', ['/api/admin/posts/7']],
    ['/admin/site', ['/api/admin/site-settings', '/api/admin/site-settings/photos']],
    ['/admin/broadcasts/4', ['/api/admin/broadcasts/4', '/api/admin/broadcasts/posts']],
    ['/admin/broadcasts/new', ['/api/admin/broadcasts/posts']],
    ['/admin/search?q=%20Okafor%40%20', ['/api/admin/search?q=Okafor%40']],
    // Its period needs his zone, known only with his session: the feed's status alone.
    ['/admin/calendar', ['/api/admin/calendar/feed']],
  ])("starts %s's own reads and the navigation's count in its first HTML", async (url, reads) => {
    const fragment = await render(request(url), testApiOrigin);
    // The count by Messages (new messages, clients' unread ones): the screen's own first reads
    // where it is the inbox or the clients' threads.
    const all = [...new Set([...reads, newMessagesRead, clientUnreadRead])];
    for (const read of all) expect(fragment?.headHtml).toContain(fetchPreload(read));
    expect(fragment?.headHtml.match(/as="fetch"/g)).toHaveLength(all.length + 1);
  });

  it.each([
    '/admin/bookings/abc',
    '/admin/posts/0',
    '/admin/account',
    '/admin/bookings/new',
    // A search of one letter: the screen asks for more, and the API nothing.
    '/admin/search?q=%20a%20',
    '/admin/search',
  ])(
    "starts nothing but the session and the navigation's count for %s, which reads nothing first",
    async (url) => {
      const fragment = await render(request(url), testApiOrigin);
      expect(fragment?.headHtml).toContain(fetchPreload(newMessagesRead));
      expect(fragment?.headHtml).toContain(fetchPreload(clientUnreadRead));
      expect(fragment?.headHtml.match(/as="fetch"/g)).toHaveLength(3);
    },
  );

  it('asks nothing of the owner’s messages for the sign-in page, which has no session', async () => {
    const fragment = await render(request('/admin/sign-in'), testApiOrigin);
    expect(fragment?.headHtml).not.toContain('/api/admin/messages');
    expect(fragment?.headHtml).not.toContain(clientUnreadRead);
  });
});

describe("the navigation's count of new messages, with the owner's session", () => {
  afterEach(() => jest.restoreAllMocks());

  const withNewMessages = (newMessages: number, clientUnread = 0) =>
    answering('America/Cancun', new Date(), (pathname) =>
      pathname === '/api/admin/messages'
        ? { items: [], total: newMessages, page: 1, pageSize: 20 }
        : pathname === '/api/admin/client-threads'
          ? { items: [], total: 0, page: 1, pageSize: 25, unread: clientUnread }
          : {},
    );
  const text = (html: string | undefined) => (html ?? '').replace(/<[^>]+>/g, '');

  it('is drawn in the first HTML of every signed-in page, and left for no one to ask again', async () => {
    const asked = withNewMessages(3);
    const fragment = await render(
      { ...request('/admin/account'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(asked).toContain(newMessagesRead);
    expect(text(fragment?.html)).toContain('Messages 3 new');
    expect(fragment?.headHtml).not.toContain('as="fetch"');
  });

  it("adds the clients' unread portal messages to the new messages", async () => {
    const asked = withNewMessages(1, 4);
    const fragment = await render(
      { ...request('/admin/account'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(asked).toContain(clientUnreadRead);
    expect(text(fragment?.html)).toContain('Messages 5 new');
    expect(fragment?.headHtml).not.toContain('as="fetch"');
  });

  it('is not drawn when nothing waits', async () => {
    withNewMessages(0);
    const fragment = await render(
      { ...request('/admin/account'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(fragment?.html).not.toMatch(/\d+ new/);
    expect(text(fragment?.html)).toContain('MessagesClients');
  });

  it('is not read for the sign-in page, even with a live session', async () => {
    const asked = withNewMessages(3);
    await render({ ...request('/admin/sign-in'), cookie: '__Host-site_owner=live' }, testApiOrigin);
    expect(asked).toEqual(['/api/admin/session']);
  });
});

describe("the sign-in page's server render", () => {
  afterEach(() => jest.restoreAllMocks());

  const answer = (status: number, body: unknown) =>
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const form = 'for="admin-sign-in-username"';

  it('draws the form for a browser with no session cookie, which is signed out, asking no one', async () => {
    const fetch = answer(500, {});
    const fragment = await render(request('/admin/sign-in?next=%2Fadmin'), testApiOrigin);
    expect(fragment?.html).toContain(form);
    expect(fragment?.html).not.toContain('Loading…');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws the form for a session cookie the API no longer knows', async () => {
    const fetch = answer(401, { error: 'Sign in to continue.' });
    const fragment = await render(
      { ...request('/admin/sign-in'), cookie: '__Host-site_owner=ended' },
      testApiOrigin,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fragment?.html).toContain(form);
  });

  it('leaves a live session to the browser, which sends the owner on to his page', async () => {
    answer(200, {
      username: 'owner',
      twoFactorEnabled: false,
      timezone: 'America/Cancun',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const fragment = await render(
      { ...request('/admin/sign-in'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(fragment?.html).not.toContain(form);
    expect(fragment?.html).toContain('Loading…');
  });
});

describe("the calendar's server render, with the owner's session", () => {
  afterEach(() => jest.useRealTimers());
  afterEach(() => jest.restoreAllMocks());

  it('reads the week around today in his zone and draws it with his entries', async () => {
    // Late on the last day of this month in UTC, which is already the 1st of the next month in
    // his zone (UTC+14): "today", and so the week asked for, is his.
    const real = new Date();
    const monthEnd = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 0, 23, 30));
    fakeDateOnly(monthEnd);
    const zone = 'Pacific/Kiritimati';
    const { today, days } = calendarPeriod(new URLSearchParams(), zone, monthEnd);
    expect(today.slice(8)).toBe('01');
    const blockStart = new Date(`${today}T09:00:00-14:00`).toISOString();
    const asked = answering(zone, monthEnd, (pathname) =>
      pathname === '/api/admin/calendar'
        ? {
            timezone: zone,
            start: `${days[0]}T00:00:00+14:00`,
            end: `${days[6]}T23:59:59+14:00`,
            entries: [],
            blocks: [
              {
                id: 1,
                startsAt: blockStart,
                endsAt: new Date(Date.parse(blockStart) + 3_600_000).toISOString(),
                note: 'Quarterly planning retreat',
              },
            ],
            busy: [],
            google: 'connected',
            openPackages: [],
            workingHours: [],
            next: null,
          }
        : { createdAt: null },
    );
    const fragment = await render(
      { ...request('/admin/calendar'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(asked).toContain(`/api/admin/calendar?from=${days[0]}&days=7`);
    expect(fragment?.html).toContain('Quarterly planning retreat');
    expect(fragment?.html).not.toContain('aria-busy="true"');
    // Nothing left for the browser to ask first.
    expect(fragment?.headHtml).not.toContain('as="fetch"');
  });
});

describe("the search's server render", () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws the results with the owner’s cookie, leaving the browser nothing to ask', async () => {
    const asked = answering('America/Cancun', new Date(), (pathname) =>
      pathname === '/api/admin/search'
        ? {
            q: 'okafor',
            clientMatches: {
              total: 1,
              items: [{ id: 7, name: 'Lena Okafor', email: 'lena.okafor@example.com' }],
            },
            bookingMatches: { total: 0, items: [] },
            messageMatches: { total: 0, items: [] },
            subscriberMatches: { total: 0, items: [] },
            threadMatches: { total: 0, items: [] },
          }
        : { items: [], total: 0, page: 1, pageSize: 20 },
    );
    const fragment = await render(
      { ...request('/admin/search?q=okafor'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    expect(asked).toContain('/api/admin/search?q=okafor');
    expect(fragment?.html).toContain('Lena Okafor');
    expect(fragment?.html).toContain('href="/admin/clients/7"');
    expect(fragment?.headHtml).not.toContain('as="fetch"');
  });
});

describe("the owner's zone, read ahead for the browser", () => {
  afterEach(() => jest.restoreAllMocks());
  const dayMs = 86_400_000;
  const zone = 'Asia/Kathmandu'; // UTC+05:45 all year

  const signedIn = () => answering(zone, new Date(), () => ({}));
  const zoneDaysOf = (fragment: Awaited<ReturnType<typeof render>>) =>
    (fragment?.state as DehydratedState | undefined)?.queries.find(
      (query) => query.queryKey[0] === 'zone-days',
    )?.state.data as ZoneDays[] | undefined;

  it('sends his zone’s offsets from before today to the last week the preview shows', async () => {
    signedIn();
    const fragment = await render(
      { ...request('/admin/account'), cookie: '__Host-site_owner=live' },
      testApiOrigin,
    );
    const [days, ...others] = zoneDaysOf(fragment) ?? [];
    expect(others).toEqual([]);
    expect(days?.zone).toBe(zone);
    const today = Math.floor(Date.now() / dayMs);
    // His today and the visitor's differ by up to two days; the preview shows up to 8 weeks.
    expect(days!.firstDay).toBeLessThanOrEqual(today - 2);
    expect(days!.firstDay + days!.offsets.length).toBeGreaterThanOrEqual(today + 8 * 7 + 2);
    expect(days!.offsets.every((offset) => offset === 345)).toBe(true);
  });

  it('sends nothing to a browser that is not signed in', async () => {
    const fragment = await render(request('/admin/account'), testApiOrigin);
    expect(zoneDaysOf(fragment)).toBeUndefined();
  });
});
