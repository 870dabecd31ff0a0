/** The blog's posts, feed and link previews. */
import { object, string } from 'yup';
import { defineEndpoint, json } from './define';
import { apiErrorSchema, blogPostDetailSchema, blogPostSchema, listOf } from './responses';

const slugParams = object({
  slug: string().defined().meta({ description: "The post's slug." }),
});

export const listPosts = defineEndpoint({
  method: 'GET',
  path: '/api/blog',
  area: 'blog',
  summary: 'Published posts, newest first',
  access: 'public',
  responses: { 200: json('Published posts, each with `updatedAt`.', listOf(blogPostSchema)) },
});

export const feed = defineEndpoint({
  method: 'GET',
  path: '/api/blog/feed.xml',
  area: 'blog',
  summary: 'RSS 2.0 feed of the published posts (cached 10 minutes)',
  access: 'public',
  responses: { 200: { description: 'The feed.', contentType: 'application/rss+xml' } },
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/blog/:slug',
  area: 'blog',
  summary: 'One published post, its body rendered as sanitised HTML',
  access: 'public',
  params: slugParams,
  responses: {
    200: json('The post.', blogPostDetailSchema),
    301: {
      description:
        'The post moved: its slug changed. `Location` is its current address (`/api/blog/{slug}`).',
      contentType: 'text/plain',
    },
    404: json('No published post has this slug.', apiErrorSchema),
  },
});

export const socialImage = defineEndpoint({
  method: 'GET',
  path: '/api/blog/:slug/social.png',
  area: 'blog',
  summary: "The post's 1200×630 link preview (cached a day, ETag)",
  access: 'public',
  params: slugParams,
  query: object({
    v: string()
      .optional()
      .meta({ description: "The post's `updatedAt` (ms): a new URL after each edit." }),
  }),
  responses: {
    200: { description: 'The PNG (304 to a matching `If-None-Match`).', contentType: 'image/png' },
    404: json('No published post has this slug.', apiErrorSchema),
  },
});

export const blogEndpoints = { listPosts, feed, getPost, socialImage } as const;
