/**
 * The order of `similar_to` (docs/api.md, Similar events): first the matches of the reference's
 * own field (their first sub-topic, the one most of their sources give, is the reference's first;
 * topics for a reference without one), then those whose second is, then the others; in each part,
 * without date filters (the usual order `upcoming`), those not ended before those that have, as in
 * `upcoming`; then ranked by what they share with the reference, compared in this order: more shared sub-topics, then more shared ranks (CORE, CCF), then more shared words
 * of the name, then the same format; at one level of likeness, the usual order (upcoming, or date
 * with date filters).
 * Each level of likeness is one key: a sum of the features shared, weighted so that one more of
 * an earlier feature outweighs every later one. The keys are counted from the features' posting
 * lists, one intersection with the matches each (about 15 lists), so the cost grows with the
 * matches, never with the snapshot.
 */
import type { Store } from '../../store/store.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import type { SimilarFeature as Feature, SimilarProfile, SimilarShares } from '../similar-types.js';
import { SIMILAR_TERMS_MAX } from './similar.js';
import { notOver } from './day-split.js';
import type { UpcomingSplit } from './upcoming.js';

const FORMAT_WEIGHT = 1;
const TERM_WEIGHT = 2 * FORMAT_WEIGHT;
const RANK_WEIGHT = TERM_WEIGHT * (SIMILAR_TERMS_MAX + 1);
/** Two ranks at most (CORE and CCF). */
const SUBJECT_WEIGHT = RANK_WEIGHT * 3;

/**
 * What ranking writes into, kept for the process, as ranking is synchronous (the few-new-bitmaps
 * rule of docs/design.md): the intersection of a feature with a set, the events that share more
 * than a subject and the format, the others with and without the format; and arrays grown to the
 * largest set so far (a new array per step cost more than the step: about 10 µs for 5,000
 * positions read out of a bitmap into a new array, 0.4 µs into one kept).
 */
const common = new RoaringBitmap32();
const seen = new RoaringBitmap32();
const twice = new RoaringBitmap32();
const alike = new RoaringBitmap32();
const restWithFormat = new RoaringBitmap32();
const restWithoutFormat = new RoaringBitmap32();
const left = new RoaringBitmap32();
const part = new RoaringBitmap32();
const notEnded = new RoaringBitmap32();
const ended = new RoaringBitmap32();
const arrays = { positions: new Uint32Array(0), shared: new Uint32Array(0), keys: new Uint32Array(0) };

/** The intersection of two sets into `into`, the smaller one copied (the copy costs by its size). */
const intersect = (into: RoaringBitmap32, a: RoaringBitmap32, b: RoaringBitmap32) =>
  a.size <= b.size ? intersectInto(into, a, b) : intersectInto(into, b, a);

/** The kept array `name`, at least `size` long (its first `size` entries are the caller's to use). */
function kept(name: keyof typeof arrays, size: number): Uint32Array {
  if (arrays[name].length < size) arrays[name] = new Uint32Array(Math.max(size, arrays[name].length * 2));
  return arrays[name];
}

/**
 * The matches that share more with the reference than one subject and the format: a rank, a word,
 * or a second subject (seen in two subject lists). Every other match shares exactly one subject,
 * so its key is one subject, plus the format or not, below every one of these.
 */
function moreAlike(profile: SimilarProfile, matches: RoaringBitmap32): RoaringBitmap32 {
  alike.clear();
  if (profile.subjects.length > 1) {
    seen.clear();
    for (const { list } of profile.subjects) {
      intersect(common, matches, list);
      alike.orInPlace(intersect(twice, seen, common));
      seen.orInPlace(common);
    }
  }
  return alike.orInPlace(intersect(common, matches, profile.rankedOrWorded));
}

/**
 * The key of each of `positions` (the events of `set`, ascending): its features shared with the
 * reference, weighted. Each feature's shared positions are a sorted subset of `positions`, added by
 * one forward walk.
 */
function keysOf(profile: SimilarProfile, set: RoaringBitmap32, positions: Uint32Array): Uint32Array {
  const keys = kept('keys', positions.length).subarray(0, positions.length);
  keys.fill(0);
  const add = (features: readonly Feature[], weight: number) => {
    for (const { list } of features) {
      const shared = intersect(common, set, list);
      const found = shared.toUint32Array(kept('shared', shared.size));
      let at = 0;
      for (let i = 0; i < found.length; i++) {
        const position = found[i]!;
        while (positions[at] !== position) at++;
        keys[at]! += weight;
      }
    }
  };
  // A reference of one subject: every candidate shares it.
  if (profile.subjects.length === 1) keys.fill(SUBJECT_WEIGHT);
  else add(profile.subjects, SUBJECT_WEIGHT);
  add(profile.ranks, RANK_WEIGHT);
  add(profile.terms, TERM_WEIGHT);
  add([profile.format], FORMAT_WEIGHT);
  return keys;
}

/** The largest key a match can have. */
const maxKey = (profile: SimilarProfile): number =>
  profile.subjects.length * SUBJECT_WEIGHT + 2 * RANK_WEIGHT + SIMILAR_TERMS_MAX * TERM_WEIGHT + FORMAT_WEIGHT;

/** What the usual order reads: which order, and for `upcoming` where the events not over start. */
export interface UsualOrder {
  usual: 'upcoming' | 'date';
  split: Pick<UpcomingSplit, 'today' | 'edgeStart' | 'futureStart' | 'undatedFirst' | 'undatedPast' | 'upcoming'>;
  /** A page of a set in the usual order (the search's own paging). */
  pageOf(set: RoaringBitmap32, offset: number, limit: number): number[];
}

