/**
 * The owner's posts: what the back office's editor sends and reads, the rules a post must meet to
 * be published, and every message the owner can see about them.
 *
 * A post is in one of four states. `draft`: never published. `scheduled`: published with a time
 * still to come (the public site shows it from that time on, without anyone acting). `published`:
 * public now. `unpublished`: was public and was taken down. The public site shows a post only
 * when it is published and its time has come.
 */
import { array, number, object, string, type InferType } from 'yup';
import { blogCategoryLabels } from './blog';
import { singleLine, singleLineMessage } from './schemas/single-line';

export const postStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

/** Bounds of every field (the database holds text, the site's layout holds these). */
export const postLimits = {
  title: 200,
  slug: 120,
  excerpt: 600,
  subtitle: 300,
  seoDescription: 300,
  authorName: 120,
  authorBio: 2000,
  tag: 60,
  tags: 20,
  /** About 10,000 words; a save stays within the API's body limit whatever the alphabet. */
  content: 60_000,
  featuredImage: 500,
  imageAlt: 300,
} as const;

/** Uploaded images: the types accepted (checked on the file's content) and the largest size. */
export const postImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const postImageMaxBytes = 10 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have (40 megapixels, e.g. 8000 × 5000): a small file can
 * hold a huge image, and decoding one takes memory in proportion to its pixels.
 */
export const postImageMaxPixels = 40_000_000;
/** The limits as the upload forms state them. */
export const postImageLimitsHint = `JPEG, PNG, WebP or AVIF, up to ${postImageMaxBytes / 1024 / 1024} MB and ${postImageMaxPixels / 1_000_000} megapixels`;

export const postMessages = {
  titleRequired: 'Please give the post a title.',
  titleTooLong: `Please keep the title under ${postLimits.title} characters.`,
  slugInvalid:
    'Use lower-case letters, digits and single hyphens for the address (e.g. my-first-post).',
  slugTaken: 'Another post already uses this address. Please choose another one.',
  slugReserved: 'This address is reserved by the blog. Please choose another one.',
  tooLong: 'This is too long.',
  categoryInvalid: 'Please choose one of the blog’s categories.',
  versionRequired: 'The version of the post you edited is missing. Reload the post.',
  publishAtInvalid: 'Please give the date and time as YYYY-MM-DDTHH:mm.',
  publishAtPast: 'Please choose a time in the future to schedule the post, or publish it now.',
  publishAtNotExisting: 'This time does not exist in your time zone (the clocks skip it).',
  /** 400 of publish/schedule: these fields must be filled first (listed in `errors`). */
  incomplete: 'Fill in every required field before publishing.',
  excerptRequired: 'Please write a short excerpt: it shows in the list and in search results.',
  contentRequired: 'Please write the body of the post.',
  featuredImageRequired: 'Please choose a featured image.',
  featuredImageInvalid: 'Please upload the featured image here, or give an https:// address.',
  featuredImageAltRequired:
    'Please describe the featured image (what it shows) for readers who cannot see it.',
  bodyImageAltRequired:
    'Please describe every image in the body: write what it shows between the brackets of ![…](…).',
  authorRequired: 'Please give the author’s name.',
  /** 409 when another tab or window saved the post since this one read it. */
  conflict:
    'This post was changed in another tab or window since you opened it. Your changes were not saved: copy what you need, then reload to see the latest version.',
  notFound: 'This post does not exist (it may have been deleted).',
  imageType: 'Please upload a JPEG, PNG, WebP or AVIF image.',
  imageTooLarge: `Please upload an image of at most ${postImageMaxBytes / 1024 / 1024} MB.`,
  imageTooSmall: 'Please upload an image at least 600 pixels wide.',
  imageTooManyPixels: `Please upload an image of at most ${postImageMaxPixels / 1_000_000} megapixels (for example 8000 × 5000 pixels): resize it and try again.`,
  imageQueueFull: 'Several images are being processed right now. Please try again in a moment.',
} as const;

/** An address: lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Paths under /blog/ the blog owns itself: no post may take them. */
export const reservedSlugs = ['feed.xml'] as const;

/** The address a title suggests: ASCII letters and digits, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, postLimits.slug)
    .replace(/-+$/g, '');
}

const text = (max: number) => string().defined().trim().max(max, postMessages.tooLong);

/**
 * The editor's fields. A draft may leave any of them empty except the title; publishing needs
 * them all (see `missingForPublishing`).
 */
