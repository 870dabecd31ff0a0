import { remotes } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';
import { coachName } from './site';

export interface PageRow {
  /** The registry's route pattern this row checks. */
  route: string;
  /** A URL of that route. */
  path: string;
  /** The page's one heading as a visitor sees it. */
  h1: string | RegExp;
  /**
   * The heading of the first HTML when it differs: pages that depend on the visitor arrive with
   * their loading state and fetch the visitor's data in the browser.
   */
  firstHtmlH1?: string | RegExp;
  title: string | RegExp;
  /** The title of the first HTML when it differs (the loading state's). */
  firstHtmlTitle?: string | RegExp;
  /** The first HTML's status when it is not 200 (the set-up page once the site has an owner). */
  firstHtmlStatus?: number;
  /** Public content: server-rendered, indexable, in the sitemap. */
  indexable: boolean;
  /**
   * The owner's back office: never stored (`no-store`), never indexed. Signed out, the browser
   * shows the sign-in page instead (tests/admin.spec.ts), so the public page checks leave it out.
   */
  private: boolean;
  /**
   * Only the signed-in owner sees it: asked without his session cookie, the site's server sends
   * the visitor to sign in (tests/admin.spec.ts). The first HTML checks send a cookie.
   */
  signedIn: boolean;
  /**
   * The same HTML for every visitor (a public route, asked without a query parameter its page does
   * not read): kept by the shell's page cache and shared caches. Every other page is `no-store`.
   */
  cacheable: boolean;
}

/** The heading and title each route's page shows, for one sample URL of it. */
const expected: Record<
  string,
  Omit<PageRow, 'route' | 'indexable' | 'private' | 'signedIn' | 'cacheable'>
