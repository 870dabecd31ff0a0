import path from 'node:path';
import type { Knex } from 'knex';
import { repoRoot } from '../../config';
import { createRepositories } from '../../repositories';
import type { SocialImageStore } from '../../services/social-image';
import { authorBio, loadBlogPosts } from './blog-posts';
import { seedTestimonials } from './testimonials';

/**
 * The posts' Markdown, found from the repository root rather than this file, so the compiled
 * server (`server-dist/`, a bundle) and the TypeScript sources read the same folder.
 */
export const blogPostsDir = path.join(repoRoot, 'api', 'src', 'db', 'seeds', 'blog-posts');

/**
 * Idempotent: everything is upserted by its natural key (testimonial name, post slug). With
 * `socialImages`, each published post's link preview is rendered too (a no-op when it is current).
 */
export async function runSeeds(
  db: Knex,
  options: { coachName: string; blogDir?: string; socialImages?: SocialImageStore },
): Promise<{ testimonials: number; blogPosts: number }> {
  const posts = loadBlogPosts(options.blogDir ?? blogPostsDir, {
    name: options.coachName,
    bio: authorBio(options.coachName),
  });
  await db.transaction(async (trx) => {
    const repos = createRepositories(db);
    for (const testimonial of seedTestimonials) await repos.testimonials.upsert(testimonial, trx);
    for (const post of posts) await repos.blogPosts.upsert(post, trx);
  });
  if (options.socialImages) {
    const repos = createRepositories(db);
    for (const { slug } of posts) {
      const saved = await repos.blogPosts.findPublishedBySlug(slug);
      if (saved) await options.socialImages.get(saved);
    }
  }
  return { testimonials: seedTestimonials.length, blogPosts: posts.length };
}
