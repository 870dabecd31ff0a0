import type { QueryClient } from '@tanstack/react-query';
import { getJsonWithCookie } from '@site/api-client/http';
import type { OwnerSession } from '@site/contracts/admin';
import { paths } from '@site/contracts/routes';
import { dayMs, readZoneDays, zoneDaysQueryKey } from '@site/contracts/zone-conversion';
import { createFragmentRenderer } from '@site/ssr/render-fragment';
import { preloadRequest } from '@site/ui/preload-request';
import type { PrefetchContext, RemotePage } from '@site/ui/remote-pages';
import { useParams, useSearchParams } from '@site/ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiStatus } from './lib/api-error';
import { sessionQueryKey, sessionUrl } from './lib/session';
import { setupStatusQueryOptions } from './features/account/api/setup';
import { pageFirstReads, type FirstRead, type PageAddress } from './pages/first-reads';
import { pages } from './routes';

/**
 * With the owner's session cookie (the shell's server sends it, and only it, with his own pages):
 * who is signed in, then the screen's first reads, each put in the query cache under the key the
 * screen reads, so the page is drawn with his data and the browser hydrates it without asking
 * again. A session that has ended is remembered as signed out (the page then sends him to
 * sign-in); an API that fails a read leaves that read to the browser, as without a cookie.
 */
async function readOwnerData(
  queryClient: QueryClient,
  cookie: string | undefined,
  reads: (session: OwnerSession) => FirstRead[],
): Promise<void> {
  if (cookie === undefined) return;
  const session = await sessionOf(cookie);
  if (session === undefined) return;
  queryClient.setQueryData(sessionQueryKey, session);
  if (session === null) return;
  queryClient.setQueryData(zoneDaysQueryKey, [ownerZoneDays(session.timezone)]);
  await readAll(queryClient, cookie, reads(session));
}

/**
 * How far around today the owner's zone is read ahead: his screens' "today" and the weeks the
 * schedules' preview shows (up to the longest it offers), with a margin each side (his dates and
 * a visitor's lie up to two days apart).
 */
const zoneDaysBefore = 3;
const zoneDaysAfter = 7 * 8 + 3;

/**
 * The owner's zone on the days around today, read here: once the page runs, his screens draw
 * today and the weeks ahead by the browser's clock, and with these offsets they do it without
 * loading ICU's zone data (a task of 40 ms on a fast computer, 150 ms on a phone, in the middle
 * of the page starting).
 */
function ownerZoneDays(zone: string, now = Date.now()) {
  return readZoneDays(zone, now - zoneDaysBefore * dayMs, zoneDaysBefore + zoneDaysAfter);
}

/**
 * Who the cookie signs in, as the API says: his session, `null` once it has ended (401), or
 * `undefined` when the API could not tell (the browser then asks itself).
 */
async function sessionOf(cookie: string): Promise<OwnerSession | null | undefined> {
  try {
    return await getJsonWithCookie<OwnerSession>(sessionUrl, cookie);
  } catch (error) {
    return isApiStatus(error, 401) ? null : undefined;
  }
}

/** Each read, then the reads its answer leads to; a read that fails is left to the browser. */
async function readAll(queryClient: QueryClient, cookie: string, reads: FirstRead[]) {
  await Promise.all(
    reads.map(async ({ url, queryKey, then }) => {
      let answer: unknown;
      try {
        answer = await getJsonWithCookie(url, cookie);
      } catch {
        return; // the screen asks for it as it would without the server
      }
      queryClient.setQueryData(queryKey, answer);
      if (then) await readAll(queryClient, cookie, then(answer));
    }),
  );
}

/**
 * The sign-in page: a browser that sent no session cookie, or one the API no longer knows, is
 * signed out, so the form is drawn at once and the browser does not ask again. A live session is
 * left to the browser, which sends the owner on to the page he asked for.
 */
async function readSignedOut(queryClient: QueryClient, cookie: string | undefined) {
  const session = cookie === undefined ? null : await sessionOf(cookie);
  if (session === null) queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * A page of the owner as the server renders it: his data read first (`readOwnerData`); each first
 * read the server could not make is written into the first HTML as a preload instead, so its
 * answer is on its way while the scripts load.
 */
function withFirstReads(page: RemotePage): RemotePage {
  const reads = (address: PageAddress) => pageFirstReads(page.path, address);
  const Page = page.Component;
  function PageWithFirstReads() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const queryClient = useQueryClient();
    const session = queryClient.getQueryData<OwnerSession | null>(sessionQueryKey) ?? undefined;
    for (const { url, queryKey } of reads({ params, searchParams, session })) {
      if (queryClient.getQueryData(queryKey) === undefined) preloadRequest(url);
    }
    return <Page />;
  }
  return {
    ...page,
    Component: Object.assign(PageWithFirstReads, { preload: Page.preload }),
    prefetch: ({ queryClient, params, searchParams, cookie }: PrefetchContext) =>
      page.path === paths.adminSignIn
        ? readSignedOut(queryClient, cookie)
        : page.path === paths.adminSetup
          ? queryClient.prefetchQuery(setupStatusQueryOptions())
          : readOwnerData(queryClient, cookie, (session) =>
              reads({ params, searchParams, session }),
            ),
  };
}

/** This remote's server build: renders its pages to HTML fragments for the shell's server. */
export const render = createFragmentRenderer(pages.map(withFirstReads));
