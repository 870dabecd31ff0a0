import { screen, waitFor, within } from '@testing-library/react';
import type { ErasureRequest } from '@site/contracts/endpoints/client-actions';
import { clientActionMessages, erasureDeadlineDays } from '@site/contracts/client-actions';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const aRequest = (overrides: Partial<ErasureRequest> = {}): ErasureRequest => ({
  clientId: 4,
  email: 'dana@example.com',
  name: 'Dana Whitfield',
  requestedAt: instant(-3),
  dueAt: instant(erasureDeadlineDays - 3),
  ageDays: 3,
  ...overrides,
});

describe('clients’ erasure requests on Privacy requests', () => {
  it('show each request’s age and the law’s limit, and carry one out once confirmed', async () => {
    const late = aRequest({
      clientId: 5,
      email: 'late@example.com',
      name: 'Late Request',
      ageDays: 31,
      requestedAt: instant(-31),
      dueAt: instant(-1),
    });
    let confirmed = false;
    const { callsTo } = api({
      // Once carried out, the request leaves the list.
      'GET /api/admin/erasure-requests': () => ({
        body: confirmed ? [late] : [aRequest(), late],
      }),
      'POST /api/admin/erasure-requests/4/confirm': () => {
        confirmed = true;
        return {
          body: {
            email: 'dana@example.com',
            bookingsDeleted: 1,
            bookingsAnonymised: 0,
            sessionsDeleted: 0,
            questionnairesDeleted: 0,
            messagesDeleted: 0,
            subscriptionsDeleted: 0,
            emailsDeleted: 2,
            auditEntriesCleared: 1,
            portalAccountsDeleted: 1,
            privateNotesDeleted: 1,
            sharedNotesDeleted: 0,
            actionItemsDeleted: 0,
            portalMessagesDeleted: 1,
            checkInsDeleted: 0,
            materialsDeleted: 0,
            grantsDeleted: 0,
            promiseNoticesDeleted: 0,
            noticesDeleted: 0,
            mailFilesDeleted: 0,
            kept: [],
          },
        };
      },
    });
    const { user } = renderAt('/admin/person');
    const section = (
      await screen.findByRole('heading', { name: 'Erasure requests from clients' })
    ).closest('section')!;
    expect(
      within(section).getByText(`The law gives ${erasureDeadlineDays} days`, { exact: false }),
    ).toBeInTheDocument();
    const dana = (await within(section).findByText('Dana Whitfield')).closest('li')!;
    expect(within(dana).getByText(/asked 3 days ago/)).toBeInTheDocument();
    expect(within(dana).getByText(/^Due by/)).toBeInTheDocument();
    const lateItem = within(section).getByText('Late Request').closest('li')!;
    expect(within(lateItem).getByText(/^Overdue since/)).toBeInTheDocument();

    const erase = within(dana).getByRole('button', { name: 'Erase Data…' });
    // Read with whose request it is; its own width, never stretched across the card.
    expect(erase).toHaveAccessibleDescription(/^Dana Whitfield/);
    expect(getComputedStyle(erase).justifySelf).toBe('start');
    await user.click(erase);
    // The consequence names the address.
    expect(within(dana).getByRole('group', { name: 'Confirm Erasure' })).toHaveTextContent(
      /Everything stored about dana@example\.com is erased/,
    );
    expect(callsTo('POST', '/api/admin/erasure-requests/4/confirm')).toHaveLength(0);
    await user.click(within(dana).getByRole('button', { name: 'Confirm Erasure' }));
    await waitFor(() =>
      expect(callsTo('POST', '/api/admin/erasure-requests/4/confirm')).toHaveLength(1),
    );
    // The coach is told, although the request (and its item) left the list at once.
    expect(await screen.findByText(clientActionMessages.erasureConfirmed)).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Dana Whitfield')).toBeNull());
  });
});
