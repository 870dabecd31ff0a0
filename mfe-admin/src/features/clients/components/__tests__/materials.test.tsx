import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMaterials, Material } from '@site/contracts/endpoints/client-materials';
import { materialMessages } from '@site/contracts/client-materials';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aClientRecord, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });
const maxFileBytes = 1024 * 1024;

const aPackage = (bookingId: number, type: '10-session' | '5-session'): PortalPackage => ({
  booking: {
    id: bookingId,
    packageType: type,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    amount: 1_000_000,
    status: 'paid',
    scheduledAt: null,
    timezone: 'Europe/Paris',
    sessions: [],
    sessionsTotal: 10,
    sessionsBooked: 1,
    sessionsRemaining: 9,
    canSchedule: true,
    canRequestRefund: false,
    refundableUntil: null,
  },
  accessKey: 'k',
  purchasedAt: instant(-10),
  questionnaireCompleted: true,
  support: { state: 'open', opensAt: null, closesAt: null, level: 'unlimited', priority: false },
  followUp: { state: 'waiting', opensAt: null, closesAt: null },
  checkIn: { state: 'not-due', dueAt: null },
  keepsRecordings: type === '10-session',
});

const session = (id: number, bookingId: number, attendance: 'held' | null) => ({
  id,
  bookingId,
  startsAt: instant(-2),
  endsAt: instant(-2, '16:30'),
  status: 'completed' as const,
  attendance,
  format: 'video' as const,
  kind: 'main' as const,
});

const aRecord = () =>
  aClientRecord({
    packages: [aPackage(7, '10-session'), aPackage(8, '5-session')],
    sessions: [session(70, 7, 'held'), session(80, 8, 'held'), session(71, 7, null)],
  });

const aMaterial = (overrides: Partial<Material> = {}): Material => ({
  id: 5,
  kind: 'file',
  title: 'Strategy framework',
  url: null,
  fileName: 'framework.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  packageType: null,
  sessionId: null,
  sessionStartsAt: null,
  createdAt: instant(-1),
  ...overrides,
});

const materials = (overrides: Partial<ClientMaterials> = {}): ClientMaterials => ({
  materials: [],
  recordings: [],
  maxFileBytes,
  ...overrides,
});

const materialsSection = async () =>
  within((await screen.findByRole('heading', { name: 'Materials' })).closest('section')!);

type User = ReturnType<typeof renderAt>['user'];

/** The Materials card with its form opened by its button. */
async function materialForm(user: User) {
  const section = await materialsSection();
  await user.click(await section.findByRole('button', { name: 'Add a Material' }));
  return section;
}

describe("a client's sessions", () => {
  it('groups them by package, each package named once above its sessions', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
    });
    renderAt('/admin/clients/4');
    const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
    const headings = sessions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent!);
    expect(headings).toEqual([
      expect.stringMatching(/^10-Session Package · bought /),
      expect.stringMatching(/^5-Session Package · bought /),
    ]);
    const tenSessions = sessions.getByRole('table', { name: headings[0] });
    // The 10-session package's two sessions, the 5-session package's one.
    expect(within(tenSessions).getAllByRole('row')).toHaveLength(3);
    expect(
      within(sessions.getByRole('table', { name: headings[1] })).getAllByRole('row'),
    ).toHaveLength(2);
    // Said once: in the heading, on none of the rows.
    for (const row of sessions.getAllByRole('row'))
      expect(row.textContent).not.toMatch(/Package · bought/);
  });
});

