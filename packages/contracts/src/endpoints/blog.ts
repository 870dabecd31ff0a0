/** The blog's posts, feed and link previews. */
import { number, object, string } from 'yup';
import { blogCategories, blogPageSize } from '../blog';
import { defineEndpoint, json } from './define';
import {
  apiErrorSchema,
  blogPostDetailSchema,
  blogPostPageSchema,
  blogPostSchema,
  listOf,
} from './responses';

/** The largest page of posts one request may ask for. */
export const maxBlogPerPage = 100;

export const invalidPageMessage = 'Invalid page: it must be a whole number from 1';
export const invalidPerPageMessage = `Invalid perPage: it must be a whole number from 1 to ${maxBlogPerPage}`;
export const unknownCategoryMessage = `Unknown category: it must be one of ${blogCategories
  .map((category) => category.slug)
  .join(', ')}`;

/** A whole number written plainly (digits only, no sign, no exponent) between `min` and `max`. */
const plainInteger = (message: string, max: number) =>
  number()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && /^\d{1,9}$/.test(original) ? Number(original) : Number.NaN,
    )
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message);

const pagingQuery = {
  page: plainInteger(invalidPageMessage, 1_000_000)
    .optional()
    .meta({ description: 'The page, from 1.' }),
  perPage: plainInteger(invalidPerPageMessage, maxBlogPerPage)
    .optional()
    .meta({ description: `Posts per page, 1 to ${maxBlogPerPage}.` }),
};

const slugParams = object({
  slug: string().defined().meta({ description: "The post's slug." }),
});

export const listPosts = defineEndpoint({
  method: 'GET',
  path: '/api/blog',
  area: 'blog',
  summary: 'Published posts, newest first',
  description:
    'Without a query: every published post, each with its Markdown body (the list the site has ' +
    'always answered). With `page` (and `perPage`, default ' +
    `${blogPageSize}` +
    '): that page of the same list; `X-Total-Count` carries the number of posts and `Link` the ' +
    "`prev`/`next` pages. The blog's own list reads `GET /api/blog-summaries`, without bodies.",
  access: 'public',
  query: object(pagingQuery),
  responses: {
    200: json('Published posts, each with `updatedAt`.', listOf(blogPostSchema), {
      'X-Total-Count': {
        description: 'With `page`: the number of published posts, on every page.',
        schema: { type: 'integer', minimum: 0 },
      },
      Link: {
        description:
          'With `page`: the neighbouring pages (RFC 8288), `<…?page=1&perPage=12>; rel="prev"` ' +
          'and `rel="next"`, each present only when that page exists.',
        schema: { type: 'string' },
      },
    }),
    400: json('`page` or `perPage` is not a whole number in range.', apiErrorSchema),
  },
});

export const listSummaries = defineEndpoint({
  method: 'GET',
  path: '/api/blog-summaries',
  area: 'blog',
  summary: "One page of the blog's list: published posts without their bodies, newest first",
  description:
    `Pages of ${blogPageSize} by default. \`category\` narrows the list to the posts whose ` +
    'category or one of whose tags is that category. A page past the last answers no posts, ' +
    'with the real `total` and `pageCount`.',
  access: 'public',
  query: object({
    ...pagingQuery,
    category: string()
      .optional()
      .oneOf(
        blogCategories.map((category) => category.slug),
        unknownCategoryMessage,
      )
      .meta({ description: "A category's slug, as in the list's `?category=`." }),
  }),
  responses: {
    200: json('The page.', blogPostPageSchema),
    400: json('A query value is out of range or unknown.', apiErrorSchema),
  },
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

export const blogEndpoints = { listPosts, listSummaries, feed, getPost, socialImage } as const;
