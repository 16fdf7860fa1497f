/**
 * Words of registering to attend (docs/api.md, Connector tools): "When does registration open?",
 * "still open for registration". The data has no registration dates; an "open" said of the
 * registration asks no open call for papers.
 */
import type { Token } from './tokens.js';

/** Words of registering to attend. */
export const REGISTRATION: ReadonlySet<string> = new Set(['registration', 'registrations']);

/** Words between "registration" and "open" that keep it said of the registration ("is still open"). */
const OPEN_LINKS: ReadonlySet<string> = new Set(['is', 'are', 'still', 'now', 'already']);

/**
 * Whether the "open" at `at` is said of registering to attend: "open registration", "open for
 * registration", "registration is still open".
 */
export function ofRegistration(tokens: readonly Token[], at: number): boolean {
  const word = (i: number) => tokens[i]?.word ?? '';
  if (REGISTRATION.has(word(at + 1)) || (word(at + 1) === 'for' && REGISTRATION.has(word(at + 2)))) return true;
  let before = at - 1;
  while (before >= at - 2 && OPEN_LINKS.has(word(before))) before--;
  return REGISTRATION.has(word(before));
}