describe("a client's materials", () => {
  it('states the size the site stores, uploads a file for every buyer of one of his packages', async () => {
    const { calls } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
      'POST /api/admin/clients/4/materials/files': { status: 201, body: aMaterial() },
    });
    const { user } = renderAt('/admin/clients/4?tab=materials');
    const section = await materialForm(user);
    expect(
      await section.findByText(
        'No materials yet: files and links you add here appear in their portal.',
      ),
    ).toBeInTheDocument();
    expect(section.getByText(/At most 1 MB\./)).toBeInTheDocument();
    await user.type(section.getByLabelText('Title'), 'Custom toolkit');
    await user.upload(
      section.getByLabelText('File'),
      new File(['the toolkit'], 'toolkit.pdf', { type: 'application/pdf' }),
    );
    await user.selectOptions(
      section.getByLabelText('Who gets it'),
      'Everyone who buys the 10-Session Package',
    );
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/clients/4/materials/files')).toBe(true),
    );
    const sent = calls.find((call) => call.path === '/api/admin/clients/4/materials/files')!;
    expect(new URLSearchParams(sent.url.split('?')[1])).toEqual(
      new URLSearchParams({
        title: 'Custom toolkit',
        fileName: 'toolkit.pdf',
        packageType: '10-session',
      }),
    );
  });

  it('refuses a file past the size, and a link that is not http(s), before sending', async () => {
    const { calls } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
    });
    const { user } = renderAt('/admin/clients/4?tab=materials');
    const section = await materialForm(user);
    await user.type(await section.findByLabelText('Title'), 'Video');
    await user.upload(
      section.getByLabelText('File'),
      new File([new Uint8Array(maxFileBytes + 1)], 'video.mp4', { type: 'video/mp4' }),
    );
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    expect(
      await section.findByText(materialMessages.fileTooLarge(maxFileBytes)),
    ).toBeInTheDocument();
    expect(section.getByLabelText('File')).toHaveFocus();
    expect(section.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(section.getByLabelText('File'), new File([], 'empty.pdf'));
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    expect(await section.findByText(materialMessages.fileEmpty)).toBeInTheDocument();

    await user.click(section.getByRole('radio', { name: 'A link' }));
    await user.type(section.getByLabelText('Link'), 'ftp://files.example.com/x');
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    expect(await section.findByText(materialMessages.urlInvalid)).toBeInTheDocument();
    expect(section.getByLabelText('Link')).toHaveFocus();

    await user.clear(section.getByLabelText('Title'));
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    expect(section.getByLabelText('Title')).toHaveFocus();
    expect(section.getByLabelText('Title')).toHaveAccessibleDescription(
      materialMessages.titleRequired,
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the API’s refusal of a field at that field', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
      'POST /api/admin/clients/4/materials': {
        status: 400,
        body: {
          message: materialMessages.urlInvalid,
          errors: { url: materialMessages.urlInvalid },
        },
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=materials');
    const section = await materialForm(user);
    await user.type(await section.findByLabelText('Title'), 'Workbook');
    await user.click(section.getByRole('radio', { name: 'A link' }));
    await user.type(section.getByLabelText('Link'), 'https://docs.example.com/workbook');
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    await waitFor(() => expect(section.getByLabelText('Link')).toHaveFocus());
    expect(section.getByLabelText('Link')).toHaveAccessibleDescription(
      expect.stringContaining(materialMessages.urlInvalid),
    );
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(section.getByLabelText('Link')).toHaveValue('https://docs.example.com/workbook');
  });

  it('shows the API’s message when the upload is refused', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
      'POST /api/admin/clients/4/materials/files': {
        status: 413,
        body: { message: materialMessages.fileTooLarge(maxFileBytes) },
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=materials');
    const section = await materialForm(user);
    await user.type(await section.findByLabelText('Title'), 'Plan');
    await user.upload(section.getByLabelText('File'), new File(['x'], 'plan.pdf'));
    await user.click(section.getByRole('button', { name: 'Add Material' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      materialMessages.fileTooLarge(maxFileBytes),
    );
    expect(section.getByRole('alert')).toHaveFocus();
    expect(section.getByRole('button', { name: 'Add Material' })).toBeEnabled();
  });

  it('lists each material with its download and removes one once confirmed', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': {
        body: materials({ materials: [aMaterial({ packageType: '10-session' })] }),
      },
      'DELETE /api/admin/materials/5': { status: 204 },
    });
    const { user } = renderAt('/admin/clients/4?tab=materials');
    const section = await materialsSection();
    expect(await section.findByRole('link', { name: /Download framework.pdf/ })).toHaveAttribute(
      'href',
      '/api/admin/materials/5/file',
    );
    await user.click(section.getByRole('button', { name: 'Remove' }));
    expect(
      section.getByText(/Every buyer of the 10-Session Package stops seeing/),
    ).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/admin/materials/5')).toHaveLength(0);
    await user.click(section.getByRole('button', { name: 'Remove material' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/admin/materials/5')).toHaveLength(1));
  });
});

describe("a client's recordings", () => {
  it('are added per held session of a package that keeps them, as a link or a file', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/materials': { body: materials() },
      'POST /api/admin/sessions/70/recordings': {
        status: 201,
        body: aMaterial({ id: 9, kind: 'link', sessionId: 70 }),
      },
    });
    const { user } = renderAt('/admin/clients/4');
    const section = within(
      (await screen.findByRole('heading', { name: 'Recordings' })).closest('section')!,
    );
    // The 10-session's held session has a form; the 5-session's says it keeps none; the
    // unmarked session is not listed.
    expect(await section.findAllByRole('button', { name: 'Add a Recording' })).toHaveLength(1);
    expect(
      section.getByText('The 5-Session Package does not include recordings.'),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add a Recording' }));
    expect(section.getByRole('radio', { name: 'A file' })).toHaveFocus();
    await user.click(section.getByRole('radio', { name: 'A link' }));
    await user.type(section.getByLabelText('Link'), 'https://meet.example.com/rec/1');
    await user.click(section.getByRole('button', { name: 'Add Recording' }));
    await waitFor(() =>
      expect(callsTo('POST', '/api/admin/sessions/70/recordings')).toHaveLength(1),
    );
    expect(callsTo('POST', '/api/admin/sessions/70/recordings')[0]?.body).toEqual({
      title: expect.stringMatching(/^Recording of /),
      url: 'https://meet.example.com/rec/1',
    });
    // Added, the form closes and the focus goes back to its button.
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Add a Recording' })).toHaveFocus(),
    );
  });

  it('wait for a session marked held', async () => {
    api({
      'GET /api/admin/clients/4': { body: { ...aRecord(), sessions: [session(71, 7, null)] } },
      'GET /api/admin/clients/4/materials': { body: materials() },
    });
    renderAt('/admin/clients/4');
    expect(
      await screen.findByText('Recordings can be added to a session once it is marked held.'),
    ).toBeInTheDocument();
  });
});
