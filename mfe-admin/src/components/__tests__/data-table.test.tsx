import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/ui/theme';
import { TableScroll } from '../data-table';

/** The box's laid-out widths, which jsdom does not compute. */
function layOut({ content, box }: { content: number; box: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

function renderTable() {
  render(
    <ThemeProvider theme={theme}>
      <TableScroll label="Clients table">
        <table>
          <tbody>
            <tr>
              <td>Lena Okafor</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'Clients table' });
}

afterEach(() => jest.restoreAllMocks());

describe("a table's scroll box", () => {
  it('is a stop of the keyboard while its table is wider than the box', () => {
    layOut({ content: 1100, box: 720 });
    expect(renderTable()).toHaveAttribute('tabindex', '0');
  });

  it('is no stop of the keyboard when nothing in it scrolls', () => {
    layOut({ content: 328, box: 328 });
    expect(renderTable()).not.toHaveAttribute('tabindex');
  });
});
