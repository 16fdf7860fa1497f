/**
 * The soft words of a question (vocabulary.ts, SOFT: "open", "information", "time") read beside
 * the words of q (docs/api.md, Connector tools): a word of q beside one it makes a phrase of the
 * data with, and "open" an open call unless an adjective of the subject.
 */
import type { SnapshotIndex } from '../../search/index.js';
import { saidOfCalls } from './ahead-phrases.js';
import { inPhrase } from './phrase-words.js';
import type { Token } from './tokens.js';

/**
 * The soft words of a question ("open", "information") put in q (`plain`) beside a word they make
 * a phrase with; whether an "open" is left, an open call ("is it open?", "open NLP calls").
 */
export function softWords(index: SnapshotIndex, tokens: readonly Token[], soft: readonly number[], plain: Set<number>) {
  let call = false;
  for (const at of soft) {
    const open = tokens[at]!.word === 'open';
    // "open" is an adjective before a word of q ("open problems") unless said of calls ("open NLP calls").
    if (inPhrase(index, tokens, at, plain) || (open && plain.has(at + 1) && !saidOfCalls(tokens, at))) plain.add(at);
    else if (open) call = true;
  }
  return call;
}
