import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/ui/theme';
import { ConfirmAction } from '../confirm-action';

function renderAction(quiet?: boolean) {
  render(
    <ThemeProvider theme={theme}>
      <ConfirmAction
        label="Remove"
        confirmLabel="Remove ana@example.com"
        consequence="The address is deleted."
        quiet={quiet}
        onConfirm={() => undefined}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Remove' });
}

describe('a destructive action asked once', () => {
  it('opens with a red button where it stands alone', () => {
    expect(getComputedStyle(renderAction()).color).toBe('rgb(180, 35, 24)');
  });

  it('opens with a quiet navy button on every row of a list', () => {
    expect(getComputedStyle(renderAction(true)).color).not.toBe('rgb(180, 35, 24)');
  });
});
