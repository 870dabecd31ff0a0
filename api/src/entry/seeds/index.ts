import path from 'node:path';
import type { Knex } from 'knex';
import { repoRoot } from '../../platform/config';
import { createRepositories } from '../../repositories';
import { type SocialImageStore, authorBio, loadBlogPosts } from '../../modules/posts';
import type { TestimonialInput } from '../../modules/site';
import { seedTestimonials } from './testimonials';

/**
 * The posts' Markdown, found from the repository root rather than this file, so the compiled
 * server (`server-dist/`, a bundle) and the TypeScript sources read the same folder.
 */
export const blogPostsDir = path.join(repoRoot, 'api', 'src', 'entry', 'seeds', 'blog-posts');

/**
 * Inserts each starter post (by slug) and testimonial (by name) once, ever: a marker per item in
 * `applied_seeds` records it. After that the row is the owner's: later runs (every start, every
 * deploy) never overwrite his edits or bring back what he deleted, and a starter item added to
 * the repository later is inserted on the next run. With `socialImages`, the link preview of each
 * post inserted now is rendered too.
 */
export async function runSeeds(
  db: Knex,
  options: {
    coachName: string;
    blogDir?: string;
    socialImages?: SocialImageStore;
    /** Other starter testimonials (tests). */
    testimonials?: TestimonialInput[];
  },
): Promise<{
  testimonials: number;
  blogPosts: number;
  inserted: { testimonials: number; blogPosts: number };
}> {
  const posts = loadBlogPosts(options.blogDir ?? blogPostsDir, {
    name: options.coachName,
    bio: authorBio(options.coachName),
  });
  const testimonials = options.testimonials ?? seedTestimonials;
  const inserted = { testimonials: 0, blogPosts: 0 };
  const insertedSlugs: string[] = [];
  await db.transaction(async (trx) => {
    const repos = createRepositories(db);
    /** True the first time a key is seen: its marker is written in the same transaction. */
    const firstTime = async (key: string) =>
      (await trx('applied_seeds').insert({ key }).onConflict('key').ignore().returning('key'))
        .length > 0;
    for (const testimonial of testimonials) {
      if (!(await firstTime(`testimonial:${testimonial.name}`))) continue;
      await repos.testimonials.insertSeed(testimonial, trx);
      inserted.testimonials += 1;
    }
    let described = 0;
    for (const post of posts) {
      if (await firstTime(`blog-post:${post.slug}`)) {
        if (await repos.blogPosts.insertSeed(post, trx)) insertedSlugs.push(post.slug);
        inserted.blogPosts += 1;
      } else if (await firstTime(`blog-post-image-alt:${post.slug}`)) {
        // Inserted by an earlier install without its image's description: given once now.
        if (await repos.blogPosts.describeSeedImage(post, trx)) described += 1;
      }
    }
    if (inserted.testimonials + inserted.blogPosts + described > 0)
      await repos.siteContent.bump(trx);
  });
  if (options.socialImages) {
    const repos = createRepositories(db);
    for (const slug of insertedSlugs) {
      const saved = await repos.blogPosts.findPublishedBySlug(slug);
      if (saved) await options.socialImages.get(saved);
    }
  }
  return { testimonials: testimonials.length, blogPosts: posts.length, inserted };
}
