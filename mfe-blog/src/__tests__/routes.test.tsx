import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import BlogRoutes from '../routes';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('blog routes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('/blog shows the list heading', () => {
    renderWithProviders(<BlogRoutes />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'INSIGHTS FOR AUTHENTICITY',
    );
  });

  it('/blog/:slug shows the post title from the API', async () => {
    answer(200, { title: 'The Two of You Framework', excerpt: 'Two selves, one life.' });
    renderWithProviders(<BlogRoutes />, { path: '/blog/two-of-you-framework' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The Two of You Framework',
    );
    expect(global.fetch).toHaveBeenCalledWith('/api/blog/two-of-you-framework', expect.anything());
  });

  it('an unknown slug shows the not-found heading', async () => {
    answer(404, { message: 'Blog post not found' });
    renderWithProviders(<BlogRoutes />, { path: '/blog/missing' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Blog Post Not Found',
    );
  });

  it('any other failure shows the failure heading', async () => {
    answer(500, { message: 'Internal Server Error' });
    renderWithProviders(<BlogRoutes />, { path: '/blog/broken' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Failed to Load Post',
    );
  });
});
