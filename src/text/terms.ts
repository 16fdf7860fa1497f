/**
 * The terms of a text, for the text index and for queries alike: folded words (runs of letters or
 * digits), plus the symbol terms of programming languages and platforms as single terms
 * (docs/api.md, Matching): a letter followed by "++" or "#" ("c++", "c#", "f#") and a dot
 * followed by letters at the start of a word (".net"). So "C++" is never the word "c", and ".NET"
 * never the word "net".
 */
import { fold } from '../reference/fold.js';

// Alternatives in order: a symbol term (not preceded by a letter or digit, so "notepad++" stays
// the word "notepad"), a dotted term at the start of a word ("asp.net" stays "asp" and "net"),
// then a plain word.
const TERM_RE = /(?<![\p{L}\p{N}])\p{L}(?:\+\+|#)|(?<![\p{L}\p{N}.])\.\p{L}+|[\p{L}\p{N}]+/gu;

/** The folded terms of a text, in order, repeats kept. */
export function terms(text: string): string[] {
  return fold(text).match(TERM_RE) ?? [];
}
