import type { BlogPost } from '@site/contracts/api-types';
import { blogCategories as categories } from '@site/contracts/blog';

export interface BlogCategory {
  /** The value of `?category=` in the list's URL. */
  slug: string;
  label: string;
}

/** The chips above the list, in order; 'All Posts' is the list without `?category=`. */
export const blogCategories: readonly BlogCategory[] = categories;

export const allPostsLabel = 'All Posts';

export const categoryParam = 'category';

export function categoryBySlug(slug: string | null): BlogCategory | undefined {
  return slug ? blogCategories.find((category) => category.slug === slug) : undefined;
}

/**
 * A post belongs to a chip when the chip names its category or one of its tags: a framework
 * guide is filed under Frameworks and also found under its own framework's chip.
 */
export function postMatchesCategory(post: BlogPost, category: BlogCategory): boolean {
  const label = category.label.toLowerCase();
  return (
    post.category.toLowerCase() === label ||
    (post.tags ?? []).some((tag) => tag.toLowerCase() === label)
  );
}

/** The posts a `?category=` value shows: all of them without one, none for an unknown one. */
export function filterPosts(posts: readonly BlogPost[], slug: string | null): BlogPost[] {
  if (!slug) return [...posts];
  const category = categoryBySlug(slug);
  return category ? posts.filter((post) => postMatchesCategory(post, category)) : [];
}
