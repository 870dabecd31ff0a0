/**
 * The unpublished post the newsletter test publishes and emails in one action. The site's seeds
 * publish every post, so `newsletter-draft-post.ts` adds this one to the test database before the
 * API starts (see playwright.config.ts).
 */
export const draftPost = {
  slug: 'e2e-newsletter-first-light',
  title: 'First Light: Writing Before the World Wakes',
  excerpt: 'Why the first hour belongs to the work only you can do.',
  content: '## The first hour\n\nBefore the messages arrive, there is a quiet that belongs to you.',
  featuredImage: '/api/media/blog/four-freedoms-framework.svg#1200x630',
  featuredImageAlt: 'Four open doors in morning light',
} as const;
