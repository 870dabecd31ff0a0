import { act, screen, waitFor, within } from '@testing-library/react';
import { broadcastMessages } from '@site/contracts/endpoints/broadcasts';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { formattingHint } from '../../../../components/formatting-help';
import { formatDateTime } from '../../../../lib/format';
import { instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';
import type { BroadcastDetail, BroadcastPost } from '../../api/types';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const base = '/api/admin/broadcasts';

function aBroadcast(overrides: Partial<BroadcastDetail> = {}): BroadcastDetail {
  return {
    id: 7,
    subject: 'The Quiet Pivot',
    source: 'post',
    postId: 3,
    postTitle: 'The Quiet Pivot',
    postSlug: 'the-quiet-pivot',
    postPublished: false,
    postContent: 'excerpt',
    subscriberOnly: false,
    status: 'draft',
    scheduledAt: null,
    startedAt: null,
    completedAt: null,
    createdAt: instant(-1),
    updatedAt: instant(-1),
    webUrl: 'https://coach.example/api/newsletter/broadcasts/abc',
    counts: {
      recipients: 0,
      sent: 0,
      failed: 0,
      pending: 0,
      retrying: 0,
      nextRetryAt: null,
      cancelled: 0,
    },
    preheader: '',
    markdown: '',
    report: { unsubscribedSince: 0, opened: null, failures: [] },
    ...overrides,
  };
}

const posts: BroadcastPost[] = [
  {
    id: 3,
    title: 'The Quiet Pivot',
    slug: 'the-quiet-pivot',
    published: false,
    publishedAt: instant(-2),
  },
  {
    id: 2,
    title: 'Four Freedoms',
    slug: 'four-freedoms',
    published: true,
    publishedAt: instant(-9),
  },
];

const preview = {
  subject: 'The Quiet Pivot',
  html: '<!doctype html><p>Hello in HTML</p>',
  text: 'Hello in plain text',
  warning: null,
  recipients: 800,
};

describe('the newsletter’s broadcasts', () => {
  it('lists each broadcast with where it stands, and says when there is none', async () => {
    api({
      [`GET ${base}`]: {
        body: [
          aBroadcast({
            id: 9,
            subject: 'Letter of the week',
            source: 'markdown',
            postId: null,
            postTitle: null,
            subscriberOnly: true,
            status: 'sending',
            counts: {
              recipients: 800,
              sent: 300,
              failed: 2,
              pending: 498,
              retrying: 0,
              nextRetryAt: null,
              cancelled: 0,
            },
          }),
          aBroadcast({ status: 'draft' }),
        ],
      },
    });
    renderAt('/admin/broadcasts');
    const sending = (await screen.findByRole('link', { name: 'Letter of the week' })).closest(
      'tr',
    )!;
    expect(within(sending).getByText('A letter, subscribers only')).toBeInTheDocument();
    expect(within(sending).getByText('Sending: 300 of 800')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Quiet Pivot' })).toHaveAttribute(
      'href',
      '/admin/broadcasts/7',
    );
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty state', async () => {
    api({ [`GET ${base}`]: { body: [] } });
    renderAt('/admin/broadcasts');
    expect(
      await screen.findByText(
        'No broadcast yet. Send a post to your subscribers, or write them a letter.',
      ),
    ).toBeInTheDocument();
  });

  it('composes from a post: the subject follows the post, and the draft opens for preview', async () => {
    const { callsTo } = api({
      [`GET ${base}/posts`]: { body: posts },
      [`POST ${base}`]: { status: 201, body: aBroadcast() },
      [`GET ${base}/7`]: { body: aBroadcast() },
      [`GET ${base}/7/preview`]: { body: preview },
    });
    const { user } = renderAt('/admin/broadcasts/new');
    await user.click(await screen.findByLabelText('A post of the blog'));
    await user.selectOptions(
      await screen.findByLabelText('Post'),
      'The Quiet Pivot (not published yet)',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('The Quiet Pivot');
    await user.click(screen.getByLabelText('Its full text'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(callsTo('POST', base)[0]!.body).toEqual({
      subject: 'The Quiet Pivot',
      preheader: '',
      source: 'post',
      postId: 3,
      postContent: 'full',
      markdown: '',
      subscriberOnly: false,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/broadcasts/7'),
    );
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
  });

  it('refuses an empty letter with the fields’ messages, before asking the API', async () => {
    const { callsTo } = api({ [`GET ${base}/posts`]: { body: posts } });
    const { user } = renderAt('/admin/broadcasts/new');
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(broadcastMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(broadcastMessages.markdownRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(callsTo('POST', base)).toEqual([]);
  });

  it('labels a letter “Letter”, with the same formatting help as a post’s text', async () => {
    api({ [`GET ${base}/posts`]: { body: posts } });
    renderAt('/admin/broadcasts/new');
    const letter = await screen.findByLabelText(/^Letter/);
    expect(letter.closest('div')).toHaveTextContent(formattingHint);
    expect(screen.queryByText(/Markdown/)).not.toBeInTheDocument();
    // A way back without saving, beside Save Draft.
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/admin/broadcasts',
    );
  });

  it('formats the letter’s Markdown from its toolbar and with Ctrl+B, I and K', async () => {
    api({ [`GET ${base}/posts`]: { body: posts } });
    const { user } = renderAt('/admin/broadcasts/new');
    const letter = await screen.findByLabelText<HTMLTextAreaElement>(/^Letter/);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Heading', 'Bold', 'Italic', 'Link', 'List']);
    await user.type(letter, 'Hello world');
    letter.setSelectionRange(6, 11);
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(letter).toHaveValue('Hello **world**');
    await waitFor(() => expect(letter).toHaveFocus());
    await waitFor(() =>
      expect(letter.value.slice(letter.selectionStart, letter.selectionEnd)).toBe('world'),
    );

    letter.setSelectionRange(0, 5);
    await user.keyboard('{Control>}i{/Control}');
    expect(letter).toHaveValue('*Hello* **world**');
    letter.setSelectionRange(1, 6);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(letter).toHaveValue('*[Hello](https://)* **world**');
    // The link's address is selected again once the letter is drawn (the focus comes back to the
    // letter in the next frame): only then is the toolbar's focus the test's own.
    await waitFor(() =>
      expect(letter.value.slice(letter.selectionStart, letter.selectionEnd)).toBe('https://'),
    );

    // The toolbar is one tab stop; the arrow keys move between its buttons.
    act(() => within(toolbar).getByRole('button', { name: 'Heading' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'List' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(letter.value.startsWith('- ')).toBe(true);
  });

  it('previews the message as it stands in the form, not saved, as the API renders its email', async () => {
    const { callsTo } = api({
      [`GET ${base}/posts`]: { body: posts },
      [`POST ${base}/preview`]: { body: { ...preview, subject: 'Spring' } },
    });
    const { user } = renderAt('/admin/broadcasts/new');
    await user.type(await screen.findByLabelText('Subject'), 'Spring');
    await user.type(screen.getByLabelText(/^Letter/), 'Hello **reader**');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const frame = await screen.findByTitle('The email as HTML');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(preview.html);
    expect(callsTo('POST', `${base}/preview`)[0]!.body).toMatchObject({
      subject: 'Spring',
      source: 'markdown',
      markdown: 'Hello **reader**',
    });
    expect(callsTo('POST', base)).toEqual([]);
    // Back to writing: what was written is still there.
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByLabelText(/^Letter/)).toHaveValue('Hello **reader**');
  });

  it('previews a letter without a subject yet under "(No subject yet)", saying it must be filled before sending', async () => {
    const { callsTo } = api({
      [`GET ${base}/posts`]: { body: posts },
      [`POST ${base}/preview`]: (request) => ({
        body: { ...preview, subject: (request.body as { subject: string }).subject },
      }),
    });
    const { user } = renderAt('/admin/broadcasts/new');
    await user.type(await screen.findByLabelText(/^Letter/), 'Hello **reader**');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByTitle('The email as HTML')).toBeInTheDocument();
    expect(callsTo('POST', `${base}/preview`)[0]!.body).toMatchObject({
      subject: broadcastMessages.subjectPlaceholder,
    });
    expect(screen.getByText(broadcastMessages.subjectPlaceholder)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(broadcastMessages.subjectNeededToSend);
    expect(screen.queryByText('The preview could not be made.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Save Changes on a saved draft only once something changed; a new draft can be saved at once', async () => {
    api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: aBroadcast() },
      [`GET ${base}/7/preview`]: { body: preview },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    const subject = await screen.findByLabelText('Subject');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    const status = within(save.parentElement!).getByRole('status');
    expect(save).toBeDisabled();
    expect(status).toHaveTextContent('All changes saved');
    await user.type(subject, '!');
    expect(save).toBeEnabled();
    expect(status).toHaveTextContent('Unsaved changes');
  });

  it('says a new draft is not saved yet, and lets it be saved untouched', async () => {
    api({ [`GET ${base}/posts`]: { body: posts } });
    renderAt('/admin/broadcasts/new');
    const save = await screen.findByRole('button', { name: 'Save Draft' });
    expect(save).toBeEnabled();
    expect(within(save.parentElement!).getByRole('status')).toHaveTextContent('Not saved yet');
  });

  it('previews the message as HTML in a frame that runs nothing, and as plain text', async () => {
    api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: aBroadcast() },
      [`GET ${base}/7/preview`]: { body: { ...preview, warning: 'No postal address is set.' } },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    const frame = await screen.findByTitle('The email as HTML');
    // The page is named after its subject, never by its number.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aBroadcast().subject);
    expect(document.title).toBe(`${aBroadcast().subject} · Newsletter · Back office`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hello in HTML');
    expect(screen.getByRole('note')).toHaveTextContent('No postal address is set.');
    await user.click(screen.getByRole('button', { name: 'Plain Text' }));
    expect(screen.getByLabelText('The email as plain text')).toHaveTextContent(
      'Hello in plain text',
    );
  });

  it('publishes the post and emails it in one confirmed action; a test goes to the owner first', async () => {
    const { callsTo } = api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: aBroadcast() },
      [`GET ${base}/7/preview`]: { body: preview },
      [`POST ${base}/7/test`]: { status: 201, body: { sentTo: 'owner@coach.example' } },
      [`POST ${base}/7/send`]: {
        body: aBroadcast({
          status: 'sending',
          postPublished: true,
          startedAt: instant(0),
          counts: {
            recipients: 800,
            sent: 0,
            failed: 0,
            pending: 800,
            retrying: 0,
            nextRetryAt: null,
            cancelled: 0,
          },
        }),
      },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    await user.click(await screen.findByRole('button', { name: 'Send a Test to Me' }));
    expect(await screen.findByText('To owner@coach.example.')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Publish the Post and Email It Now' }));
    const confirm = screen.getByRole('group', { name: 'Publish and Email Now' });
    expect(confirm).toHaveTextContent(
      'The post goes live on the blog and 800 subscribers will receive this email, in one step.',
    );
    expect(callsTo('POST', `${base}/7/send`)).toEqual([]);
    const postsReads = callsTo('GET', `${base}/posts`).length;
    expect(postsReads).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publish and Email Now' }));
    expect(await screen.findByText('Post published and sending')).toBeInTheDocument();
    expect(screen.getAllByText('800 subscribers will receive it.').length).toBeGreaterThan(0);
    // The post is live now: the posts are read again (the choice of posts shows it published).
    await waitFor(() => expect(callsTo('GET', `${base}/posts`).length).toBeGreaterThan(postsReads));
    expect(callsTo('POST', `${base}/7/send`)[0]!.body).toEqual({
      when: 'now',
      scheduledFor: '',
      publishPost: true,
    });
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
  });

  it('keeps Send Now disabled with the reason while sending is blocked', async () => {
    const blocked = 'No postal address is set (Site settings).';
    const { callsTo } = api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: aBroadcast({ postPublished: true }) },
      [`GET ${base}/7/preview`]: { body: { ...preview, warning: blocked } },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    const send = await screen.findByRole('button', { name: 'Send Now to Every Subscriber' });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(blocked);
    await user.click(send);
    expect(screen.queryByRole('group', { name: 'Send Now' })).toBeNull();
    expect(callsTo('POST', `${base}/7/send`)).toEqual([]);
  });

  it('says how many subscribers will receive the letter, in the singular for one', async () => {
    api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: aBroadcast({ postPublished: true }) },
      [`GET ${base}/7/preview`]: { body: { ...preview, recipients: 1 } },
      [`POST ${base}/7/send`]: {
        body: aBroadcast({
          status: 'sending',
          postPublished: true,
          startedAt: instant(0),
          counts: {
            recipients: 1,
            sent: 0,
            failed: 0,
            pending: 1,
            cancelled: 0,
            retrying: 0,
            nextRetryAt: null,
          },
        }),
      },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    const send = await screen.findByRole('button', { name: 'Send Now to Every Subscriber' });
    await waitFor(() => expect(send).toHaveAccessibleDescription('1 subscriber will receive it.'));
    expect(send).toBeEnabled();
    await user.click(send);
    const confirm = screen.getByRole('group', { name: 'Send Now' });
    expect(confirm).toHaveTextContent(
      '1 subscriber will receive this email. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    expect(screen.getAllByText('1 subscriber will receive it.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/1 subscribers/)).toBeNull();
  });

  it('schedules a published post’s email and shows the API’s message for a past time', async () => {
    const published = aBroadcast({ postPublished: true });
    api({
      [`GET ${base}/posts`]: { body: posts },
      [`GET ${base}/7`]: { body: published },
      [`GET ${base}/7/preview`]: { body: preview },
      [`POST ${base}/7/send`]: {
        status: 400,
        body: {
          message: broadcastMessages.scheduledForPast,
          errors: { scheduledFor: broadcastMessages.scheduledForPast },
        },
      },
    });
    const { user } = renderAt('/admin/broadcasts/7');
    expect(
      await screen.findByRole('button', { name: 'Send Now to Every Subscriber' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(broadcastMessages.scheduledForRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Or send at/), '2020-01-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(broadcastMessages.scheduledForPast)).toBeInTheDocument();
  });

  it('reports a sent broadcast: counts, unsubscribes since, and each failure', async () => {
    api({
      [`GET ${base}/7`]: {
        body: aBroadcast({
          status: 'sent',
          startedAt: instant(-1, '14:00'),
          completedAt: instant(-1, '14:20'),
          counts: {
            recipients: 800,
            sent: 797,
            failed: 2,
            pending: 0,
            retrying: 0,
            nextRetryAt: null,
            cancelled: 1,
          },
          report: {
            unsubscribedSince: 4,
            opened: null,
            failures: [
              {
                email: 'gone@example.com',
                error: '550 No such user',
                at: instant(-1, '14:05'),
                permanent: true,
              },
              {
                email: 'slow@example.com',
                error: 'timeout',
                at: instant(-1, '14:10'),
                permanent: false,
              },
            ],
          },
        }),
      },
    });
    renderAt('/admin/broadcasts/7');
    const report = await screen.findByRole('region', { name: 'Report' });
    const fact = (label: string) => within(report).getByText(label).nextElementSibling!.textContent;
    expect(fact('Recipients')).toBe('800');
    expect(fact('Sent')).toBe('797');
    expect(fact('Failed')).toBe('2');
    expect(fact('Unsubscribed since')).toBe('4');
    expect(within(report).queryByText('Opened')).toBeNull();
    expect(within(report).getByRole('link', { name: 'View in the browser' })).toHaveAttribute(
      'href',
      'https://coach.example/api/newsletter/broadcasts/abc',
    );
    const failures = screen.getByRole('region', { name: 'Failures' });
    expect(within(failures).getByText('gone@example.com').closest('tr')).toHaveTextContent(
      'Refused for good; skipped from now on (550 No such user)',
    );
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('says how many messages wait for another try, and from when', async () => {
    const retryAt = instant(0, '14:05');
    api({
      [`GET ${base}/7`]: {
        body: aBroadcast({
          status: 'sending',
          startedAt: instant(0, '14:00'),
          counts: {
            recipients: 300,
            sent: 251,
            failed: 0,
            pending: 49,
            retrying: 49,
            nextRetryAt: retryAt,
            cancelled: 0,
          },
        }),
      },
    });
    renderAt('/admin/broadcasts/7');
    const report = await screen.findByRole('region', { name: 'Report' });
    const waiting = within(report).getByText('Waiting').nextElementSibling!.textContent;
    expect(waiting).toBe(
      `49, of which 49 wait for another try (an attempt failed or was interrupted), next from ${formatDateTime(retryAt, 'America/Cancun')}`,
    );
    expect(within(report).getByText(/^Sending: 251 of 300/)).toHaveTextContent(
      'Sending: 251 of 300, 49 to try again',
    );
  });

  it('shows the server’s message when the broadcast cannot be loaded', async () => {
    api({ [`GET ${base}/7`]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderAt('/admin/broadcasts/7');
    expect(await screen.findByText('The broadcast could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
