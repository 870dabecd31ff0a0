import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { recentStages, speakingFormats } from '../../content/at-a-glance';
import { SpeakingAtAGlance } from '../speaking-at-a-glance';

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
    expect(formats[0]).toHaveTextContent('60-90 minutes');
    expect(formats[1]).toHaveTextContent('Half a day');
  });

  it('states audience sizes and where the speaker travels from', () => {
    renderWithProviders(<SpeakingAtAGlance />);
    expect(screen.getByText('Audiences').nextElementSibling).toHaveTextContent(/20 to .*2,000/);
    expect(screen.getByText('Travels from').nextElementSibling).toHaveTextContent('Cancún');
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
});
