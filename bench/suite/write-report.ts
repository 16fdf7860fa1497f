/**
 * Writes the suite's report files, bench/results/suite-<size>.json, .md and .svg (each under a
 * .tmp name first, then renamed over the run before), and prints the markdown report.
 */
import { basename, relative } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { reportStem, writeResults } from '../common/results.js';
import { latencyChartSvg } from './chart.js';
import { chartSubtitle, markdownReport, type SuiteResult } from './report.js';

export function writeReport(result: SuiteResult, log: (line: string) => void): void {
  const stem = reportStem(result.scenario, result.size);
  const chartName = `${basename(stem)}.svg`;
  const report = markdownReport(result, chartName);
  const chart = latencyChartSvg(
    result.engine.rows,
    `Median latency per query shape: engine vs SQLite baseline (${result.size} events)`,
    chartSubtitle(result),
  );
  writeResults([
    [`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`],
    [`${stem}.svg`, chart],
    [`${stem}.md`, report],
  ]);
  console.log(report);
  log(`wrote ${['json', 'md', 'svg'].map((ext) => relative(PROJECT_ROOT, `${stem}.${ext}`)).join(', ')}`);
}
