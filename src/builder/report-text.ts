/**
 * The build report on a terminal (docs/source-format.md, Report): the summary by reason, then a
 * few rows of every reason, so that a rare reason is never hidden behind a common one, then where
 * the full report is.
 */
import type { RowProblem } from '../source/problems.js';
import type { BuildReport } from './report.js';

/** Rows shown per reason on the terminal; the JSON report has all of them. */
const ROWS_PER_REASON = 3;
const NAME_WIDTH = 40;

const number = (n: number): string => n.toLocaleString('en-US');

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** Cells padded to their column's width; columns listed in `right` aligned right. */
function table(rows: readonly string[][], right: ReadonlySet<number>): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (right.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

function problemLine(problem: RowProblem): string {
  const name = problem.name === null ? '(no name)' : `"${clip(problem.name, NAME_WIDTH)}"`;
  const value = problem.value === null ? '(empty)' : JSON.stringify(problem.value);
  const suggestion = problem.suggestion === undefined ? '' : ` -> ${problem.suggestion}`;
  return `  id ${problem.id ?? '?'}  ${name}  ${problem.column} ${value}${suggestion}`;
}

/** The lines to print for a report, ending with where the full report was written. */
export function reportText(report: BuildReport, reportPath: string | null): string[] {
  const lines = [
    `${number(report.sourceRows)} rows: ${number(report.validRows)} built, ${number(report.invalidRows)} invalid; ` +
      `${number(report.errors)} errors, ${number(report.warnings)} warnings`,
  ];
  if (report.summary.length === 0) return lines;
  lines.push(
    '',
    ...table(
      [
        ['count', 'severity', 'code', 'example id', 'reason'],
        ...report.summary.map((s) => [number(s.count), s.severity, s.code, String(s.exampleId ?? '?'), s.reason]),
      ],
      new Set([0]),
    ),
  );
  for (const entry of report.summary) {
    const shown = report.problems.filter((p) => p.code === entry.code).slice(0, ROWS_PER_REASON);
    const more = entry.count > shown.length ? `, ${shown.length} shown` : '';
    lines.push('', `${entry.severity} ${entry.code} (${number(entry.count)}${more}):`, ...shown.map(problemLine));
  }
  if (reportPath !== null) lines.push('', `full report: ${reportPath}`);
  return lines;
}
