/**
 * A page's styles, as its remote rendered them, joined to the shell's own so the browser's
 * styled-components knows both. styled-components' server text keeps, after each component's
 * rules, a record of its class names: `data-styled.g12[id="Card-x1"]{content:"a1,b2,"}/*!sc*\/`.
 * The browser reads those records back (from every `<style data-styled data-styled-version>` at
 * start) and so knows that a class the page already carries has its rules; without them, every
 * component of the page inserts its rules again while it hydrates, and each insert restyles the
 * whole document (a long task on a phone's CPU).
 *
 * The group number of a record orders the rules in the browser's sheet, and each server counts
 * its own groups: the remote's are numbered again after the shell's highest, in their order, so
 * the two can never name one group and the page's rules keep coming after the shell's.
 */

const recordGroup = /data-styled\.g(\d+)\[id="/g;
const versionAttribute = /data-styled-version="([^"]*)"/;

/** The highest group number among styled-components' records in `css` (0 without any). */
export function highestGroup(css: string): number {
  let highest = 0;
  for (const match of css.matchAll(recordGroup)) highest = Math.max(highest, Number(match[1]));
  return highest;
}

/** `css`'s records with their groups renumbered from `after + 1`, in order of first appearance. */
export function renumberGroups(css: string, after: number): string {
  const groups = new Map<string, number>();
  return css.replace(recordGroup, (_record, group: string) => {
    let next = groups.get(group);
    if (next === undefined) {
      next = after + groups.size + 1;
      groups.set(group, next);
    }
    return `data-styled.g${next}[id="`;
  });
}

const safeInStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The `<style>` of a page's CSS. With records and the shell's styled-components version, a tag
 * the browser's styled-components takes in as its own; otherwise (a remote built before its CSS
 * carried records) plain CSS, which the browser only applies: a styled-components tag without
 * records would be read, found empty and removed.
 */
export function pageStyleTag(pageCss: string, shellStyleTags: string): string {
  const version = versionAttribute.exec(shellStyleTags)?.[1];
  if (version === undefined || highestGroup(pageCss) === 0) {
    return `<style data-page-styles>${safeInStyle(pageCss)}</style>`;
  }
  const css = renumberGroups(pageCss, highestGroup(shellStyleTags));
  return `<style data-styled="true" data-styled-version="${version}" data-page-styles>${safeInStyle(css)}</style>`;
}
