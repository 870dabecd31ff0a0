/**
 * Images the owner uploads for his posts. The type is read from the file's content (its first
 * bytes, then the decoder's own verdict), never from its name or the request's Content-Type:
 * JPEG, PNG, WebP and AVIF only. Each image is turned upright (EXIF orientation), stripped of
 * its metadata (a phone's GPS position never reaches the site) and written as the responsive
 * set the blog draws: AVIF and WebP at 600 px and at 1200 px wide (the width the post page and
 * the social card use), or at its own width when smaller. Names are derived from the content,
 * so a file never changes once written and is cached for a year.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { postImageMaxPixels, postMessages, type PostImage } from '@site/contracts/admin-posts';
import {
  uploadedImageSources,
  uploadedImagesPath,
  uploadedImageWidths,
} from '@site/contracts/blog';
import { badRequest } from '../errors';
import { imageDecodes } from './image-queue';

// Nothing decoded is kept in libvips' operation cache: each upload is converted once. One
// libvips thread: with one decode at a time, an upload's memory stays about 130 MB above the
// API's resting figure for a 40-megapixel image, whatever the number of cores.
sharp.cache(false);
sharp.concurrency(1);
const smallestWidth = uploadedImageWidths[0];
const largestWidth = uploadedImageWidths[uploadedImageWidths.length - 1]!;

/** The format its first bytes announce, or null for anything else. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')))
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

async function writeOnce(file: string, data: Buffer): Promise<void> {
  if (fs.existsSync(file)) return;
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

/**
 * Checks, converts and stores one upload; answers where its set is. 400 when not accepted. The
 * size is read from the image's header, before anything is decoded; the conversion waits its turn
 * behind the other uploads' (one decode at a time).
 */
export async function storePostImage(bytes: Buffer, uploadsDir: string): Promise<PostImage> {
  const sniffed = sniffImageType(bytes);
  if (sniffed === null) throw badRequest(postMessages.imageType);
  let metadata: Metadata;
  try {
    // The header only: no pixel is decoded here.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(postMessages.imageType);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > postImageMaxPixels)
    throw badRequest(postMessages.imageTooManyPixels);
  // The decoder must agree with the first bytes (AVIF is read by the HEIF decoder).
  const decoded = metadata.format === 'heif' ? 'avif' : metadata.format;
  if (decoded !== sniffed || !metadata.width || !metadata.height)
    throw badRequest(postMessages.imageType);
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  if (width < smallestWidth) throw badRequest(postMessages.imageTooSmall);

  const largest = Math.min(width, largestWidth);
  const widths = [...uploadedImageWidths.filter((w) => w < largest), largest];
  const name = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  try {
    await imageDecodes.run(async () => {
      // The upload is decoded once, into its largest width (at most 1200 px wide); every file of
      // the set is made from that.
      const { data, info } = await sharp(bytes, { limitInputPixels: postImageMaxPixels })
        .rotate()
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const w of widths) {
        const resized = sharp(data, { raw }).resize({ width: w, withoutEnlargement: true });
        const avif = await resized.clone().avif({ quality: 55, effort: 4 }).toBuffer();
        const webp = await resized.clone().webp({ quality: 78, effort: 5 }).toBuffer();
        await writeOnce(path.join(uploadsDir, `${name}-${w}.avif`), avif);
        await writeOnce(path.join(uploadsDir, `${name}-${w}.webp`), webp);
      }
    });
  } catch (error) {
    // A file that passed the checks but cannot be decoded whole (truncated, corrupt).
    if (error instanceof Error && /Input|VipsJpeg|pngload|webpload|heif/i.test(error.message))
      throw badRequest(postMessages.imageType);
    throw error;
  }
  const src = `${uploadedImagesPath}${name}-${largest}.webp`;
  const sources = uploadedImageSources(src)!;
  return {
    src,
    width: largest,
    height: Math.round((height * largest) / width),
    ...sources,
  };
}
