import { render } from '@testing-library/react';
import { Breakable } from '../breakable';

describe('Breakable', () => {
  it('lets an address wrap after its punctuation only, and keeps its text whole', () => {
    const { container } = render(<Breakable text="lena.okafor@example-mail.com" />);
    expect(container.textContent).toBe('lena.okafor@example-mail.com');
    expect(container.innerHTML).toBe('lena.<wbr>okafor@<wbr>example-<wbr>mail.<wbr>com');
  });
});
