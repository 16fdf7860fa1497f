import { describe, expect, it } from 'vitest';
import { benchOptions } from '../../bench/common/options.js';

const TABLE = {
  quick: { type: 'flag', description: 'a flag' },
  seconds: { type: 'whole', min: 1, max: 60, default: 10, description: 'a number with a default' },
  rounds: { type: 'whole', min: 1, max: 10, description: 'a number without one' },
  snapshot: { type: 'text', default: 'a.snapshot', description: 'a text with a default' },
  source: { type: 'text', description: 'a text without one' },
} as const;

describe("the benchmarks' option parser", () => {
  it('gives the defaults when nothing is given', () => {
    expect(benchOptions('usage', TABLE, [])).toEqual({
      quick: false,
      seconds: 10,
      rounds: undefined,
      snapshot: 'a.snapshot',
      source: undefined,
    });
  });

  it('reads flags, whole numbers and texts', () => {
    const values = benchOptions('usage', TABLE, ['--quick', '--seconds', '5', '--rounds=2', '--source', 'b.sqlite']);
    expect(values).toEqual({ quick: true, seconds: 5, rounds: 2, snapshot: 'a.snapshot', source: 'b.sqlite' });
  });

  it.each([['0'], ['61'], ['2.5'], ['ten'], ['']])('refuses --seconds %j', (given) => {
    expect(() => benchOptions('usage', TABLE, ['--seconds', given])).toThrow(
      '--seconds must be a whole number from 1 to 60',
    );
  });

  it('refuses an unknown option and a stray argument', () => {
    expect(() => benchOptions('usage', TABLE, ['--second', '5'])).toThrow(/Unknown option '--second'/);
    expect(() => benchOptions('usage', TABLE, ['extra'])).toThrow(/Unexpected argument 'extra'/);
  });

  it('refuses a number or text option given without its value', () => {
    expect(() => benchOptions('usage', TABLE, ['--seconds'])).toThrow(/argument missing/);
  });
});
