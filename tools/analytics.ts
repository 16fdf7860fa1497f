/**
 * npm run analytics -- --from URL [--from URL...] [--top N] [--json] [--timeout-ms N]
 *   Asks each replica's search analytics (GET /analytics on its metrics port; URL is that port's
 *   base URL) and adds them up (src/ops/analytics-report.ts): per window (last hour, last day) and
 *   surface, the searches, those that found nothing, and the N most frequent of each (default 10),
 *   as text or, with --json, as the merged report. Exits 0 when every replica answered, 1 when one
 *   did not (the others are still added up and written), 2 for bad usage.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { parseArgs } from 'node:util';
import { askAnalytics, mergeReports, renderReport } from '../src/ops/analytics-report.js';
import type { AnalyticsReport } from '../src/ops/search-analytics.js';
import { exitWith } from './cli.js';

const USAGE = 'usage: npm run analytics -- --from URL [--from URL...] [--top N] [--json] [--timeout-ms N]';
/** Replicas asked at most, and the longest list asked for. */
const FROM_MAX = 256;
const TOP_MAX = 100;

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        from: { type: 'string', multiple: true },
        top: { type: 'string' },
        json: { type: 'boolean' },
        'timeout-ms': { type: 'string' },
      },
    });
  } catch (error) {
    return exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
const urls = values.from ?? [];
const top = Number(values.top ?? 10);
const timeoutMs = Number(values['timeout-ms'] ?? 5000);
if (urls.length === 0 || urls.length > FROM_MAX) exitWith(`give 1 to ${FROM_MAX} --from URLs\n${USAGE}`, 2);
if (!Number.isInteger(top) || top < 1 || top > TOP_MAX) exitWith(`--top must be 1 to ${TOP_MAX}\n${USAGE}`, 2);
if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) exitWith(USAGE, 2);
for (const url of urls) if (!/^https?:\/\//.test(url)) exitWith(`not an http(s) URL: ${url}\n${USAGE}`, 2);

const answers = await Promise.all(urls.map((url) => askAnalytics(url, timeoutMs)));
const reports: AnalyticsReport[] = [];
answers.forEach((answer, at) => {
  if ('error' in answer) process.stderr.write(`${urls[at]}: ${answer.error}\n`);
  else reports.push(answer);
});
const merged = mergeReports(reports, top);
process.stdout.write(values.json ? `${JSON.stringify(merged, null, 2)}\n` : renderReport(merged, reports.length));
process.exitCode = reports.length === urls.length ? 0 : 1;
