import type { Page } from '@playwright/test';

/**
 * Which fonts drew a page's text, as Chromium itself reports it (the DevTools protocol's
 * `CSS.getPlatformFontsForNode`, the "Rendered fonts" of the inspector), so a test can prove that
 * every character is drawn by the site's self-hosted faces and none by a font of the machine.
 *
 * A character the faces' files do not hold is drawn by the next family of the stack that has it:
 * the local fallbacks (`local()` faces: Times New Roman, Arial, DejaVu…) or whatever system font
 * the machine has. Such text looks different on every machine, and a screenshot of it is the
 * machine's, not the site's.
 */

/**
 * The brand faces as Chromium names them: the family names inside the font files (`Source Sans 3`
 * reports its default instance, `Source Sans 3 ExtraLight`). A face from a file the site serves
 * is a custom font; a `local()` face or a system font is not.
 */
const brandFamily = /^(Lora|Source Sans 3|Source Code Pro)\b/;

/** Elements whose text is never drawn. */
const undrawn = new Set(['HEAD', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  pseudoType?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  postScriptName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

export interface ForeignFontUse {
  /** The text drawn (a text node's, or "::before" and the like for generated content). */
  text: string;
  /** The font that drew some of it, and how many of its glyphs. */
  font: string;
  glyphs: number;
  /** The characters of the text outside printable ASCII: the likely culprits. */
  suspects: string;
}

/**
 * Every text of the page (text nodes, also inside form controls, frames and shadow roots, and
 * generated content: `::before`, `::after`, list markers) that a font other than the brand faces
 * drew, in document order. Empty when the brand faces drew everything.
 */
export async function textInForeignFonts(page: Page): Promise<ForeignFontUse[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const drawn: { nodeId: number; text: string }[] = [];
    const visit = (node: DomNode) => {
      if (undrawn.has(node.nodeName)) return;
      if (node.nodeType === 3 && node.nodeValue.trim()) {
        drawn.push({ nodeId: node.nodeId, text: node.nodeValue.trim() });
      }
      for (const pseudo of node.pseudoElements ?? []) {
        drawn.push({ nodeId: pseudo.nodeId, text: `::${pseudo.pseudoType ?? 'pseudo'}` });
      }
      for (const child of [
        ...(node.shadowRoots ?? []),
        ...(node.children ?? []),
        ...(node.contentDocument ? [node.contentDocument] : []),
      ])
        visit(child);
    };
    visit(root);
    const used = await Promise.all(
      drawn.map(async ({ nodeId, text }) => {
        // A node the page has removed since the document was read (a toast leaving, a list
        // drawn anew) is drawn in no font.
        const answer = await cdp
          .send('CSS.getPlatformFontsForNode', { nodeId })
          .catch((error: unknown) => {
            if (String(error).includes('Could not find node')) return { fonts: [] };
            throw error;
          });
        const { fonts } = answer as { fonts: PlatformFont[] };
        return fonts
          .filter((font) => !(font.isCustomFont && brandFamily.test(font.familyName)))
          .map((font) => ({
            text: text.length > 80 ? `${text.slice(0, 77)}…` : text,
            font: font.familyName,
            glyphs: font.glyphCount,
            suspects: [...new Set(text.replace(/[\x20-\x7e\s]/g, ''))].join(' '),
          }));
      }),
    );
    return used.flat();
  } finally {
    await cdp.detach();
  }
}

/** The failures as lines a reader can act on. */
export const describeForeignFonts = (uses: ForeignFontUse[]) =>
  uses.map(
    ({ text, font, glyphs, suspects }) =>
      `"${text}": ${glyphs} glyph(s) in ${font}${suspects ? ` (not ASCII: ${suspects})` : ''}`,
  );

/**
 * Waits until the testimonials' quotes stand in their own face: the serif's italic loaded (it is
 * fetched only as the quotes near the screen, after they are first laid out in the local stand-in
 * face, whose lines break elsewhere) and the page laid out again with it. A height measured
 * before then is the stand-in's, and a quote whose own lines differ moves the page later.
 */
export async function waitForQuotesInTheirFace(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Lora') && face.style === 'italic' && face.status === 'loaded',
    ),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
