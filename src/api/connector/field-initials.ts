/**
 * Initialisms of fields of computing written in capitals before a word for events or their calls
 * ("PL conferences", "DB/OS venues", "TCS deadlines"), read as the field's name (docs/api.md,
 * Connector tools). q's synonym table leaves them out on purpose (src/text/synonyms.ts: "PL" is
 * Poland's code and "OS" many things in event names); written so in a person's question, they
 * name the field as its own trackers do.
 */
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';

export const FIELD_INITIALS: Readonly<Record<string, string>> = {
  PL: 'programming languages',
  DB: 'databases',
  OS: 'operating systems',
  TCS: 'theoretical computer science',
  EDA: 'design automation',
};
/** Words after an initialism that make it a field: a word for events, or for their calls. */
const AFTER: ReadonlySet<string> = new Set([
  ...EVENT_WORDS,
  ...'deadline deadlines cfp cfps call calls research community papers paper'.split(' '),
]);
/** An initialism of a list of them ("PL/SE conferences"): capitals only. */
const INITIALISM_RE = /^\p{Lu}{2,5}$/u;

/** Whether the initialism at `at` stands before a word of AFTER, maybe through a list of initialisms. */
function beforeEvents(tokens: readonly Token[], at: number): boolean {
  let next = at + 1;
  while (tokens[next]?.listed && INITIALISM_RE.test(tokens[next]!.text)) next++;
  return AFTER.has(tokens[next]?.word ?? '');
}

/** The tokens with each field initialism before a word for events written as the field's words. */
export function withFieldNames(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token, at) => {
    const name = Object.hasOwn(FIELD_INITIALS, token.text) ? FIELD_INITIALS[token.text]! : undefined;
    if (name === undefined || !beforeEvents(tokens, at)) return [token];
    return name
      .split(' ')
      .map((part, i) => (i === 0 ? { ...token, text: part, word: part } : { text: part, word: part }));
  });
}
