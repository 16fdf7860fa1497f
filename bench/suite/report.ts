/**
 * The suite's result (written as JSON) and its markdown report.
 */
import type { StepTiming } from '../common/data.js';
import { int, loadLine, mib, ms, type PhaseLoad } from '../common/format.js';
import type { LoadSummary } from '../common/http-load.js';
import type { CompileOutcome, ServerBuild } from '../common/server.js';
import { type Target, targetsTable } from '../common/targets.js';
import type { PrepStats } from '../sqlite/baseline/prep-stats.js';
import type { EngineVsSqliteRow } from '../sqlite/compare.js';
import type { OpenLoopResult } from '../open-loop/phase.js';
import { openLoopSection } from '../open-loop/report.js';
import type { ThroughputResult } from '../throughput/phase.js';
import { throughputSection } from '../throughput/report.js';
import type { SwapResult } from '../swap/phase.js';
import { swapSection } from '../swap/report.js';
import type { ZipfResult } from '../zipf/phase.js';
import { zipfSection } from '../zipf/report.js';

export interface StartupFigures {
  build: ServerBuild;
  /** One entry per spawn. */
  runs: { startToReadyMs: number; rssAtReady: number }[];
  medianStartToReadyMs: number;
  medianRssAtReady: number;
}

export interface LoadSample extends PhaseLoad {
  at: string;
}

export interface SuiteResult {
  scenario: 'suite';
  date: string;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  command: string;
  quick: boolean;
  size: string;
  events: number;
  seed: number;
  anchor: string;
  machine: { cpu: string; cores: number; node: string; os: string; memoryBytes: number };
  load: LoadSample[];
  data: {
    generate: StepTiming;
    build: StepTiming;
    baseline: PrepStats & { prepared: boolean };
    compile: CompileOutcome | null;
  };
  startup: StartupFigures[];
  engine: {
    msPerTask: number;
    agreement: string;
    rows: EngineVsSqliteRow[];
    geometricMeanRatio: number;
    engineFasterOnEveryShape: boolean;
    twentyTimesOnGeometricMean: boolean;
  };
  http: {
    server: ServerBuild;
    connections: number;
    secondsPerRound: number;
    rounds: number;
    /** Body bytes of each mix response (first request, cache cold). */
    responseBytes: { name: string; bytes: number }[];
    ceilingBytes: number;
    rows: LoadSummary[];
    /** Mix (cache off) req/s over ceiling req/s. */
    mixToCeiling: number;
    rssAfter: { name: string; bytes: number }[];
  };
  /** The throughput scenario (bench/throughput/). */
  throughput: ThroughputResult;
  /** The open-loop scenario (bench/open-loop/). */
  openLoop: OpenLoopResult;
  /** The Zipf scenario (bench/zipf/). */
  zipf: ZipfResult;
  /** The swap scenario (bench/swap/). */
  swap: SwapResult;
  targets: Target[];
  /** Everything that makes the run invalid (it then exits non-zero). */
  failures: string[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const us = (value: number) => (value >= 10_000 ? int(value) : value.toFixed(1));

function step(timing: StepTiming): string {
  if (timing.built) return `${seconds(timing.ms!)} (made in this run)`;
  if (timing.ms !== null)
    return `${seconds(timing.ms)} (reused; measured when made, ${timing.measuredAt!.slice(0, 16).replace('T', ' ')} UTC)`;
  return 'reused (made before timings were recorded)';
}

function dataTable(result: SuiteResult): string[] {
  const { data } = result;
  const lines = [
    '| figure | value |',
    '|---|---|',
    `| events | ${int(result.events)} (seed ${result.seed}, anchor ${result.anchor}) |`,
    `| generate the source | ${step(data.generate)}, ${mib(data.generate.bytes)} SQLite |`,
    `| build the snapshot | ${step(data.build)}, snapshot ${mib(data.build.bytes)} |`,
    `| prepare the SQLite baseline | ${seconds(data.baseline.totalMs)}${data.baseline.prepared ? ' (made in this run)' : ' (reused; measured when made)'}, ${mib(data.baseline.bytes)} |`,
  ];
  for (const figures of result.startup) {
    const label = figures.build === 'compiled' ? '`node dist/src/server.js`' : '`node --import tsx src/server.ts`';
    lines.push(
      `| start to ready, ${label} | ${int(figures.medianStartToReadyMs)} ms median of ${figures.runs.length} (${figures.runs.map((run) => int(run.startToReadyMs)).join(', ')} ms) |`,
      `| RSS after load, ${figures.build} | ${mib(figures.medianRssAtReady)} (${(figures.medianRssAtReady / 1e6).toFixed(0)} MB) |`,
    );
  }
  if (data.compile?.ok) lines.push(`| compile the server (\`npm run build\`) | ${seconds(data.compile.ms)} |`);
  if (data.compile && !data.compile.ok)
    lines.push(`| compiled server | not measured: \`npm run build\` failed (${data.compile.error ?? 'error'}) |`);
  return lines;
}

function engineTable(result: SuiteResult): string[] {
  return [
    '| query shape | total | engine median µs | engine p99 µs | SQLite median µs | SQLite p99 µs | SQLite / engine |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.engine.rows.map(
      (row) =>
        `| ${row.name} | ${int(row.total)} | ${us(row.engine.median)} | ${us(row.engine.p99)} | ${us(row.sqlite.median)} | ${us(row.sqlite.p99)} | ${row.ratio.toFixed(1)}× |`,
    ),
    `| **geometric mean** | | | | | | **${result.engine.geometricMeanRatio.toFixed(1)}×** |`,
  ];
}

function httpTable(result: SuiteResult): string[] {
  const { http } = result;
  const label: Record<string, string> = {
    'mix, cache off': `query mix (${result.engine.rows.length} shapes round-robin), response cache off`,
    'mix, cache on': 'query mix, response cache on (warmed)',
    ceiling: `ceiling route (fixed ${int(http.ceilingBytes)}-byte body, same hooks)`,
  };
  return [
    '| setup | req/s | server CPU µs/req | p50 ms | p99 ms | responses | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...http.rows.map(
      (row) =>
        `| ${label[row.name] ?? row.name} | ${int(row.rps)} | ${row.cpuPerRequest === null ? '–' : us(row.cpuPerRequest)} | ${ms(row.p50)} | ${ms(row.p99)} | ${int(row.requests)} | ${row.non2xx} / ${row.errors + row.timeouts} |`,
    ),
    '',
    `Mix without cache / ceiling: **${(http.mixToCeiling * 100).toFixed(1)}%**. req/s is the median of ${http.rounds} interleaved rounds of ${http.secondsPerRound} s ` +
      `per setup; p50 and p99 the median of the rounds' (wrk's histograms). ${http.connections} connections, wrk (closed loop), ` +
      `one server process per setup (${http.server === 'compiled' ? 'compiled' : 'tsx'}, \`RATE_LIMITS=off\`, a pro key), all on loopback. ` +
      "Server CPU per request: the server's user + system time from /proc over the rounds, over the requests served.",
  ];
}

