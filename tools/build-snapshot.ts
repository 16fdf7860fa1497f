/**
 * npm run build:snapshot -- --in FILE --out FILE [--skip-invalid] [--dedupe] [--report FILE] [--previous FILE] [--change-window-days N]
 * Compiles an operator's SQLite dump into one verified snapshot file, and prints the build report's
 * summary and a few rows of each reason (docs/source-format.md, Report).
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { buildSnapshot, InvalidRowsError, reportText } from '../src/builder/index.js';
import { SourceError } from '../src/source/read.js';
import { exitWith, formatBytes, progressBar } from './cli.js';

const USAGE =
  'usage: npm run build:snapshot -- --in FILE --out FILE [--skip-invalid] [--dedupe] [--report FILE] [--previous FILE] [--change-window-days N]';

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        in: { type: 'string' },
        out: { type: 'string' },
        'skip-invalid': { type: 'boolean' },
        dedupe: { type: 'boolean' },
        report: { type: 'string' },
        previous: { type: 'string' },
        'change-window-days': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

function main(): void {
  const values = parseCommandLine();
  if (!values.in || !values.out) exitWith(USAGE, 2);
  const window = values['change-window-days'];
  if (window !== undefined && !/^[1-9]\d{0,4}$/.test(window))
    exitWith(`--change-window-days: whole days, 1 to 99999\n${USAGE}`, 2);

  const started = performance.now();
  const bar = progressBar('reading rows');
  let phase = '';
  try {
    const result = buildSnapshot({
      input: values.in,
      output: values.out,
      skipInvalid: values['skip-invalid'] === true,
      dedupe: values.dedupe === true,
      ...(values.report ? { reportPath: values.report } : {}),
      ...(values.previous ? { previous: values.previous } : {}),
      ...(window ? { changeWindowDays: Number(window) } : {}),
      onProgress(name, done, total) {
        if (name === 'reading' && done !== undefined && total !== undefined) bar.update(done, total);
        else if (name !== phase) {
          if (phase === 'reading') bar.stop();
          process.stderr.write(`${name}...\n`);
        }
        phase = name;
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { header, report } = result;
    if (report.errors + report.warnings > 0) printReport(reportText(report, result.reportPath));
    process.stdout.write(
      `built ${values.out}: ${header.events} events from ${header.sourceRows} rows, ${formatBytes(result.bytes)} (${result.bytes} bytes), in ${seconds} s\n`,
    );
  } catch (error) {
    bar.stop();
    if (error instanceof InvalidRowsError) {
      printReport(reportText(error.report, error.reportPath));
      exitWith(`build failed: ${error.message}`);
    }
    if (error instanceof SourceError) exitWith(`build failed: ${error.message}`);
    exitWith(`build failed: ${(error as Error).message}`);
  }
}

function printReport(lines: readonly string[]): void {
  process.stderr.write(`${lines.join('\n')}\n\n`);
}

main();
