import { act, render } from '@testing-library/react';
import { Link, MemoryRouter } from '@site/ui/router';
import userEvent from '@testing-library/user-event';
import { HASH_TARGET_TIMEOUT_MS, ScrollToHash } from '../scroll-to-hash';

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollToHash />
      <Link to="/about">About</Link>
      <Link to="/consulting#strategy-call">Call</Link>
    </MemoryRouter>,
  );
}

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  return section;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<ScrollToHash/>', () => {
  it('scrolls to the top on every navigation without a hash, not on the page it starts on', async () => {
    const user = userEvent.setup();
    const { getByText } = renderAt('/');
    // Where the browser put the first page (a visitor may have scrolled before it hydrated).
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(getByText('About'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls to an element that is already there', () => {
    const section = addSection('strategy-call');
    renderAt('/consulting#strategy-call');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a remote to render the element', async () => {
    renderAt('/consulting#strategy-call');
    expect(scrollIntoView).not.toHaveBeenCalled();
    const section = addSection('strategy-call');
    await act(() => Promise.resolve());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it('gives up after its time limit', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/consulting#strategy-call');
      act(() => jest.advanceTimersByTime(HASH_TARGET_TIMEOUT_MS));
      addSection('strategy-call');
      await act(() => Promise.resolve());
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('scrolls again when the same anchor is chosen again', async () => {
    const user = userEvent.setup();
    addSection('strategy-call');
    const { getByText } = renderAt('/consulting#strategy-call');
    await user.click(getByText('Call'));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
