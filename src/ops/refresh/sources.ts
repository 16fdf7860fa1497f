/**
 * The refresh's first steps: every source's clone brought up to date, then one import of them all
 * (the same code as `npm run import`) into a source file in the work folder.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportReport, ImportFailed, runImport } from '../../import/index.js';
import { CheckoutError, updateCheckout } from './checkout.js';
import type { RefreshConfig } from './refresh-config.js';

export interface SourceState {
  name: string;
  kind: string;
  remote: string;
  branch: string | null;
  /** The commit imported; null when the fetch failed. */
  commit: string | null;
  action: 'cloned' | 'fetched' | 'failed';
  /** From the import report: records read, events made (before merges), records refused. */
  records: number | null;
  events: number | null;
  refused: number | null;
  /** Empty by design: no record, no file refused (the import report's `empty`). */
  empty: boolean | null;
  /** Its events at the last publish, when the work folder knows them. */
  events_before: number | null;
  error: string | null;
}

export interface SourcesResult {
  sources: SourceState[];
  /** The source file written, or null when the import did not write one. */
  sourceFile: string | null;
  importReport: string | null;
  /** Events written by the import, after merges. */
  events: number | null;
  /** Why the import failed, other than a source giving no event (the guard says that). */
  failure: string | null;
}

/** Fetches every source, then imports them all unless a fetch failed. */
export function fetchAndImport(config: RefreshConfig, log: (line: string) => void): SourcesResult {
  const checkouts = join(config.work_dir, 'checkouts');
  mkdirSync(checkouts, { recursive: true });
  const timeoutMs = config.git_timeout_s * 1000;
  const sources: SourceState[] = [];
  const dirs: string[] = [];
  for (const source of config.sources) {
    const state: SourceState = {
      name: source.name,
      kind: source.kind,
      remote: source.remote,
      branch: source.branch ?? null,
      commit: null,
      action: 'failed',
      records: null,
      events: null,
      refused: null,
      empty: null,
      events_before: null,
      error: null,
    };
    try {
      const checkout = updateCheckout(source, checkouts, timeoutMs);
      Object.assign(state, { commit: checkout.commit, action: checkout.action, branch: checkout.branch });
      dirs.push(source.path === undefined ? checkout.dir : join(checkout.dir, source.path));
      log(`${source.name}: ${checkout.action} ${source.remote} at ${checkout.commit.slice(0, 12)}`);
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error;
      state.error = error.message;
      log(`${source.name}: ${error.message}`);
    }
    sources.push(state);
  }
  const result: SourcesResult = { sources, sourceFile: null, importReport: null, events: null, failure: null };
  if (sources.some((source) => source.action === 'failed')) return result;

  const build = join(config.work_dir, 'build');
  mkdirSync(build, { recursive: true });
  const out = join(build, 'source.sqlite');
  const reportPath = join(build, 'source.import.json');
  const from = config.sources.map((source, index) => ({ format: source.kind, path: dirs[index]! }));
  let report: ImportReport;
  try {
    // The last run's source file: the editions it listed keep their ids (docs/importers.md, Ids).
    report = runImport({ from, out, reportPath, ...(existsSync(out) ? { previous: out } : {}) }).report;
    result.sourceFile = out;
  } catch (error) {
    if (!(error instanceof ImportFailed)) {
      result.failure = `the import failed: ${(error as Error).message}`;
      return result;
    }
    // A source that gave no event: the report is written, the source file is not.
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as ImportReport;
  }
  result.importReport = reportPath;
  result.events = result.sourceFile === null ? null : report.events;
  for (const [index, summary] of report.sources.entries()) {
    const { records, events, refused, empty } = summary;
    Object.assign(sources[index]!, { records, events, refused, empty });
  }
  return result;
}
