/**
 * The open-loop scenario's report section and its targets (issues 24 and 33): the random mix's p99
 * at half and three quarters of its capacity against bare Fastify's at the same rate. Reported as
 * met or not met, never failing the run.
 */
import { int, ms } from '../common/format.js';
import type { Target } from '../common/targets.js';
import type { OpenLoopResult } from './phase.js';

/**
 * The targets at 50% of capacity (issue 24) and at 75% (issue 33), each judged at the full size
 * only, and none for a fraction that was not run.
 */
export function openLoopTargets(result: OpenLoopResult, atFullSize: boolean): Target[] {
  const note = atFullSize ? {} : { note: 'the target is set for 1,000,000 events' };
  /** The random mix's p99 against bare Fastify's at `fraction` of capacity, met when `holds`. */
  const compared = (fraction: number, target: string, holds: (mix: number, bare: number) => boolean): Target[] => {
    const at = (setup: string) => result.rows.find((row) => row.fraction === fraction && row.target === setup);
    const mix = at('random mix');
    const bare = at('bare');
    if (mix === undefined || bare === undefined) return [];
    return [
      {
        name: `open-loop p99 at ${fraction * 100}% of capacity, random mix vs bare Fastify at the same rate`,
        target,
        measured: `${ms(mix.p99)} ms vs ${ms(bare.p99)} ms (${(mix.p99 / bare.p99).toFixed(1)}×) at ${int(mix.rate)} req/s`,
        met: atFullSize ? holds(mix.p99, bare.p99) : null,
        ...note,
      },
    ];
  };
  return [
    ...compared(0.5, '≤ 2× bare, and ≤ 10 ms', (mix, bare) => mix <= 2 * bare && mix <= 10),
    ...compared(0.75, '≤ 3× bare', (mix, bare) => mix <= 3 * bare),
  ];
}

export function openLoopSection(result: OpenLoopResult): string[] {
  const capacity = result.capacity.measuredHere
    ? `measured in this scenario with wrk (${result.capacity.seconds} s)`
    : 'the random mix under wrk in the throughput phase of this run';
  return [
    '| target | % of capacity | req/s | p50 ms | p99 ms | p99.9 ms | max ms | late | waited for a connection | server CPU µs/req | loader CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${row.target === 'bare' ? `bare Fastify (${int(result.bareBytes)} bytes)` : 'random mix'} | ${(row.fraction * 100).toFixed(0)}% | ` +
        `${int(row.rate)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.p999)} | ${ms(row.max)} | ${int(row.late)} of ${int(row.planned)} | ${int(row.waitedForConnection)} | ` +
        `${row.serverCpuPerRequest.toFixed(0)} | ${row.loaderCpuPerRequest.toFixed(0)} |`,
    ),
    '',
    `Capacity: ${int(result.capacity.rps)} req/s, the random mix's closed-loop ceiling, ${capacity}. Open loop: requests planned at a ` +
      `constant rate for ${result.rows[0]?.seconds ?? '?'} s per row (each server warmed up first by 2 s of wrk, each row by 1 s at its rate), latency from each planned ` +
      `start to the answer's last byte. "Late": handed out by the loader more than ${result.lateMs} ms after its planned start (its timer ` +
      `fired late: the loader fell behind); "waited for a connection": then more than ${result.lateMs} ms until one of its ` +
      `${result.connections} keep-alive connections was free (the server was that far behind). Both waits count in the latencies. The loader (node:http) runs in a process of its own, ` +
      (result.pinned
        ? 'pinned to CPU 1 with the servers on CPU 0.'
        : 'on the same cores as the server (not pinned: its CPU per request above is what it took from them).') +
      ` ${result.server === 'compiled' ? 'Compiled' : 'tsx'} server, response cache off, \`RATE_LIMITS=off\`.`,
  ];
}
