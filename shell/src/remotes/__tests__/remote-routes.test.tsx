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

  it('shows the error panel when the remote cannot be fetched, and Retry fetches it afresh', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue(BlogPages);
    const { user } = renderWithProviders(<RemoteRoutes remote="blog" urls={urls} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');

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
