import { screen, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { instant, pageOf, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

describe('the audit log', () => {
  it('shows who did what, on what, when (owner’s zone) and from where', async () => {
    const { calls } = api({
      [`GET ${adminPaths.auditLog}`]: {
        body: pageOf(
          [
            {
              id: 1,
              username: 'owner',
              action: 'message.update',
              target: 'message 5',
              ip: '203.0.113.9',
              createdAt: instant(0, '20:30'),
            },
          ],
          { total: 51, page: 2, pageSize: 50 },
        ),
      },
    });
    renderAt('/admin/audit-log?page=2');
    const row = (await screen.findByText('message.update')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/, 15:30$/),
      'owner',
      'message.update',
      'message 5',
      '203.0.113.9',
    ]);
    expect(calls.at(-1)!.url).toBe(`${adminPaths.auditLog}?page=2`);
    expect(screen.getByText('Showing 51–51 of 51')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    api({ [`GET ${adminPaths.auditLog}`]: { body: pageOf([]) } });
    renderAt('/admin/audit-log');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });
});
