/**
 * Each post's link preview: a 1200×630 PNG of its featured art with its title and the coach's
 * name over a dark band. Social sites refuse SVG, so the light SVG art stays on the page and this
 * raster copy is what og:image points at.
 *
 * Images are rendered with sharp (libvips) and the Lora typeface shipped as an npm package, so
 * the result does not depend on the fonts installed on the server. They are written to a folder
 * under a name derived from everything that shapes them (slug, title, art file, post's updatedAt,
 * coach name, layout version): seeding a post renders its image, an edit renders a new one, and a
 * server that finds none (a fresh container) renders it on the first request.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { BlogPost } from '@site/contracts/api-types';
import { blogSocialImageSize, uploadedImagesPath } from '@site/contracts/blog';

const { width, height } = blogSocialImageSize;

/** Bump when the layout changes, so every cached image is rendered again. */
const layoutVersion = 1;

const fontFiles = {
  title: require.resolve('@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf'),
  byline: require.resolve('@expo-google-fonts/lora/600SemiBold/Lora_600SemiBold.ttf'),
};

const colors = { navy: '#10141f', ivory: '#f5efe3', gold: '#e6c77a' };

const margin = 80;
const textWidth = width - 2 * margin;
/** Three lines of the largest size; longer titles step down until they fit. */
const titleBoxHeight = 250;
const titleSizes = [60, 54, 48, 42, 36];

export type SocialImagePost = Pick<BlogPost, 'slug' | 'title' | 'featuredImage' | 'updatedAt'>;

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function renderText(
  text: string,
  font: string,
  fontfile: string,
  color: string,
  spacing: number,
) {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font,
      fontfile,
      width: textWidth,
      rgba: true,
      wrap: 'word',
      spacing,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function renderTitle(title: string) {
  for (const size of titleSizes) {
    const rendered = await renderText(
      title,
      `Lora Bold ${size}`,
      fontFiles.title,
      colors.ivory,
      Math.round(size / 4),
    );
    if (rendered.info.height <= titleBoxHeight || size === titleSizes[titleSizes.length - 1]) {
      return rendered;
    }
  }
  throw new Error('unreachable');
}

/** A band that darkens the lower part of the art so the title reads on any picture. */
const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${colors.navy}" stop-opacity="0.15"/>` +
    `<stop offset="0.35" stop-color="${colors.navy}" stop-opacity="0.35"/>` +
    `<stop offset="0.7" stop-color="${colors.navy}" stop-opacity="0.88"/>` +
    `<stop offset="1" stop-color="${colors.navy}" stop-opacity="0.96"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<rect x="${margin}" y="${height - margin + 20}" width="96" height="4" fill="${colors.gold}"/>` +
    `</svg>`,
);

/**
 * The PNG for a post: `art` is the featured image file's content (SVG or raster), or null for a
 * plain navy background.
 */
export async function renderSocialImage(options: {
  art: Buffer | null;
  title: string;
  byline: string;
}): Promise<Buffer> {
  const background = options.art
    ? sharp(options.art, { density: 96 }).resize(width, height, { fit: 'cover' })
    : sharp({ create: { width, height, channels: 4, background: colors.navy } });
  const base = await background.png().toBuffer();
  const byline = await renderText(
    options.byline,
    'Lora SemiBold 26',
    fontFiles.byline,
    colors.gold,
    0,
  );
  const bylineTop = height - margin - byline.info.height;
  const layers: OverlayOptions[] = [
    { input: shade, left: 0, top: 0 },
    { input: byline.data, left: margin, top: bylineTop },
  ];
  if (options.title.trim()) {
    const title = await renderTitle(options.title.trim());
    const titleTop = Math.max(margin / 2, bylineTop - 24 - title.info.height);
    layers.push({ input: title.data, left: margin, top: titleTop });
  }
  return sharp(base)
    .composite(layers)
    .flatten({ background: colors.navy })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/**
 * The file behind a featured image URL: `/api/media/uploads/x-1200.webp` inside `uploadsDir`,
 * `/api/media/blog/x.svg` inside `mediaDir`; null when the URL is not one of our media files or
 * the file is missing.
 */
export function featuredArtFile(
  dirs: { mediaDir: string; uploadsDir?: string },
  featuredImage: string,
): string | null {
  const inside = (dir: string, prefix: string) => {
    const root = path.resolve(dir);
    let name: string;
    try {
      name = decodeURIComponent(featuredImage.slice(prefix.length));
    } catch {
      return null;
    }
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) return null;
    return fs.existsSync(file) ? file : null;
  };
  if (dirs.uploadsDir !== undefined && featuredImage.startsWith(uploadedImagesPath))
    return inside(dirs.uploadsDir, uploadedImagesPath);
  const prefix = '/api/media/';
  if (!featuredImage.startsWith(prefix)) return null;
  return inside(dirs.mediaDir, prefix);
}

