import { preload } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@site/ui/router';
import styled from 'styled-components';
import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import { serverPublicPath, type FragmentRequest } from '@site/contracts/rendering';
import { PageMeta } from '@site/ui/page-meta';
import { lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { useHttpStatus } from '@site/ui/server-render';
import { createFragmentRenderer, NotRenderable, splitResources } from '../render-fragment';

const settings: RuntimeConfig = {
  ...defaultSiteSettings,
  coachName: 'Sam Doe',
  remotes: { blog: '/remotes/blog' },
};

const Title = styled.h1`
  color: rebeccapurple;
`;

const postQuery = (slug: string) => ({
  queryKey: ['post', slug],
  queryFn: async (): Promise<{ title: string } | null> => {
    const response = await fetch(`http://api.test/api/blog/${slug}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${response.status}`);
    return (await response.json()) as { title: string };
  },
});

function PostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(postQuery(slug));
  const missing = post.data === null;
  useHttpStatus(missing ? 404 : 200);
  preload(`${serverPublicPath}assets/hero.webp`, { as: 'image' });
  return (
    <>
      <PageMeta
        title={missing ? 'Blog Post Not Found' : `${post.data?.title}`}
        description="A post"
      />
      <Title>{missing ? 'Blog Post Not Found' : post.data?.title}</Title>
      <img src={`${serverPublicPath}assets/hero.webp`} width={10} height={10} alt="" />
    </>
  );
}

function AboutPage() {
  return <h1>Cracking the Code</h1>;
}

const pages: RemotePage[] = [
  { path: '/about', Component: lazyPage(async () => AboutPage) },
  {
    path: '/blog/:slug',
    Component: PostPage,
    prefetch: ({ queryClient, params }) => queryClient.prefetchQuery(postQuery(params.slug!)),
  },
];

const render = createFragmentRenderer(pages);
const request = (url: string): FragmentRequest => ({
  url,
  settings,
  assetBase: 'https://www.example.com/remotes/blog/',
});
const options = { apiOrigin: 'http://api.test' };

function answer(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('createFragmentRenderer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders a page with its prefetched data, styles, head and dehydrated state', async () => {
    answer(200, { title: 'The Two of You' });
    const fragment = await render(request('/blog/two-of-you'), options);
    expect(fragment?.status).toBe(200);
    expect(fragment?.html).toMatch(/^<h1 class="[^"]+">The Two of You<\/h1>/);
    expect(fragment?.css).toContain('color:rebeccapurple');
    expect(fragment?.head).toEqual({ title: 'The Two of You', description: 'A post' });
    expect(JSON.stringify(fragment?.state)).toContain('The Two of You');
    // Head tags are never left inside the page's HTML.
    expect(fragment?.html).not.toContain('<title');
  });

  it('writes asset URLs against the base the browser loads the remote from', async () => {
    answer(200, { title: 'Post' });
    const fragment = await render(request('/blog/post'), options);
    expect(fragment?.html).toContain('src="https://www.example.com/remotes/blog/assets/hero.webp"');
    expect(fragment?.headHtml).toBe(
      '<link rel="preload" href="https://www.example.com/remotes/blog/assets/hero.webp" as="image"/>',
    );
    expect(fragment?.html).not.toContain(serverPublicPath);
  });

  it('keeps the status the page sets: 404 for a post that does not exist', async () => {
    answer(404, { message: 'Not found' });
    const fragment = await render(request('/blog/missing'), options);
    expect(fragment?.status).toBe(404);
    expect(fragment?.html).toContain('Blog Post Not Found');
  });

  it('refuses to render a page whose data failed, so the browser renders it instead', async () => {
    answer(500, { message: 'Internal Server Error' });
    await expect(render(request('/blog/broken'), options)).rejects.toBeInstanceOf(NotRenderable);
  });

  it('loads a lazily loaded page before rendering it', async () => {
    const fragment = await render(request('/about'), options);
    expect(fragment?.html).toBe('<h1>Cracking the Code</h1>');
  });

  it('preloads a lazily loaded page’s scripts, by its chunk’s name, from the remote’s base', async () => {
    const withChunks = createFragmentRenderer(
      [{ path: '/about', Component: lazyPage(async () => AboutPage, 'about-page') }],
      { chunkFiles: { 'about-page': ['about-page.1a2b3c.js', '812.4d5e6f.js'] } },
    );
    const fragment = await withChunks(request('/about'), options);
    expect(fragment?.html).toBe('<h1>Cracking the Code</h1>');
    expect(fragment?.headHtml).toBe(
      '<link rel="preload" href="https://www.example.com/remotes/blog/about-page.1a2b3c.js" as="script"/>' +
        '<link rel="preload" href="https://www.example.com/remotes/blog/812.4d5e6f.js" as="script"/>',
    );
    // Without the browser build's file (or for a name it lacks), the page renders all the same.
    expect((await render(request('/about'), options))?.headHtml).toBe('');
  });

  it('answers null for a path none of its pages matches', async () => {
    await expect(render(request('/nowhere'), options)).resolves.toBeNull();
  });
});

describe('splitResources', () => {
  it('takes the resource links React writes first out of the page HTML', () => {
    expect(splitResources('<link rel="preload" href="/a.webp" as="image"/><h1>Hi</h1>')).toEqual({
      resources: '<link rel="preload" href="/a.webp" as="image"/>',
      body: '<h1>Hi</h1>',
    });
    expect(splitResources('<h1>Hi</h1><link rel="x">')).toEqual({
      resources: '',
      body: '<h1>Hi</h1><link rel="x">',
    });
  });
});
