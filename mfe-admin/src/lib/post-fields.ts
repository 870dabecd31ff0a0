import type { PostFields } from '@site/contracts/admin-posts';

/**
 * The post editor's fields by their labels: the editor labels its inputs with them, and the
 * activity log names with them the fields a post's save changed ("Changed: Title, Tags").
 */
export const postFieldLabels = {
  title: 'Title',
  slug: 'Address',
  excerpt: 'Excerpt',
  subtitle: 'Subtitle',
  seoDescription: 'SEO description',
  category: 'Category',
  tags: 'Tags',
  authorName: 'Author',
  authorBio: 'Author bio',
  featuredImage: 'Featured image',
  featuredImageAlt: 'What the featured image shows',
  content: 'Body',
} as const satisfies Record<keyof PostFields, string>;
