import { createFragmentRenderer } from '@site/ssr/render-fragment';
import { preloadRequest } from '@site/ui/preload-request';
import type { RemotePage } from '@site/ui/remote-pages';
import { useParams, useSearchParams } from '@site/ui/router';
import { firstReads } from './pages/first-reads';
import { pages } from './routes';

/**
 * A page as the server renders it: its screen's first reads (`firstReads`) are written into the
 * first HTML as preloads, then the page itself.
 */
function withFirstReads(page: RemotePage): RemotePage {
  const reads = firstReads[page.path];
  if (!reads) return page;
  const Page = page.Component;
  function PageWithFirstReads() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    for (const url of reads!({ params, searchParams })) preloadRequest(url);
    return <Page />;
  }
  return { ...page, Component: Object.assign(PageWithFirstReads, { preload: Page.preload }) };
}

/** This remote's server build: renders its pages to HTML fragments for the shell's server. */
export const render = createFragmentRenderer(pages.map(withFirstReads));
