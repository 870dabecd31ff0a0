import { screen, waitFor } from '@testing-library/react';
import {
  exportZip,
  getOwnerSettings,
  getSitePhotos,
  ownerSettingsKeys,
  saveOwnerSettings,
  settingsMessages,
  type OwnerSettingsDocument,
} from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const empty = {
  ...Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])),
  version: 4,
} as OwnerSettingsDocument;
const api = (routes: Record<string, Handler>) =>
  mockApi({
    ...signedIn(),
    [`GET ${urlOf(getOwnerSettings)}`]: { body: empty },
    [`GET ${urlOf(getSitePhotos)}`]: { body: { portrait: null, hero: null } },
    ...routes,
  });
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

  it('saves the e-mail and booking settings, and shows what the server stored', async () => {
    const { callsTo } = api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({ body }),
    });
    const { user } = renderScreen();
    await user.type(
      await screen.findByLabelText('Meeting room link'),
      'https://meet.example.org/r',
    );
    await user.type(screen.getByLabelText('Postal address for e-mails'), '1 Example Street');
    await user.type(screen.getByLabelText('Contact e-mail'), 'me@example.org');
    await user.type(screen.getByLabelText('First free call starts at'), '14:00');
    await user.type(screen.getByLabelText('Last free call starts at'), '17:30');
    await user.type(screen.getByLabelText('Booking horizon (days)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))[0]!.body).toEqual({
      ...empty,
      meetingUrl: 'https://meet.example.org/r',
      postalAddress: '1 Example Street',
      contactEmail: 'me@example.org',
      freeCallFirst: '14:00',
      freeCallLast: '17:30',
      bookingHorizonDays: '30',
    });
    expect(screen.getByRole('group', { name: 'Bookings' })).toContainElement(
      screen.getByLabelText('Booking horizon (days)'),
    );
  });

  it('checks hours, the horizon and the e-mail by their fields before sending', async () => {
    const { callsTo } = api({});
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Contact e-mail'), 'me at example');
    await user.type(screen.getByLabelText('First free call starts at'), '15:00');
    await user.type(screen.getByLabelText('Last free call starts at'), '14:00');
    await user.type(screen.getByLabelText('Paid sessions from'), '9:10');
    await user.type(screen.getByLabelText('Booking horizon (days)'), '999');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const errorOf = (label: string) =>
      document.getElementById(`${screen.getByLabelText(label).id}-error`);
    expect(errorOf('Contact e-mail')).toHaveTextContent(settingsMessages.contactEmail);
    expect(errorOf('Last free call starts at')).toHaveTextContent(settingsMessages.freeCallOrder);
    expect(errorOf('Paid sessions from')).toHaveTextContent(settingsMessages.time);
    expect(errorOf('Booking horizon (days)')).toHaveTextContent(settingsMessages.horizon);
    expect(errorOf('First free call starts at')).toBeNull();
    expect(screen.getByLabelText('Contact e-mail')).toHaveFocus();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))).toHaveLength(0);
  });

  it("shows the server's refusal by its field, and keeps what was typed", async () => {
    api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: {
        status: 400,
        body: {
          message: settingsMessages.workingHoursOrder,
          errors: { workingHoursStart: settingsMessages.workingHoursOrder },
        },
      },
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Paid sessions from'), '20:30');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.workingHoursOrder);
    expect(
      document.getElementById(`${screen.getByLabelText('Paid sessions from').id}-error`),
    ).toHaveTextContent(settingsMessages.workingHoursOrder);
    expect(screen.getByLabelText('Paid sessions from')).toHaveValue('20:30');
    expect(screen.getByLabelText('Paid sessions from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the version it read, and keeps what was typed when another tab saved first', async () => {
    const { callsTo } = api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: {
        status: 409,
        body: { message: settingsMessages.conflict },
      },
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Your name'), 'Rowan Vale');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.conflict);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(callsTo('PUT', urlOf(saveOwnerSettings))[0]!.body).toMatchObject({ version: 4 });
    expect(screen.getByLabelText('Your name')).toHaveValue('Rowan Vale');
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('saves again from the version the server answered', async () => {
    const { callsTo } = api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({
        body: {
          ...(body as OwnerSettingsDocument),
          version: (body as OwnerSettingsDocument).version + 1,
        },
      }),
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Your name'), 'Rowan Vale');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('X profile'), 'https://x.com/rowan');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo('PUT', urlOf(saveOwnerSettings))).toHaveLength(2));
    expect(
      callsTo('PUT', urlOf(saveOwnerSettings)).map(
        (call) => (call.body as OwnerSettingsDocument).version,
      ),
    ).toEqual([4, 5]);
  });

  it('shows an error with Retry when the settings cannot be read', async () => {
    api({ [`GET ${urlOf(getOwnerSettings)}`]: { status: 500, body: { message: 'Down.' } } });
    renderScreen();
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
