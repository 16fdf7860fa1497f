import { describe, expect, it } from 'vitest';
import { cpuTicks, loadLine, type PhaseLoad } from '../../bench/common/format.js';

describe('the load line of a benchmark report', () => {
  it('gives each phase its load average, and the share of CPU time stolen since the phase before', () => {
    const samples: PhaseLoad[] = [
      { phase: 'start', loadavg: [1, 2, 3], cpuTicks: { total: 1000, steal: 10 } },
      { phase: 'engine', loadavg: [1.5, 2, 3], cpuTicks: { total: 2000, steal: 85 } },
      { phase: 'end', loadavg: [0.5, 1, 2], cpuTicks: { total: 2400, steal: 85 } },
    ];
    expect(loadLine(samples)).toBe(
      'start 1.00 / 2.00 / 3.00; engine 1.50 / 2.00 / 3.00 (stolen 7.5%); end 0.50 / 1.00 / 2.00 (stolen 0.0%)',
    );
  });

  it('says nothing of stolen time where a sample has no counters (older results)', () => {
    const samples: PhaseLoad[] = [
      { phase: 'start', loadavg: [1, 2, 3] },
      { phase: 'end', loadavg: [1, 2, 3], cpuTicks: { total: 10, steal: 1 } },
    ];
    expect(loadLine(samples)).toBe('start 1.00 / 2.00 / 3.00; end 1.00 / 2.00 / 3.00');
  });

  it("reads this machine's counters from /proc/stat on Linux", () => {
    const ticks = cpuTicks();
    if (process.platform !== 'linux') return expect(ticks).toBeUndefined();
    expect(ticks!.total).toBeGreaterThan(0);
    expect(ticks!.steal).toBeGreaterThanOrEqual(0);
    expect(ticks!.steal).toBeLessThanOrEqual(ticks!.total);
  });
});
