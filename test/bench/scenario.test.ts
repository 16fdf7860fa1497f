/** The frame of every server scenario's report (bench/common/scenario.ts) and the command line reports give (results.ts). */
import { describe, expect, it } from 'vitest';
import { benchDataset } from '../../bench/common/dataset.js';
import { commandLine } from '../../bench/common/results.js';
import { scenarioReport } from '../../bench/common/scenario.js';

const input = {
  title: 'Zipf mix',
  command: 'npm run bench:zipf -- --quick',
  startedAt: new Date('2026-11-22T10:15:00Z'),
  dataset: benchDataset(100_000),
  load: [
    { phase: 'start', loadavg: [1, 0.5, 0.25] },
    { phase: 'end', loadavg: [1.5, 0.75, 0.5] },
  ],
  targets: [{ name: 'Zipf mix vs ceiling', target: '≥ 0.8', measured: '0.9', met: true }],
  section: ['| setup | req/s |', '|---|---:|'],
};

describe("a scenario's report", () => {
  it('says the run, the data, the machine and the load, then the targets and the section', () => {
    const report = scenarioReport({ ...input, failures: [] });
    const lines = report.split('\n');
    expect(lines[0]).toBe('# Zipf mix: 100k events, 2026-11-22');
    expect(lines[2]).toBe(
      '`npm run bench:zipf -- --quick`, run 2026-11-22 10:15 UTC. Data: 100,000 events, seed 42, anchor 2026-11-21.',
    );
    expect(lines[4]).toMatch(/^Machine: .+ Load average \(1 \/ 5 \/ 15 min\): .+\.$/);
    expect(report).toContain('| Zipf mix vs ceiling: ≥ 0.8 | 0.9 | met |');
    expect(report.indexOf('| setup | req/s |')).toBeGreaterThan(report.indexOf('| target | measured | result |'));
    expect(report).not.toContain('invalid');
  });

  it('marks a run with failures invalid, and says the load note', () => {
    const report = scenarioReport({ ...input, failures: ['wrk saw errors'], loadNote: '; other work shows here' });
    expect(report).toContain('**This run is invalid:**\n\n- wrk saw errors\n');
    expect(report).toContain('Load average (1 / 5 / 15 min; other work shows here): ');
  });
});

describe("a report's command line", () => {
  it('names a file given by its absolute path by its base name, and keeps every other argument', () => {
    const argv = process.argv;
    process.argv = ['node', 'run.ts', '--snapshot', '/srv/exports/public.snapshot', '--label', 'public'];
    try {
      expect(commandLine('bench:answer-sizes')).toBe(
        'npm run bench:answer-sizes -- --snapshot public.snapshot --label public',
      );
      process.argv = ['node', 'run.ts'];
      expect(commandLine('bench:answer-sizes')).toBe('npm run bench:answer-sizes');
    } finally {
      process.argv = argv;
    }
  });
});
