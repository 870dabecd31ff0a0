import { screen, waitFor, within } from '@testing-library/react';
import { postMessages } from '@site/contracts/admin-posts';
import {
  getOwnerSettings,
  getSitePhotos,
  ownerSettingsKeys,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import type { SitePhoto, SitePhotos } from '@site/contracts/site-settings';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const empty = Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])) as OwnerSettings;
const none: SitePhotos = { portrait: null, hero: null };
const portrait: SitePhoto = {
  src: '/api/media/uploads/abc123-960.webp',
  width: 960,
  height: 1200,
  avifSrcSet: '/api/media/uploads/abc123-600.avif 600w, /api/media/uploads/abc123-960.avif 960w',
  webpSrcSet: '/api/media/uploads/abc123-600.webp 600w, /api/media/uploads/abc123-960.webp 960w',
};
const uploadUrl = '/api/admin/site-settings/photos/portrait';

const api = (photos: SitePhotos, routes: Record<string, Handler> = {}) =>
  mockApi({
    ...signedIn(),
    [`GET ${urlOf(getOwnerSettings)}`]: { body: empty },
    [`GET ${urlOf(getSitePhotos)}`]: { body: photos },
    ...routes,
  });
const renderScreen = () => renderWithProviders(<AdminRoutes />, { path: '/admin/site' });
const photoFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

describe('site photos', () => {
  it('says the built-in images show until one is uploaded, then previews the upload', async () => {
    const { callsTo } = api(none, { [`POST ${uploadUrl}`]: { body: { ...none, portrait } } });
    const { user } = renderScreen();
    const card = await screen.findByRole('group', { name: 'Portrait' });
    // A thumbnail of the built-in drawing in use, and where it shows said once.
    expect(
      within(card).getByRole('img', { name: 'Current portrait: the built-in line drawing' }),
    ).toBeInTheDocument();
    // The home page's photo has its empty state too, in the same place: the two cards line up.
    const hero = screen.getByRole('group', { name: 'Home page photo' });
    expect(
      within(hero).getByRole('img', { name: 'Current home page photo: the built-in artwork' }),
    ).toBeInTheDocument();
    expect([...hero.children].map((part) => part.tagName)).toEqual(
      [...card.children].map((part) => (part.tagName === 'IMG' ? 'DIV' : part.tagName)),
    );
    expect(card.textContent!.match(/About and Connect pages/g)).toHaveLength(1);
    expect(card).toHaveTextContent('No photo uploaded: the built-in line drawing shows on');
    expect(within(card).queryByRole('button', { name: 'Remove Portrait' })).toBeNull();
    const button = within(card).getByRole('button', { name: 'Upload Portrait' });
    expect(button).toHaveAccessibleDescription(/at least 600 px wide/);

    await user.upload(screen.getByLabelText('Portrait file'), photoFile());
    const preview = await within(card).findByRole('img', { name: 'Current portrait' });
    expect(preview).toHaveAttribute('src', portrait.src);
    expect(preview).toHaveAttribute('width', '960');
    expect(callsTo('POST', uploadUrl)).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Replace Portrait' })).toBeEnabled();
  });

  it('shows the API’s refusal beside the field and keeps the current photo', async () => {
    api(
      { ...none, portrait },
      { [`POST ${uploadUrl}`]: { status: 400, body: { message: postMessages.imageType } } },
    );
    const { user } = renderScreen();
    const card = await screen.findByRole('group', { name: 'Portrait' });
    await user.upload(screen.getByLabelText('Portrait file'), photoFile());
    expect(await within(card).findByRole('alert')).toHaveTextContent(postMessages.imageType);
    expect(within(card).getByRole('img', { name: 'Current portrait' })).toHaveAttribute(
      'src',
      portrait.src,
    );
  });

  it('refuses a file over the size cap before sending it', async () => {
    const { callsTo } = api(none);
    const { user } = renderScreen();
    await screen.findByRole('group', { name: 'Portrait' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Portrait file'), big);
    expect(await screen.findByText(postMessages.imageTooLarge)).toBeInTheDocument();
    expect(callsTo('POST', uploadUrl)).toHaveLength(0);
  });

  it('removes the portrait only once the owner confirms', async () => {
    const { callsTo } = api({ ...none, portrait }, { [`DELETE ${uploadUrl}`]: { body: none } });
    const { user } = renderScreen();
    const card = await screen.findByRole('group', { name: 'Portrait' });
    await user.click(within(card).getByRole('button', { name: 'Remove Portrait' }));
    const box = within(card).getByRole('group', { name: 'Yes, Remove Portrait' });
    expect(box).toHaveTextContent('the built-in line drawing shows again');
    expect(callsTo('DELETE', uploadUrl)).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Yes, Remove Portrait' }));
    await waitFor(() => expect(callsTo('DELETE', uploadUrl)).toHaveLength(1));
    expect(await within(card).findByText(/No photo uploaded/)).toBeInTheDocument();
    // The built-in drawing in use again, its thumbnail in the upload's place.
    expect(within(card).queryByRole('img', { name: 'Current portrait' })).toBeNull();
    expect(
      within(card).getByRole('img', { name: 'Current portrait: the built-in line drawing' }),
    ).toBeInTheDocument();
  });

  it('offers the home page photo apart, with its own labels', async () => {
    api(none);
    renderScreen();
    const card = await screen.findByRole('group', { name: 'Home page photo' });
    expect(
      within(card).getByRole('button', { name: 'Upload Home Page Photo' }),
    ).toBeInTheDocument();
  });
});
