/**
 * The look of every email: an ivory page, a navy header with the coach's name in gold, a white
 * card, and at most one gold button (the letter's main action; any other action is a plain link). Table layout and inline styles, because mail clients ignore style
 * sheets; colours are the site's theme. Every value put into HTML goes through `escapeHtml`.
 */
const colors = {
  navy: '#13213c',
  gold: '#c9a24d',
  goldDark: '#7a5a12',
  ivory: '#f5efe3',
  text: '#1d2230',
  muted: '#5b6275',
  border: '#e3dccb',
  surface: '#ffffff',
};
/**
 * A link written inside an email's own HTML (a letter's Markdown, a post): the brand's dark gold,
 * underlined, never a mail client's default blue.
 */
export const mailLinkStyle = `color:${colors.goldDark};text-decoration:underline;`;
const headingFont = "Georgia, 'Times New Roman', serif";
/** A code to type: each digit distinct and the same width, in every mail client. */
const codeFont = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace";
const bodyFont = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A block of the message body, written once and rendered as both HTML and plain text. */
export type Block =
  | { type: 'paragraph'; text: string }
  /**
   * An action. A letter draws one gold button: the block marked `primary`, else its first
   * button; every other button is drawn as a plain link, so the eye finds one thing to do.
   */
  | { type: 'button'; label: string; href: string; primary?: boolean }
  | { type: 'details'; rows: readonly (readonly [string, string])[] }
  | { type: 'heading'; text: string }
  | { type: 'quote'; text: string }
  /** A code to type (a sign-in code): large, spaced, monospaced, in a tinted box of its own. */
  | { type: 'code'; text: string }
  /** Markup already made safe by its caller (a sanitised post body), with its plain-text twin. */
  | { type: 'html'; html: string; text: string };

export interface Letter {
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  blocks: readonly Block[];
  /** The closing line and signature, e.g. ['With warmth,', 'Adrian Vale']. */
  signOff?: readonly string[];
  coachName: string;
  siteOrigin: string;
  /** A small line under the card (why this message came, how to stop it). */
  footer?: Block[];
}

/** The one button a letter draws in gold: the one marked primary, else the first; none without. */
export function primaryButton(blocks: readonly Block[]): Block | undefined {
  const buttons = blocks.filter(
    (block): block is Extract<Block, { type: 'button' }> => block.type === 'button',
  );
  return buttons.find((block) => block.primary === true) ?? buttons[0];
}

function paragraphHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

function blockHtml(block: Block, primary: boolean): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font:16px/1.6 ${bodyFont};color:${colors.text};">${paragraphHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font:600 18px/1.3 ${headingFont};color:${colors.navy};">${escapeHtml(block.text)}</h2>`;
    case 'code':
      return `<p style="margin:0 0 20px;"><span style="display:inline-block;padding:12px 20px;border:1px solid ${colors.gold};border-radius:10px;background:${colors.ivory};font:700 30px/1.2 ${codeFont};letter-spacing:8px;color:${colors.navy};">${escapeHtml(block.text)}</span></p>`;
    case 'quote':
      return `<p style="margin:0 0 16px;padding:8px 0 8px 14px;border-left:3px solid ${colors.gold};font:15px/1.6 ${bodyFont};color:${colors.text};">${paragraphHtml(block.text)}</p>`;
    case 'button':
      if (!primary)
        return `<p style="margin:0 0 20px;font:16px/1.6 ${bodyFont};color:${colors.text};"><a href="${escapeHtml(block.href)}" style="color:${colors.goldDark};font-weight:600;text-decoration:underline;">${escapeHtml(block.label)}</a></p>`;
      // Its label centred, its lines 1.3 apart, with room around them: on a phone's narrow
      // letter a label that wraps still reads as one button.
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td align="center" style="text-align:center;background:${colors.gold};border-radius:10px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:14px 24px;font:600 16px/1.3 ${bodyFont};color:${colors.navy};text-align:center;text-decoration:none;">${escapeHtml(block.label)}</a></td></tr></table><p style="margin:0 0 16px;font:13px/1.5 ${bodyFont};color:${colors.muted};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(block.href)}" style="color:${colors.goldDark};word-break:break-all;">${escapeHtml(block.href)}</a></p>`;
    case 'html':
      return `<div style="margin:0 0 16px;font:16px/1.6 ${bodyFont};color:${colors.text};">${block.html}</div>`;
    case 'details':
      return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border:1px solid ${colors.border};border-radius:10px;border-collapse:separate;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:10px 14px;font:600 14px/1.5 ${bodyFont};color:${colors.muted};vertical-align:top;width:38%;">${escapeHtml(label)}</td><td style="padding:10px 14px;font:15px/1.5 ${bodyFont};color:${colors.text};vertical-align:top;">${paragraphHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'code':
      return `    ${block.text}`;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'html':
      return block.text;
    case 'details':
      return block.rows
        .map(([label, value]) =>
          value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
        )
        .join('\n');
  }
}

export function renderText(letter: Letter): string {
  const parts = [letter.heading, '', ...letter.blocks.flatMap((block) => [blockText(block), ''])];
  if (letter.signOff) parts.push(...letter.signOff, '');
  if (letter.footer) {
    parts.push('--', ...letter.footer.map(blockText), '');
  } else {
    parts.push('--', `${letter.coachName} · ${letter.siteOrigin}`, '');
  }
  return parts.join('\n');
}

export function renderHtml(letter: Letter): string {
  const primary = primaryButton(letter.blocks);
  const signOff = letter.signOff
    ? `<p style="margin:24px 0 0;font:16px/1.6 ${bodyFont};color:${colors.text};">${letter.signOff
        .map((line, index) =>
          index === letter.signOff!.length - 1
            ? `<span style="font:italic 18px/1.6 ${headingFont};color:${colors.navy};">${escapeHtml(line)}</span>`
            : escapeHtml(line),
        )
        .join('<br>')}</p>`
    : '';
  const footer = (letter.footer ?? [])
    .map(
      (block) =>
        `<p style="margin:0 0 8px;font:13px/1.5 ${bodyFont};color:${colors.muted};">${
          block.type === 'button'
            ? `<a href="${escapeHtml(block.href)}" style="color:${colors.goldDark};">${escapeHtml(block.label)}</a>`
            : paragraphHtml(blockText(block))
        }</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(letter.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.ivory};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(letter.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${colors.ivory};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;">
<tr><td style="background:${colors.navy};border-radius:10px 10px 0 0;padding:22px 28px;">
<a href="${escapeHtml(letter.siteOrigin)}" style="font:600 20px/1.2 ${headingFont};color:${colors.gold};text-decoration:none;letter-spacing:0.5px;">${escapeHtml(letter.coachName)}</a>
</td></tr>
<tr><td style="background:${colors.surface};border:1px solid ${colors.border};border-top:0;border-radius:0 0 10px 10px;padding:28px;">
<h1 style="margin:0 0 20px;font:600 24px/1.3 ${headingFont};color:${colors.navy};">${escapeHtml(letter.heading)}</h1>
${letter.blocks.map((block) => blockHtml(block, block === primary)).join('\n')}
${signOff}
</td></tr>
<tr><td style="padding:18px 28px;text-align:center;">
${footer || `<p style="margin:0;font:13px/1.5 ${bodyFont};color:${colors.muted};"><a href="${escapeHtml(letter.siteOrigin)}" style="color:${colors.goldDark};">${escapeHtml(new URL(letter.siteOrigin).host)}</a></p>`}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
