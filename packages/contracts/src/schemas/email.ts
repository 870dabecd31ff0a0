import { string } from 'yup';
import { emailMessage } from './messages';

/**
 * The domain of an address mail can reach on the internet: a dot in it, and a top-level part of
 * two letters or more after the last one. The browser's own rule (yup's `email`) takes `name@host`,
 * which reaches no one: a visitor who typed `avery@gmail` would book and never hear back.
 */
const reachableDomain = /@[^@\s]+\.[^@\s.]{2,}$/;

/**
 * A person's email address in a form: trimmed, required (`missing` when empty), written as an
 * address (`emailMessage` otherwise) with a reachable domain, at most 254 characters (the longest
 * an address can be).
 */
export function emailAddress(missing: string = emailMessage) {
  return string()
    .trim()
    .required(missing)
    .email(emailMessage)
    .matches(reachableDomain, { message: emailMessage, excludeEmptyString: true })
    .max(254, emailMessage);
}
