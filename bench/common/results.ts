/**
 * Where the benchmarks write their reports (bench/results/) and how. A scenario's report has one
 * name per data set size, `<scenario>-<size>.json` and `.md`, so that a run replaces the one before
 * it: the folder holds the latest report of each scenario, and git the earlier ones. Each file is
 * written under a .tmp name first, then renamed over the old one, so that a reader never sees half
 * a report.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import type { Target } from './targets.js';

export const RESULTS_DIR = join(PROJECT_ROOT, 'bench', 'results');

/** Writes each [file, text] pair next to its target under a .tmp name, then renames it over it. */
export function writeResults(files: readonly (readonly [file: string, text: string])[]): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const [file, text] of files) {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
}

/** The command that started this run, as a report quotes it: `npm run bench:x -- --quick`. */
export function commandLine(script: string): string {
  // A file given by its absolute path is named by its base name: a report names no machine's folders.
  const args = process.argv.slice(2).map((arg) => (isAbsolute(arg) ? basename(arg) : arg));
  return `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
}

/**
 * What every JSON report starts with, so that the latest result of each target can be read from
 * them all (summary.ts): the scenario, when it ran, on how many events, by which command, and
 * its targets as judged then.
 */
export interface ReportHead {
  scenario: string;
  startedAt: string;
  events: number;
  command: string;
  targets: Target[];
}

/** The path of a scenario's report at a data set size, without its extension. */
export const reportStem = (scenario: string, label: string): string => join(RESULTS_DIR, `${scenario}-${label}`);

/**
 * A scenario's end: writes `bench/results/<name>-<label>.json` (the head, then the scenario's own
 * fields) and `.md` over the run before, prints the report, and marks the run invalid (exit code 1)
 * when it names failures.
 */
export function publishRun(
  run: {
    head: ReportHead;
    label: string;
    json: Record<string, unknown>;
    report: string;
    failures: readonly string[];
  },
  log: (line: string) => void,
): void {
  const stem = reportStem(run.head.scenario, run.label);
  writeResults([
    [`${stem}.json`, `${JSON.stringify({ ...run.head, ...run.json }, null, 2)}\n`],
    [`${stem}.md`, run.report],
  ]);
  console.log(run.report);
  log(`wrote ${relative(PROJECT_ROOT, `${stem}.json`)}, ${relative(PROJECT_ROOT, `${stem}.md`)}`);
  if (run.failures.length > 0) {
    log(`the run is invalid:\n${run.failures.join('\n')}`);
    process.exitCode = 1;
  }
}
