/**
 * bench/README.md names what the code owns: its scenario table lists every bench script of
 * package.json (and no other), its data set is the pinned one, its table of latest results is the
 * one the reports in bench/results/ give (npm run bench:summary writes it), and it stays a manual.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_ANCHOR, BENCH_EVENTS, BENCH_SEED, QUICK_EVENTS } from '../../bench/common/dataset.js';
import { QUERY_MIX } from '../../bench/common/queries.js';
import { RANDOM_MIX_COUNT } from '../../bench/common/random-mix.js';
import { RESULTS_DIR } from '../../bench/common/results.js';
import type { Target } from '../../bench/common/targets.js';
import { type ReadReport, readReports, summaryTable, withSummary } from '../../bench/summary/table.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const readme = readFileSync(join(PROJECT_ROOT, 'bench', 'README.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).filter((name) => name === 'bench' || name.startsWith('bench:'));

describe('bench/README.md', () => {
  it('lists every bench script in its scenario table, and no script that does not exist', () => {
    const table = readme.slice(readme.indexOf('## Scenarios'), readme.indexOf('## Latest result per target'));
    const named = new Set([...table.matchAll(/`npm run (bench(?::[\w-]+)?)\b/g)].map((match) => match[1]!));
    expect([...named].sort()).toEqual([...scripts].sort());
  });

  it('names the pinned data set', () => {
    const flat = readme.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `${BENCH_EVENTS.toLocaleString('en-US')} events, seed ${BENCH_SEED}, anchor ${BENCH_ANCHOR}`,
    );
    expect(flat).toContain(`\`--quick\` runs use ${QUICK_EVENTS.toLocaleString('en-US')} events`);
  });

  it('names the mixes as the code makes them', () => {
    expect(readme).toContain(`the fixed query mix (${QUERY_MIX.length} shapes)`);
    expect(readme).toContain(`the random mix (${RANDOM_MIX_COUNT.toLocaleString('en-US')} distinct searches`);
  });

  it('states in its scenario table every bound of the targets the reports judge', () => {
    const table = readme.slice(readme.indexOf('## Scenarios'), readme.indexOf('## Latest result per target'));
    const bounds = readReports(RESULTS_DIR).flatMap((report) =>
      report.targets.flatMap((target) => [
        ...target.target.matchAll(/[≤≥] [\d.,]+(?: ?(?:×|%|µs|ms|s|MiB|MB)\b|×|%)?/g),
      ]),
    );
    expect(bounds.length).toBeGreaterThan(10);
    expect(bounds.map((bound) => bound[0]).filter((bound) => !table.includes(bound))).toEqual([]);
  });

  it('holds the table of latest results the reports give (npm run bench:summary writes it)', () => {
    const reports = readReports(RESULTS_DIR);
    expect(reports.some((report) => report.scenario === 'suite')).toBe(true);
    expect(withSummary(readme, summaryTable(reports))).toBe(readme);
  });

  it("lists every file of common/ in its layout, and none that is not there, with the mix's size", () => {
    const layout = /## Layout\n+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const listed = [...layout.matchAll(/^ {4}([\w-]+\.ts) /gm)].map((match) => match[1]!);
    const files = readdirSync(join(PROJECT_ROOT, 'bench', 'common')).filter((name) => name.endsWith('.ts'));
    expect(listed.sort()).toEqual(files.sort());
    expect(layout).toContain(`the fixed query mix (${QUERY_MIX.length} shapes)`);
  });

  it('is a manual, not a diary: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });
});

const target = (name: string, measured: string, met: boolean | null = true): Target => ({
  name,
  target: '≤ 1',
  measured,
  met,
});
const report = (scenario: string, startedAt: string, targets: Target[], events = BENCH_EVENTS): ReadReport => ({
  file: `${scenario}-1m.json`,
  scenario,
  startedAt,
  events,
  command: `npm run bench:${scenario}`,
  targets,
});

describe('the table of latest results', () => {
  it("takes each target from the newest full-size report that judged it, with that report's run", () => {
    const table = summaryTable([
      report('suite', '2026-11-25T10:00:00.000Z', [target('a', 'old a'), target('b', 'old b', false)]),
      report('throughput', '2026-11-26T09:30:00.000Z', [target('b', 'new b')]),
      report('zipf', '2026-11-27T00:00:00.000Z', [target('a', 'quick a', null)], QUICK_EVENTS),
      // A full-size run that did not judge its target (a profiled swap) leaves the row to one that did.
      report('swap', '2026-11-28T00:00:00.000Z', [target('a', 'profiled a', null)]),
    ]);
    expect(table.slice(2)).toEqual([
      '| b: ≤ 1 | new b | met | `npm run bench:throughput`, 2026-11-26 09:30 UTC ([report](results/throughput-1m.md)) |',
      '| a: ≤ 1 | old a | met | `npm run bench:suite`, 2026-11-25 10:00 UTC ([report](results/suite-1m.md)) |',
    ]);
  });

  it('goes between the markers, and refuses a README without them', () => {
    const start = '<!-- latest results: written by `npm run bench:summary` from bench/results/*.json -->';
    const text = `# x\n${start}\nstale\n<!-- end of latest results -->\nafter\n`;
    expect(withSummary(text, ['| t |'])).toBe(`# x\n${start}\n| t |\n<!-- end of latest results -->\nafter\n`);
    expect(() => withSummary('# x\n', [])).toThrow('markers');
  });
});
