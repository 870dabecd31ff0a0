/**
 * styled-components' bookkeeping inside its server tags: a `/*!sc*\/` separator after each rule
 * and a `data-styled.gN[id="…"]{content:"…"}` record of each component's class names. The browser's
 * styled-components reads them back only from `<style data-styled>` tags.
 */
const separator = /\/\*!sc\*\/\n?/g;
const groupRecord = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}$/;

/**
 * The CSS inside styled-components' `<style data-styled>` tags, without its bookkeeping. A
 * fragment's styles are written as plain `<style>` in the page's head: the browser's
 * styled-components rehydrates only the shell's own sheet, and adds a remote's rules again (same
 * class names) when the remote's code runs, so the records would only weigh on every page.
 */
export function styleText(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .flatMap((match) => (match[1] ?? '').split(separator))
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '' && !groupRecord.test(rule))
    .join('');
}
