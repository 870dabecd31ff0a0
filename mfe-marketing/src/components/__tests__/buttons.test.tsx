import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { AssessmentLink, ScrollButton } from '../buttons';

describe('<ScrollButton/>', () => {
  it('is a real #id link that glides to its section and moves focus there', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderWithProviders(
      <>
        <ScrollButton targetId="story">Read The Story</ScrollButton>
        <section id="story">The story</section>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Read The Story' });
    expect(link).toHaveAttribute('href', '#story');
    await user.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByText('The story')).toHaveFocus();
  });
});

describe('<AssessmentLink/>', () => {
  it('opens the assessment of the site settings in a new tab without an opener', () => {
    renderWithProviders(<AssessmentLink>Start Your Assessment</AssessmentLink>, {
      settings: { ...testSettings, assessmentUrl: 'https://pattern.test/start' },
    });
    const link = screen.getByRole('link', { name: /Start Your Assessment/ });
    expect(link).toHaveAttribute('href', 'https://pattern.test/start');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Start Your Assessment (opens in a new tab)');
  });

  it('falls back to the free discovery call when no assessment is configured (never an empty row)', () => {
    renderWithProviders(
      <div data-testid="slot">
        <AssessmentLink>Start Your Assessment</AssessmentLink>
      </div>,
      { settings: { ...testSettings, assessmentUrl: '' } },
    );
    const link = screen.getByRole('link', { name: 'Book Your Free Discovery Call' });
    expect(link).toHaveAttribute('href', '/consulting#strategy-call');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByText(/Start Your Assessment/)).not.toBeInTheDocument();
  });
});
