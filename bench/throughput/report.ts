/**
 * The throughput scenario's report section and its targets (issues 14 and 24), judged on its
 * measurements: reported as met or not met, never failing the run; and the scenario's own report
 * when it runs alone.
 */
import { int, mib, ms } from '../common/format.js';
import { COST_AREAS } from '../common/cpu-profile.js';
import { QUERY_MIX } from '../common/queries.js';
import type { Target } from '../common/targets.js';
import type { ThroughputResult } from './phase.js';

const us = (n: number) => (n >= 1000 ? int(n) : n.toFixed(1));
const cpu = (n: number | null) => (n === null ? '–' : us(n));
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

export function throughputTargets(result: ThroughputResult, atFullSize: boolean, fullSize: string): Target[] {
  const row = (name: ThroughputResult['rows'][number]['name']) => result.rows.find((r) => r.name === name)!;
  const mix = row('random mix');
  const classes = result.engine.filter((r) => r.shapeClass !== 'all');
  const worst = classes.reduce((high, r) => (r.p99 > high.p99 ? r : high));
  const oneWorker = result.rssAfter.find((entry) => entry.name === 'one worker')!;
  const sizeNote = atFullSize ? {} : { note: `the target is set for ${fullSize} events` };
  return [
    {
      name: 'server CPU per request, random mix (cache off)',
      target: '≤ 200 µs',
      measured: `${cpu(mix.cpuPerRequest)} µs (ceiling route ${cpu(row('ceiling').cpuPerRequest)}, bare ${cpu(row('bare').cpuPerRequest)})`,
      met: mix.cpuPerRequest === null ? null : mix.cpuPerRequest <= 200,
    },
    {
      name: 'random mix vs bare Fastify, same bytes, wrk',
      target: '≥ 0.15 of its req/s',
      measured: `${result.ratios.mixToBare.toFixed(3)} (${int(mix.rps)} / ${int(row('bare').rps)} req/s)`,
      met: result.ratios.mixToBare >= 0.15,
    },
    {
      name: 'random mix vs ceiling route',
      target: '≥ 0.6 of its req/s',
      measured: `${result.ratios.mixToCeiling.toFixed(3)} (${int(mix.rps)} / ${int(row('ceiling').rps)} req/s)`,
      met: result.ratios.mixToCeiling >= 0.6,
    },
    {
      name: `random mix p99 at ${result.connections} connections, closed loop (at saturation)`,
      target: '≤ 5 ms',
      measured: `${ms(mix.p99)} ms`,
      met: mix.p99 <= 5,
    },
    {
      name: 'engine p99 per shape class of the random mix',
      target: '≤ 2 ms for every class',
      measured: `worst ${us(worst.p99)} µs (${worst.shapeClass})`,
      met: worst.p99 <= 2000,
    },
    {
      name: 'two workers vs one, random mix',
      target: '≥ 1.3× the req/s',
      measured: `${result.ratios.twoWorkersToOne.toFixed(2)}× (${int(row('random mix, 2 workers').rps)} / ${int(mix.rps)} req/s)`,
      met: result.ratios.twoWorkersToOne >= 1.3,
    },
    {
      name: 'RSS after load, one worker',
      target: '≤ 600 MiB',
      measured: mib(oneWorker.bytes),
      met: atFullSize ? oneWorker.bytes <= 600 * 2 ** 20 : null,
      ...sizeNote,
    },
  ];
}

