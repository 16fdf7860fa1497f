/**
 * The build report on a terminal (docs/source-format.md, Report): the summary by reason, then a
 * few rows of every reason, so that a rare reason is never hidden behind a common one, then where
 * the full report is.
 */
import type { RowProblem } from '../source/problems.js';
import type { BuildReport } from './build-report.js';

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

/** One line on the additions of source format 5, or null when the file has none. */
function extrasLine({ extras }: BuildReport): string | null {
  if (extras.tables.length === 0 && extras.verifiedEvents + extras.monthPrecisionEvents === 0) return null;
  return (
    `built: ${number(extras.moreTopics)} more topics and sub-topics, ` +
    `${number(extras.sources)} sources, ${number(extras.aliases)} aliases, ${number(extras.acceptanceRates)} acceptance rates, ` +
    `${number(extras.estimatedDeadlines.length)} estimated deadlines`
  );
}

/** The lines to print for a report, ending with where the full report was written. */
export function reportText(report: BuildReport, reportPath: string | null): string[] {
  const undated = report.undatedRows > 0 ? `, ${number(report.undatedRows)} undated (built without dates)` : '';
  const lines = [
    `${number(report.sourceRows)} rows: ${number(report.validRows)} built, ${number(report.invalidRows)} invalid${undated}; ` +
      `${number(report.errors)} errors, ${number(report.warnings)} warnings`,
  ];
  const extras = extrasLine(report);
  if (extras !== null) lines.push(extras);
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
