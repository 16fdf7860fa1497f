/**
 * The "latest result per target" table of bench/README.md, made from the JSON reports in
 * bench/results/: of each scenario, its report at the pinned size (1M); of each target, the result
 * of the newest report that judged it (the suite and a scenario run alone judge some of the same
 * targets). A report without the head every writer gives (results.ts) is not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_EVENTS } from '../common/dataset.js';
import type { ReportHead } from '../common/results.js';
import { verdict } from '../common/targets.js';

const SUMMARY_START = '<!-- latest results: written by `npm run bench:summary` from bench/results/*.json -->';
const SUMMARY_END = '<!-- end of latest results -->';

/** A report's head and its file name. */
export interface ReadReport extends ReportHead {
  file: string;
}

const isHead = (value: Partial<ReportHead>): boolean =>
  typeof value.scenario === 'string' &&
  typeof value.startedAt === 'string' &&
  typeof value.events === 'number' &&
  typeof value.command === 'string' &&
  Array.isArray(value.targets);

/** The reports in `dir` that have a head. */
export function readReports(dir: string): ReadReport[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((file) => {
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<ReportHead>;
      if (!isHead(json)) return [];
      const { scenario, startedAt, events, command, targets } = json as ReportHead;
      return [{ file, scenario, startedAt, events, command, targets }];
    });
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The table's lines: one row per target, from the newest full-size report that judged it (met or not). */
export function summaryTable(reports: readonly ReadReport[]): string[] {
  const newest = [...reports]
    .filter((report) => report.events === BENCH_EVENTS)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || a.scenario.localeCompare(b.scenario));
  const seen = new Set<string>();
  const rows: string[] = [];
  for (const report of newest) {
    const md = report.file.replace(/\.json$/, '.md');
    const run = `\`${report.command}\`, ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC ([report](results/${md}))`;
    for (const target of report.targets) {
      // A target a run did not judge (a profiled run's) leaves the row to the newest that did.
      if (seen.has(target.name) || target.met === null) continue;
      seen.add(target.name);
      const judged = `${verdict(target.met)}${target.note ? ` (${target.note})` : ''}`;
      rows.push(`| ${cell(target.name)}: ${cell(target.target)} | ${cell(target.measured)} | ${judged} | ${run} |`);
    }
  }
  return ['| target | measured | result | run |', '|---|---|---|---|', ...rows];
}

/** `readme` with the table between its markers put in anew; throws when the markers are missing. */
export function withSummary(readme: string, table: readonly string[]): string {
  const start = readme.indexOf(SUMMARY_START);
  const end = readme.indexOf(SUMMARY_END);
  if (start < 0 || end < start) throw new Error('bench/README.md has no latest-results markers');
  return `${readme.slice(0, start + SUMMARY_START.length)}\n${table.join('\n')}\n${readme.slice(end)}`;
}
