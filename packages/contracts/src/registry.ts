import { blogListParams } from './blog';
import { paths, successBookingParam, successPaymentParam } from './routes';

/**
 * The one registry of the site's parts: each remote's name, its module federation name, the port
 * its server listens on by default, and the routes it owns. The shell (routing, federation,
 * server rendering, sitemap), `npm start`, each remote's build and the end-to-end tests all read
 * it, so adding a page or a remote is one edit here plus the page itself.
 *
 * `indexable`: the page is public content for search engines and link previews (listed in the
 * sitemap, no `robots: noindex`). Pages that depend on the visitor (checkout, scheduling, the
 * questionnaire) and legal pages are not.
 *
 * `visitorData`: the page shows one visitor's own booking, payment or answers. Such pages are also
 * closed to crawlers in robots.txt. Other pages that are not indexable (legal pages, say) stay
 * open to crawlers, which must fetch them to read their `noindex`.
 *
 * `private`: the page belongs to the owner's back office. Never indexed, kept out of robots' and
 * the sitemap's lists, and answered `Cache-Control: no-store` so no browser, proxy or CDN keeps it.
 *
 * `drawnInBrowser`: the page's content is drawn by the browser's script (its first HTML holds its
 * heading and a placeholder of the content's size: the checkout, whose card form is Stripe's).
 * Its first HTML fetches the shell's entry at once; every other page, drawn whole by the server
 * (the portal signed out; signed in, his browser has the entry in its cache), starts it after
 * its first paint.
 *
 * `signedIn`: a private page only the signed-in owner sees (every one but the sign-in page). Asked
 * without the owner's session cookie, the shell's server sends the visitor to sign in at once,
 * coming back after, instead of a page that would find that out in the browser.
 */
export interface RouteEntry {
  path: string;
  indexable: boolean;
  visitorData: boolean;
  private?: boolean;
  signedIn?: boolean;
  drawnInBrowser?: boolean;
  /**
   * The query parameters the page reads (the blog's `category` and `page`). A page cache keeps a
   * public page only when its URL has no other parameter: any other one (a token, a key) may
   * make the page one visitor's.
   */
  query?: readonly string[];
  /**
   * `false`: the shared footer leaves out its newsletter sign-up on this page (a client's own
   * portal, the page where a reader leaves the newsletter). The header and the rest of the footer
   * stay.
   */
  newsletter?: boolean;
  /**
   * `true`: a client's own place: his portal, and the pages of his tasks (paying for a package,
   * scheduling a booking's sessions, its questionnaire). It is drawn in his frame (`@site/ui/client-frame`: his bar with
   * the brand linking home in place of the shared header and its pitch to book a free call; the
   * shared footer's slim one: brand, legal pages, where to ask for help, copyright). A task's page
   * has the frame from its first HTML, signed in or not (signed out, the bar leads into his
   * portal, with the booking's key when the address has one); the portal has it once he is signed
   * in (signed out, its sign-in is a public page under the site's header). Signed in, the page
   * claims the frame and the bar adds his name and Sign Out. No other page may claim the frame.
   */
  clientArea?: boolean;
  /**
   * With `clientArea`: the page is his only when its address carries one of these query
   * parameters (the payment success page about his booking, `?booking=`, or his payment,
   * `?payment_intent=`); without any of them it is a public page under the site's header.
   */
  clientAreaWith?: readonly string[];
}

export interface RemoteEntry {
  name: RemoteName;
  federationName: string;
  defaultPort: number;
  routes: readonly RouteEntry[];
}

export type RemoteName = 'marketing' | 'blog' | 'booking' | 'intake' | 'admin';

const page = (path: string, indexable = true): RouteEntry => ({
  path,
  indexable,
  visitorData: false,
});
const visitorPage = (path: string, drawnInBrowser = false): RouteEntry => ({
  path,
  indexable: false,
  visitorData: true,
  ...(drawnInBrowser ? { drawnInBrowser } : {}),
});
const privatePage = (path: string, signedIn = true): RouteEntry => ({
  path,
  indexable: false,
  visitorData: false,
  private: true,
  signedIn,
});

