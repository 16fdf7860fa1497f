/**
 * sort=deadline (docs/api.md, Calls for papers): events with a submission deadline ahead by (that
 * instant, position), then the others in position order. The order changes only when a deadline
 * passes, so it is built once per cut of the submission order (how many deadlines have passed) and
 * each request only pages it: no bucket is listed or sorted per request.
 *
 * The order is cut into chunks of CHUNK events, each also held as a bitmap. A page counts the
 * matches of each chunk (one intersection count per chunk) until it reaches the offset, then lists
 * the matches of that chunk by marking their ranks in it: a counting sort, linear in the chunk.
 */
import type { Store } from '../../store/store.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import { runWhole, type Steps } from '../../util/sliced.js';
import { BitmapSet } from './ranked.js';

/**
 * Events per chunk: a page costs at most one count per chunk before its own (at 1M events about
 * 40 of them) and a pass over the chunk it lists; 8192 balances the two (one chunk's pass is about
 * as long as the counts of all the others).
 */
export const CHUNK = 8192;

export interface DeadlineOrder {
  /** Events per chunk (CHUNK; smaller only in tests, to cross chunks on small data). */
  readonly chunkSize: number;
  /** How many submission deadlines had passed (the submission order's index of the first ahead). */
  readonly cut: number;
  /** The events with a submission deadline ahead, by (next instant, position). */
  readonly order: Uint32Array;
  /** Each position's index in `order`, or -1 when it has no deadline ahead. */
  readonly rank: Int32Array;
  /** The events of order[j·chunkSize, (j+1)·chunkSize) as a bitmap. */
  readonly chunks: readonly RoaringBitmap32[];
  /** Every event with no deadline ahead (all passed, or none), in position order. */
  readonly rest: RoaringBitmap32;
}

/** The order after `cut` submission deadlines have passed (one pass over the rest of them). */
export function buildDeadlineOrder(
  store: Pick<Store, 'size' | 'submissions'>,
  cut: number,
  chunkSize = CHUNK,
): DeadlineOrder {
  return runWhole(deadlineOrderSteps(store, cut, chunkSize));
}

/** Deadlines gone through, or chunks built, between two pauses (about a millisecond's work). */
const PER_STEP = 1 << 16;
const CHUNKS_PER_STEP = 4;

/** buildDeadlineOrder in steps (util/sliced.ts). */
export function* deadlineOrderSteps(
  store: Pick<Store, 'size' | 'submissions'>,
  cut: number,
  chunkSize = CHUNK,
): Steps<DeadlineOrder> {
  if (chunkSize > CHUNK) throw new RangeError(`chunks hold at most ${CHUNK} events`);
  const { position } = store.submissions;
  // Filled in steps: at 1M events the ranks are 4 MB of fresh memory, whose page faults made one
  // step 13-18 ms long at once on a machine where a fault costs 13-16 µs (npm run bench:warm-steps).
  const rank = new Int32Array(store.size);
  for (let from = 0; from < store.size; from += PER_STEP) {
    rank.fill(-1, from, from + PER_STEP);
    yield;
  }
  const order = new Uint32Array(Math.min(store.size, position.length - cut));
  let count = 0;
  // An event's first deadline from the cut on is its next one: the submission order is sorted.
  for (let i = cut; i < position.length; i++) {
    const p = position[i]!;
    if (rank[p] === -1) {
      rank[p] = count;
      order[count++] = p;
    }
    if ((i - cut) % PER_STEP === PER_STEP - 1) yield;
  }
  const listed = order.subarray(0, count);
  const chunks: RoaringBitmap32[] = [];
  for (let from = 0; from < count; from += chunkSize) {
    const members = listed.slice(from, from + chunkSize).sort();
    chunks.push(new RoaringBitmap32(members).freeze());
    if (chunks.length % CHUNKS_PER_STEP === 0) yield;
  }
  const rest = RoaringBitmap32.fromRange(0, store.size);
  for (const chunk of chunks) rest.andNotInPlace(chunk);
  rest.runOptimize();
  return { chunkSize, cut, order: listed, rank, chunks, rest: rest.freeze() };
}

/** A page of `matches` (null: every event) in the deadline order. */
export function pageByDeadlineOrder(
  deadlines: DeadlineOrder,
  matches: RoaringBitmap32 | null,
  offset: number,
  limit: number,
): number[] {
  const { order, rest } = deadlines;
  if (matches === null) {
    const page = Array.from(order.subarray(offset, offset + limit));
    if (page.length === limit) return page;
    const restOffset = Math.max(0, offset - order.length);
    return page.concat(new BitmapSet(rest).slice(restOffset, limit - page.length));
  }
  const page: number[] = [];
  const restOffset = pageAhead(deadlines, matches, offset, limit, page);
  if (page.length === limit) return page;
  const others = RoaringBitmap32.and(matches, rest);
  return page.concat(new BitmapSet(others).slice(restOffset, limit - page.length));
}

/**
 * Appends to `page` the matches with a deadline ahead, in order, from the `offset`-th on; returns
 * how many of the other matches are still to skip (0 once the page has started).
 */
function pageAhead(
  { order, rank, chunks, chunkSize }: DeadlineOrder,
  matches: RoaringBitmap32,
  offset: number,
  limit: number,
  page: number[],
): number {
  let skip = offset;
  for (let j = 0; j < chunks.length && page.length < limit; j++) {
    const chunk = chunks[j]!;
    if (skip > 0) {
      const within = matches.andCardinality(chunk);
      if (skip >= within) {
        skip -= within;
        continue;
      }
    }
    const members = intersectInto(chunkMatches, chunk, matches).toUint32Array();
    skip = listChunk(order, rank, { first: j * chunkSize, size: chunkSize }, members, skip, limit, page);
  }
  return skip;
}

/** A chunk's matches, written into a bitmap kept for the process (intersectInto says why). */
const chunkMatches = new RoaringBitmap32();

/** Marks of one chunk's ranks; reused, since a page lists its chunks one after another. */
const marks = new Uint8Array(CHUNK);

/**
 * Appends `members` (events of the chunk at order[first, first + size)) to `page` in the chunk's
 * order after skipping `skip` of them; returns what is left to skip (0 once the page has started).
 */
function listChunk(
  order: Uint32Array,
  rank: Int32Array,
  { first, size }: { first: number; size: number },
  members: Uint32Array,
  skip: number,
  limit: number,
  page: number[],
): number {
  if (skip >= members.length) return skip - members.length;
  const end = Math.min(first + size, order.length);
  for (const p of members) marks[rank[p]! - first] = 1;
  let left = skip;
  for (let r = first; r < end && page.length < limit; r++) {
    if (marks[r - first] === 0) continue;
    if (left > 0) left--;
    else page.push(order[r]!);
  }
  for (const p of members) marks[rank[p]! - first] = 0;
  return 0;
}
