/**
 * An expansion of several words (the synonym table's other expressions for a term of q:
 * query-terms.ts) matches an event only within one field (docs/api.md, Synonyms and related
 * terms): all its words, in any order and in singular or plural form, in the event's name, or in
 * one of its topics, or in one of its sub-topics. So "graph learning" finds "Learning on Graphs"
 * and the sub-topic "Graph Learning", never an event filed under "Knowledge Graphs" and "Machine
 * Learning".
 *
 * The candidates are the events with all the words anywhere (the text index); the topics and
 * sub-topics whose names hold them all give their events whole (a few hundred names to read),
 * and only the other candidates have their names read. The caller keeps the result in the index's
 * union cache, so each expansion's names are read once per snapshot while it stays cached.
 */
import type { StringColumn } from '../../store/string-column.js';
import { mayFold, SINGULAR_KEEPS_FIRST_LETTER, singular } from '../../text/inflection.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { categoryWords, holdsEvery, wordsOf } from './category-words.js';
import { ASCII_WORD, BYTE_CLASS, namesPassing } from './name-bytes.js';

type Fields = Pick<IndexView, 'store'>;

/** The events of the topics and sub-topics whose names hold every key. */
function namedCategories(index: Fields, keys: readonly string[]): RoaringBitmap32[] {
  const { lists } = index.store;
  const words = categoryWords(index.store);
  const found: RoaringBitmap32[] = [];
  for (const [at, topic] of words.topics.entries()) if (holdsEvery(topic, keys)) found.push(lists.topic[at]!);
  for (const [at, sub] of words.subtopics.entries()) if (holdsEvery(sub, keys)) found.push(lists.subtopic[at]!);
  return found;
}

/** The keys as lower-case ASCII bytes and the first letters they begin with, or null when one is not plain ASCII. */
interface KeyBytes {
  texts: readonly string[];
  keys: readonly Uint8Array[];
  /** Per byte: whether a key begins with it. */
  firsts: Uint8Array;
}

function keyBytes(keys: readonly string[]): KeyBytes | null {
  if (!SINGULAR_KEEPS_FIRST_LETTER || keys.length > 31 || !keys.every((key) => ASCII_WORD.test(key))) return null;
  const firsts = new Uint8Array(256);
  for (const key of keys) firsts[key.charCodeAt(0)] = 1;
  return { texts: keys, keys: keys.map((key) => Buffer.from(key, 'latin1')), firsts };
}

/**
 * Whether the name in bytes[from, to) holds every key among its words' singulars: 1 or 0, or -1
 * when the name needs the slow path (name-bytes.ts). A word equal to a key is one; a word that
 * begins with a key's first letter (a singular keeps it: SINGULAR_KEEPS_FIRST_LETTER) has its
 * singular worked out; no other word can be one of the keys.
 */
function asciiHoldsAll(bytes: Buffer, from: number, to: number, wanted: KeyBytes): number {
  const { keys, firsts } = wanted;
  const all = (1 << keys.length) - 1;
  let found = 0;
  let i = from;
  while (i < to) {
    const cls = BYTE_CLASS[bytes[i]!]!;
    if (cls === 2) return -1;
    if (cls === 0) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < to && BYTE_CLASS[bytes[end]!] === 1) end++;
    if (firsts[bytes[i]! | 0x20] === 1 && found !== all) found |= wordKeys(bytes, i, end, wanted, found);
    i = end;
  }
  return found === all ? 1 : 0;
}

/** The keys (as bits, of those not yet found) that the word bytes[from, to) is, or whose plural it is. */
function wordKeys(bytes: Buffer, from: number, to: number, wanted: KeyBytes, found: number): number {
  const { keys, texts } = wanted;
  let bits = 0;
  let folded: string | undefined;
  for (let k = 0; k < keys.length; k++) {
    if ((found >> k) & 1) continue;
    const key = keys[k]!;
    if (to - from === key.length) {
      let same = true;
      for (let j = 0; j < key.length && same; j++) same = (bytes[from + j]! | 0x20) === key[j];
      if (same) {
        bits |= 1 << k;
        continue;
      }
    }
    if (key[0] !== (bytes[from]! | 0x20)) continue;
    // A word that cannot fold is its own singular, and no key (compared above): no string is made.
    if (!mayFold(bytes[from]! | 0x20, bytes[to - 1]! | 0x20, to - from)) continue;
    folded ??= singular(bytes.toString('latin1', from, to).toLowerCase());
    if (folded === texts[k]) bits |= 1 << k;
  }
  return bits;
}

/** The names of `positions` that hold every key. */
function namesHoldingAll(names: StringColumn, positions: Uint32Array, keys: readonly string[]): number[] {
  const wanted = keyBytes(keys);
  return namesPassing(
    names,
    positions,
    wanted && ((bytes, from, to) => asciiHoldsAll(bytes, from, to, wanted)),
    (name) => holdsEvery(wordsOf(name), keys),
  );
}

/** The candidates (events with all the words somewhere) that hold all of them within one field. */
export function withinOneField(index: Fields, words: readonly string[], candidates: RoaringBitmap32): RoaringBitmap32 {
  if (candidates.isEmpty) return candidates;
  const keys = words.map(singular);
  const categories = namedCategories(index, keys);
  const byCategory = categories.length === 0 ? new RoaringBitmap32() : RoaringBitmap32.orMany(categories);
  const unnamed = RoaringBitmap32.andNot(candidates, byCategory).toUint32Array();
  byCategory.addMany(namesHoldingAll(index.store.columns.name, unnamed, keys));
  byCategory.andInPlace(candidates);
  return byCategory.freeze();
}