/**
 * The first `count` of `members` (ascending positions) in the usual order: as they are for `date`;
 * for `upcoming`, those not over on `today` first, ascending, then the others by start date
 * descending, ties by id ascending (positions of one start date are in id order), the undated of a
 * past year last. Only the edge of the split (events that started within the longest duration)
 * needs its end dates read.
 */
function usualOrder(store: Store, members: Uint32Array, { usual, split }: UsualOrder, count: number): number[] {
  if (usual === 'date') return Array.from(members.subarray(0, count));
  const { start, end } = store.columns;
  const ordered: number[] = [];
  const past: number[] = [];
  const undatedPast: number[] = [];
  for (const position of members) {
    if (notOver(end, split, position)) {
      if (ordered.length < count) ordered.push(position);
    } else (position >= split.undatedFirst ? undatedPast : past).push(position);
  }
  for (let high = past.length; high > 0 && ordered.length < count; ) {
    let low = high - 1;
    while (low > 0 && start[past[low - 1]!] === start[past[high - 1]!]) low--;
    for (let at = low; at < high && ordered.length < count; at++) ordered.push(past[at]!);
    high = low;
  }
  for (const position of undatedPast) if (ordered.length < count) ordered.push(position);
  return ordered;
}

/** The first `count` events of `set` by key, most alike first, then in the usual order. */
function firstByKey(store: Store, profile: SimilarProfile, set: RoaringBitmap32, order: UsualOrder, count: number) {
  const positions = set.toUint32Array(kept('positions', set.size));
  const keys = keysOf(profile, set, positions);
  // Grouped by key, most alike first, each group in position order (a counting sort: few keys).
  const top = maxKey(profile);
  const counts = new Uint32Array(top + 2);
  for (const key of keys) counts[top - key + 1]!++;
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const groupStart = counts.slice();
  const grouped = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) grouped[counts[top - keys[i]!]!++] = positions[i]!;
  const first: number[] = [];
  for (let group = 0; group + 1 < groupStart.length && first.length < count; group++) {
    const from = groupStart[group]!;
    const to = groupStart[group + 1]!;
    if (from < to) first.push(...usualOrder(store, grouped.subarray(from, to), order, count - first.length));
  }
  return first;
}

/**
 * One page of `matches` (a subset of the reference's candidates): those of the reference's own
 * field first (their first sub-topic is its first), then those whose second is, then the others,
 * each part by likeness, then the usual order; with the usual order `upcoming`, in each part those
 * not ended before those that have.
 */
export function pageBySimilarity(
  store: Store,
  profile: SimilarProfile,
  matches: RoaringBitmap32,
  order: UsualOrder,
  offset: number,
  limit: number,
): number[] {
  if (offset >= matches.size || limit === 0) return [];
  left.copyFrom(matches);
  const page: number[] = [];
  let skip = offset;
  for (const tier of [...profile.field, null]) {
    const current = tier === null ? left : intersect(part, left, tier.list);
    if (skip < current.size) page.push(...pageOfField(store, profile, current, order, skip, limit - page.length));
    skip = Math.max(0, skip - current.size);
    if (page.length === limit || tier === null) break;
    left.andNotInPlace(current);
  }
  return page;
}

/**
 * One page of one part of the field: with the usual order `upcoming`, the events not ended
 * first, then those that have (as `upcoming` has them), each by likeness; else by likeness alone.
 */
function pageOfField(
  store: Store,
  profile: SimilarProfile,
  field: RoaringBitmap32,
  order: UsualOrder,
  offset: number,
  limit: number,
): number[] {
  if (order.usual !== 'upcoming') return pageOfPart(store, profile, field, order, offset, limit);
  const ahead = intersect(notEnded, field, order.split.upcoming);
  const page = offset < ahead.size ? pageOfPart(store, profile, ahead, order, offset, limit) : [];
  if (page.length === limit) return page;
  const over = ended.copyFrom(field).andNotInPlace(order.split.upcoming);
  return page.concat(pageOfPart(store, profile, over, order, Math.max(0, offset - ahead.size), limit - page.length));
}

/**
 * One page of a part of the matches by likeness, then the usual order. Only the matches that share
 * more than one subject and the format are keyed one by one (a rank or a word is rare); the others
 * are two sets, with the format and without, paged as any search.
 */
function pageOfPart(
  store: Store,
  profile: SimilarProfile,
  matches: RoaringBitmap32,
  order: UsualOrder,
  offset: number,
  limit: number,
): number[] {
  if (offset >= matches.size || limit === 0) return [];
  const front = moreAlike(profile, matches);
  const page = offset < front.size ? firstByKey(store, profile, front, order, offset + limit).slice(offset) : [];
  let skip = Math.max(0, offset - front.size);
  const format = profile.format.list;
  // Each part is made only when the page reaches it.
  const parts = [
    () => intersect(restWithFormat, matches, format).andNotInPlace(front),
    () => restWithoutFormat.copyFrom(matches).andNotInPlace(front).andNotInPlace(format),
  ];
  for (const part of parts) {
    if (page.length === limit) break;
    const rest = part();
    if (skip >= rest.size) {
      skip -= rest.size;
      continue;
    }
    page.push(...order.pageOf(rest, skip, limit - page.length));
    skip = 0;
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
