import { renderWithProviders } from '@site/ui/testing';
import { EmailAddress } from '../breakable';

describe('an email address in a list', () => {
  it('breaks only after its "@", never inside its name or its domain, the whole in its title', () => {
    const { container } = renderWithProviders(
      <EmailAddress address="morgan.emergency@example.test" quiet />,
    );
    const address = container.querySelector('[title]') as HTMLElement;
    expect(address).toHaveAttribute('title', 'morgan.emergency@example.test');
    expect(address.textContent).toBe('morgan.emergency@example.test');
    // One break opportunity, after the "@"; each side on one line.
    expect(address.querySelectorAll('wbr')).toHaveLength(1);
    const sides = [...address.querySelectorAll('span')];
    expect(sides.map((side) => side.textContent)).toEqual(['morgan.emergency@', 'example.test']);
    for (const side of sides) expect(getComputedStyle(side).whiteSpace).toBe('nowrap');
    // Under a client's name it is quiet meta: not bold, so the name leads.
    expect(getComputedStyle(address).fontWeight).toBe('400');
  });
});
