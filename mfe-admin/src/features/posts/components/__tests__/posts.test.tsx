import { act, screen, waitFor, within } from '@testing-library/react';
import {
  postMessages,
  type AdminPost,
  type AdminPostSummary,
  type SavePostRequest,
} from '@site/contracts/admin-posts';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { formattingHint } from '../../../../components/formatting-help';
import { aPost, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const summary = (post: AdminPost): AdminPostSummary => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  category: post.category,
  status: post.status,
  publishedAt: post.publishedAt,
  updatedAt: post.updatedAt,
});

const preview = { 'POST /api/admin/posts/preview': { body: { html: '<p>The body.</p>' } } };

describe('the posts list', () => {
  it('shows each post with its state, and filters by state in the URL', async () => {
    const { calls } = api({
      'GET /api/admin/posts': {
        body: [
          summary(aPost()),
          summary(
            aPost({ id: 8, title: 'Out Now', status: 'published', publishedAt: instant(-1) }),
          ),
        ],
      },
    });
    renderAt('/admin/posts?status=draft');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'On Being Whole' })).toHaveAttribute(
      'href',
      '/admin/posts/7',
    );
    expect(table).toHaveTextContent('Draft');
    expect(table).toHaveTextContent('Published');
    expect(calls.find((call) => call.path === '/api/admin/posts')!.url).toBe(
      '/api/admin/posts?status=draft',
    );
    expect(screen.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the category its place on the title’s meta line, and "Changed" only when edited after publishing', async () => {
    api({
      'GET /api/admin/posts': {
        body: [
          summary(
            aPost({
              id: 8,
              title: 'Out Now',
              status: 'published',
              publishedAt: instant(-3, '09:00'),
              updatedAt: instant(-3, '09:05'),
            }),
          ),
          summary(
            aPost({
              id: 9,
              title: 'Edited Later',
              status: 'published',
              publishedAt: instant(-3, '09:00'),
              updatedAt: instant(-1, '09:00'),
            }),
          ),
        ],
      },
    });
    renderAt('/admin/posts');
    const table = await screen.findByRole('table');
    const rowOf = (title: string) =>
      within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    // The state's cell holds the state alone; the category is on the title's meta line.
    expect(cells(rowOf('Out Now'))[1]).toHaveTextContent(/^Published$/);
    expect(cells(rowOf('Out Now'))[0]).toHaveTextContent(
      '/blog/on-being-whole · Personal Development',
    );
    // "Published" shows once a row: the pill; the date's term is for a screen reader alone.
    const shownPublished = within(rowOf('Out Now'))
      .getAllByText('Published')
      .filter((element) => getComputedStyle(element).position !== 'absolute');
    expect(shownPublished).toHaveLength(1);
    expect(cells(rowOf('Out Now'))[1]).toContainElement(shownPublished[0]!);
    // Published and changed the same day: one date.
    expect(cells(rowOf('Out Now'))[2]).not.toHaveTextContent('Changed');
    expect(cells(rowOf('Edited Later'))[2]).toHaveTextContent('Changed');
  });

  it('says what to do when there is no post, and asks for a title before starting one', async () => {
    const { callsTo } = api({ 'GET /api/admin/posts': { body: [] } });
    const { user } = renderAt('/admin/posts');
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Writing' }));
    expect(screen.getByText(postMessages.titleRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/posts')).toHaveLength(0);
  });

  it('leads "/admin/posts/new" to the list with the new post’s title focused, never to "no such post"', async () => {
    api({ 'GET /api/admin/posts': { body: [] } });
    renderAt('/admin/posts/new');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/posts'));
    expect(await screen.findByLabelText('Title')).toHaveFocus();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
  });

  it('starts a draft from a title and opens its editor', async () => {
    const created = aPost({ id: 12, title: 'Fresh Start', slug: 'fresh-start', version: 1 });
    const { callsTo } = api({
      'GET /api/admin/posts': { body: [] },
      'POST /api/admin/posts': { status: 201, body: created },
      'GET /api/admin/posts/12': { body: created },
      ...preview,
    });
    const { user } = renderAt('/admin/posts');
    await user.type(await screen.findByLabelText('Title'), 'Fresh Start');
    await user.click(screen.getByRole('button', { name: 'Start Writing' }));
    expect(callsTo('POST', '/api/admin/posts')[0]!.body).toEqual({ title: 'Fresh Start' });
    expect(await screen.findByDisplayValue('fresh-start')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be loaded, with Retry', async () => {
    api({ 'GET /api/admin/posts': { status: 500, body: { message: 'Internal Server Error' } } });
    renderAt('/admin/posts');
    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the post editor', () => {
  it('loads the post, shows its state, and previews the body with the API’s renderer: as read, then as typed', async () => {
    const { callsTo } = api({
      'GET /api/admin/posts/7': { body: aPost() },
      'POST /api/admin/posts/preview': ({ body }) => ({
        body: { html: `<p>${(body as { content: string }).content.trim()}</p>` },
      }),
    });
    const { user } = renderAt('/admin/posts/7');
    expect(await screen.findByLabelText('Title')).toHaveValue('On Being Whole');
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    // The body as the post was read, drawn by the API's renderer once the page is live: the
    // post's text comes once, in its field.
    const shown = screen.getByTestId('post-preview');
    await waitFor(() => expect(shown).toContainHTML('<p>The body.</p>'));
    expect(shown).toHaveAttribute('aria-busy', 'false');
    expect(callsTo('POST', '/api/admin/posts/preview')).toHaveLength(1);
    expect(screen.getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    // Typed: drawn anew by the API shortly after.
    await user.type(screen.getByLabelText(/^Text/), ' More.');
    await waitFor(() => expect(shown).toContainHTML('<p>The body. More.</p>'));
    expect(shown).toHaveAttribute('aria-busy', 'false');
    expect(callsTo('POST', '/api/admin/posts/preview').at(-1)!.body).toEqual({
      content: 'The body. More.',
    });
  });

  it('keeps Save, Publish and the status in a bar stuck to the window’s foot, reachable by the keyboard', async () => {
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    const { user } = renderAt('/admin/posts/7');
    await screen.findByLabelText('Title');
    const bar = screen.getByRole('group', { name: 'Save and publish' });
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).bottom).toBe('0px');
    const save = within(bar).getByRole('button', { name: 'Save Draft' });
    const publish = within(bar).getByRole('button', { name: 'Publish Now' });
    // One gold primary in the bar: Publish Now while a draft; Save Draft the quiet one.
    const gold = (button: HTMLElement) =>
      getComputedStyle(button).backgroundColor === 'rgb(201, 162, 77)';
    expect(gold(publish)).toBe(true);
    expect(gold(save)).toBe(false);
    expect(within(bar).getByRole('status')).toHaveTextContent(/^Draft/);
    // The bar is the form's last part: after every field, so it covers none at the page's end.
    const form = bar.closest('form')!;
    expect(form.lastElementChild).toBe(bar);
    // Nothing changed since the post was read: Save Draft waits for a change.
    expect(save).toBeDisabled();
    expect(within(bar).getByRole('status')).toHaveTextContent('All changes saved');
    // Reached from the last field by Tab, never a trap.
    screen.getByRole('button', { name: 'Delete Post' }).focus();
    await user.tab();
    expect(publish).toHaveFocus();
    // A change: something to save.
    await user.type(screen.getByLabelText('Title'), ' again');
    expect(within(bar).getByRole('status')).toHaveTextContent('Unsaved changes');
    expect(save).toBeEnabled();
  });

  it('says a published post’s status once: the pill, then its date', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost({ status: 'published', publishedAt: instant(-3) }) },
      ...preview,
    });
    renderAt('/admin/posts/7');
    const status = within(await screen.findByRole('group', { name: 'Save and publish' })).getByRole(
      'status',
    );
    expect(status.textContent!.match(/Published/g)).toHaveLength(1);
    expect(within(status).getByText('Published', { selector: 'span' })).toBeInTheDocument();
  });

  it('writes the title in a field that wraps, where Enter adds no line break', async () => {
    const { callsTo } = api({
      'GET /api/admin/posts/7': { body: aPost() },
      'PUT /api/admin/posts/7': ({ body }) => ({
        body: aPost({ ...(body as SavePostRequest), version: 4 }),
      }),
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const title = await screen.findByLabelText('Title');
    expect(title.tagName).toBe('TEXTAREA');
    expect(title).toHaveAttribute('rows', '1');
    await user.type(title, ' Again{Enter}');
    expect(title).toHaveValue('On Being Whole Again');
    expect(callsTo('PUT', '/api/admin/posts/7')).toHaveLength(0);
    // A pasted line break becomes a space.
    await user.clear(title);
    await user.paste('Two\nLines');
    expect(title).toHaveValue('Two Lines');
  });

  it('keeps the body one height, scrolling inside it, and the title as tall as its text', async () => {
    const lines = (field: HTMLTextAreaElement) => field.value.split('\n').length;
    jest.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return 24 * lines(this);
    });
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    const { user } = renderAt('/admin/posts/7');
    const body = (await screen.findByLabelText(/^Text/)) as HTMLTextAreaElement;
    // Its hint says, in the owner's words, what the toolbar and its keys do: no Markdown.
    expect(
      screen.getByText(
        'Select words, then use the buttons above for a heading, bold, italics, a link, a list or a quote; or press Ctrl+B for bold, Ctrl+I for italics, Ctrl+K for a link (⌘ on a Mac).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(formattingHint)).not.toBeInTheDocument();
    await user.type(body, '{Enter}{Enter}Third line');
    // A long post scrolls in its field: the settings stay near, the preview follows beside it.
    expect(body.style.height).toBe('');
    expect(getComputedStyle(body).height).toBe('var(--writing-height)');
    expect((screen.getByLabelText('Title') as HTMLTextAreaElement).style.height).toBe('24px');
  });

  it('writes the Markdown for the owner: a tool formats the selected words, and again takes it off', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost({ content: 'A plan made in a hurry.' }) },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const body = (await screen.findByLabelText(/^Text/)) as HTMLTextAreaElement;
    const tools = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(tools).toHaveAttribute('aria-controls', body.id);
    body.setSelectionRange(17, 22);
    await user.click(within(tools).getByRole('button', { name: 'Bold' }));
    expect(body).toHaveValue('A plan made in a **hurry**.');
    await waitFor(() => expect([body.selectionStart, body.selectionEnd]).toEqual([19, 24]));
    await user.click(within(tools).getByRole('button', { name: 'Bold' }));
    expect(body).toHaveValue('A plan made in a hurry.');
    // Ctrl+I in the field, as in a word processor; the line made a heading from the toolbar.
    await waitFor(() => expect([body.selectionStart, body.selectionEnd]).toEqual([17, 22]));
    await user.keyboard('{Control>}i{/Control}');
    expect(body).toHaveValue('A plan made in a *hurry*.');
    await user.click(within(tools).getByRole('button', { name: 'Heading' }));
    expect(body).toHaveValue('## A plan made in a *hurry*.');
  });

  it('makes the toolbar one stop of the Tab key, its tools reached with the arrows', async () => {
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    const { user } = renderAt('/admin/posts/7');
    await screen.findByLabelText(/^Text/);
    const tools = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole(
      'button',
    );
    expect(tools.map((tool) => tool.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Bold',
      'Italic',
      'Link',
      'List',
      'Quote',
    ]);
    expect(tools.filter((tool) => tool.tabIndex === 0)).toEqual([tools[0]]);
    tools[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tools[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tools[5]).toHaveFocus();
    expect(tools.filter((tool) => tool.tabIndex === 0)).toEqual([tools[5]]);
  });

  it('shows the text or its preview, one at a time, behind Write and Preview where the column is narrow', async () => {
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    const { user } = renderAt('/admin/posts/7');
    await screen.findByLabelText(/^Text/);
    const show = screen.getByRole('group', { name: 'Show' });
    const write = within(show).getByRole('button', { name: 'Write' });
    const previewButton = within(show).getByRole('button', { name: 'Preview' });
    const panes = screen.getByTestId('post-preview').closest('[data-view]')!;
    expect(write).toHaveAttribute('aria-pressed', 'true');
    expect(panes).toHaveAttribute('data-view', 'write');
    await user.click(previewButton);
    expect(previewButton).toHaveAttribute('aria-pressed', 'true');
    expect(panes).toHaveAttribute('data-view', 'preview');
  });

  it('a post that does not exist says so', async () => {
    api({ 'GET /api/admin/posts/99': { status: 404, body: { message: postMessages.notFound } } });
    renderAt('/admin/posts/99');
    expect(await screen.findByText(postMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Post$/);
  });

  it('is headed by the post’s title, or “New post” while it has none', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost() },
      'GET /api/admin/posts/8': { body: aPost({ id: 8, title: '' }) },
      ...preview,
    });
    renderAt('/admin/posts/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'On Being Whole' }),
    ).toBeInTheDocument();
    renderAt('/admin/posts/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Post' })).toBeInTheDocument();
  });

  it('puts the writing first: the title, then the body, then the post’s settings', async () => {
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    renderAt('/admin/posts/7');
    const title = await screen.findByLabelText(/^Title/);
    const body = screen.getByLabelText(/^Text/);
    const address = screen.getByLabelText(/^Address/);
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, body)).toBe(true);
    expect(follows(body, address)).toBe(true);
    expect(screen.getByRole('region', { name: 'Writing' })).toContainElement(title);
    expect(screen.getByRole('region', { name: 'Settings' })).toContainElement(address);
  });

  it('gives each hint below its field as a full sentence, tied to the field', async () => {
    api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    renderAt('/admin/posts/7');
    const tags = await screen.findByLabelText('Tags');
    expect(tags).toHaveAccessibleDescription('Separate the tags with commas.');
    const hint = document.getElementById(tags.getAttribute('aria-describedby')!)!;
    // Below the field, never inside its label above it.
    expect(Boolean(tags.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(
      true,
    );
    for (const field of screen.getAllByRole('textbox')) {
      const described = field.getAttribute('aria-describedby');
      if (!described) continue;
      const text = document.getElementById(described.split(' ')[0]!)!.textContent!;
      // A sentence: a capital first, a full stop (or the formatting's cheat sheet) last.
      expect(text).toMatch(/^[A-Z#/]/);
    }
    expect(screen.getByLabelText('Subtitle')).toHaveAccessibleDescription(
      'Optional. Shown under the title instead of the excerpt.',
    );
  });

  it('saves a draft by itself shortly after typing, with the version it read', async () => {
    const saves: SavePostRequest[] = [];
    const { callsTo } = api({
      'GET /api/admin/posts/7': { body: aPost() },
      'PUT /api/admin/posts/7': ({ body }) => {
        saves.push(body as SavePostRequest);
        return { body: aPost({ ...(body as object), version: 4 }) };
      },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const excerpt = await screen.findByLabelText(/Excerpt/);
    await user.clear(excerpt);
    await user.type(excerpt, 'A new excerpt.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('PUT', '/api/admin/posts/7')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(saves[0]).toMatchObject({ excerpt: 'A new excerpt.', version: 3 });
    // Saved in this editor, so today: its time alone ("Saved at 9:41 AM").
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
  });

  it('the address follows the title of a new draft', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost() },
      'PUT /api/admin/posts/7': ({ body }) => ({
        body: aPost({ ...(body as object), version: 4 }),
      }),
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Café & Calm');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('cafe-and-calm');
  });

  it('when another tab saved first, says so, stops saving and offers the latest version', async () => {
    let version = 3;
    const { callsTo } = api({
      'GET /api/admin/posts/7': () => ({ body: aPost({ version, excerpt: `Version ${version}` }) }),
      'PUT /api/admin/posts/7': () => ({ status: 409, body: { message: postMessages.conflict } }),
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const excerpt = await screen.findByLabelText(/Excerpt/);
    await user.type(excerpt, ' more');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(postMessages.conflict);
    // What he typed stays in the form; nothing is saved again behind his back, even as he
    // goes on typing.
    await user.type(excerpt, ' and more');
    expect(excerpt).toHaveValue('Version 3 more and more');
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(callsTo('PUT', '/api/admin/posts/7')).toHaveLength(1);

    version = 5;
    await user.click(within(alert).getByRole('button', { name: 'Load the Latest Version' }));
    expect(await screen.findByDisplayValue('Version 5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('publishing an incomplete post shows each missing field’s message', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost({ excerpt: '', featuredImage: '', content: '' }) },
      'POST /api/admin/posts/7/publish': {
        status: 400,
        body: {
          message: postMessages.incomplete,
          errors: {
            excerpt: postMessages.excerptRequired,
            content: postMessages.contentRequired,
            featuredImage: postMessages.featuredImageRequired,
            featuredImageAlt: postMessages.featuredImageAltRequired,
          },
        },
      },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    await user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    expect(await screen.findByText(postMessages.excerptRequired)).toBeInTheDocument();
    expect(screen.getByText(postMessages.featuredImageRequired)).toBeInTheDocument();
    expect(screen.getByText(postMessages.featuredImageAltRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^What the featured image shows/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/Excerpt/)).toHaveAttribute('aria-invalid', 'true');
    // The toast names what is missing by the fields' labels in the page's order, and the focus
    // is on the first of them.
    expect(
      screen.getByText(
        `${postMessages.incomplete} Missing: Text, Excerpt, Featured image, What the featured image shows.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Text/)).toHaveFocus();
    expect(screen.getByLabelText('Featured image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('publishes now, then offers to unpublish and to view the post on the site', async () => {
    const { callsTo } = api({
      'GET /api/admin/posts/7': { body: aPost() },
      'POST /api/admin/posts/7/publish': {
        body: aPost({ status: 'published', publishedAt: instant(0), version: 4 }),
      },
      'POST /api/admin/posts/7/unpublish': {
        body: aPost({ status: 'unpublished', publishedAt: instant(0), version: 5 }),
      },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    await user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    expect(callsTo('POST', '/api/admin/posts/7/publish')[0]!.body).toEqual({ version: 3 });
    expect(await screen.findByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      '/blog/on-being-whole',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(callsTo('POST', '/api/admin/posts/7/unpublish')[0]!.body).toEqual({ version: 4 });
    expect(await screen.findByText('Unpublished', { selector: 'span' })).toBeInTheDocument();
  });

  it('schedules at a time in the owner’s zone', async () => {
    const { callsTo } = api({
      'GET /api/admin/posts/7': { body: aPost() },
      'POST /api/admin/posts/7/publish': {
        body: aPost({ status: 'scheduled', publishedAt: instant(3, '14:00'), version: 4 }),
      },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const when = await screen.findByLabelText(/Schedule for/);
    expect(screen.getByText('In your time zone (Cancun time).')).toBeInTheDocument();
    const local = instant(3, '14:00').slice(0, 16);
    await user.type(when, local);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(callsTo('POST', '/api/admin/posts/7/publish')[0]!.body).toEqual({
      version: 3,
      publishAt: local,
    });
    expect(await screen.findByText(/^Goes out /)).toBeInTheDocument();
  });

  it('deletes only after confirming, naming the consequence', async () => {
    const { callsTo } = api({
      'GET /api/admin/posts/7': {
        body: aPost({ status: 'published', publishedAt: instant(-3) }),
      },
      'DELETE /api/admin/posts/7': { status: 204 },
      'GET /api/admin/posts': { body: [] },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    await user.click(await screen.findByRole('button', { name: 'Delete Post' }));
    const box = screen.getByRole('group', { name: 'Delete for Good' });
    expect(box).toHaveTextContent('its page answers “not found”');
    expect(callsTo('DELETE', '/api/admin/posts/7')).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Delete for Good' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/admin/posts/7')).toHaveLength(1));
    expect(callsTo('DELETE', '/api/admin/posts/7')[0]!.url).toBe('/api/admin/posts/7?version=3');
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
  });

  it('writes each body image with the description the owner gave, never a placeholder', async () => {
    const saves: SavePostRequest[] = [];
    const image = (name: string) => ({
      src: `/api/media/uploads/${name}-1200.webp`,
      width: 1200,
      height: 800,
      avifSrcSet: `/api/media/uploads/${name}-1200.avif 1200w`,
      webpSrcSet: `/api/media/uploads/${name}-1200.webp 1200w`,
    });
    const uploads = [image('sea'), image('chairs')];
    api({
      'GET /api/admin/posts/7': { body: aPost() },
      'POST /api/admin/posts/images': () => ({ status: 201, body: uploads.shift()! }),
      'PUT /api/admin/posts/7': ({ body }) => {
        saves.push(body as SavePostRequest);
        return { body: aPost({ ...(body as object), version: 4 }) };
      },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const body = await screen.findByLabelText(/^Text/);
    await user.type(
      screen.getByLabelText(/^What the next image shows/),
      'Two chairs [[facing] the sea', // '[[' types one '['
    );
    const file = () => new File([new Uint8Array(8)], 'photo.webp', { type: 'image/webp' });
    await user.upload(screen.getByLabelText(/^Add an image to the body/), file());
    await waitFor(() =>
      expect(body).toHaveValue(
        'The body.\n\n![Two chairs \\[facing\\] the sea](/api/media/uploads/sea-1200.webp#1200x800)\n',
      ),
    );
    // The description is for that image only; the next one without one is left for the owner.
    expect(screen.getByLabelText(/^What the next image shows/)).toHaveValue('');
    await user.upload(screen.getByLabelText(/^Add an image to the body/), file());
    await waitFor(() =>
      expect((body as HTMLTextAreaElement).value).toContain(
        '![](/api/media/uploads/chairs-1200.webp',
      ),
    );
    expect((body as HTMLTextAreaElement).value).not.toMatch(/Describe the image/i);
    // The featured image's description is a field of its own, saved with the post.
    const featured = screen.getByLabelText(/^What the featured image shows/);
    expect(featured).toHaveValue('A quiet lake at dawn');
    await user.clear(featured);
    await user.type(featured, 'A lake at dawn');
    await waitFor(
      () => expect(saves.at(-1)).toMatchObject({ featuredImageAlt: 'A lake at dawn' }),
      {
        timeout: 5000,
      },
    );
  });

  it('refuses an image over the size cap before sending it', async () => {
    const { calls } = api({ 'GET /api/admin/posts/7': { body: aPost() }, ...preview });
    const { user } = renderAt('/admin/posts/7');
    const input = await screen.findByLabelText(/^Featured image/);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(await screen.findByText(postMessages.imageTooLarge)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/posts/images')).toHaveLength(0);
  });

  it('shows the API’s refusal of a file that is not an image', async () => {
    api({
      'GET /api/admin/posts/7': { body: aPost() },
      'POST /api/admin/posts/images': { status: 400, body: { message: postMessages.imageType } },
      ...preview,
    });
    const { user } = renderAt('/admin/posts/7');
    const input = await screen.findByLabelText(/^Featured image/);
    await user.upload(input, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(postMessages.imageType)).toBeInTheDocument();
  });
});
