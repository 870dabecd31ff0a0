import { renderPostHtml, withContentHtml } from './post-html';

describe('renderPostHtml', () => {
  it('renders headings, emphasis, lists, quotes and links for reading', () => {
    const html = renderPostHtml(
      '# Big\n\n## Section\n\n### Sub\n\nSome **bold** and *soft* words.\n\n1. first\n2. second\n\n> quoted\n\n[About](/about), [a section](#how) and [elsewhere](https://example.org/page).',
    );
    // The page title is the only <h1>.
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).toContain('<strong>bold</strong> and <em>soft</em>');
    expect(html).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    // Site links stay in this tab; links off the site open a new one, without access to this page.
    expect(html).toContain('<a href="/about">About</a>');
    expect(html).toContain('<a href="#how">a section</a>');
    expect(html).toContain(
      '<a href="https://example.org/page" target="_blank" rel="noopener noreferrer">elsewhere</a>',
    );
  });

  it('refuses <script> in the source, and the text inside it', () => {
    const html = renderPostHtml(
      'Before\n\n<script>window.hacked = true</script>\n\nAfter <script>alert(1)</script> the end',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hacked');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('the end');
  });

  it('refuses raw HTML and its event handlers', () => {
    const html = renderPostHtml(
      'Look <img src="x" onerror="alert(1)"> here\n\n<div onclick="alert(2)">click</div>\n\n<a href="/x" onmouseover="alert(3)">hover</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/alert\(/);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Look  here');
  });

  it('drops javascript:, vbscript: and data: links and images, keeping the links’ text', () => {
    const html = renderPostHtml(
      '[click me](javascript:alert(1)) and [case](JaVaScRiPt:alert(2)) and [vb](vbscript:msgbox) and [data](data:text/html,hi) and ![pic](javascript:alert(3))',
    );
    expect(html).toBe('<p>click me and case and vb and data and </p>');
  });

  it('drops protocol-relative links that only look local', () => {
    expect(renderPostHtml('[trap](//evil.example/path) ![x](//evil.example/x.png)')).toBe(
      '<p>trap </p>',
    );
  });

  it('gives images the size written in their URL fragment and loads them lazily', () => {
    expect(renderPostHtml('![A diagram](/api/media/blog/diagram.svg#800x450)')).toBe(
      '<p><img src="/api/media/blog/diagram.svg" alt="A diagram" width="800" height="450" loading="lazy" decoding="async"></p>',
    );
  });

  it('answers the same HTML for the same source, from memory the second time', () => {
    const source = `A post written at ${Math.random()}`;
    expect(renderPostHtml(source)).toBe(renderPostHtml(source));
  });
});

describe('withContentHtml', () => {
  it('adds the rendered body and keeps the Markdown', () => {
    const post = withContentHtml({
      id: 1,
      slug: 'a',
      title: 'A',
      excerpt: 'An excerpt.',
      content: 'Hello *there*',
      featuredImage: '/api/media/blog/a.svg',
      category: 'Frameworks',
      readingTime: 1,
      publishedAt: '2020-01-01T00:00:00.000Z',
      updatedAt: '2020-01-01T00:00:00.000Z',
      authorName: 'Sam',
    });
    expect(post.content).toBe('Hello *there*');
    expect(post.contentHtml).toBe('<p>Hello <em>there</em></p>');
  });
});
