import { screen } from '@testing-library/react';
import { ErrorMessage, FieldErrorMessage } from '../error-message';
import { errorIdOf, fieldControl } from '../form-kit';
import { renderWithProviders } from '../testing';
import { theme } from '../theme';

/** The one error look: the red edge and the ivory box, whatever the error is about. */
function expectTheErrorLook(element: HTMLElement) {
  expect(element).toHaveAttribute('data-error-message');
  const style = getComputedStyle(element);
  expect(style.borderLeftColor).toBe(hexToRgb(theme.colors.destructive));
  expect(style.backgroundColor).toBe(hexToRgb(theme.colors.ivory));
  expect(style.color).toBe(hexToRgb(theme.colors.text));
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('the one error presentation', () => {
  it('announces a form’s failure as an alert, in the error box', () => {
    renderWithProviders(<ErrorMessage role="alert">The message could not be sent.</ErrorMessage>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The message could not be sent.');
    expectTheErrorLook(alert);
  });

  it('puts a field’s error in the same box, named by its control', () => {
    const control = fieldControl('field-name', 'Name is required');
    renderWithProviders(
      <>
        <label htmlFor="field-name">Name</label>
        <input {...control} />
        <FieldErrorMessage id="field-name" error="Name is required" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(errorIdOf('field-name'))!;
    // Read with its field, not shouted over it.
    expect(message).not.toHaveAttribute('role');
    expectTheErrorLook(message);
  });

  it('draws nothing for a field without an error', () => {
    const { container } = renderWithProviders(<FieldErrorMessage id="field-name" error={null} />);
    expect(container.querySelector('[data-error-message]')).toBeNull();
  });
});
