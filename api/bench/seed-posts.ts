/**
 * `tsx bench/seed-posts.ts [count]`: fills the database the API would use (DATABASE_URL, or the
 * PGlite folder of DATA_DIR) with the site's seeds and then `count` (default 500) more published
 * posts, so benchmarks measure the blog at a size a writing coach reaches after some years. The
 * extra posts reuse the seed posts' bodies (real lengths), cycle through the blog's categories,
 * have slugs `bench-post-NNN` and are dated one day apart before today. Idempotent: existing
 * bench posts are replaced. Bumps the content version, as any change of public content does.
 */
import { blogCategories } from '@site/contracts/blog';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrator';
import { blogPostsDir, runSeeds } from '../src/entry/seeds/index';
import { authorBio, loadBlogPosts } from '../src/modules/posts';
import { createRepositories } from '../src/repositories';

const day = 24 * 60 * 60 * 1000;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 500);
  if (!Number.isInteger(count) || count < 0) throw new Error('count must be a whole number');
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateLatest(db);
    await runSeeds(db, { coachName: config.coachName });
    const models = loadBlogPosts(blogPostsDir, {
      name: config.coachName,
      bio: authorBio(config.coachName),
    });
    if (models.length === 0) throw new Error(`no seed posts in ${blogPostsDir}`);
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, index) => {
      const model = models[index % models.length]!;
      const category = blogCategories[index % blogCategories.length]!;
      const number = String(index + 1).padStart(3, '0');
      return {
        title: `${model.title} (notes ${number})`,
        slug: `bench-post-${number}`,
        excerpt: model.excerpt,
        content: model.content,
        featured_image: model.featuredImage,
        featured_image_alt: model.featuredImageAlt,
        category: category.label,
        author_name: model.authorName,
        author_bio: model.authorBio ?? null,
        tags: model.tags ?? null,
        reading_time: model.readingTime,
        published_at: new Date(now - (index + 2) * day),
      };
    });
    await db.transaction(async (trx) => {
      await trx('blog_posts').where('slug', 'like', 'bench-post-%').delete();
      for (let i = 0; i < rows.length; i += 100) {
        await trx('blog_posts').insert(rows.slice(i, i + 100));
      }
      await createRepositories(db).siteContent.bump(trx);
    });
    console.info(`seeded ${count} bench posts`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