export const remotes: readonly RemoteEntry[] = [
  {
    name: 'marketing',
    federationName: 'mfe_marketing',
    defaultPort: 3001,
    routes: [
      page(paths.home),
      page(paths.about),
      page(paths.philosophy),
      page(paths.speaking),
      page(paths.consulting),
      page(paths.connect),
      page(paths.siteMap),
      page(paths.privacyPolicy, false),
      page(paths.termsOfService, false),
      page(paths.stripeSetup, false),
      { ...page(paths.newsletterUnsubscribe, false), newsletter: false },
    ],
  },
  {
    name: 'blog',
    federationName: 'mfe_blog',
    defaultPort: 3002,
    routes: [
      { ...page(paths.blog), query: [blogListParams.category, blogListParams.page] },
      page(paths.blogPost),
    ],
  },
  {
    name: 'booking',
    federationName: 'mfe_booking',
    defaultPort: 3003,
    routes: [
      page(paths.specials),
      // Paying is a task too: his frame keeps the card form clear of the site's menu and its
      // pitch to book a free call, as checkouts do (the bar leads into his portal).
      { ...visitorPage(paths.checkout, true), clientArea: true },
      {
        ...visitorPage(paths.consultationSuccess),
        clientArea: true,
        clientAreaWith: [successBookingParam, successPaymentParam],
      },
      page(paths.strategyCall),
      { ...visitorPage(paths.schedule), clientArea: true },
      page(paths.resources),
      { ...visitorPage(paths.portal), newsletter: false, clientArea: true },
    ],
  },
  {
    name: 'intake',
    federationName: 'mfe_intake',
    defaultPort: 3004,
    routes: [
      visitorPage(paths.questionnaire),
      { ...visitorPage(paths.questionnaireForBooking), clientArea: true },
    ],
  },
  {
    name: 'admin',
    federationName: 'mfe_admin',
    defaultPort: 3005,
    // `new` before `:bookingId`: the first route that matches a path owns it.
    routes: [
      privatePage(paths.adminToday),
      privatePage(paths.adminSignIn, false),
      privatePage(paths.adminSetup, false),
      privatePage(paths.adminBookings),
      privatePage(paths.adminNewBooking),
      privatePage(paths.adminBooking),
      privatePage(paths.adminCalendar),
      privatePage(paths.adminMessages),
      privatePage(paths.adminSubscribers),
      privatePage(paths.adminPerson),
      privatePage(paths.adminClients),
      privatePage(paths.adminClient),
      privatePage(paths.adminAuditLog),
      privatePage(paths.adminAccount),
      privatePage(paths.adminPosts),
      privatePage(paths.adminPost),
      privatePage(paths.adminTestimonials),
      privatePage(paths.adminNotices),
      privatePage(paths.adminNotice),
      privatePage(paths.adminSite),
      privatePage(paths.adminSchedules),
      privatePage(paths.adminBroadcasts),
      privatePage(paths.adminNewBroadcast),
      privatePage(paths.adminBroadcast),
      privatePage(paths.adminSearch),
      // Last: every address under /admin that no screen above has.
      privatePage(paths.adminNotFound),
    ],
  },
];

export const remoteNames: readonly RemoteName[] = remotes.map((remote) => remote.name);

export const shellDefaultPort = 3000;
export const apiDefaultPort = 4000;

export function remoteByName(name: RemoteName): RemoteEntry {
  const remote = remotes.find((entry) => entry.name === name);
  if (!remote) throw new Error(`No remote named ${name}`);
  return remote;
}

/** The path under the site's origin where a remote's files are served by the shell's server. */
export function remoteMountPath(name: RemoteName): string {
  return `/remotes/${name}`;
}

/** Every indexable route without parameters, for the sitemap. */
export const indexableStaticPaths: readonly string[] = remotes.flatMap((remote) =>
  remote.routes.filter((r) => r.indexable && !r.path.includes(':')).map((r) => r.path),
);

/**
 * The first path segment of every private route (`/admin`): robots.txt disallows these areas, so
 * crawlers never fetch them (the pages also say `noindex` and are never in the sitemap).
 */
export const privatePathPrefixes: readonly string[] = [
  ...new Set(
    remotes.flatMap((remote) =>
      remote.routes.filter((r) => r.private).map((r) => `/${r.path.split('/')[1]}`),
    ),
  ),
];

/** Whether a route is private (the owner's back office). */
export const isPrivateRoute = (route: RouteEntry): boolean => route.private === true;

/**
 * The path prefixes robots.txt closes to crawlers: every page with a visitor's data (a pattern's
 * `:param` and what follows cut off), without prefixes another one already covers.
 */
export const robotsDisallowedPrefixes: readonly string[] = (() => {
  const prefixes = remotes
    .flatMap((remote) => remote.routes)
    .filter((route) => route.visitorData)
    .map((route) => route.path.replace(/:.*$/, ''));
  return [...new Set(prefixes)]
    .filter((prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)))
    .sort();
})();
