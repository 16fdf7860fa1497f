/**
 * Quoted phrases of q (query-syntax.ts), checked on the candidates' names after the posting lists
 * are intersected: the phrase's words adjacent and in order among the name's terms
 * (text/terms.ts). A name in plain ASCII without the symbol characters of symbol terms (+ # .) is
 * compared byte by byte in its column, without decoding a string; any other name is decoded and
 * split into terms as the index splits it. Each search may check at most PHRASE_MAX_CHECKS names:
 * beyond that, the phrase is refused (PhraseTooBroadError) rather than counted by halves.
 */
import type { Store } from '../../store/store.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { PhraseTooBroadError } from '../errors.js';

/**
 * Names one search may check. About 60 ns a name on the fast path (bench/engine, phrase rows):
 * 20,000 names stay under 2 ms.
 */
export const PHRASE_MAX_CHECKS = 20_000;

export interface PhraseCheck {
  /** The phrase's terms, stop words included, as the name's terms must run. */
  words: readonly string[];
  /** Events having all its words (not stop words) somewhere in their text. */
  candidates: RoaringBitmap32;
}

/** A clause of q with phrases: an event passes when `plain` holds it or a phrase is in its name. */
export interface ClauseCheck {
  negated: boolean;
  /** The union of the clause's other units, or null. */
  plain: RoaringBitmap32 | null;
  phrases: readonly PhraseCheck[];
}

const isAlnum = (byte: number): boolean =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a);
const lower = (byte: number): number => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
const ASCII_WORD = /^[a-z0-9]+$/;

/** Whether the bytes [from, to) are ASCII without + # . (so that their terms are their alphanumeric runs). */
function plainAscii(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x80 || byte === 0x2b || byte === 0x23 || byte === 0x2e) return false;
  }
  return true;
}

/** Whether the words run from the word starting at `at` (byte comparison, words lower-case ASCII). */
function runsFrom(bytes: Buffer, at: number, to: number, words: readonly string[]): boolean {
  let i = at;
  for (const [n, word] of words.entries()) {
    if (n > 0) {
      while (i < to && !isAlnum(bytes[i]!)) i++;
    }
    if (i + word.length > to) return false;
    for (let k = 0; k < word.length; k++) if (lower(bytes[i + k]!) !== word.charCodeAt(k)) return false;
    i += word.length;
    if (i < to && isAlnum(bytes[i]!)) return false;
  }
  return true;
}

function asciiHas(bytes: Buffer, from: number, to: number, words: readonly string[]): boolean {
  for (let i = from; i < to; i++) {
    const starts = isAlnum(bytes[i]!) && (i === from || !isAlnum(bytes[i - 1]!));
    if (starts && runsFrom(bytes, i, to, words)) return true;
  }
  return false;
}

/** Whether `words` are adjacent and in order among `found`. */
export function termsRun(found: readonly string[], words: readonly string[]): boolean {
  for (let i = 0; i + words.length <= found.length; i++) {
    let k = 0;
    while (k < words.length && found[i + k] === words[k]) k++;
    if (k === words.length) return true;
  }
  return false;
}

/** Whether the name of the event at `position` holds the phrase `words`. */
export function nameHasPhrase(store: Store, position: number, words: readonly string[]): boolean {
  const { bytes, offsets } = store.columns.name;
  const from = offsets[position]!;
  const to = offsets[position + 1]!;
  if (words.every((word) => ASCII_WORD.test(word)) && plainAscii(bytes, from, to)) {
    return asciiHas(bytes, from, to, words);
  }
  return termsRun(terms(store.columns.name.get(position)), words);
}

/** The events of `matches` whose names `check` must read: those with a phrase's words, not in `plain`. */
function toCheck(matches: RoaringBitmap32, check: ClauseCheck): RoaringBitmap32 {
  const candidates = RoaringBitmap32.orMany(check.phrases.map((phrase) => phrase.candidates));
  const within = RoaringBitmap32.and(matches, candidates);
  if (check.plain) within.andNotInPlace(check.plain);
  return within;
}

/**
 * `matches` less the events that fail a check; throws PhraseTooBroadError past PHRASE_MAX_CHECKS.
 * Only the events of toCheck are read: the others of `matches` are in `plain` (a clause's
 * candidates were intersected into `matches`) or, for an excluded phrase, lack its words.
 */
export function applyChecks(store: Store, matches: RoaringBitmap32, checks: readonly ClauseCheck[]): RoaringBitmap32 {
  const sets = checks.map((check) => toCheck(matches, check));
  const needed = sets.reduce((sum, set) => sum + set.size, 0);
  if (needed > PHRASE_MAX_CHECKS) {
    const phrase = checks.flatMap((check) => check.phrases.map((p) => `"${p.words.join(' ')}"`)).join(' ');
    throw new PhraseTooBroadError(phrase, needed, PHRASE_MAX_CHECKS);
  }
  const failing: number[] = [];
  for (const [i, check] of checks.entries()) {
    for (const position of sets[i]!) {
      const found = check.phrases.some(
        (phrase) => phrase.candidates.has(position) && nameHasPhrase(store, position, phrase.words),
      );
      if (found === check.negated) failing.push(position);
    }
  }
  if (failing.length === 0) return matches;
  return RoaringBitmap32.andNot(matches, new RoaringBitmap32(failing));
}
