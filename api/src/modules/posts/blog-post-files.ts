/**
 * Loads blog posts from markdown files: a front-matter block between `---` lines of `key: value`
 * (title, slug, excerpt, category, tags as a comma list, publishedAt, featuredImage as a file in
 * api/media/blog/ and featuredImageAlt, what it shows, for readers who cannot see it; optional
 * subtitle), then the markdown body.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BlogPostInput } from './repositories/blog-posts';
import { revenueGenerated, wisdomTraditions, yearsOfExperience } from '@site/contracts/figures';

const wordsPerMinute = 200;

export function readingTimeMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('missing front matter (a block between --- lines)');
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`front matter line is not "key: value": ${line}`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: (match[2] ?? '').trim() };
}

/** A date-only value is read as noon UTC, so it shows as the same calendar day in every zone. */
function parsePublishedAt(value: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`publishedAt is not a date: ${value}`);
  return date;
}

export function blogPostFromMarkdown(
  source: string,
  author: { name: string; bio: string },
): BlogPostInput {
  const { fields, body } = parseFrontMatter(source);
  const required = (key: string): string => {
    const value = fields[key];
    if (!value) throw new Error(`front matter is missing "${key}"`);
    return value;
  };
  const tags = (fields.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const post: BlogPostInput = {
    title: required('title'),
    slug: required('slug'),
    excerpt: required('excerpt'),
    content: body,
    category: required('category'),
    featuredImage: `/api/media/blog/${path.basename(required('featuredImage'))}`,
    // A starter post is published: it keeps the rule every published post keeps.
    featuredImageAlt: required('featuredImageAlt'),
    publishedAt: parsePublishedAt(required('publishedAt')),
    readingTime: readingTimeMinutes(body),
    authorName: author.name,
    authorBio: author.bio,
  };
  if (tags.length > 0) post.tags = tags;
  if (fields.subtitle) post.subtitle = fields.subtitle;
  return post;
}

export function loadBlogPosts(dir: string, author: { name: string; bio: string }): BlogPostInput[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      try {
        return blogPostFromMarkdown(fs.readFileSync(path.join(dir, file), 'utf8'), author);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    });
}

export function authorBio(coachName: string): string {
  return `${coachName} is a consciousness coach, keynote speaker and consultant. After building and losing businesses worth ${revenueGenerated.words}, he spent ${yearsOfExperience.words} studying ${wisdomTraditions.words} and turned what he found into practical frameworks for high achievers who want success that also feels like theirs.`;
}
