import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { FrameworkText, loadMarkdown } from '../framework-text';
import type * as FrameworkTextModule from '../framework-text';

const markdown = ['**How it works**', '', '- First step', '- Second step'].join('\n');

describe('<FrameworkText/>', () => {
  it('is rendered into the first HTML once the server has loaded the renderer', async () => {
    await loadMarkdown();
    const html = renderToString(<FrameworkText markdown={markdown} />);
    expect(html).toContain('<strong>How it works</strong>');
    expect(html).toContain('<li>Second step</li>');
  });

  it('hydrates the server’s text as it is, without loading the Markdown renderer', async () => {
    await loadMarkdown();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FrameworkText markdown={markdown} />);
    document.body.append(container);

    // The browser's own copy of the module, which has not loaded the renderer.
    const renderer = jest.fn(() => ({ default: () => null }));
    let BrowserFrameworkText!: typeof FrameworkText;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('react-markdown', renderer);
      ({ FrameworkText: BrowserFrameworkText } =
        jest.requireActual<typeof FrameworkTextModule>('../framework-text'));
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <BrowserFrameworkText markdown={markdown} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(container.querySelector('strong')).toHaveTextContent('How it works');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(renderer).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('renders the text itself on a page the browser renders, once the renderer is there', async () => {
    renderWithProviders(<FrameworkText markdown={markdown} />);
    expect(await screen.findByText('How it works')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
