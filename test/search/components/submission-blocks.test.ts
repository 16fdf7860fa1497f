/**
 * The unions of runs of the submission order's buckets (src/search/components/submission-blocks.ts):
 * any run of buckets, across blocks of 16 and 128 and a last partial block, holds exactly the
 * events of its buckets; and the demo snapshot's blocks answer as its buckets do.
 */
import { describe, expect, it } from 'vitest';
import { SubmissionBlocks } from '../../../src/search/components/submission-blocks.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { runWhole } from '../../../src/util/sliced.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

/** A seeded stream of integers below `n` (a linear congruential generator, enough for test data). */
function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/** `count` buckets of events below 300,000, overlapping as an event's deadlines do. */
function randomBuckets(count: number, draw: (n: number) => number): RoaringBitmap32[] {
  return Array.from({ length: count }, () => {
    const positions = Array.from({ length: 20 + draw(400) }, () => draw(300_000));
    return new RoaringBitmap32(positions).freeze();
  });
}

const unionOf = (buckets: RoaringBitmap32[], from: number, to: number) =>
  RoaringBitmap32.orMany(buckets.slice(from, to));

describe('submission blocks', () => {
  it('give, for any run of buckets, exactly the union of those buckets', () => {
    const draw = seeded(41);
    // 300 buckets: 18 blocks of 16 (the last 12 buckets in none) and 2 of 128 (the last 44 in none).
    const buckets = randomBuckets(300, draw);
    const blocks = runWhole(SubmissionBlocks.steps(buckets));
    const runs: [number, number][] = [
      [0, 0],
      [0, 300],
      [0, 1],
      [299, 300],
      [16, 32],
      [0, 128],
      [128, 256],
      [1, 299],
      [255, 257],
      [100, 290],
      [288, 300],
    ];
    for (let i = 0; i < 200; i++) {
      const a = draw(301);
      const b = draw(301);
      runs.push([Math.min(a, b), Math.max(a, b)]);
    }
    for (const [from, to] of runs) {
      expect(blocks.union(from, to).isEqual(unionOf(buckets, from, to)), `buckets ${from} to ${to}`).toBe(true);
    }
  });

  it('return a bitmap the caller may change without changing the blocks', () => {
    const buckets = randomBuckets(40, seeded(7));
    const blocks = runWhole(SubmissionBlocks.steps(buckets));
    const first = blocks.union(0, 32);
    first.clear();
    expect(blocks.union(0, 32).isEqual(unionOf(buckets, 0, 32))).toBe(true);
  });

  describe('on a snapshot', () => {
    const demo = useDemoIndex(3000);

    it('answer every run of its buckets as the buckets do', () => {
      const { index } = demo;
      const buckets = index.store.lists.submission;
      expect(buckets.length).toBeGreaterThan(16);
      for (let from = 0; from <= buckets.length; from += 3) {
        for (let to = from; to <= buckets.length; to += 5) {
          expect(
            index
              .submissionBlocks()
              .union(from, to)
              .isEqual(unionOf(buckets, from, to)),
          ).toBe(true);
        }
      }
    });
  });
});
