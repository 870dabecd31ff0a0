import { screen } from '@testing-library/react';
import { getNotice, listNotices, type NoticeList } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });
const id = '2026-01-02T03-04-05-678Z-7-owner-contact-received';
const list = (items: NoticeList['items']): NoticeList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  keptAsFiles: true,
});

describe('the notices', () => {
  it('lists the kept notices and opens one as text', async () => {
    api({
      [`GET ${urlOf(listNotices)}`]: {
        body: list([{ id, subject: 'New message from Ana', sentAt: instant(-1, '14:30') }]),
      },
      [`GET ${urlOf(getNotice, { id })}`]: {
        body: {
          id,
          subject: 'New message from Ana',
          sentAt: instant(-1, '14:30'),
          to: 'owner@example.com',
          replyTo: 'ana@example.org',
          text: 'Ana wrote:\nCan we talk?',
        },
      },
    });
    const { user } = renderWithProviders(<AdminRoutes />, { path: '/admin/notices' });
    expect(
      await screen.findByText(
        /The site sends no e-mail yet .* every notice meant for you is kept here/,
      ),
    ).toBeInTheDocument();
    // Cancun is UTC-5 all year: 14:30 UTC is 9:30 there.
    expect(screen.getByRole('cell', { name: /9:30/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New message from Ana' }));
    expect(
      // The notice's subject heads its page.
      await screen.findByRole('heading', { level: 1, name: 'New message from Ana' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ana@example.org')).toBeInTheDocument();
    expect(screen.getByText(/Can we talk\?/)).toBeInTheDocument();
  });

  it('says when there is none, and when one no longer exists', async () => {
    api({
      [`GET ${urlOf(listNotices)}`]: { body: list([]) },
      [`GET ${urlOf(getNotice, { id: 'gone' })}`]: {
        status: 404,
        body: { message: 'This notice does not exist (any more).' },
      },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/notices' });
    expect(await screen.findByText('No notices yet.')).toBeInTheDocument();
    renderWithProviders(<AdminRoutes />, { path: '/admin/notices/gone' });
    expect(await screen.findByText('This notice does not exist (any more).')).toBeInTheDocument();
  });
});
