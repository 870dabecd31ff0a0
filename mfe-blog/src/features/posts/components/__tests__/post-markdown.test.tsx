import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { PostMarkdown } from '../post-markdown';

function renderMarkdown(markdown: string) {
  return renderWithProviders(<PostMarkdown markdown={markdown} />);
}

describe('PostMarkdown', () => {
  it('renders headings, emphasis, lists, quotes and links for reading', () => {
    renderMarkdown(
      '# Big\n\n## Section\n\n### Sub\n\nSome **bold** and *soft* words.\n\n1. first\n2. second\n\n> quoted\n\n[About](/about) and [elsewhere](https://example.org/page).',
    );
    // The page title is the only <h1>.
    expect(screen.getByRole('heading', { name: 'Big' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Section' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Sub' }).tagName).toBe('H3');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getByText('first').closest('ol')).not.toBeNull();
    expect(screen.getByText('quoted').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const external = screen.getByRole('link', { name: 'elsewhere' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses <script> in the source', () => {
    const { container } = renderMarkdown(
      'Before\n\n<script>window.hacked = true</script>\n\nAfter <script>alert(1)</script>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
    expect(container.innerHTML).not.toContain('alert(1)');
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('refuses event handlers in raw HTML', () => {
    const { container } = renderMarkdown(
      'Look <img src="x" onerror="alert(1)"> here\n\n<div onclick="alert(2)">click</div>\n\n<a href="/x" onmouseover="alert(3)">hover</a>',
    );
    const withHandlers = [...container.querySelectorAll('*')].filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(withHandlers).toEqual([]);
    expect(container.innerHTML).not.toMatch(/alert\(/);
  });

  it('drops javascript: links and images, keeping their text', () => {
    const { container } = renderMarkdown(
      '[click me](javascript:alert(1)) and [case](JaVaScRiPt:alert(2)) and [data](data:text/html,hi) and ![pic](javascript:alert(3))',
    );
    expect(container).toHaveTextContent('click me and case and data and');
    for (const element of container.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url.toLowerCase()).not.toMatch(/^(javascript|data):/);
    }
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
  });

  it('drops protocol-relative links that only look local', () => {
    const { container } = renderMarkdown('[trap](//evil.example/path)');
    expect(container.querySelector('a[href^="//"]')).toBeNull();
    expect(screen.getByText('trap')).toBeInTheDocument();
  });

  it('gives images the size written in their URL fragment and loads them lazily', () => {
    renderMarkdown('![A diagram](/api/media/blog/diagram.svg#800x450)');
    const image = screen.getByRole('img', { name: 'A diagram' });
    expect(image).toHaveAttribute('src', '/api/media/blog/diagram.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
