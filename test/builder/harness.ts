import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { type BuildReport, buildSnapshot, InvalidRowsError } from '../../src/builder/index.js';
import type { RowProblem } from '../../src/source/problems.js';
import { type DeadlineInput, type RowInput, type TableInput, tempDir, writeSourceFile } from '../fixtures/source.js';

/** Source files and snapshots of one test file, in a folder removed after it. */
export function builderHarness() {
  const { dir, cleanup } = tempDir('confdir-builder-');
  afterAll(cleanup);
  let counter = 0;
  const path = (name: string): string => join(dir, `${counter++}-${name}`);

  const sourceWith = (
    rows: readonly RowInput[],
    ddl?: string,
    deadlines?: readonly DeadlineInput[],
    tables?: TableInput,
  ): string => {
    const file = path('source.sqlite');
    writeSourceFile(file, rows, ddl, deadlines, tables);
    return file;
  };

  return {
    path,
    sourceWith,
    /** Builds with --skip-invalid (and --dedupe when asked) and returns the report. */
    buildReport(
      rows: readonly RowInput[],
      options: { dedupe?: boolean; ddl?: string; deadlines?: readonly DeadlineInput[]; tables?: TableInput } = {},
    ): BuildReport {
      const input = sourceWith(rows, options.ddl, options.deadlines, options.tables);
      return buildSnapshot({ input, output: path('out.snapshot'), skipInvalid: true, dedupe: options.dedupe }).report;
    },
    /** Builds without --skip-invalid, expecting the build to fail; returns the report. */
    buildExpectingInvalid(rows: readonly RowInput[], ddl?: string): BuildReport {
      const input = sourceWith(rows, ddl);
      try {
        buildSnapshot({ input, output: path('out.snapshot') });
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidRowsError);
        return (error as InvalidRowsError).report;
      }
      throw new Error('the build should have failed');
    },
  };
}

/** The problems of a report with this code. */
export function problemsOf(report: BuildReport, code: RowProblem['code']): RowProblem[] {
  return report.problems.filter((problem) => problem.code === code);
}
