/**
 * Initialisms of fields of computing written in capitals before a word for events or their calls
 * ("PL conferences", "DB/OS venues", "TCS deadlines", "PL or systems venues"), read as the field's
 * name (docs/api.md, Connector tools). q's synonym table leaves them out on purpose
 * (src/text/synonyms.ts: "PL" is Poland's code and "OS" many things in event names); written so
 * in a person's question, they name the field as its own trackers do.
 */
import { type SnapshotIndex, termEvents } from '../../search/index.js';
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

export const FIELD_INITIALS: Readonly<Record<string, string>> = wordTable({
  PL: 'programming languages',
  DB: 'databases',
  OS: 'operating systems',
  TCS: 'theoretical computer science',
  EDA: 'design automation',
  SE: 'software engineering',
});
/** Words after an initialism that make it a field: a word for events, their calls or a field ("any computing area"). */
const AFTER: ReadonlySet<string> = new Set([
  ...EVENT_WORDS,
  ...'deadline deadlines cfp cfps call calls research community papers paper area areas field fields'.split(' '),
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

/**
 * Words for the whole of the field that a person writes before a word for events: "any computing
 * conference" asks for one of computer science, not for the few whose names say "computing";
 * with a word before it that the data has it with ("cloud computing"), it is that subject's.
 */
export const FIELD_WORDS: Readonly<Record<string, string>> = wordTable({ computing: 'computer science' });

/** The field's name that the word at `at` stands for before a word for events (FIELD_WORDS), if any. */
function fieldWord(index: SnapshotIndex, tokens: readonly Token[], at: number): string | undefined {
  const { word } = tokens[at]!;
  const next = tokens[at + 1];
  if (!Object.hasOwn(FIELD_WORDS, word) || next === undefined || next.opens || !AFTER.has(next.word)) return undefined;
  const before = tokens[at - 1];
  const phrase = before !== undefined && !tokens[at]!.opens && termEvents(index, `${before.word} ${word}`) > 0;
  return phrase ? undefined : FIELD_WORDS[word];
}

/**
 * The tokens with each field initialism before a word for events written as the field's words,
 * and each word for the whole field (FIELD_WORDS) as its name.
 */
export function withFieldNames(index: SnapshotIndex, tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token, at) => {
    const initialism = Object.hasOwn(FIELD_INITIALS, token.text) ? FIELD_INITIALS[token.text]! : undefined;
    const name = initialism !== undefined && beforeEvents(tokens, at) ? initialism : fieldWord(index, tokens, at);
    if (name === undefined) return [token];
    return name
      .split(' ')
      .map((part, i) => (i === 0 ? { ...token, text: part, word: part } : { text: part, word: part }));
  });
}
