/**
 * Quoted phrases of q (query-syntax.ts), checked on the candidates' names after the posting lists
 * are intersected: the phrase's words adjacent and in order among the name's terms
 * (text/terms.ts). A name in plain ASCII without the symbol characters of symbol terms (+ # .) is
 * compared byte by byte in its column, without decoding a string; any other name is decoded and
 * split into terms as the index splits it.
 *
 * Cost: when the names to check are most of a phrase's candidates (the events with all its words)
 * and those are at most PHRASE_FULL_CHECK, all candidates are checked once and the phrase's events
 * kept in the union cache, so that later searches with the phrase read a set (query-plan.ts).
 * Otherwise only the names in the result are checked. Both pay from one budget of
 * PHRASE_MAX_CHECKS names per search: beyond it, the phrase is refused (PhraseTooBroadError)
 * rather than counted by halves.
 */
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { PhraseTooBroadError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';
import { ASCII_WORD, BYTE_CLASS, namesPassing } from './name-bytes.js';

/**
 * Names one search may check. At 1M events a name costs 0.25 to 0.5 µs (mostly a cache miss on
 * its bytes: bench/README.md, engine), so 10,000 names stay within 2.5 to 5 ms.
 */
export const PHRASE_MAX_CHECKS = 10_000;
/** A phrase with at most this many candidates is checked whole, once, and its events cached. */
const PHRASE_FULL_CHECK = PHRASE_MAX_CHECKS;

type Names = Pick<IndexView, 'store' | 'caches'>;

/** The names a search may still read for its phrases, of `max`. */
interface Budget {
  left: number;
  max: number;
}

export interface PhraseCheck {
  /** The phrase's terms, stop words included, as the name's terms must run. */
  words: readonly string[];
  /** Events having all its words (not stop words) somewhere in their text. */
  candidates: RoaringBitmap32;
  /** The union-cache key of the phrase's events, once checked whole. */
  key: string;
}

/** A clause of q with phrases: an event passes when `plain` holds it or a phrase is in its name. */
export interface ClauseCheck {
  negated: boolean;
  /** The union of the clause's other units, or null. */
  plain: RoaringBitmap32 | null;
  phrases: readonly PhraseCheck[];
}

/** The union-cache key of a phrase's checked events. */
export const phraseKey = (words: readonly string[]): string => `p:${words.join(' ')}`;

/** The phrase as lower-case ASCII bytes, one array, words separated by 0 (or null when not plain ASCII). */
function phraseBytes(words: readonly string[]): Uint8Array | null {
  if (!words.every((word) => ASCII_WORD.test(word))) return null;
  return Uint8Array.from(Buffer.from(words.join('\0'), 'latin1'));
}

/**
 * Whether the words run in bytes[from, to): 1 or 0, or -1 when the name needs the slow path. One
 * pass: at each word start, the phrase compared case-insensitively, any run of separators
 * between its words.
 */
function asciiRun(bytes: Buffer, from: number, to: number, phrase: Uint8Array): number {
  let found = 0;
  for (let i = from; i < to; i++) {
    const cls = BYTE_CLASS[bytes[i]!]!;
    if (cls === 2) return -1;
    if (found === 1 || cls !== 1 || (i > from && BYTE_CLASS[bytes[i - 1]!] === 1)) continue;
    let j = i;
    let k = 0;
    while (k < phrase.length) {
      if (phrase[k] === 0) {
        if (j < to && BYTE_CLASS[bytes[j]!] === 1) break;
        while (j < to && BYTE_CLASS[bytes[j]!] === 0) j++;
        k++;
        continue;
      }
      if (j >= to || (bytes[j]! | 0x20) !== phrase[k]) break;
      j++;
      k++;
    }
    if (k === phrase.length && (j >= to || BYTE_CLASS[bytes[j]!] !== 1)) found = 1;
  }
  return found;
}

/** Whether `words` are adjacent and in order among `found`. */
function termsRun(found: readonly string[], words: readonly string[]): boolean {
  for (let i = 0; i + words.length <= found.length; i++) {
    let k = 0;
    while (k < words.length && found[i + k] === words[k]) k++;
    if (k === words.length) return true;
  }
  return false;
}

/** The events of `positions` whose names hold the phrase `words`. */
function namesWithPhrase(index: Names, positions: Uint32Array, words: readonly string[]): number[] {
  const phrase = phraseBytes(words);
  return namesPassing(
    index.store.columns.name,
    positions,
    phrase && ((bytes, from, to) => asciiRun(bytes, from, to, phrase)),
    (name) => termsRun(terms(name), words),
  );
}

/** The phrase's events among all its candidates, checked once and cached. */
function checkWhole(index: Names, phrase: PhraseCheck): RoaringBitmap32 {
  const found = new RoaringBitmap32(namesWithPhrase(index, phrase.candidates.toUint32Array(), phrase.words)).freeze();
  index.caches.unions.set(phrase.key, found);
  return found;
}

/**
 * Whether to check all of a phrase's candidates now (most of them are to be checked anyway), paid
 * from the search's budget like any other name read: several phrases checked whole in one search
 * share the one budget, so a q of many frequent phrases costs no more than one.
 */
function wholeCheckPays(phrase: PhraseCheck, candidates: RoaringBitmap32, budget: Budget): boolean {
  const all = phrase.candidates.size;
  if (all > PHRASE_FULL_CHECK || candidates.size * 4 < all || all > budget.left) return false;
  budget.left -= all;
  return true;
}

/** The events of `within` whose names hold one of the check's phrases; `budget` counts the names read. */
function phraseEvents(index: Names, within: RoaringBitmap32, check: ClauseCheck, budget: Budget) {
  const events: RoaringBitmap32[] = [];
  for (const phrase of check.phrases) {
    const cached = index.caches.unions.get(phrase.key);
    const whole = cached !== undefined || phrase.candidates.size <= PHRASE_FULL_CHECK;
    // A phrase to check name by name is refused on the count, before its candidates are built.
    if (!whole && within.andCardinality(phrase.candidates) > budget.left) {
      const words = `"${phrase.words.join(' ')}"`;
      throw new PhraseTooBroadError(words, within.andCardinality(phrase.candidates), budget.max);
    }
    const candidates = RoaringBitmap32.and(within, phrase.candidates);
    if (candidates.isEmpty) continue;
    if (cached) events.push(RoaringBitmap32.and(candidates, cached));
    else if (wholeCheckPays(phrase, candidates, budget)) {
      events.push(RoaringBitmap32.and(candidates, checkWhole(index, phrase)));
    } else {
      budget.left -= candidates.size;
      if (budget.left < 0) {
        const words = `"${phrase.words.join(' ')}"`;
        throw new PhraseTooBroadError(words, budget.max - budget.left, budget.max);
      }
      events.push(new RoaringBitmap32(namesWithPhrase(index, candidates.toUint32Array(), phrase.words)));
    }
  }
  return events.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(events);
}

/**
 * `matches` less the events that fail a check. A positive clause keeps the events of `plain` and
 * those whose names hold a phrase (its candidates were intersected into `matches`); an excluded
 * phrase removes the events whose names hold it.
 */
export function applyChecks(
  index: Names,
  matches: RoaringBitmap32,
  checks: readonly ClauseCheck[],
  maxChecks = PHRASE_MAX_CHECKS,
): RoaringBitmap32 {
  const budget: Budget = { left: maxChecks, max: maxChecks };
  let kept = matches;
  for (const check of checks) {
    const within = check.plain ? RoaringBitmap32.andNot(kept, check.plain) : kept;
    const holding = phraseEvents(index, within, check, budget);
    kept = check.negated
      ? RoaringBitmap32.andNot(kept, holding)
      : RoaringBitmap32.andNot(kept, RoaringBitmap32.andNot(within, holding));
  }
  return kept;
}
