import { screen, within } from '@testing-library/react';
import { adminPaths, type SubscriberList } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aSubscriber, pageOf, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

function aList(overrides: Partial<SubscriberList> = {}): SubscriberList {
  return {
    ...pageOf([aSubscriber()]),
    counts: { active: 12, unsubscribed: 3 },
    months: [
      { month: '2031-01', subscribed: 4, unsubscribed: 1 },
      { month: '2031-02', subscribed: 8, unsubscribed: 2 },
    ],
    ...overrides,
  };
}

describe('the subscribers', () => {
  it('shows the counts, the months and a CSV export link', async () => {
    api({ [`GET ${adminPaths.subscribers}`]: { body: aList() } });
    renderAt('/admin/subscribers');
    expect(await screen.findByRole('link', { name: 'Active (12)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Unsubscribed (3)' })).toBeInTheDocument();
    const months = screen.getByRole('region', { name: 'The last 12 months' });
    const february = within(months).getByText('Feb 2031').closest('tr')!;
    expect(
      within(february)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb\u00a02031', '8', '2']);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', adminPaths.subscribersCsv);
    expect(csv).toHaveAttribute('download');
  });

  it('offers neither a search nor an export while nobody has ever subscribed, the empty states alike', async () => {
    api({
      [`GET ${adminPaths.subscribers}`]: {
        body: aList({
          items: [],
          counts: { active: 0, unsubscribed: 0 },
          months: [{ month: '2031-01', subscribed: 0, unsubscribed: 0 }],
        }),
      },
    });
    renderAt('/admin/subscribers');
    const empty = await screen.findByText('Nobody is subscribed yet.');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email contains')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    // The chart's empty state is the list's own EmptyState, not a line of its own style.
    const chart = screen.getByText('Nobody subscribed or unsubscribed in the last 12 months.');
    expect(chart.parentElement!.className).toBe(empty.parentElement!.className);
  });

  it('asks the API with the tab and the search of the URL', async () => {
    const { calls } = api({ [`GET ${adminPaths.subscribers}`]: { body: aList({ items: [] }) } });
    const { user } = renderAt('/admin/subscribers?status=unsubscribed');
    expect(await screen.findByText('Nobody has unsubscribed.')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${adminPaths.subscribers}?status=unsubscribed`);
    await user.type(screen.getByLabelText('Email contains'), 'reader');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No subscriber matches this search.')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${adminPaths.subscribers}?status=unsubscribed&q=reader`);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/subscribers');
  });

  it('removes a subscriber after one confirmation that names the consequence', async () => {
    let removed = false;
    const { callsTo } = api({
      [`GET ${adminPaths.subscribers}`]: () => ({
        body: aList(removed ? { items: [], counts: { active: 11, unsubscribed: 3 } } : {}),
      }),
      [`DELETE ${adminPaths.subscriber(3)}`]: () => {
        removed = true;
        return { status: 204 };
      },
    });
    const { user } = renderAt('/admin/subscribers');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('group', { name: 'Remove reader@example.com' });
    expect(confirm).toHaveTextContent(
      'The address and its subscription history are deleted and it gets no more newsletters. This cannot be undone.',
    );
    expect(callsTo('DELETE', adminPaths.subscriber(3))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove reader@example.com' }));
    expect(await screen.findByText('Subscriber removed')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Active (11)' })).toBeInTheDocument();
    expect(callsTo('DELETE', adminPaths.subscriber(3))).toHaveLength(1);
  });

  it('cancels a removal without calling the API and gives focus back', async () => {
    const { callsTo } = api({ [`GET ${adminPaths.subscribers}`]: { body: aList() } });
    const { user } = renderAt('/admin/subscribers');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(callsTo('DELETE', adminPaths.subscriber(3))).toEqual([]);
  });

  it('shows the error with Retry when the list cannot be read', async () => {
    api({ [`GET ${adminPaths.subscribers}`]: { status: 500, body: { message: 'Boom' } } });
    renderAt('/admin/subscribers');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The subscribers could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
