// Writes the speaker media kit PDF the speaking page offers for download: the bios of 50, 100, 200
// and 500 words, the keynote topics and a headshot, from the same content files the page shows.
//   node scripts/make-media-kit.mjs              (the default coach name of the site settings)
//   COACH_NAME="Jane Doe" node scripts/make-media-kit.mjs
// The PDF is a static file, so it carries the name it was made with: regenerate it when the site's
// COACH_NAME differs from the default.
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = path.join(root, 'src/features/speaking/content');
const output = path.join(root, 'src/features/speaking/assets/media-kit.pdf');

async function defaultCoachName() {
  const settings = await readFile(
    path.join(root, '../packages/contracts/src/site-settings.ts'),
    'utf8',
  );
  const match = settings.match(/coachName:\s*'([^']+)'/);
  if (!match) throw new Error('No default coachName found in the site settings');
  return match[1];
}

const coachName = process.env.COACH_NAME || (await defaultCoachName());
const { bios } = JSON.parse(await readFile(path.join(content, 'media-kit.json'), 'utf8'));
const keynotes = JSON.parse(await readFile(path.join(content, 'keynotes.json'), 'utf8'));
const headshot = await sharp(
  await readFile(path.join(root, '../packages/ui/src/art/coach-portrait.svg')),
  {
    density: 192,
  },
)
  .resize({ width: 480 })
  .jpeg({ quality: 82, mozjpeg: true })
  .toBuffer();

const navy = '#13213c';
const gold = '#7a5a12';
const text = '#1d2230';
const fill = (value) => value.replaceAll('{name}', coachName);

const doc = new PDFDocument({
  size: 'A4',
  margins: { top: 56, bottom: 56, left: 60, right: 60 },
  info: {
    Title: `${coachName} - Speaker Media Kit`,
    Author: coachName,
    Subject: 'Speaker bios, keynote topics and headshot',
    // A fixed date keeps the file identical from run to run when nothing changed.
    CreationDate: new Date('2025-01-01T00:00:00Z'),
    ModDate: new Date('2025-01-01T00:00:00Z'),
  },
});
doc.pipe(createWriteStream(output));
const width = doc.page.width - 120;

function heading(label, size = 18) {
  doc.moveDown(0.6).font('Times-Bold').fontSize(size).fillColor(navy).text(label);
  doc.moveDown(0.3);
}

function eyebrow(label) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(gold).text(label.toUpperCase(), {
    characterSpacing: 1.5,
  });
}

function body(value, options = {}) {
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(text)
    .text(value, { lineGap: 2.5, ...options });
}

// Cover: name, role, headshot, contact.
doc.rect(0, 0, doc.page.width, doc.page.height).fill(navy);
doc.image(headshot, doc.page.width / 2 - 120, 110, { width: 240 });
doc
  .font('Times-Bold')
  .fontSize(32)
  .fillColor('#f5efe3')
  .text(coachName, 60, 440, { width, align: 'center' });
doc
  .font('Helvetica')
  .fontSize(13)
  .fillColor('#e6c77a')
  .text('Consciousness Coach · Keynote Speaker · Consultant', { width, align: 'center' });
doc.moveDown(2);
doc
  .font('Helvetica')
  .fontSize(11)
  .fillColor('#c8cedb')
  .text(
    'Speaker Media Kit: bios of 50, 100, 200 and 500 words, keynote topics, speaking details and a headshot.',
    { width, align: 'center' },
  );
doc.moveDown(1);
doc.text('98% would recommend · 9.7/10 engagement · 30+ years · $1B+ in business results', {
  width,
  align: 'center',
});

// Bios.
doc.addPage();
eyebrow('Speaker bios');
heading('Introduce the speaker', 24);
body(
  'Use the length that fits your programme, website or stage introduction. Edit freely for length.',
);
for (const bio of bios) {
  heading(`${bio.words}-word bio`, 15);
  body(fill(bio.text), { paragraphGap: 6 });
}

// Keynotes.
doc.addPage();
eyebrow('Keynote topics');
heading('Five keynotes, each tailored to your audience', 24);
body(
  'Every keynote runs 60-90 minutes including live Q&A, after a preparation call with your team.',
);
const badges = { primary: 'Most Requested', secondary: 'Second Most Requested' };
for (const keynote of keynotes) {
  if (doc.y > doc.page.height - 220) doc.addPage();
  heading(keynote.title, 14);
  if (keynote.badge) eyebrow(badges[keynote.badge]);
  body(`Audience: ${keynote.audience}`);
  doc.moveDown(0.3);
  body(`The reality: ${keynote.problem}`);
  doc.moveDown(0.3);
  body('What they will learn:');
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(text)
    .list(keynote.learnings, { bulletRadius: 2, textIndent: 12, lineGap: 2 });
  doc.moveDown(0.3);
  body(`Outcome: ${keynote.outcome}`);
}

// Logistics.
if (doc.y > doc.page.height - 260) doc.addPage();
heading('Booking details', 18);
doc
  .font('Helvetica')
  .fontSize(10.5)
  .fillColor(text)
  .list(
    [
      'Keynote length: 60-90 minutes, with live Q&A',
      'Preparation call with the organizing team before the event',
      'Book ideally 3-6 months ahead',
      'Stage: lavalier or headset microphone, screen for slides',
      'Every inquiry answered within 48 hours, most within 24',
    ],
    { bulletRadius: 2, textIndent: 12, lineGap: 2 },
  );
doc.moveDown(0.8);
body('To check a date, use the contact form on the Connect page of this site and choose Speaking.');

doc.end();
console.info(`media kit written for ${coachName}: ${path.relative(root, output)}`);
