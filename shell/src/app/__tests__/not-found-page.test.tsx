import { screen } from '@testing-library/react';
import { theme } from '@site/ui/theme';
import { renderWithProviders } from '@site/ui/testing';
import { NotFoundPage } from '../not-found-page';

describe('NotFoundPage', () => {
  it('sets its hint as a sentence in the body face, only the path as code', () => {
    renderWithProviders(<NotFoundPage />, { path: '/no-such-page' });
    const hint = screen.getByText(/The link may be mistyped, or the page has moved:/);
    expect(hint).toHaveTextContent(
      'The link may be mistyped, or the page has moved: there is no page at /no-such-page.',
    );
    const face = (stack: string) => stack.replace(/["']/g, '');
    expect(face(getComputedStyle(hint).fontFamily)).toBe(face(theme.fonts.body));
    expect(hint.querySelector('code')).toHaveTextContent('/no-such-page');
    // The full stop stays on the path's line.
    expect(hint.querySelector('code')?.parentElement).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