> = {
  [paths.home]: {
    path: '/',
    h1: 'From rock bottom to billion-dollar prison to ultimate freedom',
    title: new RegExp(coachName),
  },
  [paths.about]: { path: '/about', h1: 'Cracking the Code', title: `My Story | ${coachName}` },
  [paths.philosophy]: {
    path: '/philosophy',
    h1: 'AWARENESS. ACCURACY. ACTION.',
    title: /Philosophy/,
  },
  [paths.speaking]: { path: '/speaking', h1: 'TRANSFORM YOUR AUDIENCE', title: /Speaking/ },
  [paths.consulting]: { path: '/consulting', h1: 'WORK DIRECTLY WITH ME', title: /Consulting/ },
  [paths.connect]: {
    path: '/connect',
    h1: 'CONNECT WITH ME',
    title: `Connect With ${coachName} | Get Direct Access for Your Questions`,
  },
  [paths.siteMap]: { path: '/site-map', h1: 'Site Map', title: `Site Map | ${coachName}` },
  [paths.privacyPolicy]: { path: '/privacy-policy', h1: 'Privacy Policy', title: /Privacy Policy/ },
  [paths.termsOfService]: {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    title: /Terms of Service/,
  },
  [paths.stripeSetup]: {
    path: '/stripe-setup',
    h1: 'Let’s Begin Together',
    title: /Begin Your Package/,
  },
  [paths.newsletterUnsubscribe]: {
    path: '/newsletter/unsubscribe?token=not-a-real-token',
    h1: 'Newsletter',
    title: /Newsletter/,
  },
  [paths.blog]: { path: '/blog', h1: 'INSIGHTS FOR AUTHENTICITY', title: /Blog/ },
  [paths.blogPost]: {
    path: '/blog/two-of-you-framework',
    h1: /The Two of You Framework/,
    title: /The Two of You Framework/,
  },
  [paths.specials]: {
    path: '/consulting/specials',
    h1: 'LIMITED TIME SPECIALS',
    title: /Specials/,
  },
  [paths.strategyCall]: {
    path: '/calendar/strategy-call',
    h1: `Schedule Your Free Strategy Call with ${coachName}`,
    title: /Strategy Call/,
  },
  [paths.checkout]: {
    path: '/checkout?package=single',
    h1: 'Complete Your Purchase',
    title: /Checkout/,
  },
  [paths.consultationSuccess]: {
    // Neither a booking nor a payment reference: a thank-you that claims no payment.
    path: '/consultation-success',
    h1: 'Thank You',
    title: /^Thank You \|/,
  },
  [paths.schedule]: {
    // No booking 1 in this browser: the page looks it up and says so.
    path: '/schedule/1',
    h1: 'Booking Not Found',
    firstHtmlH1: 'Schedule Your Consultation',
    // The title names what the visitor sees: the loading page, then the state.
    title: new RegExp(`^Booking Not Found \\| ${coachName}$`),
    firstHtmlTitle: new RegExp(`^Schedule Your Consultation \\| ${coachName}$`),
  },
  [paths.resources]: { path: '/resources', h1: 'Resources', title: /Resources/ },
  // Signed out, the portal asks for the address of his bookings under the same heading.
  [paths.portal]: {
    path: '/portal',
    h1: 'Your Client Portal',
    title: `Your Client Portal | ${coachName}`,
  },
  [paths.questionnaire]: {
    path: '/questionnaire',
    h1: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    title: /Questionnaire/,
  },
  [paths.questionnaireForBooking]: {
    // No booking 1 in this browser: the first HTML is the questionnaire, the page then looks the
    // booking up and says so.
    path: '/questionnaire/1',
    h1: 'Booking Not Found',
    firstHtmlH1: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    title: new RegExp(`^Booking Not Found \\| ${coachName}$`),
    firstHtmlTitle: /Questionnaire/,
  },
  // The first set-up: this site has an owner, so it answers 404 and sends him to sign in
  // (tests/admin-setup.spec.ts sets an owner up on a site without one).
  [paths.adminSetup]: {
    path: '/admin/setup',
    h1: 'Set Up Your Account',
    firstHtmlH1: 'Set Up Your Account',
    title: 'Set Up Your Account · Back office',
    firstHtmlStatus: 404,
  },
  // The back office: the first HTML has each page's heading and a skeleton; signed out, the
  // visitor is sent to the sign-in page (by the server without a session cookie, by the browser
  // when the cookie's session has ended).
  ...Object.fromEntries(
    (
      [
        [paths.adminToday, '/admin', 'Today'],
        [paths.adminSignIn, '/admin/sign-in', 'Sign In'],
        [paths.adminBookings, '/admin/bookings', 'Bookings'],
        [paths.adminNewBooking, '/admin/bookings/new', 'Add a Booking'],
        [paths.adminCalendar, '/admin/calendar', 'Calendar'],
        [paths.adminMessages, '/admin/messages', 'Messages'],
        [paths.adminSubscribers, '/admin/subscribers', 'Subscribers'],
        [paths.adminPerson, '/admin/person', 'Privacy Requests'],
        [paths.adminClients, '/admin/clients', 'Clients'],
        [paths.adminAuditLog, '/admin/audit-log', 'Activity'],
        [paths.adminAccount, '/admin/account', 'Account'],
        [paths.adminPosts, '/admin/posts', 'Posts'],
        [paths.adminTestimonials, '/admin/testimonials', 'Testimonials'],
        [paths.adminNotices, '/admin/notices', 'Notices'],
        [paths.adminNotice, '/admin/notices/x', 'Notice'],
        [paths.adminSite, '/admin/site', 'Site and Data'],
        [paths.adminSchedules, '/admin/schedules', 'Schedules'],
        [paths.adminBroadcasts, '/admin/broadcasts', 'Newsletter'],
        [paths.adminNewBroadcast, '/admin/broadcasts/new', 'Write to Subscribers'],
        [paths.adminSearch, '/admin/search', 'Search'],
      ] as const
    ).map(([route, path, heading]) => [
      route,
      {
        path,
        h1: 'Sign In',
        firstHtmlH1: heading,
        title: `${heading} · Back office`,
      },
    ]),
  ),
  // A client's page is named after him once read ("Lena Okafor"); the first HTML drawn without
  // the owner's session says "Client".
  [paths.adminClient]: {
    path: '/admin/clients/1',
    h1: 'Sign In',
    firstHtmlH1: /^[^|·]+$/,
    title: /^(Client|[^·]+ · Clients) · Back office$/,
  },
  // A post's editor is named after its title once read ("New Post" while it has none); the first
  // HTML drawn without the owner's session says "Post".
  [paths.adminPost]: {
    path: '/admin/posts/1',
    h1: 'Sign In',
    firstHtmlH1: /^.+$/,
    title: /^(Post|New Post|.+ · Posts) · Back office$/,
  },
  // A broadcast's page is named after its subject once read; the first HTML drawn without the
  // owner's session says "Broadcast".
  [paths.adminBroadcast]: {
    path: '/admin/broadcasts/1',
    h1: 'Sign In',
    firstHtmlH1: /^.+$/,
    title: /^.+ · Newsletter · Back office$/,
  },
  // A mistyped back-office address: signed in, its own not-found screen in the back office's
  // frame (a 404); signed out, the sign-in page as for every other screen.
  [paths.adminNotFound]: {
    path: '/admin/nonexistent',
    h1: 'Sign In',
    firstHtmlH1: 'Page Not Found',
    firstHtmlStatus: 404,
    title: 'Page Not Found · Back office',
  },
  // A booking's page is named after its client and package once read ("Lena Okafor · 5-Session
  // Package"); the first HTML drawn without the owner's session says "Booking".
  [paths.adminBooking]: {
    path: '/admin/bookings/1',
    h1: 'Sign In',
    firstHtmlH1: /^(Booking|.+ · .+)$/,
    title: /^(Booking|.+ · .+ · Bookings) · Back office$/,
  },
};

/** Every route of the registry, each with what its page must show. */
export const pages: PageRow[] = remotes.flatMap((remote) =>
  remote.routes.map((route) => {
    const row = expected[route.path];
    if (!row) throw new Error(`e2e/support/routes.ts has no row for the route ${route.path}`);
    return {
      route: route.path,
      indexable: route.indexable,
      private: route.private === true,
      signedIn: route.signedIn === true,
      cacheable:
        !route.private &&
        !route.visitorData &&
        [...new URL(row.path, 'http://site.test').searchParams.keys()].every((name) =>
          (route.query ?? []).includes(name),
        ),
      ...row,
    };
  }),
);

/** The site's public pages (everything but the back office). */
export const publicPages: PageRow[] = pages.filter((page) => !page.private);
