import type { BlogPostCard } from './api/blog-page-query';

/** How many posts "Keep Reading" offers at the end of a post. */
export const relatedPostCount = 3;

/**
 * The next reads after a post: the newest posts of its category first, then the newest of the
 * others, never the post itself and never one post twice. `posts` are newest first (the list's
 * first page), so the order within each part is the list's.
 */
export function chooseRelatedPosts(
  current: Pick<BlogPostCard, 'slug' | 'category'>,
  posts: readonly BlogPostCard[],
  count = relatedPostCount,
): BlogPostCard[] {
  const category = current.category.toLowerCase();
  const others = posts.filter(
    (post, index) =>
      post.slug !== current.slug && posts.findIndex((seen) => seen.slug === post.slug) === index,
  );
  const sameCategory = others.filter((post) => post.category.toLowerCase() === category);
  const rest = others.filter((post) => post.category.toLowerCase() !== category);
  return [...sameCategory, ...rest].slice(0, count);
}
