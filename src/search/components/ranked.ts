import type { RoaringBitmap32 } from '../../util/roaring.js';

/**
 * A set of positions that can be paged by rank: a Roaring bitmap, or the whole store when no
 * filter applies (so an unfiltered search never materialises a million-entry bitmap).
 */
export interface RankedSet {
  readonly size: number;
  /** The position with `rank` positions below it in the set. */
  select(rank: number): number;
  /** How many positions of the set are <= position. */
  rankOf(position: number): number;
  /** `count` positions in ascending order starting at `rank`. */
  slice(rank: number, count: number): number[];
}

export class BitmapSet implements RankedSet {
  readonly size: number;
  constructor(readonly bitmap: RoaringBitmap32) {
    this.size = bitmap.size;
  }
  select(rank: number): number {
    return this.bitmap.select(rank)!;
  }
  rankOf(position: number): number {
    return position < 0 ? 0 : this.bitmap.rank(position);
  }
  slice(rank: number, count: number): number[] {
    // rangeUint32Array walks to `rank` element by element; select jumps there by container
    // counts, so it wins past the first few thousand (measured: rank 100k, 7.8 µs against 1.9).
    if (rank < SELECT_FROM_RANK) return Array.from(this.bitmap.rangeUint32Array(rank, count));
    const end = Math.min(rank + count, this.size);
    const out: number[] = [];
    for (let r = rank; r < end; r++) out.push(this.bitmap.select(r)!);
    return out;
  }
}

const SELECT_FROM_RANK = 2048;

export class FullSet implements RankedSet {
  constructor(readonly size: number) {}
  select(rank: number): number {
    return rank;
  }
  rankOf(position: number): number {
    return Math.max(0, Math.min(position + 1, this.size));
  }
  slice(rank: number, count: number): number[] {
    const end = Math.min(rank + count, this.size);
    const out: number[] = [];
    for (let position = rank; position < end; position++) out.push(position);
    return out;
  }
}

/** Ranks [first, first + size) of another set, as a set of its own. */
export class RankWindow implements RankedSet {
  constructor(
    private readonly inner: RankedSet,
    private readonly first: number,
    readonly size: number,
  ) {}
  select(rank: number): number {
    return this.inner.select(this.first + rank);
  }
  rankOf(position: number): number {
    return Math.max(0, Math.min(this.size, this.inner.rankOf(position) - this.first));
  }
  slice(rank: number, count: number): number[] {
    return rank >= this.size ? [] : this.inner.slice(this.first + rank, Math.min(count, this.size - rank));
  }
}

/** Two sets where every position of `low` is below every position of `high`, as one set. */
export class ConcatSet implements RankedSet {
  readonly size: number;
  constructor(
    private readonly low: RankedSet,
    private readonly high: RankedSet,
  ) {
    this.size = low.size + high.size;
  }
  select(rank: number): number {
    return rank < this.low.size ? this.low.select(rank) : this.high.select(rank - this.low.size);
  }
  rankOf(position: number): number {
    return this.low.rankOf(position) + this.high.rankOf(position);
  }
  slice(rank: number, count: number): number[] {
    const fromLow = rank < this.low.size ? this.low.slice(rank, count) : [];
    if (fromLow.length >= count) return fromLow;
    return fromLow.concat(this.high.slice(Math.max(0, rank - this.low.size), count - fromLow.length));
  }
}
