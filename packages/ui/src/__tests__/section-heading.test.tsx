import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SectionHeading } from '../section-heading';
import { theme } from '../theme';

function renderHeading(lead?: string) {
  return render(
    <ThemeProvider theme={theme}>
      <section aria-labelledby="essays">
        <SectionHeading
          id="essays"
          eyebrow="Worth rereading"
          title="Essential Reading"
          lead={lead}
        />
      </section>
    </ThemeProvider>,
  );
}

describe('<SectionHeading>', () => {
  it('names its section with the title, under its eyebrow, and sets the lead apart in the muted lead', () => {
    renderHeading('The essays clients reread most, on billion-dollar success.');
    expect(screen.getByRole('region', { name: 'Essential Reading' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 2, name: 'Essential Reading' });
    const eyebrow = screen.getByText('Worth rereading');
    expect(eyebrow.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lead = screen.getByText(/The essays clients reread most/);
    expect(lead).toHaveAttribute('data-lead');
    expect(lead).toHaveStyle({ color: theme.colors.muted });
    // Its hyphenated words stay whole.
    expect(screen.getByText('billion-dollar')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('has no lead when given none', () => {
    const { container } = renderHeading();
    expect(container.querySelector('[data-lead]')).toBeNull();
  });
});
