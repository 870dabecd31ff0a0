import { screen } from '@testing-library/react';
import {
  exportZip,
  getOwnerSettings,
  saveOwnerSettings,
  settingsMessages,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const empty: OwnerSettings = {
  coachName: '',
  assessmentUrl: '',
  linkedinUrl: '',
  xUrl: '',
  youtubeUrl: '',
};
const api = (routes: Record<string, Handler>) =>
  mockApi({ ...signedIn(), [`GET ${urlOf(getOwnerSettings)}`]: { body: empty }, ...routes });
const renderScreen = () => renderWithProviders(<AdminRoutes />, { path: '/admin/site' });

describe('site and data', () => {
  it("offers the owner's data as one ZIP download", async () => {
    api({});
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Download all data (ZIP)' });
    expect(link).toHaveAttribute('href', urlOf(exportZip));
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Site and data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('saves the settings the owner typed', async () => {
    const { callsTo } = api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({ body }),
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Your name'), 'Rowan Vale');
    await user.type(screen.getByLabelText('X profile'), 'https://x.com/rowan');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))[0]!.body).toEqual({
      ...empty,
      coachName: 'Rowan Vale',
      xUrl: 'https://x.com/rowan',
    });
  });

  it('refuses a link that is not a web address before sending anything', async () => {
    const { callsTo } = api({});
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Assessment address'), 'assessment');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText(settingsMessages.url)).toBeInTheDocument();
    expect(screen.getByLabelText('Assessment address')).toHaveFocus();
    expect(screen.getByLabelText('Assessment address')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT', urlOf(saveOwnerSettings))).toHaveLength(0);
  });

  it('shows an error with Retry when the settings cannot be read', async () => {
    api({ [`GET ${urlOf(getOwnerSettings)}`]: { status: 500, body: { message: 'Down.' } } });
    renderScreen();
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
