import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from '@site/ui/router';
import styled from 'styled-components';

/**
 * A post's body. Markdown only: raw HTML in the source is dropped (so no <script>, no inline
 * event handlers, no <iframe>), and every URL goes through react-markdown's allow-list, which
 * empties `javascript:`, `vbscript:` and `data:` links. Site links stay in the router; others open
 * in a new tab. The page's title is the one <h1>, so a `#` heading in a body renders as <h2>.
 * An image gives its size in its URL's fragment (`![alt](/api/media/blog/x.svg#1200x630)`), so it
 * reserves its space before it loads.
 */
export function PostMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <Markdown
        skipHtml
        remarkPlugins={[dropInlineScriptText]}
        urlTransform={safeUrl}
        components={components}
      >
        {markdown}
      </Markdown>
    </Prose>
  );
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/**
 * `skipHtml` drops the tags of inline HTML but keeps the text between them, so
 * `<script>code</script>` inside a paragraph would print `code`. Drop the text between an
 * opening and a closing script or style tag too.
 */
function dropInlineScriptText() {
  const strip = (node: MdNode) => {
    if (!node.children) return;
    let inside: string | null = null;
    node.children = node.children.filter((child) => {
      if (child.type === 'html') {
        const open = /^<(script|style)\b/i.exec(child.value ?? '');
        if (open && !/<\/(script|style)>\s*$/i.test(child.value ?? ''))
          inside = open[1]!.toLowerCase();
        else if (inside && new RegExp(`^</${inside}\\s*>`, 'i').test(child.value ?? ''))
          inside = null;
        return false;
      }
      if (inside) return false;
      strip(child);
      return true;
    });
  };
  return (tree: MdNode) => strip(tree);
}

function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  // Protocol-relative URLs leave the site while looking local.
  return safe.startsWith('//') ? '' : safe;
}

function MarkdownLink({ href = '', children }: ComponentPropsWithoutRef<'a'>) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/') || href.startsWith('#')) {
    return href.startsWith('#') ? <a href={href}>{children}</a> : <Link to={href}>{children}</Link>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function MarkdownImage({ src, alt = '' }: ComponentPropsWithoutRef<'img'>) {
  if (typeof src !== 'string' || !src) return null;
  const size = /#(\d+)x(\d+)$/.exec(src);
  return (
    <img
      src={size ? src.slice(0, size.index) : src}
      alt={alt}
      width={size ? Number(size[1]) : undefined}
      height={size ? Number(size[2]) : undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
};

const Prose = styled.div`
  max-width: 68ch;
  margin-inline: auto;
  font-size: 1.125rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: break-word;

  > :first-child {
    margin-top: 0;
  }

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1.35em;
  }

  h2,
  h3,
  h4 {
    color: ${({ theme }) => theme.colors.navy};
    margin: 2em 0 0.6em;
    line-height: 1.25;
  }

  h2 {
    font-size: clamp(1.5rem, 1.2rem + 1vw, 1.85rem);
  }

  h3 {
    font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.4rem);
  }

  ul,
  ol {
    padding-left: 1.4em;
  }

  li {
    margin: 0.35em 0;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }

  blockquote {
    padding: 0.75em 1.25em;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    font-style: italic;
    color: ${({ theme }) => theme.colors.inkSoft};
  }

  blockquote > :last-child {
    margin-bottom: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }

  a {
    color: ${({ theme }) => theme.colors.goldDark};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 2em auto;
    border-radius: ${({ theme }) => theme.radius};
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2.5em 0;
  }

  code {
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 4px;
  }
`;
