import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { recentStages, speakingFormats } from '../../content/at-a-glance';
import { SpeakingAtAGlance, STAGES_ON_A_PHONE } from '../speaking-at-a-glance';

describe('<SpeakingAtAGlance/>', () => {
  it('names the four formats, each with its length', () => {
    renderWithProviders(<SpeakingAtAGlance />);
    const band = screen.getByRole('region', { name: 'Speaking at a Glance' });
    const formats = within(band)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-label="Formats"]'));
    expect(formats.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Keynote',
      'Workshop',
      'Fireside chat',
      'Virtual',
    ]);
    expect(formats[0]).toHaveTextContent('60–90 minutes');
    expect(formats[1]).toHaveTextContent('Half a day');
  });

  it('states audience sizes and where the speaker travels from', () => {
    renderWithProviders(<SpeakingAtAGlance />);
    expect(screen.getByText('Audiences').nextElementSibling).toHaveTextContent(/20 to .*2,000/);
    expect(screen.getByText('Travels from').nextElementSibling).toHaveTextContent('Cancun');
  });

  it('lists the recent stages as written, year, kind and city, newest first', () => {
    renderWithProviders(<SpeakingAtAGlance />);
    const stages = within(screen.getByRole('list', { name: 'Recent Stages' })).getAllByRole(
      'listitem',
    );
    expect(stages).toHaveLength(recentStages.length);
    recentStages.forEach((stage, index) => {
      // The city keeps its dot with it (a no-break space between them).
      expect(stages[index]!.textContent).toBe(`${stage.year}${stage.kind} ·\u00a0${stage.city}`);
    });
    const years = recentStages.map((stage) => Number(stage.year));
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(speakingFormats).toHaveLength(4);
  });

  it('gives each format a short description under its length', () => {
    renderWithProviders(<SpeakingAtAGlance />);
    const formats = screen.getByRole('list', { name: 'Formats' });
    for (const format of speakingFormats) {
      expect(within(formats).getByText(format.text)).toBeInTheDocument();
    }
  });

  it('folds the older stages behind "Show All Stages", which opens and closes the whole record', async () => {
    const { user } = renderWithProviders(<SpeakingAtAGlance />);
    expect(recentStages.length).toBeGreaterThan(STAGES_ON_A_PHONE);
    const list = screen.getByRole('list', { name: 'Recent Stages' });
    const toggle = screen.getByRole('button', { name: 'Show All Stages' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-collapsed');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Fewer Stages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(list).not.toHaveAttribute('data-collapsed');
  });
});
