import { describe, expect, it } from 'vitest';
import { promValue } from '../../bench/common/metrics.js';
import { zipfProbabilities, zipfSampler, zipfSequence } from '../../bench/common/zipf.js';

describe('the Zipf sampler', () => {
  it('gives rank k a probability proportional to 1 / (k + 1)^s', () => {
    const p = zipfProbabilities(3000);
    expect(p.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    const harmonic = Array.from({ length: 3000 }, (_, k) => 1 / (k + 1)).reduce((sum, value) => sum + value, 0);
    expect(p[0]).toBeCloseTo(1 / harmonic, 12);
    expect(p[9]! / p[0]!).toBeCloseTo(0.1, 12);
    expect(zipfProbabilities(3, 2)[1]! / zipfProbabilities(3, 2)[0]!).toBeCloseTo(0.25, 12);
    expect(() => zipfProbabilities(0)).toThrow();
  });

  it('draws ranks with those frequencies (s = 1 over 3,000 searches)', () => {
    const draws = 200_000;
    const counts = new Float64Array(3000);
    for (const rank of zipfSequence(3000, draws, { seed: 7 })) counts[rank]!++;
    const p = zipfProbabilities(3000);
    // The head, rank by rank, within 5 standard deviations of the binomial count.
    for (let k = 0; k < 20; k++) {
      const expected = draws * p[k]!;
      expect(Math.abs(counts[k]! - expected), `rank ${k}`).toBeLessThan(5 * Math.sqrt(expected));
    }
    // The tail in blocks: ranks 1,000 to 2,999 hold about a seventh of the draws.
    const tail = counts.slice(1000).reduce((sum, value) => sum + value, 0);
    const tailExpected = draws * p.slice(1000).reduce((sum, value) => sum + value, 0);
    expect(Math.abs(tail - tailExpected)).toBeLessThan(5 * Math.sqrt(tailExpected));
    expect(Math.min(...counts.slice(0, 100))).toBeGreaterThan(0);
  });

  it('is the same stream for the same seed, another for another, and stays within the ranks', () => {
    const a = zipfSequence(50, 1000, { seed: 1 });
    expect(zipfSequence(50, 1000, { seed: 1 })).toEqual(a);
    expect(zipfSequence(50, 1000, { seed: 2 })).not.toEqual(a);
    expect(a.every((rank) => Number.isInteger(rank) && rank >= 0 && rank < 50)).toBe(true);
    const one = zipfSampler(1, { seed: 3 });
    expect([one(), one(), one()]).toEqual([0, 0, 0]);
  });
});

describe("reading the server's counters", () => {
  it('sums a metric over its label sets and ignores comments and other metrics', () => {
    const text = [
      '# HELP response_cache_hits_total Answers served from the response cache.',
      '# TYPE response_cache_hits_total counter',
      'response_cache_hits_total 1234',
      'response_cache_hits_total_created 99',
      'response_cache_misses_total 56',
      'http_requests_total{route="/a",method="GET",status="200"} 10',
      'http_requests_total{route="/b",method="GET",status="200"} 5',
    ].join('\n');
    expect(promValue(text, 'response_cache_hits_total')).toBe(1234);
    expect(promValue(text, 'response_cache_misses_total')).toBe(56);
    expect(promValue(text, 'http_requests_total')).toBe(15);
    expect(promValue(text, 'absent_total')).toBe(0);
  });
});
