import { jsonLdScriptText, type JsonLdNode } from './json-ld';
import { defaultSocialImage, type SocialImage } from './social-image';

export { defaultSocialImage, type SocialImage };

/**
 * What a page says about itself in <head>. Pages describe it once (through <PageMeta>); the browser
 * renders it as React elements, and the shell's server writes the same tags into the first HTML,
 * so link-preview crawlers and search engines that run no JavaScript see them, and React adopts
 * the server's tags instead of adding copies.
 */
export interface HeadMeta {
  title: string;
  description: string;
  /**
   * The page's own address when its query string makes it a page of its own (`/blog?page=2`):
   * written as the canonical link and og:url. Without it, the path is (the query dropped).
   */
  canonicalPath?: string;
  /** Legal and visitor-specific pages ask search engines not to index them. */
  noindex?: boolean;
  /** og:type; 'article' for blog posts. */
  type?: 'website' | 'article';
  /** og:image; the site's default card when a page has none of its own. */
  image?: SocialImage;
  /**
   * Structured data (schema.org JSON-LD, built by ./json-ld): each node is written as a script of
   * its own into the first HTML only, for crawlers.
   */
  jsonLd?: readonly JsonLdNode[];
  /** Extra <link> tags such as the blog's feed (rel="alternate"). */
  links?: {
    rel: string;
    href: string;
    type?: string;
    title?: string;
    /** With rel="preload": what is preloaded (e.g. 'image'). */
    as?: string;
    /** Only for screens matching this media query (e.g. preload an image on wide screens only). */
    media?: string;
  }[];
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content: the title, or a JSON-LD script's JSON (already escaped for a script). */
  text?: string;
}

/** The tags for a page at `pathname`, in the order they are written. */
export function headTags(meta: HeadMeta, siteOrigin: string, pathname: string): HeadTag[] {
  const url = new URL(meta.canonicalPath ?? pathname, siteOrigin).toString();
  const image = meta.image ?? defaultSocialImage;
  const imageUrl = new URL(image.url, siteOrigin).toString();
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, text: meta.title },
    { tag: 'meta', attributes: { name: 'description', content: meta.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attributes: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attributes: { property: 'og:image', content: imageUrl } },
    { tag: 'meta', attributes: { property: 'og:image:width', content: String(image.width) } },
    { tag: 'meta', attributes: { property: 'og:image:height', content: String(image.height) } },
    { tag: 'meta', attributes: { property: 'og:image:alt', content: image.alt } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.noindex) {
    tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  }
  for (const link of meta.links ?? []) {
    const attributes: Record<string, string> = { rel: link.rel, href: link.href };
    if (link.type) attributes.type = link.type;
    if (link.title) attributes.title = link.title;
    if (link.as) attributes.as = link.as;
    if (link.media) attributes.media = link.media;
    tags.push({ tag: 'link', attributes });
  }
  for (const node of meta.jsonLd ?? []) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonLdScriptText(node),
    });
  }
  return tags;
}
