import { describe, expect, it } from 'vitest';
import { gcPauses, summarizeGc } from '../../bench/swap/gc-trace.js';

// Lines as Node 24's V8 prints them with --trace-gc.
const SCAVENGE =
  '[4053:0x31fbd000]       60 ms: Scavenge 4.7 (5.8) -> 4.3 (6.8) MB, pooled: 0 MB, 3.13 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ';
const MARK_COMPACT =
  '[4061:0x2b48e000]    12049 ms: Mark-Compact 453.9 (480.8) -> 301.7 (330.5) MB, pooled: 0 MB, 41.45 / 0.02 ms  (+ 12.1 ms in 80 steps since start of marking, biggest step 1.9 ms, walltime since start of marking 210 ms) (average mu = 0.583, current mu = 0.583) finalize incremental marking via task; GC in old space requested';

describe("reading a server's --trace-gc lines", () => {
  it('finds each collection with its kind, its main-thread pause and its reason, and skips other lines', () => {
    const lines = ['{"level":30,"msg":"snapshot swapped"}', SCAVENGE, MARK_COMPACT, 'listening'];
    expect(gcPauses(lines)).toEqual([
      { kind: 'Scavenge', ms: 3.13, reason: 'allocation failure' },
      { kind: 'Mark-Compact', ms: 41.45, reason: 'finalize incremental marking via task' },
    ]);
  });

  it('sums the pauses and names the longest', () => {
    expect(summarizeGc([SCAVENGE, MARK_COMPACT, SCAVENGE])).toEqual({
      count: 3,
      totalMs: 3.13 + 41.45 + 3.13,
      longest: { kind: 'Mark-Compact', ms: 41.45, reason: 'finalize incremental marking via task' },
    });
  });

  it('says there was none when no line is a collection', () => {
    expect(summarizeGc(['listening'])).toEqual({ count: 0, totalMs: 0, longest: null });
  });

  it("reads what this Node's V8 prints", async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--trace-gc', '--expose-gc', '-e', 'gc()'], { encoding: 'utf8' });
    const pauses = gcPauses(run.stdout.split('\n'));
    expect(pauses.length).toBeGreaterThan(0);
    expect(pauses.some((pause) => pause.kind.startsWith('Mark-Compact'))).toBe(true);
  });
});
