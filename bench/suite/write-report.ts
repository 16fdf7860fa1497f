/**
 * Writes the suite's report files, bench/results/<date>-<size>.json, .md and .svg, each under a
 * .tmp name first and then renamed over the old one, and prints the markdown report.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { latencyChartSvg } from './chart.js';
import { chartSubtitle, markdownReport, type SuiteResult } from './report.js';

const RESULTS_DIR = join(PROJECT_ROOT, 'bench', 'results');

export function writeReport(result: SuiteResult, log: (line: string) => void): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stem = join(RESULTS_DIR, `${result.date}-${result.size}`);
  const chartName = `${result.date}-${result.size}.svg`;
  const report = markdownReport(result, chartName);
  writeAtomic(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeAtomic(
    `${stem}.svg`,
    latencyChartSvg(
      result.engine.rows,
      `Median latency per query shape: engine vs SQLite baseline (${result.size} events)`,
      chartSubtitle(result),
    ),
  );
  writeAtomic(`${stem}.md`, report);
  console.log(report);
  log(`wrote ${['json', 'md', 'svg'].map((ext) => relative(PROJECT_ROOT, `${stem}.${ext}`)).join(', ')}`);
}

/** Writes next to the target under a .tmp name, then renames over it. */
function writeAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
