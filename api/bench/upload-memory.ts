/**
 * `npm run bench:uploads -w api`: the API's memory while three owners' tabs upload a large image
 * at once. The real app on a throwaway embedded database; three PNG uploads of BENCH_MEGAPIXELS
 * (default 40, the most accepted) sent together; the process's resident memory sampled every
 * 10 ms. Prints the resident memory before, its peak during the uploads, and the answers.
 *
 * Options (environment): BENCH_MEGAPIXELS (default 40), BENCH_UPLOADS (default 3).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateLatest } from '../src/db/migrator';
import { createTestOwner, signInOwner } from '../src/test/owner';

const megapixels = Number(process.env.BENCH_MEGAPIXELS ?? 40);
const uploads = Number(process.env.BENCH_UPLOADS ?? 3);
const origin = 'http://localhost:3000';
const megabyte = 1024 * 1024;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      DATA_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      MAIL_DIR: path.join(dir, 'mail'),
      SITE_ORIGIN: origin,
      RATE_LIMIT_ADMIN_MAX: '100000',
    }),
  );
  try {
    await app.ready();
    await migrateLatest(app.knex);
    const owner = { username: 'bench-owner', password: 'a long bench password 1', origin };
    await createTestOwner(app, owner);
    const cookie = await signInOwner(app, owner);
    // Different images of the same size (none answered from another's files), made in another
    // process so their making does not count in this one's memory.
    const width = 8000;
    const height = Math.floor((megapixels * 1_000_000) / width);
    const files = Array.from({ length: uploads }, (_, i) => path.join(dir, `upload-${i}.png`));
    execFileSync(
      process.execPath,
      [
        '-e',
        `const sharp = require('sharp');
        Promise.all(${JSON.stringify(files)}.map((file, i) => sharp({ create: { width: ${width},
          height: ${height}, channels: 3, background: { r: 40 * i, g: 90, b: 160 } } })
          .png({ compressionLevel: 1 }).toFile(file)));`,
      ],
      { cwd: path.join(__dirname, '..') },
    );
    const images = files.map((file) => readFileSync(file));
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = Date.now();
    const answers = await Promise.all(
      images.map((payload) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/posts/images',
          headers: { cookie, origin, 'content-type': 'image/png' },
          payload,
        }),
      ),
    );
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `${uploads} × ${width}×${height} PNG (${(images[0]!.length / 1024).toFixed(0)} KB each) at once: ` +
        `resident memory ${(before / megabyte).toFixed(0)} MB before, peak ${(peak / megabyte).toFixed(0)} MB ` +
        `(+${((peak - before) / megabyte).toFixed(0)} MB), ${seconds.toFixed(1)} s; answers ` +
        answers.map((answer) => answer.statusCode).join(', '),
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
