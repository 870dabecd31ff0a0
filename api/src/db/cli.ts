/**
 * `tsx src/db/cli.ts migrate | rollback [--all] | seed`: the db:* scripts. Uses the same config
 * (DATABASE_URL or the PGlite data folder) as the server.
 */
import { EnvError } from '@site/contracts/env';
import { loadConfig } from '../config';
import { createDb } from './knex';
import { migrateLatest, rollback } from './migrator';
import { runSeeds } from './seeds';
import { createSocialImageStore, socialImageDir } from '../services/social-image';

async function main(): Promise<number> {
  const [command, ...flags] = process.argv.slice(2);
  if (command !== 'migrate' && command !== 'rollback' && command !== 'seed') {
    console.error('usage: cli.ts migrate | rollback [--all] | seed');
    return 2;
  }
  const config = loadConfig();
  const db = createDb(config);
  const where =
    config.databaseUrl === null ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  try {
    if (command === 'migrate') {
      const applied = await migrateLatest(db);
      console.info(
        applied.length
          ? `Applied ${applied.join(', ')} on ${where}`
          : `Already up to date on ${where}`,
      );
    } else if (command === 'rollback') {
      const reverted = await rollback(db, flags.includes('--all'));
      console.info(
        reverted.length ? `Rolled back ${reverted.join(', ')} on ${where}` : 'Nothing to roll back',
      );
    } else {
      await migrateLatest(db);
      const counts = await runSeeds(db, {
        coachName: config.coachName,
        socialImages: createSocialImageStore({
          dir: socialImageDir(config),
          mediaDir: config.mediaDir,
          coachName: config.coachName,
        }),
      });
      console.info(
        `Seeded ${counts.testimonials} testimonials and ${counts.blogPosts} blog posts on ${where}`,
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
