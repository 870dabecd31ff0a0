import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { frameworks, type Framework } from '../../content/frameworks';
import { FrameworkCard } from '../framework-card';

const framework: Framework = {
  id: 'sample',
  headline: 'Sample',
  title: 'Sample Framework',
  teaser: 'Always visible teaser.',
  blogSlug: 'sample-framework',
  isPrimary: false,
  fullContent: [
    '**How it works**',
    '',
    '- **First:** notice the pattern',
    '- Second step',
    '',
    '<script>alert(1)</script><b>raw html</b>',
    '',
    '[unsafe](javascript:alert(1)) and [safe](https://example.com/guide)',
  ].join('\n'),
};

describe('<FrameworkCard/>', () => {
  it('keeps the complete framework in the page but hidden until opened', async () => {
    renderWithProviders(<FrameworkCard framework={framework} />);
    const toggle = screen.getByRole('button', { name: 'read the complete framework' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    // Rendered for search engines even while closed (in the browser, once its renderer loaded).
    await waitFor(() => expect(panel).toHaveTextContent('How it works'));
    expect(screen.getByText('Always visible teaser.')).toBeVisible();
  });

  it("opens on 'read the complete framework' and closes on 'show less'", async () => {
    const { user } = renderWithProviders(<FrameworkCard framework={framework} />);
    await user.click(screen.getByRole('button', { name: 'read the complete framework' }));

    const toggle = screen.getByRole('button', { name: 'show less' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    await waitFor(() => expect(panel.querySelector('strong')).toHaveTextContent('How it works'));
    expect(panel.querySelectorAll('li')).toHaveLength(2);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'read the complete framework' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(panel).not.toBeVisible();
  });

  it('renders markup as elements only: no raw HTML, no javascript: links', async () => {
    const { user } = renderWithProviders(<FrameworkCard framework={framework} />);
    await user.click(screen.getByRole('button', { name: 'read the complete framework' }));
    const panel = document.getElementById('framework-sample-full')!;
    await screen.findByRole('link', { name: 'safe' });
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'safe' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    expect(screen.getByText('unsafe').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript:/i,
    );
  });

  it('highlights only the first of the four frameworks', () => {
    expect(frameworks.map((item) => item.isPrimary)).toEqual([true, false, false, false]);
    renderWithProviders(<FrameworkCard framework={frameworks[0]!} />);
    expect(screen.getByText('Start here')).toBeVisible();
  });
});
