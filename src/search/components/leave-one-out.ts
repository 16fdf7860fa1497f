/**
 * The intersection of some sets with each one left out in turn, from one pass over them. With the
 * sets f1..fn taken smallest first, the prefixes P(k) = f1 ∩ … ∩ fk and the suffixes within the
 * smallest set, W(j) = f1 ∩ fj ∩ … ∩ fn, give the intersection without fk (k > 1) as
 * P(k-1) ∩ W(k+1) (both within f1): about 3n set operations for all n where intersecting the others anew for each
 * costs n². The suffixes are taken within f1 because an intersection is cheap when one side is
 * small and dear when two large sets make a small one (at 1M events, two lists of 100k that share
 * 10k take 60 µs to write, against 2 µs to count): every set written here is within f1, but for
 * the one without f1 itself, f2 ∩ … ∩ fn, which the search without that filter would pay as well;
 * it is taken smallest first when f2 is small, else largest first (two large sets then make a
 * large one, cheaply, until the small sets come). An empty prefix or suffix makes the ones after it
 * empty with no work. The relaxations of a search that found nothing read their totals from here
 * (verbs/relaxations.ts).
 *
 * Every operation is paid from the search's work budget (util/work-budget.ts); when it is spent,
 * WorkSpent is thrown and the caller keeps what it found before. Intersections are written into
 * bitmaps lent by scratch-sets.ts; the sets handed out are read only, within the lending call.
 */
import type { WorkBudget } from '../../util/work-budget.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { TakeScratch } from './scratch-sets.js';

/**
 * Work units of one operation on two posting lists (an intersection written or counted), in the
 * units of the spelling corrector (index lookups, entries read, distances computed), by time: at
 * 1M events a unit of the suggestions' work took about 1.2 µs and a set operation of the
 * relaxations about 4.3 µs (bench/README.md, engine).
 */
const SET_OPERATION_WORK = 4;
/** Work units of testing one small list (a city's) against a set: a probe that stops at the first match. */
export const PROBE_WORK = 1;

/** Thrown when the work budget cannot pay for the next operation. */
export class WorkSpent extends Error {
  constructor() {
    super('the work budget of the search is spent');
  }
}

/** An empty set, shared (frozen). */
export const NO_EVENTS = new RoaringBitmap32().freeze();

/** The sets to intersect and what the intersections are paid with and written into. */
export interface SetPass {
  budget: WorkBudget;
  take: TakeScratch;
  /** Events in the index (the size of an intersection of no set). */
  size: number;
}

/** Takes `units` from the pass's budget, or throws WorkSpent. */
export function pay(pass: SetPass, units = SET_OPERATION_WORK): void {
  if (!pass.budget.take(units)) throw new WorkSpent();
}

/** a ∩ b (either null: every event), written into a lent bitmap when both are sets. */
export function intersection(
  pass: SetPass,
  a: RoaringBitmap32 | null,
  b: RoaringBitmap32 | null,
): RoaringBitmap32 | null {
  if (a === null || b === null) return a ?? b;
  if (a.isEmpty || b.isEmpty) return NO_EVENTS;
  pay(pass);
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return pass.take().copyFrom(small).andInPlace(large);
}

/** |a ∩ b| (either null: every event). */
function intersectionSize(pass: SetPass, a: RoaringBitmap32 | null, b: RoaringBitmap32 | null): number {
  if (a === null || b === null) return (a ?? b)?.size ?? pass.size;
  pay(pass);
  return a.andCardinality(b);
}

/** The intersection of `sets` (null: every event), smallest first, stopping once it is empty. */
export function intersectionOf(pass: SetPass, sets: readonly (RoaringBitmap32 | null)[]): RoaringBitmap32 | null {
  const ordered = sets.filter((set) => set !== null).sort((a, b) => a.size - b.size);
  let result: RoaringBitmap32 | null = null;
  for (const set of ordered) {
    result = intersection(pass, result, set);
    if (result?.isEmpty) break;
  }
  return result;
}

/**
 * A set is small, for the order of f2 ∩ … ∩ fn, when it holds at most this share of the events
 * (1/32: on average 2,048 of the 65,536 positions of a roaring container, well within the 4,096
 * up to which roaring keeps a container as a sorted array).
 */
