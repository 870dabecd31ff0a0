#!/usr/bin/env node
/**
 * Makes the shell's files served at the site's root from SVG drawn here: the favicon (SVG, and a
 * 32×32 PNG inside /favicon.ico for crawlers and old browsers) and the default link-preview card
 * (1200×630 PNG: social sites do not accept SVG). Run after changing the art:
 * `node shell/scripts/make-public-images.mjs`; the outputs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#13213c"/>
  <circle cx="12.5" cy="16" r="8" fill="none" stroke="#c9a24d" stroke-width="2.6"/>
  <circle cx="19.5" cy="16" r="8" fill="none" stroke="#e6c77a" stroke-width="2.6"/>
</svg>
`;

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0c1529"/>
      <stop offset="1" stop-color="#1b2236"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="985" cy="315" r="160" fill="none" stroke="#c9a24d" stroke-width="10" opacity="0.9"/>
  <circle cx="1085" cy="315" r="160" fill="none" stroke="#e6c77a" stroke-width="10" opacity="0.9"/>
  <rect x="80" y="150" width="90" height="6" fill="#c9a24d"/>
  <text x="80" y="250" font-family="Georgia, serif" font-size="62" fill="#f5efe3">Authentic success</text>
  <text x="80" y="330" font-family="Georgia, serif" font-size="62" fill="#f5efe3">starts with alignment</text>
  <text x="80" y="420" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#c8cedb">Consciousness coaching · Speaking · Consulting</text>
  <text x="80" y="500" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#e6c77a">True Self + Expressive Self, one life</text>
</svg>
`;

/** An .ico file holding one PNG image (supported by every browser since 2007). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

writeFileSync(path.join(out, 'favicon.svg'), mark);
const png32 = await sharp(Buffer.from(mark)).resize(32, 32).png().toBuffer();
writeFileSync(path.join(out, 'favicon.ico'), icoFromPng(png32, 32));
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'social-card.png'));
console.info('wrote favicon.svg, favicon.ico and social-card.png to', out);
