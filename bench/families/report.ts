/** bench:families's report section: per parameter family, its server CPU per request beside the whole mix's. */
import { int, ms } from '../common/format.js';
import type { FamiliesResult } from './phase.js';

export function familiesSection(result: FamiliesResult): string[] {
  const whole = result.rows.at(-1)?.load.cpuPerRequest ?? null;
  const cpu = (value: number | null) => (value === null ? '–' : value.toFixed(1));
  const ratio = (value: number | null) => (value === null || whole === null ? '–' : (value / whole).toFixed(2));
  return [
    '| family | searches | mean answer, bytes | req/s | server CPU µs/req | / whole mix | p50 ms | p99 ms | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      ({ family, searches, meanBytes, load }) =>
        `| ${family} | ${int(searches)} | ${int(meanBytes)} | ${int(load.rps)} | ${cpu(load.cpuPerRequest)} | ${ratio(load.cpuPerRequest)} | ${ms(load.p50)} | ${ms(load.p99)} | ${load.non2xx} / ${load.errors + load.timeouts} |`,
    ),
    '',
    `Each family is the random mix's searches that send one of its parameters (a search counts in each family it uses), ` +
      `loaded alone: its searches are fewer than the mix's, so more of what they read stays in the CPU's caches than in the whole mix. ` +
      `include=deadlines and tz are added to every search of the mix that found something (the mix itself sends neither). ` +
      `Closed loop with wrk, ${result.connections} connections, one request stream walking the family's searches in turn; ` +
      `${result.rounds} interleaved round(s) of ${result.seconds} s after 2 s of warm-up each; CPU time of the server's process ` +
      `from /proc. ${result.server === 'compiled' ? 'Compiled' : 'tsx'} server, \`RESPONSE_CACHE_MB=0\`, \`RATE_LIMITS=off\`.`,
  ];
}
