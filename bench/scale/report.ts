/**
 * The scale curve's markdown report: the figures per size, the load average per phase of each
 * size's run, the growth between neighbouring sizes, and what failed.
 */
import { cpus, release, type as osType } from 'node:os';
import { int, loadLine, mib } from '../common/format.js';
import { targetsTable } from '../common/targets.js';
import type { ScaleStep } from './data-steps.js';
import { growthSteps, type ScaleRow } from './rows.js';
import { scaleTargets } from './targets.js';

const seconds = (value: number | null) => (value === null ? '?' : `${(value / 1000).toFixed(1)} s`);
const gib = (bytes: number | null) => (bytes === null ? 'not measured' : `${(bytes / 2 ** 30).toFixed(2)} GiB`);
const step = (made: ScaleStep | undefined) =>
  made === undefined
    ? '–'
    : `${seconds(made.ms)}${typeof made.cpuSeconds === 'number' ? ` (CPU ${made.cpuSeconds.toFixed(1)} s)` : ''}, ${gib(made.peakRssBytes)}${made.built ? '' : ` (made ${made.measuredAt?.slice(0, 16).replace('T', ' ') ?? 'earlier'})`}`;

function figuresTable(rows: readonly ScaleRow[]): string[] {
  return [
    '| events | generate: time, peak RSS | build: time, peak RSS | snapshot | start to ready (median) | RSS at ready | server CPU / request | engine p50 / p99 (again p99) | req/s |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const serving = row.serving;
      const served = serving
        ? [
            `${int(serving.medianStartToReadyMs)} ms (${serving.startToReadyMs.map(int).join(', ')})`,
            mib(serving.medianRssAtReadyBytes),
            `${serving.cpuPerRequest.toFixed(1)} µs`,
            `${int(serving.engineP50)} / ${int(serving.engineP99)} µs (${int(serving.engineAgainP99)})`,
            int(serving.rps),
          ]
        : Array(5).fill(row.servingFailure ? 'failed' : '–');
      return `| ${int(row.events)} | ${step(row.data?.generate)} | ${step(row.data?.build)} | ${row.data ? mib(row.data.build.bytes) : '–'} | ${served.join(' | ')} |`;
    }),
  ];
}

function growthTable(rows: readonly ScaleRow[]): string[] {
  const steps = growthSteps(rows);
  if (steps.length === 0) return ['Growth: needs two sizes with the same figure.'];
  return [
    '| figure | sizes | events × | figure × | k (figure ∝ events^k) | growth |',
    '|---|---|---|---|---|---|',
    ...steps.map(
      (s) =>
        `| ${s.metric} | ${s.from} → ${s.to} | ${s.eventsRatio.toFixed(1)} | ${s.ratio.toFixed(2)} | ${s.exponent.toFixed(2)} | ${s.growth === 'linear' || s.growth === 'flat' ? s.growth : `**${s.growth}**`} |`,
    ),
  ];
}

function failures(rows: readonly ScaleRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.dataFailure
      ? [
          `- ${row.label}: ${row.dataFailure.step} failed (${row.dataFailure.exit}) after ${seconds(row.dataFailure.wallMs)}, peak RSS ${gib(row.dataFailure.peakRssBytes)}`,
        ]
      : []),
    ...(row.servingFailure ? [`- ${row.label}: serving failed: ${row.servingFailure}`] : []),
    ...(row.serving?.failures ?? []).map((failure) => `- ${row.label}: ${failure}`),
  ]);
}

/** The report of the rows (each size's run may be its own command). */
export function scaleReport(date: string, rows: readonly ScaleRow[], settings: Record<string, unknown>): string {
  const failed = failures(rows);
  return [
    `# Scale curve: ${date}`,
    '',
    `Data: seed 42, anchor 2026-11-21, at each size (bench/common/dataset.ts). Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${osType()} ${release()}. ` +
      `Serving: the compiled server, response cache off, limits off; wrk closed loop (${JSON.stringify(settings)}).`,
    '',
    ...targetsTable(scaleTargets(rows)),
    '',
    ...figuresTable(rows),
    '',
    'Generate and build: the step\'s own wall time (with its user + system CPU time when GNU time gave it), and the peak RSS of its process (GNU time); "made <date>": the file was made earlier and reused with the timing stored beside it. ' +
      "Wall times (build, start to ready, engine latencies) move with the load average of their run (below): growth between runs at different loads is the machine's as much as the code's; sizes, memory and CPU per request move less. " +
      'Engine: the random mix drawn from that size\'s snapshot, each search once on a fresh snapshot with its page decoded, in-process; "again": the same searches a second time.',
    '',
    '## Runs and load average (1 / 5 / 15 min; other work on the machine shows here)',
    '',
    '| events | measured | command | load average per phase |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${int(row.events)} | ${row.measuredAt.slice(0, 16).replace('T', ' ')} UTC | \`${row.command}\` | ${loadLine(row.load)} |`,
    ),
    '',
    '## Growth between neighbouring sizes',
    '',
    ...growthTable(rows),
    '',
    ...(failed.length > 0 ? ['## Failures', '', ...failed, ''] : []),
    `Random mix (bench/common/random-mix.ts, drawn from each size's own snapshot): ${rows.map((row) => `${row.label} ${int(row.mixQueries)} searches`).join(', ')}.`,
    '',
  ].join('\n');
}
