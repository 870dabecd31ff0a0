import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/ui/testing';
import { FormattingToolbar, type FormattingCommand } from '../formatting-toolbar';

function toolbar(commands: readonly FormattingCommand[], onCommand = jest.fn()) {
  renderWithProviders(
    <FormattingToolbar controls="body" commands={commands} onCommand={onCommand} />,
  );
  const bar = screen.getByRole('toolbar', { name: 'Formatting' });
  const names = within(bar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
  return { bar, names, onCommand };
}

describe('the formatting toolbar', () => {
  it('shows the commands its editor supports, always in the one order, each a named sign', () => {
    const { bar, names } = toolbar(['list', 'link', 'bold', 'heading', 'italic']);
    expect(names).toEqual(['Heading', 'Bold', 'Italic', 'Link', 'List']);
    expect(bar).toHaveAttribute('aria-controls', 'body');
    // Signs, not words: the link and the list are drawn, their names said by their labels.
    const link = within(bar).getByRole('button', { name: 'Link' });
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.textContent).toBe('');
  });

  it('runs the command pressed, and is one tab stop the arrows move through', async () => {
    const user = userEvent.setup();
    const { bar, onCommand } = toolbar(['heading', 'bold', 'italic', 'link', 'list', 'quote']);
    await user.click(within(bar).getByRole('button', { name: 'Quote' }));
    expect(onCommand).toHaveBeenCalledWith('quote');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(bar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  });
});
