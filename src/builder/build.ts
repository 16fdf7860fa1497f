import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { SnapshotWriter } from '../snapshot/writer.js';
import type { SnapshotHeader } from '../snapshot/format.js';
import { openSource } from '../source/read.js';
import { validateRow, type RowProblem, type ValidRow } from '../source/validate.js';
import { compileStore } from '../store/compile.js';
import { PROJECT_ROOT } from '../util/paths.js';

const BUILDER_VERSION: string = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export interface BuildOptions {
  input: string;
  output: string;
  skipInvalid?: boolean;
  /** Where the validation report goes; by default `<output>.report.json` when a row is invalid. */
  reportPath?: string;
  /** Called with a phase name, and while reading with (rows done, rows total). */
  onProgress?: (phase: string, done?: number, total?: number) => void;
  /** Build time written into the header (tests pin it). */
  now?: Date;
}

export interface BuildReport {
  source: string;
  sourceRows: number;
  validRows: number;
  invalidRows: number;
  skippedInvalid: boolean;
  problems: RowProblem[];
}

export interface BuildResult {
  header: SnapshotHeader;
  bytes: number;
  report: BuildReport;
  reportPath: string | null;
}

/** Invalid rows stopped the build; the report was written and names each of them. */
export class InvalidRowsError extends Error {
  constructor(
    readonly report: BuildReport,
    readonly reportPath: string,
  ) {
    super(
      `${report.invalidRows} invalid row${report.invalidRows === 1 ? '' : 's'} in ${report.source}; see ${reportPath} (or build with --skip-invalid)`,
    );
    this.name = 'InvalidRowsError';
  }
}

const PROGRESS_EVERY = 10_000;

/** Reads, validates and compiles the operator's SQLite dump into one snapshot file. */
export function buildSnapshot(options: BuildOptions): BuildResult {
  const progress = options.onProgress ?? (() => {});
  const source = openSource(options.input);
  const resolver = new CountryResolver(loadCountries());
  const rows: ValidRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<number>();
  let sourceRows = 0;
  let invalidRows = 0;
  try {
    progress('reading', 0, source.count);
    for (const raw of source.rows()) {
      sourceRows++;
      const result = validateRow(raw, resolver);
      let rowProblems: RowProblem[] = result.problems;
      if (result.row) {
        if (seen.has(result.row.id)) rowProblems = [{ id: result.row.id, column: 'id', reason: 'duplicate id' }];
        else {
          seen.add(result.row.id);
          rows.push(result.row);
        }
      }
      if (rowProblems.length > 0) {
        invalidRows++;
        problems.push(...rowProblems);
      }
      if (sourceRows % PROGRESS_EVERY === 0) progress('reading', sourceRows, source.count);
    }
    progress('reading', sourceRows, source.count);
  } finally {
    source.close();
  }

  const report: BuildReport = {
    source: options.input,
    sourceRows,
    validRows: rows.length,
    invalidRows,
    skippedInvalid: invalidRows > 0 && options.skipInvalid === true,
    problems,
  };
  const reportPath = options.reportPath ?? (invalidRows > 0 ? `${options.output}.report.json` : null);
  if (reportPath) writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  if (invalidRows > 0 && !options.skipInvalid) throw new InvalidRowsError(report, reportPath!);
  if (rows.length === 0) throw new Error(`${options.input}: no valid events to build from`);

  const writer = new SnapshotWriter();
  compileStore(rows, writer, { progress: (phase) => progress(phase) });
  progress('writing');
  const { bytes, header } = writer.write(options.output, {
    builderVersion: BUILDER_VERSION,
    builtAt: (options.now ?? new Date()).toISOString(),
    sourceFile: basename(options.input),
    sourceRows,
    events: rows.length,
    skippedRows: invalidRows,
  });
  return { header, bytes, report, reportPath };
}
