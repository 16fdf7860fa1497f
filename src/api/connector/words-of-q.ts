/**
 * The words of a question left for `q`, within q's bounds (docs/api.md, Parameter rules: at most 200
 * characters as given and once folded, at most 12 search terms). A long question is never refused
 * for its length: when its words exceed the bounds, the words the data has none of are left out
 * first, then the commonest, so that the most specific words are searched. The words about the
 * asker are searched beside the subject's, never as it (asides.ts).
 */
import { fold } from '../../reference/fold.js';
import { parseQuery, type SnapshotIndex, termCount, termEvents } from '../../search/index.js';
import { Q_MAX_LENGTH, Q_MAX_TERMS } from '../schemas/rules.js';
import { subjectsOf } from './subjects.js';
import { excludedSubject } from './negations.js';
import type { Token } from './tokens.js';

/** Search terms of `text` as q counts them, or undefined when q's syntax refuses it. */
function termsOf(text: string): number | undefined {
  try {
    return termCount(parseQuery(text));
  } catch {
    return undefined;
  }
}

/** Whether `words` make a q the search takes. */
function fits(words: readonly string[]): boolean {
  const q = words.join(' ');
  const terms = termsOf(q);
  return terms !== undefined && terms <= Q_MAX_TERMS && q.length <= Q_MAX_LENGTH && fold(q).length <= Q_MAX_LENGTH;
}

/** The words that count as search terms (stop words and words q's syntax refuses left out). */
function searchWords(words: readonly string[]): string[] {
  return words.filter((word) => (termsOf(word) ?? 0) > 0);
}

/** `words` (search words, in order) cut to q's bounds as the top of this file says. */
function boundedQ(index: SnapshotIndex, words: readonly string[]): string[] {
  if (fits(words)) return [...words];
  // Words the data has none of first (as if the commonest of all), then the commonest.
  const worth = words.map((word) => {
    const events = termEvents(index, word);
    return events === 0 ? Number.POSITIVE_INFINITY : events;
  });
  const order = words.map((_, at) => at).sort((a, b) => worth[b]! - worth[a]! || b - a);
  const kept = new Set(words.map((_, at) => at));
  for (const at of order) {
    if (fits(words.filter((_, i) => kept.has(i)))) break;
    kept.delete(at);
  }
  return words.filter((_, at) => kept.has(at));
}

/** The words at `positions` quoted, those next to each other together ("computer vision", "speech"). */
function excludedText(tokens: readonly Token[], positions: readonly number[]): string {
  const runs: number[][] = [];
  for (const at of positions) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === at - 1) run.push(at);
    else runs.push([at]);
  }
  return runs.map((run) => `"${run.map((at) => tokens[at]!.text).join(' ')}"`).join(', ');
}

/** A word as q searches it: a wildcard's star left out. */
export const termWord = (token: Token): string => token.word.replace(/\*/g, '');

/**
 * The words of q (subjects.ts) and those about the asker (asides.ts: searched, never the subject),
 * its topic, and a note of the words not read; `named`: an acronym or "like X" is the subject.
 */
export function wordsOfQ(
  index: SnapshotIndex,
  tokens: readonly Token[],
  plain: readonly number[],
  aside: readonly number[],
  named: boolean,
  notes: string[],
) {
  const searched = (at: number) => searchWords([termWord(tokens[at]!)]).length > 0;
  // A subject the question excludes ("cryptography, not cryptocurrency") is not searched, said;
  // a word the data has none of is not read anyway ("rolling deadlines are not answered").
  const own = new Set(plain);
  const excluded = new Set(
    plain.filter((at) => excludedSubject(tokens, at, own) && termEvents(index, termWord(tokens[at]!)) > 0),
  );
  if (excluded.size > 0) notes.push(`${excludedText(tokens, [...excluded])} not read: the question excludes it`);
  const subjects = subjectsOf(
    index,
    tokens,
    plain.filter((at) => searched(at) && !excluded.has(at)),
    named,
  );
  const asideWords = aside.filter(searched).map((at) => termWord(tokens[at]!));
  // Beside an acronym or "like X", which name the subject, words about the asker add nothing.
  const asides = named
    ? []
    : asideWords.filter((word) => termEvents(index, word) > 0 && !subjects.words.includes(word));
  const unread = [...subjects.unread, ...asideWords.filter((word) => termEvents(index, word) === 0)];
  const words = [...subjects.words.map((word) => word.replace(/\*/g, '')), ...asides];
  const q = boundedQ(index, [...new Set(words)]);
  if (unread.length > 0) notes.push(`not read: ${unread.map((word) => `"${word}"`).join(', ')}`);
  // The words written as the subject or of the opening sentence, else every word of q the data has.
  const written = q.filter((word) => subjects.named.includes(word));
  const kept = q.filter((word) => !asides.includes(word));
  const topic = written.length > 0 ? written : kept.filter((word) => termEvents(index, word) > 0);
  return {
    q,
    // Each subject of a list is a q of its own, bounded so too ("security or privacy aaa…").
    subjects: subjects.list ? { ...subjects, list: subjects.list.map((list) => boundedQ(index, list)) } : subjects,
    unread,
    topic: topic.length > 0 ? topic : kept,
    asides: asides.filter((word) => q.includes(word)),
  };
}
