import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PageHeader } from '../page-header';
import { theme } from '../theme';

describe('<PageHeader>', () => {
  it('is the page’s header, with its one title', () => {
    render(
      <ThemeProvider theme={theme}>
        <PageHeader eyebrow="Legal" title="Privacy Policy" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).not.toBeNull();
  });

  it('given a role (an alert), is a plain block that carries it: a header element takes none', () => {
    render(
      <ThemeProvider theme={theme}>
        <PageHeader role="alert" title="Payment Methods Not Activated" />
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('DIV');
    expect(alert).toHaveTextContent('Payment Methods Not Activated');
  });
});
