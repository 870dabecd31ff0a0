import { fireEvent, screen, within } from '@testing-library/react';
import type { PortalMaterials as Answer } from '@site/contracts/endpoints/client-materials';
import { portalEmptyMessages } from '@site/contracts/client-portal';
import { renderWithProviders } from '@site/ui/testing';
import { injectClockEachTest } from '../../../../test/clock';
import { mockApi } from '../../../../test/mock-api';
import { daysFrom, portalMaterial as material } from '../../../../test/portal-fixtures';
import { formatShortDate } from '@site/contracts/slots';
import { facts } from '../material-links';
import { PortalMaterials } from '../portal-materials';
import { PortalRecordings } from '../portal-recordings';

let now: Date;
injectClockEachTest((instant) => (now = instant));
afterEach(() => {
  jest.restoreAllMocks();
});

const answer = (): Answer => ({
  materials: [
    material(now),
    material(now, {
      id: 2,
      kind: 'link',
      title: 'Reading list',
      url: 'https://example.com/reading',
      fileName: null,
      contentType: null,
      sizeBytes: null,
      packageType: '10-session',
    }),
  ],
  recordings: [
    material(now, {
      id: 3,
      title: 'Recording of our first session',
      fileName: 'session-1.mp4',
      contentType: 'video/mp4',
      sessionId: 70,
      sessionStartsAt: daysFrom(now, -2),
    }),
  ],
});

describe('the portal materials and recordings', () => {
  it('offer each file through his own download address and each link in a new tab', async () => {
    mockApi({ 'GET /api/portal/materials': { body: answer() } });
    renderWithProviders(
      <>
        <PortalMaterials zone="Europe/Paris" />
        <PortalRecordings zone="Europe/Paris" offered />
      </>,
    );
    const file = await screen.findByRole('link', { name: /Download Strategy framework/ });
    expect(file).toHaveAttribute('href', '/api/portal/materials/1/file');
    // A row: its title, its facts small and muted (each kept whole), one action.
    const row = screen.getByRole('listitem', { name: 'Strategy framework' });
    const facts = [...row.querySelectorAll('p span span')].map((span) => span.textContent ?? '');
    expect(facts).toEqual([
      'PDF',
      '2 KB',
      expect.stringMatching(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ]);
    // No dot in the words: the dots between facts are drawn, so a wrap never leaves one at a
    // line's end or start.
    expect(row.querySelector('p')).not.toHaveTextContent('·');
    expect(getComputedStyle(within(row).getByText('2 KB')).whiteSpace).toBe('nowrap');
    const link = screen.getByRole('link', { name: /Open Reading list/ });
    expect(link).toHaveAttribute('href', 'https://example.com/reading');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const recording = screen.getByRole('link', { name: /Download Recording of our first session/ });
    expect(recording).toHaveAttribute('href', '/api/portal/materials/3/file');
    // One look for one action: a recording's Download is the material's button, not a link in
    // its facts.
    expect(recording.className).toBe(file.className);
    expect(recording.closest('p')).toBeNull();
  });

  it('play a recording in the page, Download beside Play', async () => {
    mockApi({ 'GET /api/portal/materials': { body: answer() } });
    const { container } = renderWithProviders(<PortalRecordings zone="Europe/Paris" offered />);
    const play = await screen.findByRole('button', { name: 'Play Recording of our first session' });
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(play);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/portal/materials/3/file');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: /Close Recording/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: /Close Recording/ }));
    expect(container.querySelector('video')).toBeNull();
  });

  it('say what will appear when there is nothing yet', async () => {
    mockApi({ 'GET /api/portal/materials': { body: { materials: [], recordings: [] } } });
    renderWithProviders(
      <>
        <PortalMaterials zone="Europe/Paris" />
        <PortalRecordings zone="Europe/Paris" offered />
      </>,
    );
    expect(await screen.findByText(portalEmptyMessages.materials)).toBeInTheDocument();
    expect(await screen.findByText(portalEmptyMessages.recordings)).toBeInTheDocument();
  });

  it('leave recordings out when none of his packages keeps them', async () => {
    const { callsTo } = mockApi({ 'GET /api/portal/materials': { body: answer() } });
    renderWithProviders(
      <>
        <PortalMaterials zone="Europe/Paris" />
        <PortalRecordings zone="Europe/Paris" offered={false} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Materials' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recordings' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/portal/materials').length).toBeGreaterThan(0);
  });

  it('say so when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/portal/materials': { status: 500, body: { message: 'Internal' } } });
    renderWithProviders(<PortalMaterials zone="Europe/Paris" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your materials could not be loaded.',
    );
  });

  it('say a recording’s day once, when its title already says it', () => {
    const day = daysFrom(now, -2);
    const zone = 'Europe/Paris';
    const recording = (title: string) =>
      material(now, {
        id: 4,
        title,
        fileName: 'session.mp4',
        contentType: 'video/mp4',
        sessionId: 71,
        sessionStartsAt: day,
      });
    expect(facts(recording(`Recording of ${formatShortDate(day, zone)}`), zone)).toEqual([
      'MP4',
      expect.any(String),
    ]);
    // The title's own spaces may be no-break ones.
    const noBreak = `Recording of ${formatShortDate(day, zone).replace(' ', '\u00a0')}`;
    expect(facts(recording(noBreak), zone)).toHaveLength(2);
    expect(facts(recording('Our first session'), zone)).toContain(
      `Session of ${formatShortDate(day, zone)}`,
    );
  });
});
