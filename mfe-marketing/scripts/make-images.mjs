// Renders the marketing remote's raster images from their vector sources in scripts/art/, as
// small WebP and AVIF files committed under src/assets/. Run after editing the art:
//   node scripts/make-images.mjs
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each source is rendered at these widths (height follows the art's 4:5 ratio). */
const images = [{ source: 'art/portrait.svg', name: 'portrait', widths: [480, 960] }];

for (const { source, name, widths } of images) {
  const svg = await readFile(path.join(root, 'scripts', source));
  for (const width of widths) {
    const base = sharp(svg, { density: 144 }).resize({ width });
    const webp = await base.clone().webp({ quality: 78, effort: 6 }).toBuffer();
    const avif = await base.clone().avif({ quality: 55, effort: 6 }).toBuffer();
    await writeFile(path.join(root, 'src/assets', `${name}-${width}.webp`), webp);
    await writeFile(path.join(root, 'src/assets', `${name}-${width}.avif`), avif);
    console.info(`${name}-${width}: webp ${webp.length} B, avif ${avif.length} B`);
  }
}
