import { screen, waitFor, within } from '@testing-library/react';
import { ServerRenderProvider, ServerRenderState } from '@site/ui/server-render';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import BlogRoutes, { pages } from '../../routes';
import { makePost, makePostDetail, mockApi, pageOf } from '../../test/posts';

const post = makePostDetail({
  slug: 'two-of-you-framework',
  title: 'The Two of You Framework',
  excerpt: 'There are two of you.',
  subtitle: 'The complete guide to ending the quiet tug-of-war',
  category: 'Frameworks',
  content:
    'I used to think I was one person.\n\n## The True Self\n\n> The soul knows.\n\n- one\n- two\n\nRead [my story](/about), [the notes](#notes) or [the research](https://example.org/study).',
  // As the API renders `content`.
  contentHtml:
    '<p>I used to think I was one person.</p>\n<h2>The True Self</h2>\n<blockquote>\n<p>The soul knows.</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>Read <a href="/about">my story</a>, <a href="#notes">the notes</a> or <a href="https://example.org/study" target="_blank" rel="noopener noreferrer">the research</a>.</p>',
  publishedAt: '2025-01-14T12:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
  readingTime: 11,
  authorName: 'Jordan Example',
  authorBio: 'Jordan Example has coached founders for three decades.',
  tags: ['Two of You', 'Authenticity'],
});
const canonical = `${testSettings.siteOrigin}/blog/two-of-you-framework`;

function renderPost(path = '/blog/two-of-you-framework', server?: ServerRenderState) {
  const ui = server ? (
    <ServerRenderProvider state={server}>
      <BlogRoutes />
    </ServerRenderProvider>
  ) : (
    <BlogRoutes />
  );
  return renderWithProviders(ui, { path });
}

