import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, NavLink } from '../router';

function render(element: React.ReactNode) {
  return renderToString(<MemoryRouter initialEntries={['/blog']}>{element}</MemoryRouter>);
}

describe('router links', () => {
  it('write their address without the route-discovery attribute', () => {
    const html = render(
      <>
        <Link to="/about">About</Link>
        <NavLink to="/blog">Blog</NavLink>
      </>,
    );
    expect(html).toContain('href="/about"');
    expect(html).not.toContain('data-discover');
  });

  it('still mark the current page', () => {
    const html = render(<NavLink to="/blog">Blog</NavLink>);
    expect(html).toContain('aria-current="page"');
  });
});
