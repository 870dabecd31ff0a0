/**
 * The text inside styled-components' server `<style data-styled>` tags, bookkeeping kept: after
 * each component's rules, a `/*!sc*\/` separator and a `data-styled.gN[id="…"]{content:"…"}`
 * record of the component's class names. The shell writes it into the page's head as a tag the
 * browser's styled-components reads back, so the page's components find their rules in place
 * when they hydrate instead of inserting each one again (every insert restyles the document).
 */
export function styleText(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
}
