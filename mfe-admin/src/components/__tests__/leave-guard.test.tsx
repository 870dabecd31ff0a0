import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { leaveUnsavedMessages } from '@site/contracts/admin';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useNavigate } from '@site/ui/router';
import { theme } from '@site/ui/theme';
import { LeaveGuard, withoutAsking } from '../leave-guard';

/** A form with a Save button: what is typed is unsaved until saved. */
function NoteEditor() {
  const [saved, setSaved] = useState('First thoughts');
  const [text, setText] = useState(saved);
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(text);
      }}
    >
      <label>
        Note
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <Link to="/admin/today">Today</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => withoutAsking(() => navigate('/admin/today'))}>
        Delete
      </button>
      <LeaveGuard dirty={text !== saved} what="this note" />
    </form>
  );
}

const pages = (
  <Routes>
    <Route path="/admin/notes" element={<NoteEditor />} />
    <Route path="/admin/today" element={<h1>Today</h1>} />
    <Route path="/admin/clients" element={<h1>Clients</h1>} />
  </Routes>
);

function renderEditor() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/admin/clients', '/admin/notes']} initialIndex={1}>
        {pages}
      </MemoryRouter>
    </ThemeProvider>,
  );
  return user;
}

const note = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' });
const lostText = leaveUnsavedMessages.lost('this note');

describe('LeaveGuard', () => {
  it('leaves at once when nothing was changed', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a link leaves unsaved changes, Stay focused; Stay keeps what was typed', async () => {
    const user = renderEditor();
    await user.type(note(), ' and more');
    await user.click(screen.getByRole('link', { name: 'Today' }));

    const dialog = screen.getByRole('alertdialog', { name: leaveUnsavedMessages.title });
    expect(dialog).toHaveAccessibleDescription(lostText);
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Today' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(note()).toHaveValue('First thoughts and more');
  });

  it('stays on Escape, and keeps the focus inside the dialog on Tab', async () => {
    const user = renderEditor();
    await user.type(note(), '!');
    await user.click(screen.getByRole('link', { name: 'Today' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave without saving' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(note()).toHaveValue('First thoughts!');
  });

  it('goes where the link led on Leave without saving', async () => {
    const user = renderEditor();
    await user.type(note(), '!');
    await user.click(screen.getByRole('link', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing once the changes are saved', async () => {
    const user = renderEditor();
    await user.type(note(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  });

  it('asks nothing of a navigation the screen makes once its changes are done with', async () => {
    const user = renderEditor();
    await user.type(note(), '!');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('holds an in-app Back too', async () => {
    const user = renderEditor();
    await user.type(note(), '!');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
  });

  it("asks the browser's own question on closing or reloading the tab, only while unsaved", async () => {
    const user = renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(note(), '!');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
  });

  it("holds the browser's Back, keeping the form's address and values until Leave", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/clients');
    render(
      <ThemeProvider theme={theme}>
        <BrowserRouter>
          {pages}
          <Link to="/admin/notes">Notes</Link>
        </BrowserRouter>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Notes' }));
    await user.type(note(), '!');
    act(() => window.history.back());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/notes'));
    expect(note()).toHaveValue('First thoughts!');

    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/clients');
  });
});