export const postFieldsSchema = object({
  title: string()
    .defined()
    .trim()
    .required(postMessages.titleRequired)
    .max(postLimits.title, postMessages.titleTooLong)
    .test(singleLine(singleLineMessage('The title'))),
  slug: string()
    .defined()
    .trim()
    .required(postMessages.slugInvalid)
    .max(postLimits.slug, postMessages.tooLong)
    .matches(slugPattern, postMessages.slugInvalid)
    .notOneOf([...reservedSlugs], postMessages.slugReserved),
  excerpt: text(postLimits.excerpt),
  subtitle: text(postLimits.subtitle),
  seoDescription: text(postLimits.seoDescription),
  category: string()
    .defined()
    .oneOf([...blogCategoryLabels], postMessages.categoryInvalid),
  tags: array(
    string()
      .defined()
      .trim()
      .required()
      .max(postLimits.tag, postMessages.tooLong)
      .test(singleLine(singleLineMessage('A tag'))),
  )
    .defined()
    .max(postLimits.tags, postMessages.tooLong),
  authorName: text(postLimits.authorName),
  authorBio: text(postLimits.authorBio),
  featuredImage: text(postLimits.featuredImage).test(
    'site-image',
    postMessages.featuredImageInvalid,
    (value) =>
      value === '' || /^\/api\/media\/[^\s?#]+$/.test(value) || /^https:\/\/\S+$/.test(value),
  ),
  /** What the featured image shows; an older editor that does not send it saves it empty. */
  featuredImageAlt: string().trim().max(postLimits.imageAlt, postMessages.tooLong).default(''),
  content: string().defined().max(postLimits.content, postMessages.tooLong),
});
export type PostFields = InferType<typeof postFieldsSchema>;

/** The editor's fields by name, in the form's order (an audit entry names those a save changed). */
export const postFieldNames = Object.keys(postFieldsSchema.fields) as (keyof PostFields)[];

const versionField = number()
  .typeError(postMessages.versionRequired)
  .integer(postMessages.versionRequired)
  .min(1, postMessages.versionRequired)
  .required(postMessages.versionRequired);

/** PUT a post: every field and the version the editor read. */
export const savePostSchema = postFieldsSchema.shape({ version: versionField });
export type SavePostRequest = InferType<typeof savePostSchema>;

/** POST a new draft: only a title is needed (the rest gets the defaults). */
export const createPostSchema = postFieldsSchema.pick(['title']);
export type CreatePostRequest = InferType<typeof createPostSchema>;

/**
 * Publish now (no `publishAt`) or schedule: `publishAt` is a wall-clock time in the owner's zone
 * (`YYYY-MM-DDTHH:mm`, as a datetime-local input gives it).
 */
export const publishPostSchema = object({
  version: versionField,
  publishAt: string()
    .optional()
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, postMessages.publishAtInvalid),
});
export type PublishPostRequest = InferType<typeof publishPostSchema>;

export const postVersionSchema = object({ version: versionField });

export const previewPostSchema = object({
  content: string().defined().max(postLimits.content, postMessages.tooLong),
});

/**
 * The text an image's description may not be: empty, or the prompt an editor once inserted in
 * its place (`![Describe the image](…)`), which describes nothing.
 */
export const imageAltPlaceholders = ['describe the image'] as const;

function isDescribed(alt: string): boolean {
  const text = alt.trim().toLowerCase();
  return text !== '' && !(imageAltPlaceholders as readonly string[]).includes(text);
}

/** The body's images (`![alt](src)`) that are not described: their sources, in order. */
export function undescribedBodyImages(markdown: string): string[] {
  const undescribed: string[] = [];
  for (const match of markdown.matchAll(/!\[((?:\\.|[^\]\\])*)\]\(\s*<?([^)\s>]*)/g)) {
    if (!isDescribed(match[1]!.replace(/\\(.)/g, '$1'))) undescribed.push(match[2]!);
  }
  return undescribed;
}

/** The fields publishing needs, with the message for each one missing. */
export function missingForPublishing(post: PostFields): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!post.excerpt.trim()) missing.excerpt = postMessages.excerptRequired;
  if (!post.content.trim()) missing.content = postMessages.contentRequired;
  if (!post.featuredImage.trim()) missing.featuredImage = postMessages.featuredImageRequired;
  else if (!isDescribed(post.featuredImageAlt))
    missing.featuredImageAlt = postMessages.featuredImageAltRequired;
  if (undescribedBodyImages(post.content).length > 0)
    missing.content = postMessages.bodyImageAltRequired;
  if (!post.authorName.trim()) missing.authorName = postMessages.authorRequired;
  if (!blogCategoryLabels.includes(post.category)) missing.category = postMessages.categoryInvalid;
  return missing;
}

/*
 * The answers' types are derived from their JSON Schemas, each declared beside its schema (the one
 * declaration of the shape, which the API's serializer and the OpenAPI document use too).
 * Types only, erased at compile time: the two modules form no cycle at run time.
 */
// eslint-disable-next-line import-x/no-cycle
export type { AdminPost, AdminPostSummary } from './endpoints/admin-posts';
export type { PostImage } from './endpoints/site-settings';
