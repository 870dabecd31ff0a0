import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aMessage, pageOf, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

describe('the messages inbox', () => {
  it('shows a new message with everything the visitor sent, and a reply addressed to them', async () => {
    const { calls } = api({ [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage()]) } });
    renderAt('/admin/messages');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Sam Organiser' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Would you speak at our conference?');
    // The form's choices read in its own words, never as their stored values.
    expect(card).toHaveTextContent('TypeSpeaking engagement');
    expect(card).toHaveTextContent('Tech Summit');
    expect(card).toHaveTextContent('Heard of you throughA podcast');
    expect(within(card).getByRole('link', { name: 'Reply to Sam Organiser' })).toHaveAttribute(
      'href',
      `mailto:sam@example.org?subject=${encodeURIComponent(`Your message to ${testSettings.coachName}`)}`,
    );
    expect(calls.find((c) => c.path === adminPaths.messages)!.url).toBe(
      `${adminPaths.messages}?status=new`,
    );
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a message handled, and the list is read again', async () => {
    let handled = false;
    const { callsTo } = api({
      [`GET ${adminPaths.messages}`]: () => ({ body: pageOf(handled ? [] : [aMessage()]) }),
      [`PATCH ${adminPaths.message(5)}`]: () => {
        handled = true;
        return { body: aMessage({ status: 'handled' }) };
      },
    });
    const { user } = renderAt('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Mark Handled: message from Sam Organiser' }),
    );
    expect(callsTo('PATCH', adminPaths.message(5))[0]!.body).toEqual({ status: 'handled' });
    expect(await screen.findByText('No new messages.')).toBeInTheDocument();
    expect(screen.getByText('Mark Handled: Sam Organiser')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and offers the moves of that tab', async () => {
    const { calls } = api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage({ status: 'archived' })]) },
    });
    renderAt('/admin/messages?status=archived');
    await screen.findByRole('heading', { level: 2, name: 'Sam Organiser' });
    // The inbox's read (the navigation reads the new messages' count beside it).
    expect(calls.filter((c) => c.path === adminPaths.messages).map((c) => c.url)).toContain(
      `${adminPaths.messages}?status=archived`,
    );
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('button', { name: 'Move Back to New: message from Sam Organiser' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('says when a change was refused (another tab moved it first)', async () => {
    api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage()]) },
      [`PATCH ${adminPaths.message(5)}`]: {
        status: 409,
        body: { message: 'This message was changed in the meantime.' },
      },
    });
    const { user } = renderAt('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Archive: message from Sam Organiser' }),
    );
    expect(await screen.findByText('The message was not changed')).toBeInTheDocument();
    expect(screen.getByText('This message was changed in the meantime.')).toBeInTheDocument();
  });

  it('has an empty state per tab and an error state with Retry', async () => {
    let fail = true;
    api({
      [`GET ${adminPaths.messages}`]: () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: pageOf([]) },
    });
    const { user } = renderAt('/admin/messages?status=handled');
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('No handled messages.')).toBeInTheDocument());
  });
});
