/**
 * Initialisms of fields of computing written in capitals before a word for events or their calls
 * ("PL conferences", "DB/OS venues", "TCS deadlines", "PL or systems venues"), read as the field's
 * name (docs/api.md, Connector tools). q's synonym table leaves them out on purpose
 * (src/text/synonyms.ts: "PL" is Poland's code and "OS" many things in event names); written so
 * in a person's question, they name the field as its own trackers do.
 */
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

export const FIELD_INITIALS: Readonly<Record<string, string>> = wordTable({
  PL: 'programming languages',
  DB: 'databases',
  OS: 'operating systems',
  TCS: 'theoretical computer science',
  EDA: 'design automation',
});
/** Words after an initialism that make it a field: a word for events, or for their calls. */
const AFTER: ReadonlySet<string> = new Set([
  ...EVENT_WORDS,
  ...'deadline deadlines cfp cfps call calls research community papers paper'.split(' '),
]);
/** An initialism of a list of them ("PL/SE conferences"): capitals only. */
const INITIALISM_RE = /^\p{Lu}{2,5}$/u;

/** Words that join another subject after an initialism: "PL or systems venues". */
const JOINS: ReadonlySet<string> = new Set(['or', 'and']);
/** Most words of the subject joined after an initialism, before the events ("PL or distributed systems venues"). */
export const JOINED_WORDS = 3;
/** Words before an initialism that make it a place's code: "conferences in PL" is Poland. */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['in', 'to', 'near', 'from', 'at', 'around']);

/**
 * Whether the initialism at `at` stands before a word of AFTER, maybe through a list of
 * initialisms, or through another subject joined after it ("PL or systems venues") when it is no
 * place's code ("conferences in PL or nearby").
 */
function beforeEvents(tokens: readonly Token[], at: number): boolean {
  let next = at + 1;
  while (tokens[next]?.listed && INITIALISM_RE.test(tokens[next]!.text)) next++;
  // "papers in DB venues": the field, right before the events, whatever is before it.
  if (AFTER.has(tokens[next]?.word ?? '')) return true;
  if (PLACE_BEFORE.has(tokens[at - 1]?.word ?? '')) return false;
  const first = JOINS.has(tokens[next]?.word ?? '') ? next + 1 : tokens[next]?.listed ? next : -1;
  if (first < 0) return false;
  for (let i = first; i < Math.min(first + JOINED_WORDS + 1, tokens.length); i++) {
    if (tokens[i]!.opens) return false;
    if (AFTER.has(tokens[i]!.word)) return i > first;
  }
  return false;
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
