/**
 * A newsletter broadcast as email and as its web version. The body is a post (its excerpt with a
 * link, or its full text) or the owner's Markdown, rendered with the blog's own renderer and
 * sanitiser (`renderPostHtml`), with the site's links made absolute for mail clients. Every other
 * value (subject, preheader, title, excerpt, addresses) goes through the layout's escaping.
 *
 * Each recipient's message differs only by their unsubscribe token: the message is rendered once
 * with `tokenSlot` where the token goes, and the slot is filled per recipient (in SQL when a
 * broadcast is queued), so ten thousand recipients cost one render.
 */
import { randomUUID } from 'node:crypto';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { paths, toPath } from '@site/contracts/routes';
import type { OutboxMail } from '../../../platform/outbox/types';
import { renderLetterHtml, renderPostHtml } from '../../posts';
import {
  escapeHtml,
  mailLinkStyle,
  renderHtml,
  renderText,
  type Block,
  type Letter,
} from '../../../platform/mail/layout';
import { newsletterListHeaders, unsubscribePageUrl } from './messages';

export interface BroadcastPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
}

export interface BroadcastContent {
  subject: string;
  preheader: string;
  source: 'post' | 'markdown';
  post: BroadcastPost | null;
  postContent: 'excerpt' | 'full';
  markdown: string;
  subscriberOnly: boolean;
}

export interface BroadcastContext {
  coachName: string;
  siteOrigin: string;
  /** The sender's postal address; null prints nothing (sending refuses it before this). */
  postalAddress: string | null;
  /** The broadcast's web version. */
  webUrl: string;
  /** With opens tracking on: the image URL, `{token}` standing for the recipient's token. */
  openPixelUrl?: string | null;
}

/**
 * Absolute URLs for a mail client: `/path` → `<origin>/path`; images sized to the card; links in
 * the brand's colour (`mailLinkStyle`).
 */
export function forMail(html: string, siteOrigin: string): string {
  const origin = new URL(siteOrigin).origin;
  return html
    .replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`)
    .replace(/<img /g, '<img style="max-width:100%;height:auto;" ')
    .replace(/<a /g, `<a style="${mailLinkStyle}" `);
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string;
  depth?: number;
  ordered?: boolean;
  start?: number;
  children?: MdNode[];
}

const markdownParser = unified().use(remarkParse);

/** Markdown as readable plain text: links as `text (url)`, raw HTML left out. */
export function markdownToText(markdown: string, siteOrigin: string): string {
  const absolute = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') ? new URL(url, siteOrigin).href : url;
  const inline = (nodes: MdNode[] = []): string =>
    nodes
      .map((node) => {
        switch (node.type) {
          case 'text':
          case 'inlineCode':
            return node.value ?? '';
          case 'break':
            return '\n';
          case 'link': {
            const text = inline(node.children);
            const url = absolute(node.url ?? '');
            // Only addresses a reader can open safely are spelled out (as the HTML keeps them).
            const safe = /^(https?:|mailto:)/i.test(url);
            return safe && url !== text ? `${text} (${url})` : text;
          }
          case 'image':
            return node.alt ? `[${node.alt}]` : '';
          case 'html':
            return '';
          default:
            return inline(node.children);
        }
      })
      .join('');
  const block = (node: MdNode, indent = ''): string => {
    switch (node.type) {
      case 'heading': {
        const text = inline(node.children);
        return `${text}\n${(node.depth ?? 2) <= 2 ? '='.repeat(text.length) : '-'.repeat(text.length)}`;
      }
      case 'paragraph':
        return inline(node.children);
      case 'list':
        return (node.children ?? [])
          .map((item, index) => {
            const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : '- ';
            const body = (item.children ?? [])
              .map((child) => block(child, `${indent}  `))
              .filter(Boolean)
              .join('\n');
            return `${indent}${marker}${body}`;
          })
          .join('\n');
      case 'blockquote':
        return (node.children ?? [])
          .map((child) => block(child))
          .join('\n\n')
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n');
      case 'code':
        return (node.value ?? '')
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n');
      case 'thematicBreak':
        return '---';
      case 'html':
        return '';
      default:
        return inline(node.children);
    }
  };
  const tree = markdownParser.parse(markdown) as MdNode;
  return (tree.children ?? [])
    .map((node) => block(node))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

function postUrl(siteOrigin: string, slug: string): string {
  return new URL(toPath(paths.blogPost, { slug }), siteOrigin).href;
}

function bodyBlocks(context: BroadcastContext, content: BroadcastContent): Block[] {
  if (content.source === 'markdown' || content.post === null) {
    return [
      {
        type: 'html',
        html: forMail(renderLetterHtml(content.markdown), context.siteOrigin),
        text: markdownToText(content.markdown, context.siteOrigin),
      },
    ];
  }
  const post = content.post;
  const link = postUrl(context.siteOrigin, post.slug);
  const image = new URL(post.featuredImage.replace(/#\d+x\d+$/, ''), context.siteOrigin).href;
  const blocks: Block[] = [
    {
      type: 'html',
      html: `<a href="${escapeHtml(link)}"><img src="${escapeHtml(image)}" alt="" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:8px;"></a>`,
      text: '',
    },
  ];
  if (content.postContent === 'full') {
    blocks.push(
      {
        type: 'html',
        html: forMail(renderPostHtml(post.content), context.siteOrigin),
        text: markdownToText(post.content, context.siteOrigin),
      },
      { type: 'button', label: 'Read it on the site', href: link },
    );
  } else {
    blocks.push(
      { type: 'paragraph', text: post.excerpt },
      { type: 'button', label: 'Read the full article', href: link },
    );
  }
  return blocks;
}

