import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { SearchField } from '../search-field';

afterEach(() => jest.restoreAllMocks());

/** The field beside another text field, as a screen's form puts one (a list's filter). */
function renderField(path = '/admin/bookings') {
  return renderWithProviders(
    <>
      <SearchField />
      <label>
        Note
        <input type="text" />
      </label>
      <button type="button">Elsewhere</button>
    </>,
    { path },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('<SearchField/>', () => {
  it('is named Search, hints at what it finds, and is a search landmark', () => {
    renderField();
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveAttribute('placeholder', 'Name or email');
    expect(screen.getByRole('search')).toContainElement(field);
  });

  it('submits its trimmed text to the results screen’s own address', async () => {
    const { user } = renderField();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  okafor@ex  {Enter}');
    expect(location()).toBe('/admin/search?q=okafor%40ex');
  });

  it('holds the text searched on the results screen', () => {
    renderField('/admin/search?q=lena');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lena');
  });

  it('takes the focus when "/" is typed outside a text field, without typing it', async () => {
    const { user } = renderField();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('/');
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it('leaves "/" to another text field being typed in', async () => {
    const { user } = renderField();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('1/2');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('1/2');
  });

  it('does not take the focus for "/" with a modifier key', () => {
    renderField();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: '/', ctrlKey: true });
    expect(elsewhere).toHaveFocus();
  });
});
