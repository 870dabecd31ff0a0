import { screen, within } from '@testing-library/react';
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
        /The site sends no email yet .* every notice meant for you is kept here/,
      ),
    ).toBeInTheDocument();
    // Cancun is UTC-5 all year: 14:30 UTC is 9:30 there.
    expect(screen.getByText(/9:30/)).toBeInTheDocument();
    // Its kind, from its id, as a chip.
    expect(screen.getByText('Enquiry')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'New message from Ana' }));
    expect(
      // The notice's subject heads its page.
      await screen.findByRole('heading', { level: 1, name: 'New message from Ana' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ana@example.org')).toBeInTheDocument();
    expect(screen.getByText(/Can we talk\?/)).toBeInTheDocument();
  });

  it('says the zone once, not in every subject', async () => {
    api({
      [`GET ${urlOf(listNotices)}`]: {
        body: list([
          {
            id: '2026-01-02T03-04-05-678Z-8-owner-session-booked',
            subject: 'Scheduled: Single Session with Ana, Monday at 9:00 AM (Cancun time)',
            sentAt: instant(-1, '14:30'),
          },
          {
            // An older notice, from when the owner's emails named the zone the pages' way.
            id: '2026-01-01T03-04-05-678Z-7-owner-session-booked',
            subject: 'Scheduled: Single Session with Ray, Monday at 10:00 AM (Eastern Standard)',
            sentAt: instant(-2, '14:30'),
          },
        ]),
      },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/notices' });
    expect(
      await screen.findByRole('link', {
        name: 'Scheduled: Single Session with Ana, Monday at 9:00 AM',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Scheduled: Single Session with Ray, Monday at 10:00 AM' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Booking')).toHaveLength(2);
    // Said once, by the frame, for every screen: not in the subject nor the list's introduction.
    expect(screen.queryAllByText(/\(Eastern Standard\)/)).toHaveLength(0);
    expect(screen.queryAllByText(/Eastern Standard/)).toHaveLength(0);
    expect(within(screen.getByRole('main')).queryAllByText(/Cancun time/)).toHaveLength(0);
    expect(screen.getAllByText('Times are Cancun time').length).toBeGreaterThan(0);
  });

  it('shows a notice’s addresses as links, its page as the primary button, and no mail-only lines', async () => {
    const client = '2026-01-02T03-04-05-678Z-9-owner-client-message';
    api({
      [`GET ${urlOf(getNotice, { id: client })}`]: {
        body: {
          id: client,
          subject: 'A new message in your client portal',
          sentAt: instant(-1, '14:30'),
          to: 'owner@example.com',
          text: [
            'Rowan Recorded wrote to you',
            '',
            'Booking reference: #5',
            'Guide: https://example.org/guide',
            '',
            'Reply to this message to write to the client directly.',
            '',
            'Open the Client’s Page:',
            'http://127.0.0.1:5200/admin/clients/12',
            '',
            '-- ',
            'Jordan Rivers · http://127.0.0.1:5200',
          ].join('\n'),
        },
      },
    });
    renderWithProviders(<AdminRoutes />, { path: `/admin/notices/${client}` });
    expect(await screen.findByRole('link', { name: 'Open the Client’s Page' })).toHaveAttribute(
      'href',
      '/admin/clients/12',
    );
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      '/admin/bookings/5',
    );
    expect(screen.queryByText(/Booking reference|#5/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/guide' })).toHaveAttribute(
      'href',
      'https://example.org/guide',
    );
    expect(screen.queryByText(/Reply to this message/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Jordan Rivers ·|admin\/clients\/12/)).not.toBeInTheDocument();
    expect(screen.getByText('Message')).toBeInTheDocument();
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