export function throughputSection(result: ThroughputResult): string[] {
  const label: Record<string, string> = {
    'random mix': `random mix (${int(result.queries)} distinct searches), 1 worker`,
    'fixed mix': `fixed mix (the ${QUERY_MIX.length} shapes of bench/common/queries.ts), 1 worker`,
    ceiling: `ceiling route (fixed ${int(result.ceilingBytes)}-byte body, same hooks)`,
    bare: `bare Fastify, same ${int(result.ceilingBytes)} bytes, no hooks`,
    'random mix, 2 workers': 'random mix, 2 workers (`WORKERS=2`)',
  };
  const { ratios } = result;
  return [
    '| setup | req/s | server CPU µs/req | p50 ms | p99 ms | responses | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${label[row.name] ?? row.name} | ${int(row.rps)} | ${cpu(row.cpuPerRequest)} | ${ms(row.p50)} | ${ms(row.p99)} | ${int(row.requests)} | ${row.non2xx} / ${row.errors + row.timeouts} |`,
    ),
    '',
    `Random mix / ceiling: **${ratios.mixToCeiling.toFixed(3)}**; random mix / bare: **${ratios.mixToBare.toFixed(3)}**; ` +
      `ceiling / bare: ${ratios.ceilingToBare.toFixed(3)} (the hooks cost ${us(result.hooksMicros)} µs of server CPU per request over bare Fastify); ` +
      `2 workers / 1 worker: **${ratios.twoWorkersToOne.toFixed(2)}×**.`,
    '',
    `Closed loop with wrk, ${result.threads} thread(s) and ${result.connections} connections on loopback, each thread one request stream ` +
      `walking the list (each search asked once per pass). req/s is the median of ${result.rounds} interleaved rounds of ` +
      `${result.secondsPerRound} s per setup; p50 and p99 the median of the rounds' (wrk's histograms). Server CPU per request: the ` +
      "server's user + system time from /proc over the rounds (all processes of the two-worker server) over the requests served. " +
      `${result.server === 'compiled' ? 'Compiled' : 'tsx'} server, response cache off, \`RATE_LIMITS=off\`, a pro key.`,
    '',
    ...cpuSplitSection(result),
    '',
    `Random mix by class: ${result.classes.map((entry) => `${entry.shapeClass} ${entry.queries}`).join(', ')}; ` +
      `${pct(result.shares.zeroResults)} of its searches find nothing, ${pct(result.shares.pagesOf50)} ask for 50 events, ` +
      `${pct(result.shares.laterPages)} for a later page. ` +
      `Answer bodies: mean ${int(result.bytes.mean)} bytes, median ${int(result.bytes.median)}, smallest ${int(result.bytes.smallest)}, ` +
      `largest ${int(result.bytes.largest)}. RSS after the load: ${result.rssAfter.map((entry) => `${entry.name} ${mib(entry.bytes)}`).join(', ')}.`,
    '',
    '**Engine on the random mix**, in-process, search plus the page decoded as its items show it. First pass: each search once, on a freshly opened ' +
      'snapshot (cache misses included); second pass: the same searches again.',
    '',
    '| shape class | searches | p50 µs | p99 µs | max µs | again p50 µs | again p99 µs |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.engine.map(
      (row) =>
        `| ${row.shapeClass === 'all' ? '**all**' : row.shapeClass} | ${int(row.queries)} | ${us(row.p50)} | ${us(row.p99)} | ${us(row.max)} | ${us(row.againP50)} | ${us(row.againP99)} |`,
    ),
  ];
}

/** The random mix's CPU per request by cost area, from the profiled run. */
function cpuSplitSection(result: ThroughputResult): string[] {
  const { cpuSplit } = result;
  const total = COST_AREAS.reduce((sum, area) => sum + cpuSplit.micros[area], 0);
  return [
    `**Server CPU per request of the random mix, by area** (${us(total)} µs): the shares of a run under V8's CPU profiler ` +
      `(${int(cpuSplit.profiledRequests)} requests, ${cpuSplit.profiledBusySeconds.toFixed(1)} s of samples, ` +
      `${us(cpuSplit.profiledCpuPerRequest)} µs per request with the profiler on) applied to the unprofiled figure; the rule ` +
      'that gives each sample an area is in bench/README.md.',
    '',
    '| area | µs per request | share |',
    '|---|---:|---:|',
    ...COST_AREAS.map(
      (area) => `| ${area} | ${us(cpuSplit.micros[area])} | ${(cpuSplit.shares[area] * 100).toFixed(1)}% |`,
    ),
    ...functionsSection(cpuSplit),
  ];
}

/** The profiled run's functions with the most self time. */
function functionsSection(cpuSplit: ThroughputResult['cpuSplit']): string[] {
  const total = COST_AREAS.reduce((sum, area) => sum + cpuSplit.micros[area], 0);
  return [
    '',
    `The functions with the most self time in the same profiled run, each share applied to the ${us(total)} µs:`,
    '',
    '| function | µs per request | share |',
    '|---|---:|---:|',
    ...cpuSplit.functions.map(
      (fn) => `| \`${fn.name.replace(/\|/g, '\\|')}\` | ${us(fn.share * total)} | ${pct(fn.share)} |`,
    ),
  ];
}
