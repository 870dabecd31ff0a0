/**
 * The formatting a post's body and a letter accept, in one line for their fields' hints. Both are
 * rendered by the API's CommonMark renderer, which takes either marker for emphasis (`*italic*`
 * and `_italic_`), so the hint names the ones the owner is most likely to type; raw HTML is left
 * out of both.
 */
export const formattingHint = '# Heading, **bold**, *italic*, [link](https://…), > quote, - list';
