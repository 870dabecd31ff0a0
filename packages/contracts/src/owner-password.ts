/**
 * The rule every new password of the owner's account follows, wherever it is chosen (first set-up
 * in the browser, the `owner create|reset` command, change password in the back office), and the
 * messages that say why one is refused: the browser's forms and the API show the same words.
 *
 * - at least 12 characters (and at most 1000);
 * - not the username, nor containing it (in any case);
 * - not one character or a short group of characters repeated (`aaaaaaaaaaaa`, `abcabcabcabc`);
 * - not on a list of common and breached passwords. That list (tens of thousands of words) is
 *   the API's: the browser does not download it, so it passes `isCommon` only on the server and
 *   the form shows the API's answer, which carries the same message.
 */

export const minPasswordLength = 12;
export const maxPasswordLength = 1000;

export const passwordMessages = {
  tooShort: `Please choose a password of at least ${minPasswordLength} characters.`,
  tooLong: `Please choose a password of at most ${maxPasswordLength} characters.`,
  containsUsername: 'Please choose a password that does not contain your username.',
  repeated:
    'This password repeats the same few characters, which makes it easy to guess. Please choose another one.',
  common:
    'This password is on a list of common or leaked passwords, so it is easy to guess. Please choose another one.',
  /** The confirmation field does not match. */
  mismatch: 'The two passwords are not the same. Please type the new password again.',
  required: 'Please choose a password.',
  currentRequired: 'Please enter your current password.',
  currentWrong: 'Your current password is not right. Please try again.',
  /** The new password is the one he has now. */
  unchanged: 'The new password is the same as your current one. Please choose another one.',
} as const;

/** A password made of one group of 1 to 4 characters repeated, like `abcabcabcabc`. */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password);
}

/**
 * Why this new password is refused, or null when it is acceptable. `isCommon` answers whether a
 * (lower-cased) password is on the common-password list; without it that check is left to the
 * server.
 */
export function passwordProblem(
  password: string,
  options: { username?: string; isCommon?: (lowerCased: string) => boolean } = {},
): string | null {
  if (password.length < minPasswordLength) return passwordMessages.tooShort;
  if (password.length > maxPasswordLength) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  const username = options.username?.trim().toLowerCase() ?? '';
  if (username !== '' && lower.includes(username)) return passwordMessages.containsUsername;
  if (isRepetition(lower)) return passwordMessages.repeated;
  if (options.isCommon?.(lower)) return passwordMessages.common;
  return null;
}
