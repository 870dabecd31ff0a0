import { blogListParams } from '@site/contracts/blog';

export { blogCategories, blogCategoryBySlug as categoryBySlug } from '@site/contracts/blog';
export type { BlogCategory } from '@site/contracts/blog';

export const allPostsLabel = 'All Posts';

export const categoryParam = blogListParams.category;
