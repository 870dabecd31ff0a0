/**
 * The owner's posts: list, editor, publishing, the live preview and image uploads. Every entry
 * needs the owner's session; writes come from the site's own origin only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { number, object, string } from 'yup';
import {
  createPostSchema,
  postStatuses,
  postVersionSchema,
  previewPostSchema,
  publishPostSchema,
  savePostSchema,
} from '../admin-posts';
import { defineEndpoint, json } from './define';
import { postImageSchema } from './site-settings';
import { maxDatabaseInteger } from './params';
import { apiErrorSchema, listOf } from './responses';

const invalidPostIdMessage = 'Invalid post id: it must be a positive whole number';

/** A post id in a path: 1 to 10 digits and nothing else, up to the largest database integer. */
const idParams = object({
  id: number()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
    )
    .typeError(invalidPostIdMessage)
    .required(invalidPostIdMessage)
    .integer(invalidPostIdMessage)
    .min(1, invalidPostIdMessage)
    .max(maxDatabaseInteger, invalidPostIdMessage),
});

const isoInstant = { type: 'string', format: 'date-time' } as const;
const nullableInstant = {
  anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
} as const;
const status = { type: 'string', enum: postStatuses } as const;

export const adminPostSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    slug: { type: 'string' },
    category: { type: 'string' },
    status,
    publishedAt: nullableInstant,
    updatedAt: isoInstant,
  },
  required: ['id', 'title', 'slug', 'category', 'status', 'publishedAt', 'updatedAt'],
  additionalProperties: false,
} as const;
/** One line of the list. */
export type AdminPostSummary = FromSchema<typeof adminPostSummarySchema>;

export const adminPostSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    slug: { type: 'string' },
    excerpt: { type: 'string' },
    subtitle: { type: 'string' },
    seoDescription: { type: 'string' },
    category: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    authorName: { type: 'string' },
    authorBio: { type: 'string' },
    featuredImage: { type: 'string' },
    featuredImageAlt: { type: 'string', description: 'What the featured image shows.' },
    content: { type: 'string', description: 'Markdown.' },
    status,
    // Published or scheduled time; null for a draft never published.
    publishedAt: nullableInstant,
    updatedAt: isoInstant,
    createdAt: isoInstant,
    readingTime: { type: 'integer' },
    // Increases with each save; sent back with every change.
    version: { type: 'integer' },
    // The owner's zone, in which a schedule is entered.
    timezone: { type: 'string' },
  },
  required: [
    'id',
    'title',
    'slug',
    'excerpt',
    'subtitle',
    'seoDescription',
    'category',
    'tags',
    'authorName',
    'authorBio',
    'featuredImage',
    'featuredImageAlt',
    'content',
    'status',
    'publishedAt',
    'updatedAt',
    'createdAt',
    'readingTime',
    'version',
    'timezone',
  ],
  additionalProperties: false,
} as const;
/** A post as the editor reads it: its fields, status, times, version and the owner's zone. */
export type AdminPost = FromSchema<typeof adminPostSchema>;

export const postPreviewSchema = {
  type: 'object',
  properties: { html: { type: 'string' } },
  required: ['html'],
  additionalProperties: false,
} as const;

const notFound = json('No post has this id.', apiErrorSchema);
const conflict = json(
  'The post changed since the editor read it (another tab): nothing was saved.',
  apiErrorSchema,
);

export const listAdminPosts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/posts',
  area: 'admin-posts',
  summary:
    'Every post: drafts first (last changed first), then scheduled (next first), published (newest first) and unpublished',
  access: 'owner',
  query: object({
    status: string()
      .optional()
      .oneOf([...postStatuses], 'Please choose draft, scheduled, published or unpublished'),
  }),
  responses: { 200: json('The posts.', listOf(adminPostSummarySchema)) },
});

export const createAdminPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/posts',
  area: 'admin-posts',
  summary: 'A new draft with this title (the other fields get their defaults)',
  access: 'owner',
  body: createPostSchema,
  responses: { 201: json('The new draft.', adminPostSchema) },
});

export const getAdminPost = defineEndpoint({
  method: 'GET',
  path: '/api/admin/posts/:id',
  area: 'admin-posts',
  summary: 'One post as the editor reads it, its body rendered as the blog shows it',
  access: 'owner',
  params: idParams,
  responses: { 200: json('The post.', adminPostSchema), 404: notFound },
});

export const saveAdminPost = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/posts/:id',
  area: 'admin-posts',
  summary: "Save the post's fields (a published post changes on the site at once)",
  description:
    'Refused with 409 when `version` is not the current one. A changed slug of a post that was ' +
    'public keeps answering: the old address redirects (301) to the new one.',
  access: 'owner',
  params: idParams,
  body: savePostSchema,
  responses: {
    200: json('The saved post.', adminPostSchema),
    404: notFound,
    409: conflict,
  },
});

export const publishAdminPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/posts/:id/publish',
  area: 'admin-posts',
  summary: "Publish now, or schedule for a time in the owner's zone (`publishAt`)",
  access: 'owner',
  params: idParams,
  body: publishPostSchema,
  responses: {
    200: json('The published or scheduled post.', adminPostSchema),
    404: notFound,
    409: conflict,
  },
});

export const unpublishAdminPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/posts/:id/unpublish',
  area: 'admin-posts',
  summary: 'Take the post off the site (its page answers 404)',
  access: 'owner',
  params: idParams,
  body: postVersionSchema,
  responses: {
    200: json('The unpublished post.', adminPostSchema),
    404: notFound,
    409: conflict,
  },
});

export const deleteAdminPost = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/posts/:id',
  area: 'admin-posts',
  summary: 'Delete the post for good',
  access: 'owner',
  params: idParams,
  query: postVersionSchema,
  responses: {
    204: { description: 'Deleted.', contentType: 'text/plain' },
    404: notFound,
    409: conflict,
  },
});

export const previewAdminPost = defineEndpoint({
  method: 'POST',
  path: '/api/admin/posts/preview',
  area: 'admin-posts',
  summary: 'A Markdown body as the public post page shows it (the same renderer and sanitiser)',
  access: 'owner',
  body: previewPostSchema,
  responses: { 200: json('The HTML.', postPreviewSchema) },
});

export const uploadPostImage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/posts/images',
  area: 'admin-posts',
  summary: 'Upload an image: JPEG, PNG, WebP or AVIF (by its content), made into AVIF and WebP',
  access: 'owner',
  rawBody:
    'The image file itself, as the request body (any image Content-Type or ' +
    'application/octet-stream); its type is read from its content, never from its name.',
  bodyTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'],
  responses: {
    201: json('The stored responsive set.', postImageSchema),
    400: json('Not one of the accepted images.', apiErrorSchema),
    413: json('Larger than the accepted size.', apiErrorSchema),
  },
});

export { postImageSchema };

export const adminPostEndpoints = {
  listAdminPosts,
  createAdminPost,
  previewAdminPost,
  uploadPostImage,
  getAdminPost,
  saveAdminPost,
  publishAdminPost,
  unpublishAdminPost,
  deleteAdminPost,
} as const;
