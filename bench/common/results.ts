/**
 * Where the benchmarks write their reports (bench/results/) and how: each file under a .tmp name
 * first, then renamed over the old one, so that a reader never sees half a report.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';

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
