import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/ui/theme';
import { Link, useSearchParams } from '@site/ui/router';
import { renderWithProviders } from '@site/ui/testing';
import {
  ApplyFilters,
  FilterForm,
  FilterInput,
  ListTable,
  useUrlFilters,
  type Column,
} from '../list-kit';

interface Row {
  id: number;
  name: string;
  left?: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', cell: (row) => row.name },
  { label: 'Left on', cell: (row) => row.left },
  { label: 'Status', cell: () => 'Active' },
  {
    label: 'Action',
    control: true,
    cell: (row) => <button type="button">Remove {row.name}</button>,
  },
];

function renderList() {
  render(
    <ThemeProvider theme={theme}>
      <ListTable
        label="People table"
        columns={columns}
        rows={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Ben', left: '3 Mar 2026' },
        ]}
        rowKey={(row) => row.id}
      />
    </ThemeProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe("a list's table", () => {
  it('holds an empty value’s place with a dash, marked for its card to leave out', () => {
    const [ana, ben] = renderList();
    const anaLeft = within(ana!).getAllByRole('cell')[1]!;
    expect(anaLeft).toHaveTextContent(/^—$/);
    expect(anaLeft).toHaveAttribute('data-empty');
    expect(within(ben!).getAllByRole('cell')[1]).not.toHaveAttribute('data-empty');
    expect(within(ben!).getAllByRole('cell')[1]).toHaveAttribute('data-label', 'Left on');
  });

  it('names each value by its column for its card, but not a lone button', () => {
    const [ana] = renderList();
    const cells = within(ana!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name',
      'Left on',
      'Status',
      null,
    ]);
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });

  it('marks, for a phone’s row, its pill, its facts (a figure named by its column) and a value it lacks', () => {
    render(
      <ThemeProvider theme={theme}>
        <ListTable
          label="People table"
          columns={[
            { label: 'Name', cell: (row: Row) => row.name },
            { label: 'Package', cell: () => '5-Session Package' },
            { label: 'Status', pill: true, cell: () => 'Paid' },
            { label: 'Left on', figure: true, cell: (row: Row) => row.left },
            {
              label: 'Session',
              figure: true,
              hasValue: (row: Row) => row.left !== undefined,
              cell: (row: Row) => row.left ?? '—',
            },
          ]}
          rows={[
            { id: 1, name: 'Ana' },
            { id: 2, name: 'Ben', left: '3 Mar 2026' },
          ]}
          rowKey={(row) => row.id}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('table')).toHaveAttribute('data-phone', 'rows');
    const [ana, ben] = screen.getAllByRole('row').slice(1);
    const marks = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) =>
          ['data-pill', 'data-fact', 'data-named', 'data-empty']
            .filter((name) => cell.hasAttribute(name))
            .join(' '),
        );
    expect(marks(ben!)).toEqual([
      '',
      'data-fact',
      'data-pill',
      'data-fact data-named',
      'data-fact data-named',
    ]);
    // Ana has no date: both date cells show a dash in the table, and no fact on her phone row.
    expect(marks(ana!)).toEqual(['', 'data-fact', 'data-pill', 'data-empty', 'data-empty']);
    expect(within(ana!).getAllByRole('cell')[4]).toHaveTextContent(/^—$/);
  });

  it('marks a secondary column, its header and its cells, for narrower screens to leave out', () => {
    render(
      <ThemeProvider theme={theme}>
        <ListTable
          label="People table"
          columns={[
            { label: 'Name', cell: (row: Row) => row.name },
            { label: 'Left on', figure: true, secondary: true, cell: (row: Row) => row.left },
          ]}
          rows={[{ id: 2, name: 'Ben', left: '3 Mar 2026' }]}
          rowKey={(row) => row.id}
        />
      </ThemeProvider>,
    );
    const header = screen.getByRole('columnheader', { name: 'Left on' });
    const [name, left] = screen.getAllByRole('cell');
    for (const cell of [header, left!]) {
      expect(cell).toHaveAttribute('data-secondary');
      // A figure: on one line.
      expect(cell).toHaveClass('figure');
    }
    expect(name).not.toHaveAttribute('data-secondary');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute(
      'data-secondary',
    );
  });

  it('stands in its own named box, which scrolls if the table is wider than the column', () => {
    renderList();
    expect(screen.getByRole('region', { name: 'People table' })).toContainElement(
      screen.getByRole('table'),
    );
  });
});

describe("a filter bar's Apply", () => {
  it('is a quiet button, never the gold one a screen keeps for its main action', () => {
    render(
      <ThemeProvider theme={theme}>
        <ApplyFilters />
      </ThemeProvider>,
    );
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('type', 'submit');
    expect(getComputedStyle(apply).backgroundColor).not.toBe('rgb(201, 162, 77)');
    expect(getComputedStyle(apply).minHeight).toBe('44px');
  });
});

function Filters() {
  const [params] = useSearchParams();
  const filters = useUrlFilters<'status' | 'q' | 'sort'>(
    {
      status: params.get('status') ?? '',
      q: params.get('q') ?? '',
      sort: params.get('sort') ?? '',
    },
    ['status', 'q', 'sort'],
    { kept: ['sort'] },
  );
  return (
    <>
      <FilterForm
        label="Filter people"
        filters={filters}
        clearTo={params.get('sort') ? `/people?sort=${params.get('sort')}` : '/people'}
      >
        <FilterInput label="Name" name="q" value={filters.draft.q} onChange={filters.set('q')} />
        <FilterInput
          label="Sort"
          name="sort"
          value={filters.draft.sort}
          onChange={filters.set('sort')}
        />
      </FilterForm>
      <Link to="/people?q=ben&sort=age">Ben by age</Link>
    </>
  );
}

describe("a list's filters", () => {
  it('stand behind one Filters button that counts the filters applied, and open as a panel', async () => {
    const { user } = renderWithProviders(<Filters />, { path: '/people?status=paid&q=ana&page=2' });
    // Two filters in the address (the page is not one).
    const button = screen.getByRole('button', { name: 'Filters · 2' });
    const form = screen.getByRole('search', { name: 'Filter people' });
    expect(button).toHaveAttribute('aria-controls', form.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(form).toHaveAttribute('data-open', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveAttribute('data-open', 'true');
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // Clearing stands under the form, reachable without opening it; the form keeps its fields.
    const clear = screen.getByRole('link', { name: 'Clear Filters' });
    expect(clear).toHaveAttribute('href', '/people');
    expect(form).not.toContainElement(clear);
    // Applied: the address holds one filter, the panel closes.
    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters · 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(form).toHaveAttribute('data-open', 'false');
  });

  it('leave an order out of their count, and keep it when cleared', async () => {
    const { user } = renderWithProviders(<Filters />, { path: '/people?q=ana&sort=age' });
    // The sort orders the list: one filter applied, not two.
    expect(screen.getByRole('button', { name: 'Filters · 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/people\?sort=age$/);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Sort')).toHaveValue('age');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('take what the address holds when it changes (a link, Back)', async () => {
    const { user } = renderWithProviders(<Filters />, { path: '/people?q=ana' });
    await user.type(screen.getByLabelText('Name'), ' and more');
    await user.click(screen.getByRole('link', { name: 'Ben by age' }));
    expect(screen.getByLabelText('Name')).toHaveValue('ben');
    expect(screen.getByLabelText('Sort')).toHaveValue('age');
  });

  it('say "Filters" alone while none is applied', () => {
    renderWithProviders(<Filters />, { path: '/people?page=3' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});
