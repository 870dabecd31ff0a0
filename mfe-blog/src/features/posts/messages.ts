/** Every message the blog shows, word for word. */
export const blogMessages = {
  listError: { title: 'Failed to load blog posts', text: 'Please try again later' },
  listEmpty: { title: 'No blog posts available', text: 'Check back soon for new content' },
  postNotFound: {
    title: 'Blog Post Not Found',
    text: 'The blog post you’re looking for doesn’t exist or has been moved.',
  },
  postFailed: {
    title: 'Failed to Load Post',
    text: 'There was an error loading this blog post.',
  },
} as const;
