import { screen, within } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import BlogRoutes, { pages } from '../../routes';
import { makePost, mockApi, pageOf } from '../../test/posts';

const twoOfYou = makePost({
  slug: 'two-of-you-framework',
  title: 'The Two of You Framework',
  category: 'Frameworks',
  tags: ['Two of You', 'Alignment'],
  publishedAt: '2025-01-14T12:00:00.000Z',
  readingTime: 9,
});
const superpower = makePost({
  slug: 'personal-superpower-framework',
  title: 'The Personal Superpower Framework',
  category: 'Frameworks',
  tags: ['Personal Superpower'],
});
const prison = makePost({
  slug: 'billion-dollar-prison',
  title: 'The Billion-Dollar Prison',
  category: 'Personal Development',
  tags: ['Success'],
});
const backwards = makePost({ slug: 'success-is-backwards', title: 'Success Is Backwards' });
const traditions = makePost({ slug: 'twenty-traditions', title: 'Twenty Traditions' });
const allPosts = [twoOfYou, superpower, prison, backwards, traditions];

function cardTitles() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('blog list page', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  afterEach(() => jest.restoreAllMocks());

  it('shows the hero, then a card per post with its category, title link, excerpt, date and reading time', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'INSIGHTS FOR AUTHENTICITY',
    );
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: 'The Two of You Framework' })).toHaveAttribute(
      'href',
      '/blog/two-of-you-framework',
    );
    expect(within(card).getByText(twoOfYou.excerpt)).toBeInTheDocument();
    // Category, date and reading time make the card's quiet meta under the excerpt, read apart.
    expect(within(card).getByText('Frameworks').closest('p')).toHaveTextContent(
      'Frameworks January 14, 2025 9 min read',
    );
  });

  it('shows the posts’ titles and excerpts with typographic quotes, and ends with the closing call', async () => {
    const wisdom = makePost({
      slug: 'worlds-wisdom',
      title: "Learning From the World's Wisdom",
      excerpt: 'What "enough" meant to twenty traditions.',
    });
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf([wisdom]) } });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(
      within(card).getByRole('link', { name: 'Learning From the World’s Wisdom' }),
    ).toBeVisible();
    expect(within(card).getByText('What “enough” meant to twenty traditions.')).toBeVisible();
    const closing = screen.getByRole('region', { name: 'Ready to Go Deeper?' });
    expect(
      within(closing).getByRole('link', { name: 'Book Your Free Discovery Call' }),
    ).toHaveAttribute('href', '/calendar/strategy-call');
  });

  it('opens a post from its card at once, from the list, while the post is fetched', async () => {
    mockApi({
      '/api/blog-summaries': { status: 200, body: pageOf(allPosts) },
      '/api/blog/billion-dollar-prison': 'pending',
    });
    const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
    await user.click(await screen.findByRole('link', { name: 'The Billion-Dollar Prison' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/billion-dollar-prison');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The Billion-Dollar Prison',
    );
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
    // Only its body waits for the post itself.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article…');
    expect(screen.getByTestId('post-body-skeleton')).toBeInTheDocument();
  });

  it('replaces the post shown from the list with the failure state when fetching it fails', async () => {
    mockApi({
      '/api/blog-summaries': { status: 200, body: pageOf(allPosts) },
      '/api/blog/billion-dollar-prison': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
    await user.click(await screen.findByRole('link', { name: 'The Billion-Dollar Prison' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to Load Post' }),
    ).toBeInTheDocument();
  });

  it('gives every image its size; the first two load at once, 3 and 4 are preloaded on wide screens only, the rest lazily', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    await screen.findAllByRole('article');
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '630');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual(
      [
        [prison.featuredImage, '(min-width: 768px)'],
        [backwards.featuredImage, '(min-width: 768px)'],
      ],
    );
  });

  it('links the RSS feed from the head', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    await screen.findAllByRole('article');
    const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed).toHaveAttribute('href', '/api/blog/feed.xml');
  });

  it('shows a sized skeleton while loading', () => {
    mockApi({ '/api/blog-summaries': 'pending' });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts…');
    expect(screen.getAllByTestId('post-card-skeleton')).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the failure message once, without retrying, and can try again', async () => {
    const fetchMock = mockApi({
      '/api/blog-summaries': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Failed to load blog posts' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please try again later');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });

  it('shows the empty state when there is no post', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf([]) } });
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    expect(
      await screen.findByRole('heading', { name: 'No blog posts available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content')).toBeInTheDocument();
  });

  it('keeps the list fresh for 10 minutes and in memory for 30, never refetching on focus', async () => {
    mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
    const { queryClient } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
    await screen.findAllByRole('article');
    const query = queryClient.getQueryCache().find({ queryKey: ['blog', 'posts', 'all', 1] })!;
    expect(query.options).toMatchObject({
      staleTime: 10 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      retry: false,
    });
  });

  describe('category chips', () => {
    it('lists All Posts and the six categories, All Posts current without a filter', async () => {
      mockApi({ '/api/blog-summaries': { status: 200, body: pageOf(allPosts) } });
      renderWithProviders(<BlogRoutes />, { path: '/blog' });
      const nav = screen.getByRole('navigation', { name: 'Blog categories' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'All Posts',
        'Personal Development',
        'Frameworks',
        'Two of You',
        'Synthesis Synergy',
        'Personal Superpower',
        'Four Freedoms',
      ]);
      expect(within(nav).getByRole('link', { name: 'All Posts' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await screen.findAllByRole('article');
    });

    it('filters through the URL, asking the API for the category, and All Posts clears the filter', async () => {
      mockApi({
        '/api/blog-summaries': { status: 200, body: pageOf(allPosts) },
        '/api/blog-summaries?category=frameworks': {
          status: 200,
          body: pageOf([twoOfYou, superpower]),
        },
        '/api/blog-summaries?category=two-of-you': { status: 200, body: pageOf([twoOfYou]) },
      });
      const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
      await screen.findAllByRole('article');
      const nav = screen.getByRole('navigation', { name: 'Blog categories' });

      await user.click(within(nav).getByRole('link', { name: 'Frameworks' }));
      await screen.findByRole('link', { name: 'The Personal Superpower Framework' });
      expect(cardTitles()).toEqual([
        'The Two of You Framework',
        'The Personal Superpower Framework',
      ]);
      expect(within(nav).getByRole('link', { name: 'Frameworks' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'All Posts' })).not.toHaveAttribute(
        'aria-current',
      );

      await user.click(within(nav).getByRole('link', { name: 'Two of You' }));
      expect(await screen.findAllByRole('article')).toHaveLength(1);
      expect(cardTitles()).toEqual(['The Two of You Framework']);

      await user.click(within(nav).getByRole('link', { name: 'All Posts' }));
      expect(await screen.findAllByRole('article')).toHaveLength(5);
    });

    it('renders the filtered list straight from ?category= on the first render', async () => {
      mockApi({
        '/api/blog-summaries?category=personal-superpower': {
          status: 200,
          body: pageOf([superpower]),
        },
      });
      renderWithProviders(<BlogRoutes />, { path: '/blog?category=personal-superpower' });
      await screen.findAllByRole('article');
      expect(cardTitles()).toEqual(['The Personal Superpower Framework']);
      expect(document.title).toContain('Personal Superpower');
    });

    it('shows the empty state for a category without posts, with a way back to all posts', async () => {
      mockApi({
        '/api/blog-summaries': { status: 200, body: pageOf(allPosts) },
        '/api/blog-summaries?category=four-freedoms': { status: 200, body: pageOf([]) },
      });
      const { user } = renderWithProviders(<BlogRoutes />, {
        path: '/blog?category=four-freedoms',
      });
      expect(
        await screen.findByRole('heading', { name: 'No blog posts available' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'See all posts' }));
      expect(await screen.findAllByRole('article')).toHaveLength(5);
    });
  });

  describe('pages', () => {
    const older = Array.from({ length: 5 }, (_, i) =>
      makePost({ slug: `older-${i}`, title: `Older post ${i}` }),
    );
    const headLink = (rel: string) =>
      document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

    it('shows 12 a page with links to older and newer pages, in the page and in the head', async () => {
      mockApi({
        '/api/blog-summaries': { status: 200, body: pageOf(allPosts, { total: 29 }) },
        '/api/blog-summaries?page=2': {
          status: 200,
          body: pageOf(older, { page: 2, total: 29 }),
        },
      });
      const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog' });
      await screen.findAllByRole('article');
      const pager = screen.getByRole('navigation', { name: 'Blog pages' });
      expect(pager).toHaveTextContent('Page 1 of 3');
      expect(within(pager).queryByRole('link', { name: /Newer posts/ })).not.toBeInTheDocument();
      expect([headLink('prev'), headLink('next'), headLink('canonical')]).toEqual([
        null,
        '/blog?page=2',
        `${testSettings.siteOrigin}/blog`,
      ]);

      await user.click(within(pager).getByRole('link', { name: /Older posts/ }));
      await screen.findByRole('link', { name: 'Older post 0' });
      expect(cardTitles()).toEqual(older.map((post) => post.title));
      expect(screen.getByRole('navigation', { name: 'Blog pages' })).toHaveTextContent(
        'Page 2 of 3',
      );
      expect([headLink('prev'), headLink('next'), headLink('canonical')]).toEqual([
        '/blog',
        '/blog?page=3',
        `${testSettings.siteOrigin}/blog?page=2`,
      ]);
      expect(document.title).toMatch(/^Page 2 \| Blog/);
    });

    it('keeps the chips working from any page: a chip opens its first page', async () => {
      mockApi({
        '/api/blog-summaries?page=2': {
          status: 200,
          body: pageOf(older, { page: 2, total: 29 }),
        },
        '/api/blog-summaries?category=frameworks': {
          status: 200,
          body: pageOf([twoOfYou, superpower]),
        },
      });
      const { user } = renderWithProviders(<BlogRoutes />, { path: '/blog?page=2' });
      await screen.findAllByRole('article');
      const chips = screen.getByRole('navigation', { name: 'Blog categories' });
      await user.click(within(chips).getByRole('link', { name: 'Frameworks' }));
      await screen.findByRole('link', { name: 'The Two of You Framework' });
      expect(cardTitles()).toHaveLength(2);
      expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    });

    it('shows the empty state with a way back for a page past the last', async () => {
      mockApi({
        '/api/blog-summaries?page=9': { status: 200, body: pageOf([], { page: 9, total: 5 }) },
      });
      renderWithProviders(<BlogRoutes />, { path: '/blog?page=9' });
      expect(
        await screen.findByRole('heading', { name: 'No blog posts available' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog');
      expect(headLink('next')).toBeNull();
    });
  });
});
