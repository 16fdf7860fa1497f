import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GAP_LOG_IMPORT, longestWaits } from '../../bench/swap/gap-log.js';

describe("the swap scenario's wait log", () => {
  it('gives the longest waits, longest first, each with its start and the collections inside it', () => {
    const lines = [
      'gap-log gc 1000.0 3.0 minor',
      'gap-log wait 995.0 25.0',
      'some other line the server printed',
      'gap-log gc 2010.0 30.0 major',
      'gap-log gc 2045.0 5.0 minor',
      'gap-log wait 2000.0 60.0 123456789',
      'gap-log gc 3000.0 40.0 major', // after every wait
      'gap-log wait 1500.0 21.0',
    ];
    expect(longestWaits(lines, 900, 2)).toEqual([
      { afterMs: 1100, ms: 60, gcMs: 35, gcKinds: ['major', 'minor'], fromUs: 123456789 },
      { afterMs: 95, ms: 25, gcMs: 3, gcKinds: ['minor'] },
    ]);
    expect(longestWaits(['gap-log wait 10.0'], 0)).toEqual([]);
  });

  it('is printed by a Node process given the module, for a wait of its main thread, when it began and the collections in it', () => {
    const program = [
      'setTimeout(() => {',
      '  const until = Date.now() + 80;',
      '  while (Date.now() < until) {}',
      '  globalThis.gc();',
      '}, 20);',
      'setTimeout(() => {}, 200);',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', GAP_LOG_IMPORT, '-e', program], {
      encoding: 'utf8',
    });
    const [wait] = longestWaits(out.split('\n'), 0, 1);
    expect(wait!.ms).toBeGreaterThanOrEqual(80);
    expect(wait!.gcKinds).toContain('major');
    // Its start on the monotonic clock a CPU profile is timed by (process.hrtime's), in µs.
    const now = Number(process.hrtime.bigint() / 1000n);
    expect(wait!.fromUs).toBeLessThan(now);
    expect(wait!.fromUs).toBeGreaterThan(now - 60_000_000);
  });
});
