/**
 * A seeded Zipf-shaped stream of picks among n items: item k (0-based rank) is drawn with
 * probability proportional to 1 / (k + 1)^s, as searches are in real query logs (a few very
 * popular, a long tail asked once in a while). Inverse transform over the cumulative weights,
 * found by binary search; the stream comes from the demo data's seeded generator, so the same
 * seed gives the same sequence on every machine.
 */
import { Random } from '../../src/demo/random.js';

export interface ZipfOptions {
  /** The exponent; 1 by default. */
  s?: number;
  seed: number;
}

/** The probability of each rank, summing to 1. */
export function zipfProbabilities(n: number, s = 1): Float64Array {
  if (!Number.isInteger(n) || n < 1) throw new Error('a Zipf distribution needs at least one item');
  const weights = Float64Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** A function drawing the next rank (0 to n − 1) of the seeded stream. */
export function zipfSampler(n: number, options: ZipfOptions): () => number {
  const probabilities = zipfProbabilities(n, options.s);
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += probabilities[k]!;
  const random = new Random(options.seed);
  return () => {
    const u = random.uint32() / 2 ** 32;
    // The first rank whose cumulative probability exceeds u.
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > u) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** `length` draws of the seeded stream. */
export function zipfSequence(n: number, length: number, options: ZipfOptions): number[] {
  const next = zipfSampler(n, options);
  return Array.from({ length }, next);
}
