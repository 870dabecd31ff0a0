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

/** A list's table with a secondary column, whose narrowest width (measured with it) is `narrowest`. */
function renderListTable({ narrowest, box }: { narrowest: number; box: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(box);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    // Measured at its narrowest only while its box says so (its secondary column shown).
    const measuring = this.parentElement?.hasAttribute('data-measuring') ?? false;
    return { width: measuring ? narrowest : box } as DOMRect;
  });
  render(
    <ThemeProvider theme={theme}>
      <TableScroll label="Bookings table">
        <table>
          <tbody>
            <tr>
              <td>Lena Okafor</td>
              <td data-secondary="">Nov 30, 2026</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'Bookings table' });
}

describe("a table's secondary columns", () => {
  it('are left out when the table with them is wider than its box', () => {
    expect(renderListTable({ narrowest: 961, box: 953 })).toHaveAttribute(
      'data-secondary-fits',
      'false',
    );
  });

  it('stand where the table with them fits its box', () => {
    expect(renderListTable({ narrowest: 900, box: 953 })).toHaveAttribute(
      'data-secondary-fits',
      'true',
    );
  });

  it('are not measured in a table without any', () => {
    layOut({ content: 328, box: 328 });
    expect(renderTable()).not.toHaveAttribute('data-secondary-fits');
  });
});
