import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { QuestionnaireReceived } from '../questionnaire-received';

describe('<QuestionnaireReceived/>', () => {
  it('keeps the dot with the way to his answers, so a wrapped line never ends with it', () => {
    renderWithProviders(<QuestionnaireReceived answersTo="/questionnaire/7?key=k" />);
    const link = screen.getByRole('link', { name: 'View Your Answers' });
    const dot = screen.getByText('·');
    // The dot and the link wrap as one: one box that never breaks inside.
    const together = link.parentElement!;
    expect(together).toContainElement(dot);
    expect(together).toHaveTextContent(/^·\s*View Your Answers$/);
    expect(getComputedStyle(together).whiteSpace).toBe('nowrap');
    expect(together.parentElement).toHaveTextContent(/^Questionnaire received/);
  });

  it('without the way to his answers, says only that it is received', () => {
    renderWithProviders(<QuestionnaireReceived />);
    expect(screen.queryByText('·')).toBeNull();
    expect(screen.getByText('Questionnaire received')).toBeInTheDocument();
  });
});