export interface SocialImageStore {
  /**
   * The image for a post, rendered and written first when it is missing or out of date.
   * `coachName`: the name in force (the owner's setting), else the store's default.
   */
  get(post: SocialImagePost, coachName?: string): Promise<{ png: Buffer; etag: string }>;
}

/** Images kept in memory when the folder cannot be written (a read-only disk). */
const memoryLimit = 100;

export function createSocialImageStore(options: {
  dir: string;
  mediaDir: string;
  /** Where uploaded images are (featured images under /api/media/uploads/). */
  uploadsDir?: string;
  /** The name in the byline when `get` is given none. */
  coachName: string;
  /** Told once when the folder cannot be written; images are then kept in memory. */
  onWriteError?: (error: Error) => void;
}): SocialImageStore {
  const rendering = new Map<string, Promise<Buffer>>();
  const memory = new Map<string, Buffer>();
  let writeErrorReported = false;

  const keepInMemory = (file: string, png: Buffer) => {
    memory.delete(file);
    memory.set(file, png);
    if (memory.size > memoryLimit) memory.delete(memory.keys().next().value!);
  };

  const keyOf = (post: SocialImagePost, artFile: string | null, coachName: string) => {
    const art = artFile ? fs.statSync(artFile) : null;
    return crypto
      .createHash('sha256')
      .update(
        JSON.stringify([
          layoutVersion,
          post.slug,
          post.title,
          post.featuredImage,
          post.updatedAt,
          coachName,
          art ? [art.size, art.mtimeMs] : null,
        ]),
      )
      .digest('hex')
      .slice(0, 20);
  };

  const render = async (
    post: SocialImagePost,
    artFile: string | null,
    coachName: string,
    file: string,
  ) => {
    const png = await renderSocialImage({
      art: artFile ? await fs.promises.readFile(artFile) : null,
      title: post.title,
      byline: `${coachName}  ·  Insights for Authenticity`,
    });
    try {
      await fs.promises.mkdir(options.dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await fs.promises.writeFile(temporary, png);
      await fs.promises.rename(temporary, file);
    } catch (error) {
      if (!writeErrorReported) options.onWriteError?.(error as Error);
      writeErrorReported = true;
      keepInMemory(file, png);
      return png;
    }
    // Older versions of this post's image are no longer linked from anywhere.
    const stale = (await fs.promises.readdir(options.dir)).filter(
      (name) =>
        name.startsWith(`${post.slug}.`) && name.endsWith('.png') && name !== path.basename(file),
    );
    await Promise.all(
      stale.map((name) => fs.promises.rm(path.join(options.dir, name), { force: true })),
    );
    return png;
  };

  return {
    async get(post, coachName = options.coachName) {
      const artFile = featuredArtFile(options, post.featuredImage);
      const key = keyOf(post, artFile, coachName);
      const file = path.join(options.dir, `${post.slug}.${key}.png`);
      const remembered = memory.get(file);
      if (remembered) return { png: remembered, etag: `"${key}"` };
      try {
        return { png: await fs.promises.readFile(file), etag: `"${key}"` };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Not there yet, or no folder to hold it (then it is rendered and kept in memory).
        if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      }
      // Concurrent first requests share one rendering.
      let pending = rendering.get(file);
      if (!pending) {
        pending = render(post, artFile, coachName, file).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      return { png: await pending, etag: `"${key}"` };
    },
  };
}

/** Where rendered images are kept: beside the embedded database's data folder. */
export function socialImageDir(config: { dataDir: string }): string {
  return path.join(path.dirname(config.dataDir), 'social-images');
}
