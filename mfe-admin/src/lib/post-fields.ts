import type { PostFields } from '@site/contracts/admin-posts';

/**
 * The post editor's fields by their labels, in the order the editor shows them: the editor labels
 * its inputs with them, a refused publish names the missing ones with them in that order
 * ("Missing: Text, Excerpt."), and the activity log the fields a post's save changed ("Changed:
 * Title, Tags").
 */
export const postFieldLabels = {
  title: 'Title',
  content: 'Text',
  slug: 'Address',
  excerpt: 'Excerpt',
  subtitle: 'Subtitle',
  category: 'Category',
  tags: 'Tags',
  authorName: 'Author',
  seoDescription: 'SEO description',
  authorBio: 'Author bio',
  featuredImage: 'Featured image',
  featuredImageAlt: 'What the featured image shows',
} as const satisfies Record<keyof PostFields, string>;
