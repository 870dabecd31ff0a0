import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { loadRemoteRoutes } from '../federation';
import { forgetRemoteLoads, RemoteRoutes } from '../remote-routes';

jest.mock('../federation', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const urls = { blog: 'http://localhost:3002' };

function BlogPages() {
  return <h1>INSIGHTS FOR AUTHENTICITY</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

describe('RemoteRoutes', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    forgetRemoteLoads();
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows loading, then the remote pages', async () => {
    load.mockResolvedValue(BlogPages);
    renderWithProviders(<RemoteRoutes remote="blog" urls={urls} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'INSIGHTS FOR AUTHENTICITY',
    );
    expect(load).toHaveBeenCalledWith('blog', urls, false);
  });

  it('marks the page interactive only once the remote’s page is live, not while its code loads', async () => {
    let arrive: (routes: typeof BlogPages) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderWithProviders(<RemoteRoutes remote="blog" urls={urls} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // The chrome around it may be live; a tap on the page itself would still be lost.
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    arrive(BlogPages);
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
  });

  it('shows the error panel when the remote cannot be fetched, and Retry fetches it afresh', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue(BlogPages);
    const { user } = renderWithProviders(<RemoteRoutes remote="blog" urls={urls} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    // Its Retry works: the page is interactive.
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'INSIGHTS FOR AUTHENTICITY',
    );
    expect(load).toHaveBeenLastCalledWith('blog', urls, true);
  });

  it('catches a remote that throws while rendering', async () => {
    load.mockResolvedValue(Broken);
    renderWithProviders(<RemoteRoutes remote="blog" urls={urls} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
