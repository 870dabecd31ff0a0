import { render, screen } from '@testing-library/react';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { MemoryRouter } from '@site/ui/router';
import { createQueryClient } from '@site/api-client/query-client';
import { remoteByName } from '@site/contracts/registry';
import { AppProviders } from '@site/ui/app-providers';
import { ServerRenderProvider, ServerRenderState } from '@site/ui/server-render';
import { testSettings } from '@site/ui/testing';
import BlogRoutes, { pages } from '../routes';
import { makePost, makePostDetail, mockApi, pageOf } from '../test/posts';

const post = makePost({ slug: 'two-of-you-framework', title: 'The Two of You Framework' });
const other = makePost({ slug: 'four-freedoms-framework', title: 'The Four Freedoms Framework' });

/**
 * What the server renderer does: run the page's prefetch, render with that cache, send the
 * dehydrated state; the browser hydrates it and renders the same page without fetching.
 */
async function serverThenBrowser(path: string, params: Record<string, string>) {
  const url = new URL(path, 'http://site.test');
  const page = pages.find((candidate) =>
    candidate.path.includes(':')
      ? url.pathname.startsWith('/blog/')
      : candidate.path === url.pathname,
  )!;
  await page.Component.preload?.();
  const serverClient = createQueryClient();
  await page.prefetch!({ queryClient: serverClient, params, searchParams: url.searchParams });
  const state = new ServerRenderState();
  const serverView = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders settings={testSettings} queryClient={serverClient}>
        <ServerRenderProvider state={state}>
          <BlogRoutes />
        </ServerRenderProvider>
      </AppProviders>
    </MemoryRouter>,
  );
  const serverHtml = serverView.container.innerHTML;
  serverView.unmount();

  const fetchesBefore = (global.fetch as jest.Mock).mock.calls.length;
  const browserClient = createQueryClient();
  hydrate(browserClient, JSON.parse(JSON.stringify(dehydrate(serverClient))));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders settings={testSettings} queryClient={browserClient}>
        <BlogRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  const browserFetches = (global.fetch as jest.Mock).mock.calls.length - fetchesBefore;
  return { state, serverHtml, browserFetches, sentState: JSON.stringify(dehydrate(serverClient)) };
}

describe('blog routes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists exactly the routes the registry gives the blog remote', () => {
    expect(pages.map((page) => page.path)).toEqual(
      remoteByName('blog').routes.map((route) => route.path),
    );
  });

  it('/blog renders the posts on the server and the browser shows them without fetching again', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf([post, other]) } });
    const { state, serverHtml, browserFetches } = await serverThenBrowser('/blog', {});
    expect(serverHtml).toContain('The Two of You Framework');
    expect(state.head?.title).toContain('Blog');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(browserFetches).toBe(0);
  });

  it('/blog sends the browser only what its cards draw, not what only a post page reads', async () => {
    const tagged = makePost({
      tags: ['A tag only the post page shows'],
      seoDescription: 'What search results say',
      updatedAt: '2025-03-09T08:07:06.000Z',
    });
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf([tagged]) } });
    const { sentState } = await serverThenBrowser('/blog', {});
    expect(sentState).toContain(tagged.title);
    expect(sentState).toContain(tagged.excerpt);
    expect(sentState).not.toContain('A tag only the post page shows');
    expect(sentState).not.toContain('What search results say');
    expect(sentState).not.toContain('2025-03-09T08:07:06.000Z');
  });

  it('/blog?category=&page= asks the API for that page of that category on the server', async () => {
    mockApi({
      '/api/blog-summaries?category=frameworks&page=2': {
        status: 200,
        body: pageOf([other], { page: 2, total: 13 }),
      },
    });
    const { state, serverHtml, browserFetches } = await serverThenBrowser(
      '/blog?category=frameworks&page=2',
      {},
    );
    expect(serverHtml).toContain('The Four Freedoms Framework');
    expect(serverHtml).not.toContain('The Two of You Framework');
    expect(state.status).toBe(200);
    expect(state.head?.canonicalPath).toBe('/blog?category=frameworks&page=2');
    expect(browserFetches).toBe(0);
  });

  it('an unknown category or page is a 404 on the server, without asking the API', async () => {
    for (const path of ['/blog?category=nope', '/blog?page=0', '/blog?page=two']) {
      const fetchMock = mockApi({});
      const { state, serverHtml } = await serverThenBrowser(path, {});
      expect([path, state.status]).toEqual([path, 404]);
      expect(serverHtml).toContain('No blog posts available');
      expect(state.head?.noindex).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });

  it('/blog/:slug renders the post and its Keep Reading cards on the server from the same queries the page reads', async () => {
    mockApi({
      '/api/blog/two-of-you-framework': { status: 200, body: makePostDetail(post) },
      '/api/blog-summaries': { status: 200, body: pageOf([post, other]) },
    });
    const { state, serverHtml, browserFetches } = await serverThenBrowser(
      '/blog/two-of-you-framework',
      { slug: 'two-of-you-framework' },
    );
    expect(serverHtml).toContain('The Two of You Framework');
    expect(state.status).toBe(200);
    expect(state.head?.type).toBe('article');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Two of You Framework');
    expect(serverHtml).toContain('Keep Reading');
    expect(serverHtml).toContain('The Four Freedoms Framework');
    expect(screen.getByRole('region', { name: 'Keep Reading' })).toHaveTextContent(
      'The Four Freedoms Framework',
    );
    expect(browserFetches).toBe(0);
  });

  it('an unknown slug is a 404 page on the server, and the browser keeps the not-found state', async () => {
    mockApi({ '/api/blog/missing': { status: 404, body: { message: 'Blog post not found' } } });
    const { state, serverHtml, browserFetches } = await serverThenBrowser('/blog/missing', {
      slug: 'missing',
    });
    expect(state.status).toBe(404);
    expect(serverHtml).toContain('Blog Post Not Found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog Post Not Found');
    expect(browserFetches).toBe(0);
  });
});
