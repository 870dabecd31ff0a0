import { screen, waitFor, within } from '@testing-library/react';
import {
  createTestimonial,
  listTestimonials,
  removeTestimonialHeadshot,
  reorderTestimonials,
  testimonialMessages,
  updateTestimonial,
  uploadTestimonialHeadshot,
  type AdminTestimonial,
} from '@site/contracts/endpoints/admin-site';
import { postMessages } from '@site/contracts/admin-posts';
import { uploadedPhoto } from '@site/ui/testing-photos';
import { urlOf } from '@site/contracts/endpoints/define';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });
const renderScreen = () => renderWithProviders(<AdminRoutes />, { path: '/admin/testimonials' });

const aTestimonial = (id: number, overrides: Partial<AdminTestimonial> = {}): AdminTestimonial => ({
  id,
  name: `Client ${id}`,
  title: 'Founder',
  content: `Words of client ${id}.`,
  rating: 5,
  isActive: true,
  sortOrder: id,
  headshot: null,
  ...overrides,
});

describe('the testimonials screen', () => {
  it('shows the order, which ones are on the home page and which are hidden', async () => {
    api({
      [`GET ${urlOf(listTestimonials)}`]: {
        body: {
          items: [
            aTestimonial(1),
            aTestimonial(2, { isActive: false }),
            aTestimonial(3),
            aTestimonial(4),
            aTestimonial(5),
          ],
        },
      },
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Testimonials, in display order' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Client 1',
      'Client 2',
      'Client 3',
      'Client 4',
      'Client 5',
    ]);
    // One pill each, in one vocabulary. The first three shown: 1, 3 and 4; 5 is shown but waits
    // for a place on the home page.
    const pill = (card: HTMLElement) =>
      within(card).getByText(/^(On the home page|Next in line|Hidden)$/);
    expect(cards.map((card) => pill(card).textContent)).toEqual([
      'On the home page',
      'Hidden',
      'On the home page',
      'On the home page',
      'Next in line',
    ]);
    // Beside the name, not after the title and stars.
    expect(pill(cards[4]!).parentElement).toContainElement(within(cards[4]!).getByRole('heading'));
    expect(within(cards[0]!).getByRole('button', { name: 'Move up: Client 1' })).toBeDisabled();
  });

  it('moves by ↑ and ↓ buttons named for a screen reader, and clamps a long quote behind More', async () => {
    const long = 'It changed how I lead. '.repeat(20).trim();
    api({
      [`GET ${urlOf(listTestimonials)}`]: {
        body: { items: [aTestimonial(1, { content: long }), aTestimonial(2)] },
      },
    });
    const { user } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Testimonials, in display order' });
    const [first, second] = within(list).getAllByRole('listitem');
    const down = within(first!).getByRole('button', { name: 'Move down: Client 1' });
    expect(down).toHaveTextContent('↓');
    expect(down).toHaveAttribute('title', 'Move down');
    // Edit, Hide and the two signs: no row of worded pills.
    expect(within(first!).queryByRole('button', { name: /Move Down$/ })).not.toBeInTheDocument();
    const more = within(first!).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(first!).getByRole('button', { name: 'Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A short quote has no More.
    expect(within(second!).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('adds one, checking the fields first with the same messages as the API', async () => {
    let items = [aTestimonial(1)];
    const { callsTo } = api({
      [`GET ${urlOf(listTestimonials)}`]: () => ({ body: { items } }),
      [`POST ${urlOf(createTestimonial)}`]: ({ body }) => {
        const created = { ...aTestimonial(2), ...(body as object) };
        items = [...items, created];
        return { status: 201, body: created };
      },
    });
    const { user } = renderScreen();
    const form = (await screen.findByRole('heading', { name: 'Add a testimonial' })).closest(
      'section',
    )!;
    await user.click(within(form).getByRole('button', { name: 'Add Testimonial' }));
    expect(within(form).getByText(testimonialMessages.name)).toBeInTheDocument();
    expect(within(form).getByText(testimonialMessages.content)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name of the person quoted')).toHaveFocus();
    expect(callsTo('POST', urlOf(createTestimonial))).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name of the person quoted'), 'Maria Lopez');
    await user.type(within(form).getByLabelText('Their role or title'), 'CEO');
    await user.type(within(form).getByLabelText('Testimonial'), 'Clear and kind.');
    await user.selectOptions(within(form).getByLabelText('Rating (stars)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Add Testimonial' }));
    expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(callsTo('POST', urlOf(createTestimonial))[0]!.body).toEqual({
      name: 'Maria Lopez',
      title: 'CEO',
      content: 'Clear and kind.',
      rating: 4,
    });
    expect(within(form).getByLabelText('Name of the person quoted')).toHaveValue('');
  });

  it("shows the API's refusal beside the field (a name already used)", async () => {
    api({
      [`GET ${urlOf(listTestimonials)}`]: { body: { items: [aTestimonial(1)] } },
      [`PATCH ${urlOf(updateTestimonial, { id: 1 })}`]: {
        status: 409,
        body: { message: testimonialMessages.nameTaken },
      },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit: Client 1' }));
    const card = screen.getByRole('listitem', { name: 'Editing Client 1' });
    const name = within(card).getByLabelText('Name of the person quoted');
    await user.clear(name);
    await user.type(name, 'Client 2');
    await user.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(testimonialMessages.nameTaken);
    expect(within(card).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('hides one and moves one up, sending the new order', async () => {
    let items = [aTestimonial(1), aTestimonial(2)];
    const { callsTo } = api({
      [`GET ${urlOf(listTestimonials)}`]: () => ({ body: { items } }),
      [`PATCH ${urlOf(updateTestimonial, { id: 2 })}`]: ({ body }) => {
        items = items.map((item) => (item.id === 2 ? { ...item, ...(body as object) } : item));
        return { body: items[1] };
      },
      [`PUT ${urlOf(reorderTestimonials)}`]: ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        items = ids.map((id) => items.find((item) => item.id === id)!);
        return { body: { items } };
      },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hide: Client 2' }));
    expect(await screen.findByRole('button', { name: 'Show: Client 2' })).toBeInTheDocument();
    expect(callsTo('PATCH', urlOf(updateTestimonial, { id: 2 }))[0]!.body).toEqual({
      isActive: false,
    });

    await user.click(screen.getByRole('button', { name: 'Move up: Client 2' }));
    expect(callsTo('PUT', urlOf(reorderTestimonials))[0]!.body).toEqual({ ids: [2, 1] });
    expect(await screen.findByRole('button', { name: 'Move up: Client 1' })).toBeEnabled();
  });

  it('says the home page keeps its own three when there are none, and leads to the form', async () => {
    api({ [`GET ${urlOf(listTestimonials)}`]: { body: { items: [] } } });
    renderScreen();
    const empty = (await screen.findByText('No testimonials yet.')).closest<HTMLElement>(
      '[data-state="empty"]',
    )!;
    expect(empty).toHaveTextContent(
      'Testimonials you add appear here, in the order the home page shows them. Until one is shown, the home page shows its own three.',
    );
    expect(within(empty).getByRole('link', { name: 'Add a Testimonial' })).toHaveAttribute(
      'href',
      '#testimonial-new',
    );
    expect(document.getElementById('testimonial-new')).not.toBeNull();
  });
});

describe('a testimonial’s headshot', () => {
  const headshot = uploadedPhoto('client1');
  const uploadUrl = urlOf(uploadTestimonialHeadshot, { id: 1 });
  const removeUrl = urlOf(removeTestimonialHeadshot, { id: 1 });
  const photoFile = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'client.jpg', { type: 'image/jpeg' });

  /** The list as the API holds it: the upload and the removal change what it answers next. */
  function stored(initial: AdminTestimonial) {
    let current = initial;
    return {
      [`GET ${urlOf(listTestimonials)}`]: () => ({ body: { items: [current] } }),
      [`POST ${uploadUrl}`]: () => {
        current = { ...current, headshot };
        return { body: current };
      },
      [`DELETE ${removeUrl}`]: () => {
        current = { ...current, headshot: null };
        return { body: current };
      },
    };
  }

  it('shows the line-art mark until the owner uploads a headshot, then the photo', async () => {
    const { callsTo } = api(stored(aTestimonial(1)));
    const { user } = renderScreen();
    const group = await screen.findByRole('group', { name: 'Headshot: Client 1' });
    // What stands in for a missing headshot is said once, above the list, never in every card.
    expect(screen.getAllByText(/line-art mark/)).toHaveLength(1);
    expect(group).not.toHaveTextContent(/line-art mark/);
    expect(group.querySelector('[data-testimonial-picture="mark"] svg')).not.toBeNull();
    const button = within(group).getByRole('button', { name: 'Upload headshot: Client 1' });
    expect(button).toHaveAccessibleDescription(/at least 600 px wide/);
    // What a headshot must be is said once for the list, not in every card.
    expect(screen.getAllByText(/at least 600 px wide/)).toHaveLength(1);

    await user.upload(screen.getByLabelText('Headshot file: Client 1'), photoFile());
    const photo = await within(group).findByRole('img', { name: 'Photo of Client 1' });
    expect(photo).toHaveAttribute('src', headshot.src);
    expect(callsTo('POST', uploadUrl)).toHaveLength(1);
    expect(within(group).getByRole('button', { name: 'Replace headshot: Client 1' })).toBeEnabled();
  });

  it('shows the API’s refusal beside the field and keeps the headshot in place', async () => {
    api({
      [`GET ${urlOf(listTestimonials)}`]: { body: { items: [aTestimonial(1, { headshot })] } },
      [`POST ${uploadUrl}`]: { status: 400, body: { message: postMessages.imageType } },
    });
    const { user } = renderScreen();
    const group = await screen.findByRole('group', { name: 'Headshot: Client 1' });
    await user.upload(screen.getByLabelText('Headshot file: Client 1'), photoFile());
    expect(await within(group).findByRole('alert')).toHaveTextContent(postMessages.imageType);
    expect(within(group).getByRole('img', { name: 'Photo of Client 1' })).toHaveAttribute(
      'src',
      headshot.src,
    );
  });

  it('refuses a file over the size cap before sending it', async () => {
    const { callsTo } = api(stored(aTestimonial(1)));
    const { user } = renderScreen();
    await screen.findByRole('group', { name: 'Headshot: Client 1' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Headshot file: Client 1'), big);
    expect(await screen.findByText(postMessages.imageTooLarge)).toBeInTheDocument();
    expect(callsTo('POST', uploadUrl)).toHaveLength(0);
  });

  it('removes the headshot only once the owner confirms', async () => {
    const { callsTo } = api(stored(aTestimonial(1, { headshot })));
    const { user } = renderScreen();
    const group = await screen.findByRole('group', { name: 'Headshot: Client 1' });
    await user.click(within(group).getByRole('button', { name: 'Remove Headshot' }));
    const box = within(group).getByRole('group', { name: 'Yes, Remove Headshot' });
    expect(box).toHaveTextContent('line-art mark');
    expect(callsTo('DELETE', removeUrl)).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Yes, Remove Headshot' }));
    await waitFor(() => expect(callsTo('DELETE', removeUrl)).toHaveLength(1));
    expect(
      await within(group).findByRole('button', { name: 'Upload headshot: Client 1' }),
    ).toBeInTheDocument();
    expect(group.querySelector('[data-testimonial-picture="mark"] svg')).not.toBeNull();
    expect(within(group).queryByRole('img')).toBeNull();
  });
});
