import type { BlogPost } from '@site/contracts/api-types';
import { blogApi, blogFeedTitle, blogSocialImageSize } from '@site/contracts/blog';
import type { HeadMeta } from '@site/contracts/head';
import { paths, toPath } from '@site/contracts/routes';

/** The post's canonical URL: the site's origin and /blog/{slug}. */
export function postUrl(post: Pick<BlogPost, 'slug'>, siteOrigin: string): string {
  return new URL(toPath(paths.blogPost, { slug: post.slug }), siteOrigin).toString();
}

/**
 * Head of a post page: title, excerpt as description, og:type article, the post's own 1200×630
 * social image, the feed link and a schema.org BlogPosting for search engines.
 */
export function postHead(post: BlogPost, coachName: string, siteOrigin: string): HeadMeta {
  const url = postUrl(post, siteOrigin);
  const image = new URL(blogApi.socialImage(post.slug, post.updatedAt), siteOrigin).toString();
  return {
    title: `${post.title} | ${coachName}`,
    description: post.seoDescription ?? post.excerpt,
    type: 'article',
    image: { url: image, ...blogSocialImageSize, alt: post.title },
    links: [
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: blogApi.feed,
        title: blogFeedTitle(coachName),
      },
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.seoDescription ?? post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.authorName, url: siteOrigin },
      publisher: { '@type': 'Person', name: coachName, url: siteOrigin },
      image: { '@type': 'ImageObject', url: image, ...blogSocialImageSize },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: post.category,
      ...(post.tags && post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    },
  };
}
