/**
 * The order of `similar_to` (docs/api.md, Similar events): the matches ranked by what they share
 * with the reference, compared in this order: more shared sub-topics (topics, for a reference
 * without one), then more shared ranks (CORE, CCF), then more shared words of the name, then the
 * same format; at one level of likeness, the usual order (upcoming, or date with date filters).
 * Each level of likeness is one key: a sum of the features shared, weighted so that one more of
 * an earlier feature outweighs every later one. The keys are counted from the features' posting
 * lists, one intersection with the matches each (about 15 lists), so the cost grows with the
 * matches, never with the snapshot.
 */
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import type { SimilarShares } from '../types.js';
import type { SimilarFeature as Feature, SimilarProfile } from './plan.js';
import { SIMILAR_TERMS_MAX } from './similar.js';

const FORMAT_WEIGHT = 1;
const TERM_WEIGHT = 2 * FORMAT_WEIGHT;
const RANK_WEIGHT = TERM_WEIGHT * (SIMILAR_TERMS_MAX + 1);
/** Two ranks at most (CORE and CCF). */
const SUBJECT_WEIGHT = RANK_WEIGHT * 3;

/**
 * Each event's key while a page is ranked, by position (only the matches' entries are written and
 * read), and the intersection of a feature with the matches: kept for the process, as ranking is
 * synchronous (the few-new-bitmaps rule of docs/design.md).
 */
let keyByPosition = new Uint32Array(0);
const shared = new RoaringBitmap32();

/** The key of each match (in `positions` order): its features shared with the reference, weighted. */
function keysOf(profile: SimilarProfile, matches: RoaringBitmap32, positions: Uint32Array, size: number): Uint32Array {
  if (keyByPosition.length < size) keyByPosition = new Uint32Array(size);
  const keys = keyByPosition;
  for (const position of positions) keys[position] = 0;
  const add = (features: readonly Feature[], weight: number) => {
    for (const { list } of features) {
      for (const position of intersectInto(shared, matches, list).toUint32Array()) keys[position]! += weight;
    }
  };
  add(profile.subjects, SUBJECT_WEIGHT);
  add(profile.ranks, RANK_WEIGHT);
  add(profile.terms, TERM_WEIGHT);
  add([profile.format], FORMAT_WEIGHT);
  return positions.map((position) => keys[position]!);
}

/** The largest key a match can have. */
const maxKey = (profile: SimilarProfile): number =>
  profile.subjects.length * SUBJECT_WEIGHT + 2 * RANK_WEIGHT + SIMILAR_TERMS_MAX * TERM_WEIGHT + FORMAT_WEIGHT;

/**
 * `members` (ascending positions) in the usual order: as they are for `date`; for `upcoming`, those
 * not over on `today` first, ascending, then the others by start date descending, ties by id
 * ascending (positions of one start date are in id order).
 */
function usualOrder(store: Store, members: Uint32Array, usual: 'upcoming' | 'date', today: Day): Uint32Array {
  if (usual === 'date') return members;
  const { start, end } = store.columns;
  const ordered = new Uint32Array(members.length);
  let at = 0;
  for (const position of members) if (end[position]! >= today) ordered[at++] = position;
  const past = members.filter((position) => end[position]! < today);
  for (let high = past.length; high > 0; ) {
    let low = high - 1;
    while (low > 0 && start[past[low - 1]!] === start[past[high - 1]!]) low--;
    ordered.set(past.subarray(low, high), at);
    at += high - low;
    high = low;
  }
  return ordered;
}

/** One page of `matches` (a subset of the reference's candidates) by likeness, then the usual order. */
export function pageBySimilarity(
  store: Store,
  profile: SimilarProfile,
  matches: RoaringBitmap32,
  { usual, today }: { usual: 'upcoming' | 'date'; today: Day },
  offset: number,
  limit: number,
): number[] {
  if (offset >= matches.size || limit === 0) return [];
  const positions = matches.toUint32Array();
  const keys = keysOf(profile, matches, positions, store.size);
  // Grouped by key, most alike first, each group in position order (a counting sort: few keys).
  const top = maxKey(profile);
  const counts = new Uint32Array(top + 2);
  for (const key of keys) counts[top - key + 1]!++;
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const groupStart = counts.slice();
  const grouped = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) grouped[counts[top - keys[i]!]!++] = positions[i]!;
  const page: number[] = [];
  for (let group = 0; group + 1 < groupStart.length && page.length < limit; group++) {
    const from = groupStart[group]!;
    const to = groupStart[group + 1]!;
    if (to <= offset || from === to) continue;
    const ordered = usualOrder(store, grouped.subarray(from, to), usual, today);
    for (let i = Math.max(0, offset - from); i < ordered.length && page.length < limit; i++) page.push(ordered[i]!);
  }
  return page;
}

const namesHolding = (features: readonly Feature[], position: number): string[] =>
  features.filter(({ list }) => list.has(position)).map(({ name }) => name);

/** What the event at `position` shares with the reference (the item's `similarity`). */
export function sharesOf(profile: SimilarProfile, position: number): SimilarShares {
  return {
    subjects: namesHolding(profile.subjects, position),
    ranks: namesHolding(profile.ranks, position),
    terms: namesHolding(profile.terms, position),
    format: profile.format.list.has(position) ? profile.format.name : null,
  };
}