function heading(content: BroadcastContent): string {
  return content.source === 'post' && content.post ? content.post.title : content.subject;
}

function preheader(context: BroadcastContext, content: BroadcastContent): string {
  if (content.preheader) return content.preheader;
  if (content.source === 'post' && content.post) return content.post.excerpt.slice(0, 160);
  return markdownToText(content.markdown, context.siteOrigin).replace(/\s+/g, ' ').slice(0, 160);
}

/** Words a letter's last paragraph opens with when it is a sign-off ("Warmly,", "With love,"…). */
const closingWords =
  /^(with (warmth|love|gratitude|care|thanks|appreciation)|warm(ly| regards| wishes)?|best( wishes| regards)?|all the best|kind regards|regards|love|yours|cheers|thanks|thank you|until (next time|soon)|talk soon|see you|onward|blessings|in (gratitude|service)|with you)\b/i;

/**
 * Whether the owner signed his letter himself: its last paragraph names him (his full name or his
 * first name on a line of its own) or opens with a closing word and is no longer than a few lines.
 * Then the template adds no second sign-off under his.
 */
export function signsOwnLetter(markdown: string, coachName: string): boolean {
  const tree = markdownParser.parse(markdown) as MdNode;
  const last = (tree.children ?? []).filter((node) => node.type !== 'html').at(-1);
  if (!last || last.type !== 'paragraph') return false;
  const text = markdownToText(markdown, 'http://x.invalid').split(/\n\n/).at(-1)!.trim();
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0 || lines.length > 4) return false;
  const name = coachName.trim().toLowerCase();
  const firstName = name.split(/\s+/)[0] ?? name;
  const lastLine = lines
    .at(-1)!
    .toLowerCase()
    .replace(/^[\s—–~-]+|[.!,\s—–-]+$/g, '')
    .trim();
  if (name && (lastLine.includes(name) || lastLine === firstName)) return true;
  return closingWords.test(lines[0]!);
}

/** The template's sign-off, unless the owner's own text already ends with his. */
function signOff(context: BroadcastContext, content: BroadcastContent): string[] | undefined {
  if (
    (content.source === 'markdown' || content.post === null) &&
    signsOwnLetter(content.markdown, context.coachName)
  )
    return undefined;
  return ['With warmth,', context.coachName];
}

function postalBlocks(context: BroadcastContext): Block[] {
  return context.postalAddress === null
    ? []
    : [{ type: 'paragraph', text: `${context.coachName} · ${context.postalAddress}` }];
}

/**
 * One recipient's message. `token` is their unsubscribe token, or a slot string that the caller
 * replaces per recipient.
 */
export function renderBroadcastMail(
  context: BroadcastContext,
  content: BroadcastContent,
  token: string,
): Pick<OutboxMail, 'subject' | 'html' | 'text' | 'headers'> {
  const host = new URL(context.siteOrigin).host;
  const letter: Letter = {
    preheader: preheader(context, content),
    heading: heading(content),
    blocks: bodyBlocks(context, content),
    signOff: signOff(context, content),
    coachName: context.coachName,
    siteOrigin: context.siteOrigin,
    footer: [
      { type: 'button', label: 'View this email in your browser', href: context.webUrl },
      {
        type: 'paragraph',
        text: content.subscriberOnly
          ? `Subscriber-only: this letter is not published on the blog. You receive it because you subscribed at ${host}.`
          : `You receive this because you subscribed at ${host}.`,
      },
      {
        type: 'button',
        label: 'Unsubscribe with one click',
        href: unsubscribePageUrl(context.siteOrigin, token),
      },
      ...postalBlocks(context),
    ],
  };
  let html = renderHtml(letter);
  if (context.openPixelUrl) {
    const src = escapeHtml(context.openPixelUrl.replace('{token}', token));
    html = html.replace(
      '</body>',
      `<img src="${src}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px;">\n</body>`,
    );
  }
  return {
    subject: content.subject,
    html,
    text: renderText(letter),
    headers: newsletterListHeaders(context, token),
  };
}

/** The web version: the same letter without anyone's unsubscribe link. */
export function renderBroadcastPage(context: BroadcastContext, content: BroadcastContent): string {
  const host = new URL(context.siteOrigin).host;
  const html = renderHtml({
    preheader: preheader(context, content),
    heading: heading(content),
    blocks: bodyBlocks(context, content),
    signOff: signOff(context, content),
    coachName: context.coachName,
    siteOrigin: context.siteOrigin,
    footer: [
      {
        type: 'paragraph',
        text: content.subscriberOnly
          ? `A subscriber-only letter from ${context.coachName}, sent to the newsletter of ${host}.`
          : `A letter from ${context.coachName}, sent to the newsletter of ${host}.`,
      },
      { type: 'button', label: `Visit ${host}`, href: new URL('/', context.siteOrigin).href },
      ...postalBlocks(context),
    ],
  });
  return html.replace(
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(content.subject)}</title>${content.subscriberOnly ? '\n<meta name="robots" content="noindex">' : ''}`,
  );
}

/** A slot string no subject or body can contain by chance: replaced by each recipient's token. */
export function newTokenSlot(): string {
  return `tokenslot${randomUUID().replace(/-/g, '')}`;
}