function machineLine(result: SuiteResult): string {
  const { machine } = result;
  return `${machine.cpu}, ${machine.cores} cores, ${(machine.memoryBytes / 2 ** 30).toFixed(0)} GiB, Node ${machine.node}, ${machine.os}`;
}

export function markdownReport(result: SuiteResult, chartFile: string): string {
  const lines = [
    `# Benchmark suite: ${result.size} events, ${result.date}`,
    '',
    `\`${result.command}\`, run ${result.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${int(result.seconds)} s in all.`,
    '',
    `Machine: ${machineLine(result)}.`,
    `Load average (1 / 5 / 15 min, ${result.machine.cores} cores; other work on the machine shows here): ${loadLine(result.load)}.`,
    '',
    ...(result.failures.length > 0
      ? ['**This run is invalid:**', '', ...result.failures.map((failure) => `- ${failure}`), '']
      : []),
    '## Targets',
    '',
    ...targetsTable(result.targets),
    '',
    '## Data',
    '',
    ...dataTable(result),
    '',
    '## Engine vs SQLite baseline',
    '',
    `In-process, each task answering the search and reading the page's events, as a request would; tinybench, ${result.engine.msPerTask} ms per task. ` +
      `${result.engine.agreement}.`,
    '',
    ...engineTable(result),
    '',
    `![median latency per query shape, engine vs SQLite](${chartFile})`,
    '',
    '## HTTP',
    '',
    ...httpTable(result),
    '',
    `Response bodies of the mix: median ${int(result.http.ceilingBytes)} bytes (the ceiling route's body size), ${bodySizes(result)}. ` +
      `RSS after the HTTP runs: ${result.http.rssAfter.map((entry) => `${entry.name} ${mib(entry.bytes)}`).join(', ')}.`,
    '',
    '## Throughput: random mix, ceiling, bare Fastify, workers',
    '',
    ...throughputSection(result.throughput),
    '',
    '## Open loop: the random mix and bare Fastify at 25, 50 and 75% of capacity',
    '',
    ...openLoopSection(result.openLoop),
    '',
    '## Zipf mix with the default response cache',
    '',
    ...zipfSection(result.zipf),
    '',
    '## Swap and SIGHUP reload under load: the event loop',
    '',
    ...swapSection(result.swap),
    '',
  ];
  return lines.join('\n');
}

function bodySizes(result: SuiteResult): string {
  const bytes = result.http.responseBytes.map((entry) => entry.bytes);
  const mean = bytes.reduce((sum, value) => sum + value, 0) / bytes.length;
  return `mean ${int(mean)}, smallest ${int(Math.min(...bytes))}, largest ${int(Math.max(...bytes))}`;
}

/** The chart's subtitle. */
export function chartSubtitle(result: SuiteResult): string {
  return (
    `${int(result.events)} events · ${result.machine.cpu} ×${result.machine.cores} · Node ${result.machine.node} · ${result.date} · ` +
    `geometric mean ${result.engine.geometricMeanRatio.toFixed(1)}× · load average ${result.load[0]?.loadavg[0]?.toFixed(2) ?? '?'} at start`
  );
}
