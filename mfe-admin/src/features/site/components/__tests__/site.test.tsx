import { screen, waitFor, within } from '@testing-library/react';
import { PairedButton } from '../../../../components/ui';
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
    const link = await screen.findByRole('link', { name: 'Download All Data (ZIP)' });
    expect(link).toHaveAttribute('href', urlOf(exportZip));
    expect(link).toHaveAttribute('download');
    // The back office's secondary button, not gold words standing alone.
    expect(link).toHaveClass(PairedButton.styledComponentId);
    expect(screen.getByRole('link', { name: 'Site and Data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers Save Settings only once something changed, and says where the form stands', async () => {
    api({ [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({ body }) });
    const { user } = renderScreen();
    const name = await screen.findByLabelText('Your name');
    const save = screen.getByRole('button', { name: 'Save Settings' });
    const status = within(save.parentElement!).getByRole('status');
    expect(save).toBeDisabled();
    expect(status).toHaveTextContent('All changes saved');
    await user.type(name, 'R');
    expect(save).toBeEnabled();
    expect(status).toHaveTextContent('Unsaved changes');
    // Put back as saved: nothing to save again.
    await user.clear(name);
    expect(save).toBeDisabled();
    await user.type(name, 'Rowan');
    await user.click(save);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(status).toHaveTextContent('All changes saved');
    expect(save).toBeDisabled();
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

  it('saves the email settings; the booking hours are set on Schedules alone, and kept as read', async () => {
    const { callsTo } = api({
      [`GET ${urlOf(getOwnerSettings)}`]: {
        body: { ...empty, freeCallFirst: '14:00', bookingHorizonDays: '30' },
      },
      [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({ body }),
    });
    const { user } = renderScreen();
    await user.type(
      await screen.findByLabelText('Meeting room link'),
      'https://meet.example.org/r',
    );
    await user.type(screen.getByLabelText('Postal address for emails'), '1 Example Street');
    await user.type(screen.getByLabelText('Contact email'), 'me@example.org');
    // No hours here: one place sets them, linked from here.
    for (const label of [/free call starts at/, /Paid sessions/, /Booking horizon/])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Bookings' })).getByRole('link', {
        name: 'Schedules',
      }),
    ).toHaveAttribute('href', '/admin/schedules');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))[0]!.body).toEqual({
      ...empty,
      meetingUrl: 'https://meet.example.org/r',
      postalAddress: '1 Example Street',
      contactEmail: 'me@example.org',
      freeCallFirst: '14:00',
      bookingHorizonDays: '30',
    });
  });

  it('sets the specials’ last day with a date field, saved with the other settings', async () => {
    const { callsTo } = api({ [`PUT ${urlOf(saveOwnerSettings)}`]: ({ body }) => ({ body }) });
    const { user } = renderScreen();
    const field = await screen.findByLabelText('Specials end on');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAccessibleDescription(/Offer ends/);
    const year = new Date().getFullYear() + 1;
    await user.type(field, `${year}-01-31`);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))[0]!.body).toEqual({
      ...empty,
      specialsEndOn: `${year}-01-31`,
    });
  });

  // The host's names once, at the card's end, in sentence case as the site's other disclosures.
  it('says in plain words where an empty field’s value comes from, the host’s names in one closed disclosure at the card’s end: “Technical notes for your web host”', async () => {
    api({});
    renderScreen();
    const names = [
      ['Meeting room link', 'MEETING_URL'],
      ['Postal address for emails', 'MAIL_POSTAL_ADDRESS'],
      ['Contact email', 'OWNER_EMAIL'],
    ] as const;
    for (const [label, name] of names) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAccessibleDescription(/set in your host’s settings/);
      // Not part of what the field says to a screen reader.
      expect(field).not.toHaveAccessibleDescription(new RegExp(name));
    }
    // One disclosure, not one under each field.
    const summaries = screen.getAllByText(/for your web host/i);
    expect(summaries).toHaveLength(1);
    const summary = summaries[0]!.closest('summary')!;
    expect(summary).toHaveTextContent('Technical notes for your web host');
    const details = summary.parentElement!;
    expect(details.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    // The site's one disclosure: its chevron in a ring, not the browser's triangle.
    expect(summary.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(summary).listStyle).toBe('none');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(names.map(([label, name]) => `${label}: ${name}`));
    // At the card's end: after every field, just before the save button.
    for (const [label] of names)
      expect(
        screen.getByLabelText(label).compareDocumentPosition(details) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(
      details.compareDocumentPosition(screen.getByRole('button', { name: 'Save Settings' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText(/the server’s/)).not.toBeInTheDocument();
  });

  it('checks the email by its field before sending', async () => {
    const { callsTo } = api({});
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Contact email'), 'me at example');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const errorOf = (label: string) =>
      document.getElementById(`${screen.getByLabelText(label).id}-error`);
    expect(errorOf('Contact email')).toHaveTextContent(settingsMessages.contactEmail);
    expect(screen.getByLabelText('Contact email')).toHaveFocus();
    expect(callsTo('PUT', urlOf(saveOwnerSettings))).toHaveLength(0);
  });

  it("shows the server's refusal by its field, and keeps what was typed", async () => {
    api({
      [`PUT ${urlOf(saveOwnerSettings)}`]: {
        status: 400,
        body: {
          message: settingsMessages.contactEmail,
          errors: { contactEmail: settingsMessages.contactEmail },
        },
      },
    });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText('Contact email'), 'me@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.contactEmail);
    expect(
      document.getElementById(`${screen.getByLabelText('Contact email').id}-error`),
    ).toHaveTextContent(settingsMessages.contactEmail);
    expect(screen.getByLabelText('Contact email')).toHaveValue('me@example.org');
    expect(screen.getByLabelText('Contact email')).toHaveAttribute('aria-invalid', 'true');
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
