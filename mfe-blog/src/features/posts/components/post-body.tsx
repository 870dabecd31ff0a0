import type { MouseEvent } from 'react';
import { useNavigate } from '@site/ui/router';
import styled from 'styled-components';

/**
 * A post's body: HTML the API rendered from the post's Markdown and sanitised (raw HTML dropped,
 * unsafe URLs removed, headings below the page's <h1>, images sized, links off the site opening
 * a new tab). It arrives in the server's HTML and is never parsed again in the browser.
 * Links to the site's own pages stay inside the single-page app, as router links do.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate();
  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    const opensElsewhere =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || opensElsewhere || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  }
  return <Prose onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: html }} />;
}

/* As wide as the post's column, so the text lines up with the title, tags and author. */
const Prose = styled.div`
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

  /* A post's sections in its reading column: the long-form section size the legal texts' clauses
     take, not a page's section title. */
  h2 {
    font-size: ${({ theme }) => theme.type.documentSection};
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
    /* Laid out only as it nears the screen, so the serif's italic face (about 40 KB) is fetched
       then, not beside the faces the first paint needs; until then it holds about three lines,
       and once drawn, its own height, remembered. */
    content-visibility: auto;
    contain-intrinsic-size: auto 8.5rem;
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
