/**
 * Where the benchmarks write their reports (bench/results/) and how: each file under a .tmp name
 * first, then renamed over the old one, so that a reader never sees half a report.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { BENCH_EVENTS, type BenchDataset } from './dataset.js';
import type { PhaseLoad } from './format.js';
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
  return `npm run ${script}${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
}

/**
 * A scenario's end: writes `bench/results/<date>-<name>-<label>.json` and `.md`, prints the report,
 * and marks the run invalid (exit code 1) when it names failures.
 */
export function publishRun(
  run: { name: string; startedAt: Date; label: string; json: unknown; report: string; failures: readonly string[] },
  log: (line: string) => void,
): void {
  const stem = join(RESULTS_DIR, `${run.startedAt.toISOString().slice(0, 10)}-${run.name}-${run.label}`);
  writeResults([
    [`${stem}.json`, `${JSON.stringify(run.json, null, 2)}\n`],
    [`${stem}.md`, run.report],
  ]);
  console.log(run.report);
  log(`wrote ${relative(PROJECT_ROOT, `${stem}.json`)}, ${relative(PROJECT_ROOT, `${stem}.md`)}`);
  if (run.failures.length > 0) {
    log(`the run is invalid:\n${run.failures.join('\n')}`);
    process.exitCode = 1;
  }
}

/** What a scenario's report is made from. */
export interface ScenarioRun<R> {
  command: string;
  startedAt: Date;
  dataset: BenchDataset;
  load: readonly PhaseLoad[];
  targets: readonly Target[];
  result: R;
}

/**
 * The end of a scenario run on its own (`npm run bench:<name>`): the load average at the end, its
 * targets (judged at the pinned size only) and report, then publishRun.
 */
export function publishScenario<R extends { failures: readonly string[] }>(
  scenario: {
    name: string;
    startedAt: Date;
    dataset: BenchDataset;
    load: PhaseLoad[];
    result: R;
    targets: (result: R, atFullSize: boolean) => Target[];
    report: (run: ScenarioRun<R>) => string;
  },
  log: (line: string) => void,
): void {
  const { name, startedAt, dataset, load, result } = scenario;
  load.push({ phase: 'end', loadavg: loadavg() });
  const command = commandLine(`bench:${name}`);
  const targets = scenario.targets(result, dataset.events === BENCH_EVENTS);
  const report = scenario.report({ command, startedAt, dataset, load, targets, result });
  publishRun(
    {
      name,
      startedAt,
      label: dataset.label,
      json: { command, load, targets, ...result },
      report,
      failures: result.failures,
    },
    log,
  );
}
