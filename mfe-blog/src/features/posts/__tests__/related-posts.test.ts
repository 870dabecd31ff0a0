import type { BlogPostCard } from '../api/blog-page-query';
import { chooseRelatedPosts } from '../related-posts';

/** A card of the list; the list is newest first, so a later index is an older post. */
const card = (slug: string, category: string): BlogPostCard => ({
  id: slug.length,
  slug,
  title: slug,
  excerpt: `About ${slug}`,
  featuredImage: `/api/media/blog/${slug}.svg`,
  category,
  readingTime: 5,
  publishedAt: '2025-01-14T12:00:00.000Z',
  authorName: 'Coach',
});

const slugs = (posts: BlogPostCard[]) => posts.map((post) => post.slug);

describe('chooseRelatedPosts', () => {
  const current = { slug: 'two-of-you', category: 'Frameworks' };

  it('offers the newest posts of the same category first, then the newest others', () => {
    const posts = [
      card('newest', 'Mindset'),
      card('two-of-you', 'Frameworks'),
      card('older-framework', 'Frameworks'),
      card('next-newest', 'Leadership'),
      card('oldest-framework', 'Frameworks'),
    ];
    expect(slugs(chooseRelatedPosts(current, posts))).toEqual([
      'older-framework',
      'oldest-framework',
      'newest',
    ]);
  });

  it('fills with the latest posts when the category has none other', () => {
    const posts = [
      card('a', 'Mindset'),
      card('b', 'Leadership'),
      card('two-of-you', 'Frameworks'),
      card('c', 'Mindset'),
      card('d', 'Mindset'),
    ];
    expect(slugs(chooseRelatedPosts(current, posts))).toEqual(['a', 'b', 'c']);
  });

  it('never offers the post itself, nor one post twice, and stops at three', () => {
    const posts = [
      card('two-of-you', 'Frameworks'),
      card('x', 'Frameworks'),
      card('x', 'Frameworks'),
      card('y', 'frameworks'),
      card('z', 'Frameworks'),
      card('w', 'Frameworks'),
    ];
    const chosen = slugs(chooseRelatedPosts(current, posts));
    expect(chosen).toEqual(['x', 'y', 'z']);
    expect(chosen).not.toContain('two-of-you');
  });

  it('offers what there is when the blog has few posts', () => {
    expect(slugs(chooseRelatedPosts(current, [card('two-of-you', 'Frameworks')]))).toEqual([]);
    expect(
      slugs(chooseRelatedPosts(current, [card('two-of-you', 'Frameworks'), card('a', 'Mindset')])),
    ).toEqual(['a']);
  });
});
