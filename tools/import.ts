/**
 * npm run import -- --from FORMAT:PATH [--from FORMAT:PATH ...] --out SOURCE.sqlite [--verified YYYY-MM-DD] [--report FILE] [--previous SOURCE.sqlite]
 * Reads the public formats (docs/importers.md), merges them and writes one source file of the
 * operators' format, for `npm run build:snapshot`.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { FORMATS, importReportText, licenceLines, runImport } from '../src/import/index.js';
import { parseIsoDate } from '../src/util/dates.js';
import { exitWith } from './cli.js';

const USAGE = `usage: npm run import -- --from FORMAT:PATH [--from FORMAT:PATH ...] --out FILE [--verified YYYY-MM-DD] [--report FILE] [--previous FILE]
formats: ${Object.keys(FORMATS).join(', ')}`;

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        from: { type: 'string', multiple: true },
        out: { type: 'string' },
        verified: { type: 'string' },
        report: { type: 'string' },
        previous: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

function main(): void {
  const values = parseCommandLine();
  if (!values.from?.length || !values.out) exitWith(USAGE, 2);
  const from = values.from.map((given) => {
    const colon = given.indexOf(':');
    const format = colon === -1 ? '' : given.slice(0, colon);
    if (!(format in FORMATS) || colon === given.length - 1) exitWith(`--from ${given}: not FORMAT:PATH\n${USAGE}`, 2);
    return { format, path: given.slice(colon + 1) };
  });
  if (values.verified !== undefined && parseIsoDate(values.verified) === null)
    exitWith(`--verified ${values.verified}: not YYYY-MM-DD`, 2);
  const started = performance.now();
  try {
    const { report, reportPath } = runImport({
      from,
      out: values.out,
      ...(values.verified ? { verified: values.verified } : {}),
      ...(values.report ? { reportPath: values.report } : {}),
      ...(values.previous ? { previous: values.previous } : {}),
    });
    process.stderr.write(`${[...licenceLines(report.licences), ...importReportText(report, reportPath)].join('\n')}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`wrote ${values.out}: ${report.events} events, in ${seconds} s\n`);
  } catch (error) {
    exitWith(`import failed: ${(error as Error).message}`);
  }
}

main();
