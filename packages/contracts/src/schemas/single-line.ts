/**
 * Single-line text fields (names, organisations, titles, subject lines): one line of printable
 * text. A line break there would forge lines wherever the value is printed on a line of its own
 * (an email's headers and its `Name: …` lines, a log line, a CSV row), so every control character
 * is refused: CR, LF, tab and the rest of C0, DEL, C1 (U+0080–U+009F), and the Unicode line and
 * paragraph separators (U+2028, U+2029). Browsers and the API check with the same schemas.
 */
/** A control character or a Unicode line/paragraph separator. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
export const lineBreakingCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a value has nothing a single line may not hold (absent values pass: `required` says). */
export const isSingleLine = (value: string | null | undefined): boolean =>
  value === null || value === undefined || !lineBreakingCharacter.test(value);

/** The message a single-line field shows for a line break or a control character. */
export const singleLineMessage = (label: string) =>
  `${label} must be one line of text, without line breaks or control characters`;

/** The single-line rule for a string schema's `.test(…)`, refusing with `message`. */
export const singleLine = (message: string) => ({
  name: 'single-line',
  message,
  test: (value: string | null | undefined) => isSingleLine(value),
});
