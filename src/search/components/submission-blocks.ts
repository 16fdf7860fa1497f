/**
 * Unions of consecutive buckets of the submission order (docs/snapshot-format.md), built when a
 * snapshot loads: aligned blocks of 16 and of 128 buckets. deadline_from and deadline_to take every
 * bucket whose deadlines surely lie in the range (deadline-range.ts), and an open-ended range takes
 * most of them. OR-ing them one by one cost more than their count: at 1M events (512 buckets), 32
 * buckets took 89 µs, 256 took 1.3 ms and 511 took 5.3 ms. With the blocks, a run of whole buckets
 * is at most 15 + 7 + 3 + 7 + 15 lists, most of them large and dense.
 */
import { frozenViewOf, RoaringBitmap32 } from '../../util/roaring.js';
import { runWhole, type Steps } from '../../util/sliced.js';
import type { BucketUnions } from '../index-view.js';

/** Buckets per block, smallest first; a bucket itself is a block of 1. */
const BLOCK_SIZES = [16, 128] as const;

/** The one bitmap the blocks are OR-ed into before each is kept as a view; cleared after each. */
const scratch = new RoaringBitmap32();

export class SubmissionBlocks implements BucketUnions {
  /** levels[0] is the buckets; levels[k] the blocks of sizes[k] buckets, block j from bucket j * sizes[k]. */
  readonly #levels: readonly (readonly RoaringBitmap32[])[];
  readonly #sizes: readonly number[];

  private constructor(levels: readonly (readonly RoaringBitmap32[])[]) {
    this.#levels = levels;
    this.#sizes = [1, ...BLOCK_SIZES];
  }

  /** The blocks of `buckets`, one step per block (a block of 128 at 1M ORs 8 blocks of 16). */
  static *steps(buckets: readonly RoaringBitmap32[]): Steps<SubmissionBlocks> {
    const levels: RoaringBitmap32[][] = [[...buckets]];
    for (const [k, size] of BLOCK_SIZES.entries()) {
      const below = levels[k]!;
      const fan = size / (k === 0 ? 1 : BLOCK_SIZES[k - 1]!);
      const blocks: RoaringBitmap32[] = [];
      for (let first = 0; first + fan <= below.length; first += fan) {
        for (let i = first; i < first + fan; i++) scratch.orInPlace(below[i]!);
        scratch.runOptimize();
        blocks.push(frozenViewOf(scratch));
        scratch.clear();
        yield;
      }
      levels.push(blocks);
    }
    return new SubmissionBlocks(levels);
  }

  /** The blocks of `buckets` built at once. */
  static of(buckets: readonly RoaringBitmap32[]): SubmissionBlocks {
    return runWhole(SubmissionBlocks.steps(buckets));
  }

  /** The events of buckets `from` to `to` - 1 (0 <= from <= to <= buckets), as a new bitmap. */
  union(from: number, to: number): RoaringBitmap32 {
    const parts: RoaringBitmap32[] = [];
    let at = from;
    while (at < to) {
      // The largest block that starts at `at` and ends by `to` (so it is built: `to` is at most the buckets).
      let level = this.#sizes.length - 1;
      while (level > 0 && (at % this.#sizes[level]! !== 0 || at + this.#sizes[level]! > to)) level--;
      parts.push(this.#levels[level]![at / this.#sizes[level]!]!);
      at += this.#sizes[level]!;
    }
    return RoaringBitmap32.orMany(parts);
  }
}
