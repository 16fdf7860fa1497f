import { describe, expect, it } from 'vitest';
import { parseCpuSeconds, parseMaxRss } from '../../bench/scale/data-steps.js';
import { growthExponent, growthSteps, judgeGrowth, mergeRows, type ScaleRow } from '../../bench/scale/rows.js';
import { parseSizes } from '../../bench/scale/sizes.js';
import { scaleTargets } from '../../bench/scale/targets.js';

/** A row with only the figures a test reads; the rest empty. */
function row(
  events: number,
  label: string,
  figures: { buildMs?: number; cpu?: number; measuredAt?: string } = {},
): ScaleRow {
  const step = (ms: number | null) => ({ ms, peakRssBytes: null, built: true, measuredAt: null, bytes: 1 });
  return {
    label,
    events,
    measuredAt: figures.measuredAt ?? '2026-11-23T22:00:00.000Z',
    command: 'npm run bench:scale',
    load: [],
    mixQueries: 3000,
    data: figures.buildMs === undefined ? null : { generate: step(null), build: step(figures.buildMs) },
    dataFailure: null,
    serving:
      figures.cpu === undefined
        ? null
        : {
            startToReadyMs: [],
            rssAtReadyBytes: [],
            medianStartToReadyMs: 0,
            medianRssAtReadyBytes: 0,
            engineP50: 0,
            engineP99: 0,
            engineAgainP99: 0,
            cpuPerRequest: figures.cpu,
            rps: 0,
            requests: 0,
            rssAfterLoadBytes: 0,
            failures: [],
          },
    servingFailure: null,
  };
}

describe('the scale run', () => {
  it('reads sizes written with k and m, smallest first', () => {
    expect(parseSizes('3m,100k,1M')).toEqual([100_000, 1_000_000, 3_000_000]);
    expect(parseSizes(' 5m ')).toEqual([5_000_000]);
    expect(parseSizes('2500')).toEqual([2500]);
  });

  it.each([['1.5m'], ['ten'], [''], ['100k,,1m'], ['1g']])('refuses the size list %j', (given) => {
    expect(() => parseSizes(given)).toThrow('is not a size');
  });

  it('refuses a size named twice and one out of bounds', () => {
    expect(() => parseSizes('1m,1000k')).toThrow('names a size twice');
    expect(() => parseSizes('20m')).toThrow('outside');
    expect(() => parseSizes('999')).toThrow('outside');
  });

  it("merges a run's rows into the earlier ones: a size measured again replaces its row, smallest first", () => {
    const earlier = [row(1_000_000, '1m', { cpu: 1 }), row(100_000, '100k', { cpu: 2 })];
    const fresh = [row(5_000_000, '5m', { cpu: 3 }), row(1_000_000, '1m', { cpu: 4, measuredAt: 'later' })];
    const merged = mergeRows(earlier, fresh);
    expect(merged.map((r) => [r.label, r.serving?.cpuPerRequest, r.measuredAt.slice(0, 5)])).toEqual([
      ['100k', 2, '2026-'],
      ['1m', 4, 'later'],
      ['5m', 3, '2026-'],
    ]);
  });

  it('gives the exponent of growth: 1 when the figure grows as the events, 0 when flat, 2 when quadratic', () => {
    expect(growthExponent(1e6, 10, 3e6, 30)).toBeCloseTo(1, 10);
    expect(growthExponent(1e6, 10, 3e6, 10)).toBeCloseTo(0, 10);
    expect(growthExponent(1e5, 1, 1e6, 100)).toBeCloseTo(2, 10);
    expect(growthExponent(1e6, 0, 3e6, 10)).toBeNaN();
  });

  it.each([
    [-0.5, 'falls'],
    [0, 'flat'],
    [0.19, 'flat'],
    [0.2, 'sublinear'],
    [0.79, 'sublinear'],
    [0.8, 'linear'],
    [1.2, 'linear'],
    [1.21, 'superlinear'],
  ] as const)('judges the exponent %d %s', (exponent, growth) => {
    expect(judgeGrowth(exponent)).toBe(growth);
  });

  it('judges growth between neighbouring sizes that both have the figure, skipping a size without it', () => {
    const rows = [
      row(100_000, '100k', { buildMs: 10, cpu: 100 }),
      row(1_000_000, '1m', { cpu: 110 }),
      row(3_000_000, '3m', { buildMs: 1000, cpu: 1100 }),
    ];
    const steps = growthSteps(rows);
    const build = steps.filter((s) => s.metric === 'build time');
    expect(build.map((s) => [s.from, s.to, s.ratio, s.growth])).toEqual([['100k', '3m', 100, 'superlinear']]);
    const cpu = steps.filter((s) => s.metric === 'server CPU per request');
    expect(cpu.map((s) => [s.from, s.to, s.growth])).toEqual([
      ['100k', '1m', 'flat'],
      ['1m', '3m', 'superlinear'],
    ]);
  });

  it("reads GNU time's peak RSS, and nothing from a text without it", () => {
    const output = '\tCommand being timed: "node x"\n\tMaximum resident set size (kbytes): 463204\n\tExit status: 0\n';
    expect(parseMaxRss(output)).toBe(463_204 * 1024);
    expect(parseMaxRss('killed')).toBeNull();
  });
});

describe("the scale run's step figures", () => {
  it("reads GNU time's user plus system seconds, and nothing when either is missing", () => {
    const output = '\tUser time (seconds): 95.31\n\tSystem time (seconds): 4.69\n';
    expect(parseCpuSeconds(output)).toBeCloseTo(100, 10);
    expect(parseCpuSeconds('\tUser time (seconds): 95.31\n')).toBeNull();
  });
});

describe("the scale run's targets", () => {
  it('judges making the data and starting the server on the 1M row only, as the suite names them', () => {
    expect(scaleTargets([row(100_000, '100k', { buildMs: 5000, cpu: 300 })])).toEqual([]);
    const targets = scaleTargets([
      row(100_000, '100k', { cpu: 300 }),
      row(1_000_000, '1m', { buildMs: 91_000, cpu: 400 }),
    ]);
    expect(targets.map((target) => [target.name, target.met])).toEqual([
      ['generating the source', null],
      ['building the snapshot', false],
      ['start to ready', true],
      ['RSS after load', true],
    ]);
    expect(targets[1]!.measured).toBe('91.0 s');
  });
});
