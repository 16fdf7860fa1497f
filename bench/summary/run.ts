/**
 * npm run bench:summary
 *
 * Writes the "latest result per target" table of bench/README.md from the reports in
 * bench/results/ (table.ts). Run it after a benchmark writes a report; a test fails while the
 * README's table is not the one the reports give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { benchOptions } from '../common/options.js';
import { RESULTS_DIR } from '../common/results.js';
import { readReports, summaryTable, withSummary } from './table.js';

benchOptions('npm run bench:summary', {});
const readme = join(PROJECT_ROOT, 'bench', 'README.md');
const table = summaryTable(readReports(RESULTS_DIR));
writeFileSync(readme, withSummary(readFileSync(readme, 'utf8'), table));
console.log(`bench/README.md: ${table.length - 2} targets`);