const SMALL_SHARE = 1 / 32;

export class LeaveOneOut {
  /** The indexes of the sets given, smallest set first (null ones, every event, left out). */
  readonly #order: number[];
  /** Per index given, its place in #order (-1 for a null set). */
  readonly #rank: number[];
  /** The sets of #order. */
  readonly #ordered: RoaringBitmap32[];
  /** #prefix[k]: the first k sets intersected (null for k = 0). */
  readonly #prefix: (RoaringBitmap32 | null)[] = [null];
  /** #within[j]: the smallest set and the sets from place j on, intersected (for j >= 2; #within[n] is the smallest). */
  readonly #within: (RoaringBitmap32 | null)[];
  /** Every set but the smallest, intersected, once written. */
  #butSmallest: RoaringBitmap32 | null | undefined;

  /** Builds the prefixes and the suffixes within the smallest set (null: every event); throws WorkSpent. */
  constructor(
    private readonly pass: SetPass,
    private readonly sets: readonly (RoaringBitmap32 | null)[],
  ) {
    this.#order = sets.flatMap((set, at) => (set === null ? [] : [at])).sort((a, b) => sets[a]!.size - sets[b]!.size);
    this.#rank = sets.map(() => -1);
    for (const [k, at] of this.#order.entries()) this.#rank[at] = k;
    const n = this.#order.length;
    const ordered = (this.#ordered = this.#order.map((at) => sets[at]!));
    for (let k = 0; k < n; k++) this.#prefix.push(intersection(pass, this.#prefix[k]!, ordered[k]!));
    this.#within = new Array<RoaringBitmap32 | null>(n + 1).fill(null);
    if (n > 0) this.#within[n] = ordered[0]!;
    for (let j = n - 1; j >= 2; j--) this.#within[j] = intersection(pass, this.#within[j + 1]!, ordered[j]!);
  }

  /** f2 ∩ … ∩ fn in the order the top of this file gives, or (`count`) its size, the last set only counted against. */
  #allButSmallest(count: boolean): RoaringBitmap32 | null | number {
    if (this.#butSmallest !== undefined) return count ? (this.#butSmallest?.size ?? this.pass.size) : this.#butSmallest;
    const rest = this.#ordered.slice(1);
    if (rest.length > 0 && rest[0]!.size > this.pass.size * SMALL_SHARE) rest.reverse();
    let running: RoaringBitmap32 | null = null;
    for (const [i, set] of rest.entries()) {
      if (count && i === rest.length - 1) return intersectionSize(this.pass, running, set);
      running = intersection(this.pass, running, set);
      if (running?.isEmpty) break;
    }
    if (count) return running?.size ?? this.pass.size;
    this.#butSmallest = running;
    return running;
  }

  /** Without the set at place k of #order: written, or (`count`) only counted where that is cheaper. */
  #leftOut(k: number, count: boolean): RoaringBitmap32 | null | number {
    const before = this.#prefix[k]!;
    if (before?.isEmpty) return count ? 0 : before;
    if (k === 0) return this.#allButSmallest(count);
    const after = this.#within[k + 1] ?? null;
    return count ? intersectionSize(this.pass, before, after) : intersection(this.pass, before, after);
  }

  /** The intersection of every set. */
  all(): RoaringBitmap32 | null {
    return this.#prefix[this.#order.length]!;
  }

  /** The intersection of every set but the one at `at` (null: every event). */
  without(at: number): RoaringBitmap32 | null {
    const k = this.#rank[at]!;
    return k < 0 ? this.all() : (this.#leftOut(k, false) as RoaringBitmap32 | null);
  }

  /** The size of the intersection of every set but the one at `at`. */
  sizeWithout(at: number): number {
    const k = this.#rank[at]!;
    return k < 0 ? (this.all()?.size ?? this.pass.size) : (this.#leftOut(k, true) as number);
  }

  /** The intersection of every set but those at `left`, and of `extra` (replacements for them): O(n). */
  withoutSome(left: readonly number[], extra: readonly (RoaringBitmap32 | null)[]): RoaringBitmap32 | null {
    const kept = this.#order.filter((at) => !left.includes(at)).map((at) => this.sets[at]!);
    return intersectionOf(this.pass, [...kept, ...extra]);
  }
}
