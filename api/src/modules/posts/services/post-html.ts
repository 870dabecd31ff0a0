import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { BlogPost, BlogPostDetail } from '@site/contracts/api-types';

/**
 * A post's body, Markdown, as the HTML the blog shows: rendered once here, so the browser neither
 * downloads a Markdown parser nor runs one while the page hydrates.
 *
 * Markdown only: raw HTML in the source is dropped (no <script>, no inline event handlers, no
 * <iframe>), and the result goes through rehype-sanitize's GitHub allow-list, which removes
 * `javascript:`, `vbscript:` and `data:` URLs. Then, for reading on this site:
 * - the page's title is its one <h1>, so a `#` heading in a body becomes <h2>;
 * - a link whose URL was removed, or that is protocol-relative (`//host`, which leaves the site
 *   while looking local), keeps its text and loses the link;
 * - links off the site open in a new tab, without access to this page;
 * - an image gives its size in its URL's fragment (`![alt](/api/media/blog/x.svg#1200x630)`), so
 *   it reserves its space before it loads; images load lazily.
 */
export function renderPostHtml(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) return cached;
  const html = String(processor.processSync(markdown));
  if (rendered.size >= cacheSize) rendered.clear();
  rendered.set(markdown, html);
  return html;
}

/**
 * A letter's body (the owner's Markdown for a newsletter), rendered like a post except that a
 * single line break is kept as one: a letter is written like an email, where "Warmly,⏎Jordan"
 * means two lines, not one.
 */
export function renderLetterHtml(markdown: string): string {
  const key = `letter:${markdown}`;
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const html = String(letterProcessor.processSync(markdown));
  if (rendered.size >= cacheSize) rendered.clear();
  rendered.set(key, html);
  return html;
}

/** A post as GET /api/blog/:slug answers it: with its body rendered. */
export function withContentHtml(post: BlogPost): BlogPostDetail {
  return { ...post, contentHtml: renderPostHtml(post.content) };
}

// Posts change rarely and are read often: the last renders are kept, keyed by their source.
const cacheSize = 200;
const rendered = new Map<string, string>();

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Raw HTML is dropped, but the text between an opening and a closing tag would remain, so
 * `<script>code</script>` inside a paragraph would print `code`. Drop the text between an opening
 * and a closing script or style tag too.
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

/** Every newline inside a paragraph's text becomes a line break (`<br>`), as in an email. */
function keepLineBreaks() {
  const visit = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): MdNode[] => {
      if (child.type !== 'text' || !child.value?.includes('\n')) {
        visit(child);
        return [child];
      }
      return child.value
        .split(/\r?\n/)
        .flatMap((line, index) =>
          index === 0
            ? [{ type: 'text', value: line }]
            : [{ type: 'break' }, { type: 'text', value: line }],
        )
        .filter((part) => part.type === 'break' || part.value !== '');
    });
  };
  return (tree: MdNode) => visit(tree);
}

const imageSize = /#(\d+)x(\d+)$/;

function isSiteUrl(url: string) {
  return (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#');
}

/** Headings, links and images as the blog shows them (see `renderPostHtml`). */
function forReading() {
  const visit = (node: HastNode): HastNode[] => {
    const children = node.children?.flatMap(visit);
    const element = { ...node, ...(children ? { children } : {}) };
    if (node.type !== 'element') return [element];
    const properties = { ...node.properties };
    if (node.tagName === 'h1') return [{ ...element, tagName: 'h2' }];
    if (node.tagName === 'a') {
      const href = typeof properties.href === 'string' ? properties.href : '';
      if (!href || href.startsWith('//')) return children ?? [];
      if (!isSiteUrl(href)) {
        properties.target = '_blank';
        properties.rel = ['noopener', 'noreferrer'];
      }
      return [{ ...element, properties }];
    }
    if (node.tagName === 'img') {
      const src = typeof properties.src === 'string' ? properties.src : '';
      if (!src || src.startsWith('//')) return [];
      const size = imageSize.exec(src);
      if (size) {
        properties.src = src.slice(0, size.index);
        properties.width = Number(size[1]);
        properties.height = Number(size[2]);
      }
      properties.loading = 'lazy';
      properties.decoding = 'async';
      return [{ ...element, properties }];
    }
    return [element];
  };
  return (tree: HastNode) => {
    tree.children = tree.children?.flatMap(visit);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(dropInlineScriptText)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(forReading)
  .use(rehypeStringify)
  .freeze();

const letterProcessor = unified()
  .use(remarkParse)
  .use(dropInlineScriptText)
  .use(keepLineBreaks)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(forReading)
  .use(rehypeStringify)
  .freeze();
