import type { BlogPost } from '@site/contracts/api-types';
import { blogApi, blogFeedTitle, blogSocialImageSize } from '@site/contracts/blog';
import type { HeadMeta } from '@site/contracts/head';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@site/contracts/json-ld';
import { paths, toPath } from '@site/contracts/routes';

/** The post's canonical URL: the site's origin and /blog/{slug}. */
export function postUrl(post: Pick<BlogPost, 'slug'>, siteOrigin: string): string {
  return new URL(toPath(paths.blogPost, { slug: post.slug }), siteOrigin).toString();
}

/**
 * Head of a post page: title, excerpt as description, og:type article, the post's own 1200×630
 * social image, the feed link, and for search engines a schema.org BlogPosting and the post's
 * breadcrumb trail (Home › Blog › the post).
 */
export function postHead(post: BlogPost, coachName: string, siteOrigin: string): HeadMeta {
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
    jsonLd: [
      blogPostingJsonLd(post, coachName, siteOrigin),
      breadcrumbJsonLd(
        [
          { name: 'Home', path: paths.home },
          { name: 'Blog', path: paths.blog },
          { name: post.title, path: toPath(paths.blogPost, { slug: post.slug }) },
        ],
        siteOrigin,
      ),
    ],
  };
}
