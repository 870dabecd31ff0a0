/**
 * The CSS inside styled-components' `<style data-styled>` tags. A fragment's styles are written as
 * plain `<style>` in the page's head: the browser's styled-components rehydrates only the shell's
 * own sheet, and adds a remote's rules again (same class names) when the remote's code runs.
 */
export function styleText(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
}