describe('blog post page', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  afterEach(() => jest.restoreAllMocks());

  it('shows the header: back link, category, title, subtitle, author, long date and reading time', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The Two of You Framework',
    );
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Frameworks')).toBeInTheDocument();
    // The lead keeps "tug-of-war" whole on its line (a span of its own), so it is read as a whole.
    const lead = document.querySelector('[data-lead]');
    expect(lead).toHaveTextContent(post.subtitle!);
    expect(lead?.querySelector('span')).toHaveTextContent('tug-of-war');
    expect(screen.queryByText(post.excerpt)).not.toBeInTheDocument();
    expect(screen.getByText('By Jordan Example')).toBeInTheDocument();
    expect(screen.getByText('January 14, 2025')).toHaveAttribute('datetime', post.publishedAt);
    expect(screen.getByText('11 min read')).toBeInTheDocument();
    const featured = document.querySelector(`img[src="${post.featuredImage}"]`);
    expect(featured).toHaveAttribute('width', '1200');
    expect(featured).toHaveAttribute('height', '630');
  });

  it("keeps the title's hyphenated words whole, before its colon and in its deck", async () => {
    const hyphenated = {
      ...post,
      title: 'The Billion-Dollar Prison: Why High-Achievers Feel Empty',
    };
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: hyphenated } });
    renderPost();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('The Billion-Dollar Prison: Why High-Achievers Feel Empty');
    // Each hyphenated word in a span of its own that never wraps.
    const whole = [...title.querySelectorAll('span')]
      .filter((span) => getComputedStyle(span).whiteSpace === 'nowrap')
      .map((span) => span.textContent)
      .filter((text) => text?.trim() !== ':');
    expect(whole).toEqual(['Billion-Dollar', 'High-Achievers']);
  });

  it('shows the excerpt under the title when the post has no subtitle', async () => {
    const plain = { ...post, subtitle: undefined };
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: plain } });
    renderPost();
    expect(await screen.findByText('There are two of you.')).toBeInTheDocument();
  });

  it('shows the body the API rendered, with its headings, quotes and lists', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The True Self' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The soul knows.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('one').closest('ul')).not.toBeNull();
  });

  it('sets the owner’s straight quotes as typographic ones in the title, subtitle and body, code and links as written', async () => {
    mockApi({
      '/api/blog/straight-quotes': {
        status: 200,
        body: {
          ...post,
          slug: 'straight-quotes',
          title: "You Climbed Someone Else's Mountain",
          subtitle: 'What "enough" really means',
          contentHtml:
            '<p>"How do I get more freedom?" isn\'t the question.</p><p>Run <code>say "it\'s"</code>, see <a href="/about?q=it\'s">my story</a>.</p>',
        },
      },
    });
    renderPost('/blog/straight-quotes');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'You Climbed Someone Else’s Mountain',
    );
    expect(screen.getByText('What “enough” really means')).toBeInTheDocument();
    expect(
      await screen.findByText('“How do I get more freedom?” isn’t the question.'),
    ).toBeInTheDocument();
    expect(screen.getByText('say "it\'s"').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'my story' })).toHaveAttribute('href', "/about?q=it's");
  });

  it('follows a link in the body to a page of the site inside the app, without reloading', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    const link = await screen.findByRole('link', { name: 'my story' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // The router moved, and the browser was kept from loading the page itself.
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about'));
  });

  it('leaves links off the site, links within the page and clicks that open a new tab to the browser', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    const external = await screen.findByRole('link', { name: 'the research' });
    expect(external).toHaveAttribute('target', '_blank');
    // After the page has seen the click, stop jsdom from acting it out (it cannot navigate).
    const seen: boolean[] = [];
    const afterThePage = (event: Event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', afterThePage);
    try {
      external.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      screen
        .getByRole('link', { name: 'the notes' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      const sitePage = screen.getByRole('link', { name: 'my story' });
      sitePage.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      );
    } finally {
      window.removeEventListener('click', afterThePage);
    }
    expect(seen).toEqual([false, false, false]);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/two-of-you-framework');
  });

  it('offers the strategy call, the tags, share links with the canonical URL and the author bio', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    const cta = await screen.findByRole('link', {
      name: `Talk To ${testSettings.coachName} and See For Yourself`,
    });
    expect(cta).toHaveAttribute('href', '/consulting#strategy-call');

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Two of You', 'Authenticity']);

    const share = screen.getByRole('region', { name: 'Share this article' });
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'LinkedIn (opens in a new tab)',
      'X (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(link.getAttribute('href')!).search).toContain(encodeURIComponent(canonical));
    }
    expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\//);
    expect(links[1]!.getAttribute('href')).toMatch(/^https:\/\/x\.com\//);
    expect(links[2]!.getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\//);

    const bio = screen.getByRole('region', { name: 'About Jordan Example' });
    expect(bio).toHaveTextContent(post.authorBio!);
  });

  it('ends with Keep Reading: other posts as cards, its category first, then the latest', async () => {
    const latest = [
      makePost({ id: 11, slug: 'newest-mindset', title: 'Newest Mindset', category: 'Mindset' }),
      makePost({ id: 1, slug: post.slug, title: post.title, category: 'Frameworks' }),
      makePost({
        id: 12,
        slug: 'older-framework',
        title: 'Older Framework',
        category: 'Frameworks',
      }),
      makePost({ id: 13, slug: 'leadership', title: 'Leadership Now', category: 'Leadership' }),
    ];
    mockApi({
      '/api/blog/two-of-you-framework': { status: 200, body: post },
      '/api/blog-summaries': { status: 200, body: pageOf(latest) },
    });
    renderPost();
    const section = await screen.findByRole('region', { name: 'Keep Reading' });
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Older Framework',
      'Newest Mindset',
      'Leadership Now',
    ]);
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Older Framework' })).toHaveAttribute(
      'href',
      '/blog/older-framework',
    );
    expect(within(section).queryByRole('link', { name: post.title })).not.toBeInTheDocument();
  });

  it('leaves Keep Reading out when no other post can be had', async () => {
    mockApi({
      '/api/blog/two-of-you-framework': { status: 200, body: post },
      '/api/blog-summaries': { status: 500, body: { message: 'down' } },
    });
    renderPost();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Talk To/ })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Keep Reading' })).not.toBeInTheDocument();
  });

  it('writes the head from the post: title, excerpt, canonical, article type, social image, BlogPosting and breadcrumb trail', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    const server = new ServerRenderState();
    renderPost(undefined, server);
    await screen.findByRole('heading', { level: 1 });
    expect(server.status).toBe(200);
    expect(server.head).toMatchObject({
      title: `The Two of You Framework | ${testSettings.coachName}`,
      description: post.excerpt,
      type: 'article',
      image: {
        url: `${testSettings.siteOrigin}/api/blog/two-of-you-framework/social.png?v=${Date.parse(post.updatedAt)}`,
        width: 1200,
        height: 630,
      },
      jsonLd: [
        {
          '@type': 'BlogPosting',
          headline: 'The Two of You Framework',
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: 'Jordan Example' },
          mainEntityOfPage: { '@id': canonical },
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { position: 1, name: 'Home', item: `${testSettings.siteOrigin}/` },
            { position: 2, name: 'Blog', item: `${testSettings.siteOrigin}/blog` },
            { position: 3, name: 'The Two of You Framework', item: canonical },
          ],
        },
      ],
    });
    expect(server.head?.links).toContainEqual(
      expect.objectContaining({ rel: 'alternate', href: '/api/blog/feed.xml' }),
    );
  });

  it('sets canonical and og:url in the browser head', async () => {
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: post } });
    renderPost();
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      canonical,
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
  });

  it('shows a skeleton while the post loads', () => {
    mockApi({ '/api/blog/two-of-you-framework': 'pending' });
    renderPost();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post…');
    expect(screen.getByTestId('post-skeleton')).toBeInTheDocument();
  });

  it('shows Blog Post Not Found for an unknown slug, answers 404 on the server, and leads back', async () => {
    mockApi({
      '/api/blog/no-such-post': { status: 404, body: { message: 'Blog post not found' } },
    });
    const server = new ServerRenderState();
    const { user } = renderPost('/blog/no-such-post', server);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Blog Post Not Found',
    );
    expect(
      screen.getByText('The blog post you’re looking for doesn’t exist or has been moved.'),
    ).toBeInTheDocument();
    expect(server.status).toBe(404);
    expect(server.head?.noindex).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });

  it('a post whose address changed answers 301 to the new one, and the browser goes there', async () => {
    // The API answers the old address with a redirect, which fetch follows to the post.
    mockApi({
      '/api/blog/old-address': { status: 200, body: post },
      '/api/blog/two-of-you-framework': { status: 200, body: post },
    });
    const server = new ServerRenderState();
    renderPost('/blog/old-address', server);
    await waitFor(() => expect(server.status).toBe(301));
    expect(server.location).toBe('/blog/two-of-you-framework');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog\/two-of-you-framework$/),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(post.title);
  });

  it('describes the featured image with the text the owner wrote', async () => {
    mockApi({
      '/api/blog/two-of-you-framework': {
        status: 200,
        body: { ...post, featuredImageAlt: 'Two chairs facing the sea' },
      },
    });
    renderPost();
    expect(await screen.findByRole('img', { name: 'Two chairs facing the sea' })).toHaveAttribute(
      'src',
      post.featuredImage,
    );
  });

  it('draws an uploaded featured image as AVIF and WebP sets, and uses the SEO description', async () => {
    const uploaded = {
      ...post,
      featuredImage: '/api/media/uploads/abc123-1200.webp',
      seoDescription: 'What search results say.',
    };
    mockApi({ '/api/blog/two-of-you-framework': { status: 200, body: uploaded } });
    const server = new ServerRenderState();
    renderPost(undefined, server);
    await screen.findByRole('heading', { level: 1 });
    const avif = document.querySelector('picture source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/api/media/uploads/abc123-600.avif 600w, /api/media/uploads/abc123-1200.avif 1200w',
    );
    expect(document.querySelector('picture source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/api/media/uploads/abc123-600.webp 600w, /api/media/uploads/abc123-1200.webp 1200w',
    );
    expect(document.querySelector('picture img')).toHaveAttribute('src', uploaded.featuredImage);
    expect(server.head?.description).toBe('What search results say.');
  });

  it('shows Failed to Load Post for any other failure, without a 404', async () => {
    mockApi({
      '/api/blog/two-of-you-framework': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const server = new ServerRenderState();
    renderPost(undefined, server);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Failed to Load Post',
    );
    expect(screen.getByText('There was an error loading this blog post.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(server.status).toBe(200);
  });

  it('shows Failed to Load Post when the network fails', async () => {
    mockApi({ '/api/blog/two-of-you-framework': 'network-error' });
    renderPost();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Failed to Load Post',
    );
  });
});
