/**
 * The build report (docs/source-format.md, Report): a summary by reason, then every problem of
 * every row, then the groups of duplicates. Written as JSON whenever there is any problem.
 */
import { writeFileSync } from 'node:fs';
import { REASONS, type ReasonCode, type RowProblem, type Severity } from '../source/problems.js';
import type { DuplicateGroup } from './dedupe.js';
import type { ExtrasSummary } from './extras.js';

/** The problems of one reason code. */
interface ReasonSummary {
  code: ReasonCode;
  severity: Severity;
  reason: string;
  count: number;
  /** The id of the first row with this problem. */
  exampleId: number | string | null;
}

export interface BuildReport {
  source: string;
  sourceRows: number;
  /** Rows built into the snapshot. */
  validRows: number;
  /** Rows with at least one error. */
  invalidRows: number;
  /** Rows built whose dates are not known yet (built without dates; among validRows). */
  undatedRows: number;
  skippedInvalid: boolean;
  errors: number;
  warnings: number;
  /** Cities written "City, Region" stored as the city alone. */
  cityRewrites: number;
  deduped: boolean;
  /** Duplicate rows left out with --dedupe. */
  droppedDuplicates: number;
  /** Errors first, then warnings; each by count, largest first. */
  summary: ReasonSummary[];
  /** Every problem, in id order. */
  problems: RowProblem[];
  duplicates: DuplicateGroup[];
  /** The additions of source format 5: topics, sources, aliases, rates, estimated deadlines. */
  extras: ExtrasSummary;
}

export interface ReportInput {
  source: string;
  sourceRows: number;
  validRows: number;
  invalidRows: number;
  undatedRows: number;
  extras: ExtrasSummary;
  skipInvalid: boolean;
  deduped: boolean;
  droppedDuplicates: number;
  problems: RowProblem[];
  duplicates: DuplicateGroup[];
}

function count(problems: readonly RowProblem[], test: (problem: RowProblem) => boolean): number {
  let n = 0;
  for (const problem of problems) if (test(problem)) n++;
  return n;
}

/** Numeric ids ascending, then ids that are not numbers, then rows without an id. */
function byId(a: RowProblem, b: RowProblem): number {
  const rank = (id: RowProblem['id']): number => (typeof id === 'number' ? 0 : id === null ? 2 : 1);
  const ranks = rank(a.id) - rank(b.id);
  if (ranks !== 0) return ranks;
  return typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id).localeCompare(String(b.id));
}

/** The problems of each reason code: errors first, then warnings, each largest first. */
function summarize(problems: readonly RowProblem[]): ReasonSummary[] {
  const byCode = new Map<ReasonCode, ReasonSummary>();
  for (const problem of problems) {
    const entry = byCode.get(problem.code);
    if (entry) entry.count++;
    else {
      const { severity, text } = REASONS[problem.code];
      byCode.set(problem.code, { code: problem.code, severity, reason: text, count: 1, exampleId: problem.id });
    }
  }
  const order = (severity: Severity): number => (severity === 'error' ? 0 : 1);
  return [...byCode.values()].sort(
    (a, b) => order(a.severity) - order(b.severity) || b.count - a.count || a.code.localeCompare(b.code),
  );
}

export function makeReport(input: ReportInput): BuildReport {
  const problems = [...input.problems].sort(byId);
  return {
    source: input.source,
    sourceRows: input.sourceRows,
    validRows: input.validRows,
    invalidRows: input.invalidRows,
    undatedRows: input.undatedRows,
    skippedInvalid: input.invalidRows > 0 && input.skipInvalid,
    errors: count(problems, (p) => p.severity === 'error'),
    warnings: count(problems, (p) => p.severity === 'warning'),
    cityRewrites: count(problems, (p) => p.code === 'city_region_rewritten'),
    deduped: input.deduped,
    droppedDuplicates: input.droppedDuplicates,
    summary: summarize(problems),
    problems,
    duplicates: input.duplicates,
    extras: input.extras,
  };
}

export function writeReport(path: string, report: BuildReport): void {
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
