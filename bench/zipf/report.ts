/**
 * The Zipf scenario's report section and its target (issue 24): the Zipf mix with the default
 * response cache at 0.8 of the ceiling route's req/s or more. Reported as met or not met, never
 * failing the run.
 */
import { scenarioReport } from '../common/report.js';
import type { BenchDataset } from '../common/dataset.js';
import { int, mib, ms, type PhaseLoad } from '../common/format.js';
import type { Target } from '../common/targets.js';
import type { ZipfResult } from './phase.js';

export function zipfTargets(result: ZipfResult, atFullSize: boolean): Target[] {
  const [zipf, ceiling] = result.rows;
  return [
    {
      name: 'Zipf mix with the default cache vs ceiling route, wrk',
      target: '≥ 0.8 of its req/s',
      measured: `${result.zipfToCeiling.toFixed(3)} (${int(zipf!.rps)} / ${int(ceiling!.rps)} req/s; cache hit rate ${(result.cache.hitRate * 100).toFixed(1)}%)`,
      met: atFullSize ? result.zipfToCeiling >= 0.8 : null,
      ...(atFullSize ? {} : { note: 'the target is set for 1,000,000 events' }),
    },
  ];
}

export function zipfSection(result: ZipfResult): string[] {
  const label = {
    'zipf mix': 'Zipf mix, response cache at its default size',
    ceiling: `ceiling route (fixed ${int(result.meanBytes)}-byte body, same server)`,
  };
  const cpu = (value: number | null) => (value === null ? '–' : value.toFixed(1));
  return [
    '| setup | req/s | server CPU µs/req | p50 ms | p99 ms | responses | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${label[row.name]} | ${int(row.rps)} | ${cpu(row.cpuPerRequest)} | ${ms(row.p50)} | ${ms(row.p99)} | ${int(row.requests)} | ${row.non2xx} / ${row.errors + row.timeouts} |`,
    ),
    '',
    `Zipf mix / ceiling: **${result.zipfToCeiling.toFixed(3)}**. Response cache over the measured rounds (the server's ` +
      `\`response_cache_hits_total\` and \`response_cache_misses_total\`): ${int(result.cache.hits)} hits, ${int(result.cache.misses)} misses, ` +
      `hit rate **${(result.cache.hitRate * 100).toFixed(1)}%**.`,
    '',
    `The stream: ${int(result.draws)} draws, Zipf with s = 1 over the random mix's searches (seeded), walked in turn by wrk; ` +
      `${int(result.distinct)} distinct searches in it, the most popular ${(result.topShare * 100).toFixed(1)}% of the draws; mean answer ` +
      `${int(result.meanBytes)} bytes (the ceiling route's body); the distinct answers together ${mib(result.distinctBytes)}. ` +
      `Closed loop with wrk; req/s the median of the interleaved rounds, after 2 s of warm-up each (the cache starts empty). ` +
      `${result.server === 'compiled' ? 'Compiled' : 'tsx'} server, \`RATE_LIMITS=off\`.`,
  ];
}

export interface ZipfReportInput {
  command: string;
  startedAt: Date;
  dataset: BenchDataset;
  load: readonly PhaseLoad[];
  targets: readonly Target[];
  result: ZipfResult;
}

/** The markdown report of `npm run bench:zipf`. */
export function zipfReport(input: ZipfReportInput): string {
  return scenarioReport({
    ...input,
    title: 'Zipf mix',
    failures: input.result.failures,
    section: zipfSection(input.result),
  });
}
