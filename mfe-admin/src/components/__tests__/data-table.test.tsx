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

/**
 * A list's table with a secondary column in a box `box` wide, whose narrowest width in columns is
 * `all` with its secondary column and `primary` without it; it scrolls by `overflow` pixels.
 */
function renderListTable({
  all,
  primary = all,
  box,
  overflow = 0,
}: {
  all: number;
  primary?: number;
  box: number;
  overflow?: number;
}) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(box + overflow);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    // Measured at its narrowest only while its box says so, with or without its secondary column.
    const measuring = this.parentElement?.getAttribute('data-measuring');
    const width = measuring === 'all' ? all : measuring === 'primary' ? primary : box;
    return { width } as DOMRect;
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
    expect(renderListTable({ all: 961, primary: 800, box: 953 })).toHaveAttribute(
      'data-secondary-fits',
      'false',
    );
  });

  it('stand where the table with them fits its box', () => {
    expect(renderListTable({ all: 900, box: 953 })).toHaveAttribute('data-secondary-fits', 'true');
  });
});

describe("a table's layout in its box", () => {
  it('is columns where its narrowest columns fit the box', () => {
    expect(renderListTable({ all: 961, primary: 700, box: 712 })).toHaveAttribute(
      'data-layout',
      'columns',
    );
  });

  it("is a phone's rows where even its main columns are wider than the box", () => {
    // A booking's emails at a tablet's width: a long date and a button keep it 712 px wide.
    expect(renderListTable({ all: 712, box: 674 })).toHaveAttribute('data-layout', 'rows');
  });
});

describe("a table's fade at its box's right edge", () => {
  const frameOf = (box: HTMLElement) => box.parentElement as HTMLElement;

  it('shows while the table scrolls and its right end is out of view', () => {
    expect(frameOf(renderListTable({ all: 300, box: 320, overflow: 40 }))).toHaveAttribute(
      'data-more-right',
    );
  });

  it('is gone when the table fits its box', () => {
    expect(frameOf(renderListTable({ all: 300, box: 320 }))).not.toHaveAttribute('data-more-right');
  });
});
