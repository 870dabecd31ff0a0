/**
 * `tsx src/entry/cli.ts migrate | rollback [--all] | seed | owner create|reset | backup | restore FILE`:
 * the db:* scripts, `npm run owner -- create|reset`, `npm run backup` and `npm run restore -- FILE`.
 * Uses the same config (DATABASE_URL or the PGlite data folder) as the server. `owner`, on PGlite
 * while the site runs (the API holds the database), goes through the running API's local channel
 * (owner-channel.ts).
 */
import { EnvError } from '@site/contracts/env';
import { loadConfig } from '../platform/config';
import { askOwnerChannel, ownerChannelPath, signInUrlOf } from './owner-channel';
import { createOrResetOwner, minPasswordLength, OwnerInputError } from '../modules/owner';
import { runBackupCommand, runRestoreCommand } from './backup-cli';
import { promptLine } from './prompt';
import { createDb } from '../db/knex';
import { migrateLatest, rollback } from '../db/migrator';
import { runSeeds } from './seeds/index';
import { createSocialImageStore, socialImageDir } from '../modules/posts';

async function main(): Promise<number> {
  const [command, ...flags] = process.argv.slice(2);
  if (
    !['migrate', 'rollback', 'seed', 'owner', 'backup', 'restore'].includes(command ?? '') ||
    (command === 'owner' && flags[0] !== 'create' && flags[0] !== 'reset')
  ) {
    console.error(
      'usage: cli.ts migrate | rollback [--all] | seed | owner create|reset | backup [--dir DIR] [--every HOURS --keep N] | restore FILE [--replace]',
    );
    return 2;
  }
  const config = loadConfig();
  if (command === 'backup') return runBackupCommand(config, flags);
  if (command === 'restore') return runRestoreCommand(config, flags);
  const ownerMode = flags[0] === 'reset' ? 'reset' : 'create';
  let credentials: { username: string; password: string } | undefined;
  if (command === 'owner') {
    credentials = await ownerCredentials();
    if (config.databaseUrl === null) {
      const viaSite = await askOwnerChannel(ownerChannelPath(config.dataDir), {
        mode: ownerMode,
        ...credentials,
      });
      if (viaSite !== null) {
        reportOwner(credentials.username, 'the running site', viaSite);
        return 0;
      }
    }
  }
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
    } else if (command === 'owner' && credentials !== undefined) {
      await migrateLatest(db);
      const result = await createOrResetOwner(db, {
        ...credentials,
        mode: ownerMode,
        now: new Date(),
      });
      reportOwner(credentials.username, where, {
        ...result,
        signInUrl: signInUrlOf(config.siteOrigin),
      });
    } else {
      await migrateLatest(db);
      const counts = await runSeeds(db, {
        coachName: config.coachName,
        socialImages: createSocialImageStore({
          dir: socialImageDir(config),
          mediaDir: config.mediaDir,
          uploadsDir: config.uploadsDir,
          coachName: config.coachName,
        }),
      });
      console.info(
        `Starter content on ${where}: inserted ${counts.inserted.testimonials} of ${counts.testimonials} testimonials and ${counts.inserted.blogPosts} of ${counts.blogPosts} blog posts (each is inserted once; after that it is the owner's)`,
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

function reportOwner(
  username: string,
  where: string,
  result: { created: boolean; sessionsEnded: number; signInUrl: string },
): void {
  console.info(
    result.created
      ? `Created the owner "${username}" on ${where}. Sign in at ${result.signInUrl}`
      : `Reset the password of "${username}" on ${where}: ${result.sessionsEnded} session(s) ended, two-factor sign-in turned off, failed sign-ins forgotten. Sign in at ${result.signInUrl}`,
  );
}

/**
 * OWNER_USERNAME and OWNER_PASSWORD from the environment (scripts, Compose), or asked for in the
 * terminal, the password hidden and typed twice. Never printed or logged.
 */
async function ownerCredentials(): Promise<{ username: string; password: string }> {
  const fromEnv = {
    username: process.env.OWNER_USERNAME?.trim(),
    password: process.env.OWNER_PASSWORD,
  };
  if (fromEnv.username && fromEnv.password) {
    return { username: fromEnv.username, password: fromEnv.password };
  }
  if (!process.stdin.isTTY) {
    throw new OwnerInputError(
      'Set OWNER_USERNAME and OWNER_PASSWORD, or run this in a terminal to be asked for them.',
    );
  }
  const username = fromEnv.username || (await promptLine('Owner username: ')).trim();
  const password =
    fromEnv.password ??
    (await promptLine(`Password (at least ${minPasswordLength} characters): `, { hidden: true }));
  if (fromEnv.password === undefined) {
    const again = await promptLine('Password again: ', { hidden: true });
    if (again !== password)
      throw new OwnerInputError('The two passwords differ: nothing was changed.');
  }
  return { username, password };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof EnvError || error instanceof OwnerInputError ? error.message : error,
    );
    process.exit(1);
  },
);
