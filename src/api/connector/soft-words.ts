/**
 * The soft words of a question (vocabulary.ts, SOFT: "open", "information", "time") read beside
 * the words of q (docs/api.md, Connector tools): a word of q beside one it makes a phrase of the
 * data with, a field listed with a word of q, and "open" an open call unless an adjective of the subject.
 */
import { type SnapshotIndex, termEvents } from '../../search/index.js';
import { saidOfCalls } from './ahead-phrases.js';
import { inPhrase } from './phrase-words.js';
import { ofRegistration } from './registration-words.js';
import type { Token } from './tokens.js';

/**
 * The soft words of a question ("open", "information") put in q (`plain`) beside a word they make
 * a phrase with; whether an "open" is left, an open call ("is it open?", "open NLP calls").
 */
export function softWords(index: SnapshotIndex, tokens: readonly Token[], soft: readonly number[], plain: Set<number>) {
  let call = false;
  for (const at of soft) {
    const open = tokens[at]!.word === 'open';
    // "open registration" is no call: the registration, said not answered (measure-words.ts).
    if (open && ofRegistration(tokens, at)) continue;
    // "open" is an adjective before a word of q ("open problems") unless said of calls ("open NLP calls").
    if (
      inPhrase(index, tokens, at, plain) ||
      listedWith(index, tokens, at, plain) ||
      (open && plain.has(at + 1) && !saidOfCalls(tokens, at))
    )
      plain.add(at);
    else if (open) call = true;
  }
  return call;
}

/** Soft words that name a field alone when listed with a word of q ("reasoning and planning"). */
export const LISTED_FIELDS: ReadonlySet<string> = new Set(['planning', 'search']);
const JOINTS: ReadonlySet<string> = new Set(['and', 'or']);

/**
 * Whether the soft word at `at` is a field listed with a word of q, "and" or "or" between
 * ("planning and scheduling", "LLM reasoning and planning": ICAPS's field), both words some
 * event's ("for planning and budgeting" is of the asker's own work).
 */
function listedWith(index: SnapshotIndex, tokens: readonly Token[], at: number, plain: ReadonlySet<number>): boolean {
  if (!LISTED_FIELDS.has(tokens[at]!.word) || termEvents(index, tokens[at]!.word) === 0) return false;
  const joined = (joint: number, word: number) =>
    JOINTS.has(tokens[joint]?.word ?? '') && plain.has(word) && termEvents(index, tokens[word]!.word) > 0;
  return joined(at - 1, at - 2) || joined(at + 1, at + 2);
}
