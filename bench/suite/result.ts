/**
 * The suite's result, assembled from its phases in the order the JSON report has always had.
 */
import { cpus, release, totalmem, type as osType } from 'node:os';
import type { BenchDataReport } from '../common/data.js';
import type { BenchDataset } from '../common/dataset.js';
import { commandLine } from '../common/results.js';
import type { CompileOutcome, ServerBuild } from '../common/server.js';
import type { Target } from '../common/targets.js';
import type { EngineVsSqliteResult } from '../sqlite/compare.js';
import type { OpenLoopResult } from '../open-loop/phase.js';
import type { ThroughputResult } from '../throughput/phase.js';
import type { SwapResult } from '../swap/phase.js';
import type { ZipfResult } from '../zipf/phase.js';
import type { HttpPhase } from './http-phase.js';
import type { LoadSample, StartupFigures, SuiteResult } from './report.js';

export interface SuiteInput {
  startedAt: Date;
  quick: boolean;
  dataset: BenchDataset;
  load: LoadSample[];
  data: BenchDataReport;
  compile: CompileOutcome | null;
  startup: StartupFigures[];
  engine: EngineVsSqliteResult;
  /** tinybench ms per task of the engine phase. */
  engineTime: number;
  http: HttpPhase & { server: ServerBuild; connections: number; seconds: number };
  rounds: number;
  throughput: ThroughputResult;
  openLoop: OpenLoopResult;
  zipf: ZipfResult;
  swap: SwapResult;
  targets: Target[];
}

/** The result; finished now. Its failures are the HTTP phase's, then the later phases'. */
export function suiteResult(input: SuiteInput): SuiteResult {
  const { startedAt, dataset, engine, http } = input;
  const finishedAt = new Date();
  return {
    scenario: 'suite',
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    command: commandLine('bench'),
    quick: input.quick,
    size: dataset.label,
    events: dataset.events,
    seed: dataset.seed,
    anchor: dataset.anchor,
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      node: process.version,
      os: `${osType()} ${release()}`,
      memoryBytes: totalmem(),
    },
    load: input.load,
    data: {
      generate: input.data.generate,
      build: input.data.build,
      baseline: { ...engine.prep, prepared: engine.prepared },
      compile: input.compile,
    },
    startup: input.startup,
    engine: {
      msPerTask: input.engineTime,
      agreement: `The baseline and the engine agreed on the total and the page's ids, in order, for all ${engine.rows.length} shapes before timing`,
      rows: engine.rows,
      geometricMeanRatio: engine.geometricMeanRatio,
      engineFasterOnEveryShape: engine.engineFasterOnEveryShape,
      twentyTimesOnGeometricMean: engine.twentyTimesOnGeometricMean,
    },
    http: {
      server: http.server,
      connections: http.connections,
      secondsPerRound: http.seconds,
      rounds: input.rounds,
      responseBytes: http.responseBytes,
      ceilingBytes: http.ceilingBytes,
      rows: http.rows,
      mixToCeiling: http.mixToCeiling,
      rssAfter: http.rssAfter,
    },
    throughput: input.throughput,
    openLoop: input.openLoop,
    zipf: input.zipf,
    swap: input.swap,
    targets: input.targets,
    failures: [
      ...http.failures,
      ...input.throughput.failures,
      ...input.openLoop.failures,
      ...input.zipf.failures,
      ...input.swap.failures,
    ],
  };
}
