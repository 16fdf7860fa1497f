/**
 * The suite's targets, judged on its measurements: reported as met or not met, never failing the
 * run. The start and RSS targets are set for the full data set and not judged at another size.
 */
import { BENCH_EVENTS } from '../common/dataset.js';
import { mib } from '../common/format.js';
import type { Target } from '../common/targets.js';
import type { EngineVsSqliteResult } from '../sqlite/compare.js';
import type { HttpPhase } from './http-phase.js';
import type { StartupFigures } from './report.js';

export function evaluateTargets(
  events: number,
  engine: EngineVsSqliteResult,
  http: Pick<HttpPhase, 'rows' | 'mixToCeiling'>,
  startup: readonly StartupFigures[],
): Target[] {
  const mixOff = http.rows[0]!;
  const ceiling = http.rows[2]!;
  const mixToCeiling = http.mixToCeiling;
  const atFullSize = events === BENCH_EVENTS;
  const production = startup[0]!;
  const slowestRatio = engine.rows.reduce((low, row) => (row.ratio < low.ratio ? row : low));
  const notJudged = atFullSize ? undefined : `the target is set for ${BENCH_EVENTS.toLocaleString('en-US')} events`;
  return [
    {
      name: 'engine faster than SQLite',
      target: 'on every shape',
      measured: `${engine.rows.filter((row) => row.ratio > 1).length} of ${engine.rows.length} shapes; lowest ${slowestRatio.ratio.toFixed(1)}× (${slowestRatio.name})`,
      met: engine.engineFasterOnEveryShape,
    },
    {
      name: 'lowest engine / SQLite ratio, every shape',
      target: '≥ 10×',
      measured: `${slowestRatio.ratio.toFixed(1)}× (${slowestRatio.name})`,
      met: slowestRatio.ratio >= 10,
    },
    {
      name: 'engine vs SQLite, geometric mean',
      target: '≥ 20×',
      measured: `${engine.geometricMeanRatio.toFixed(1)}×`,
      met: engine.twentyTimesOnGeometricMean,
    },
    {
      name: 'HTTP mix without cache',
      target: "≥ 60% of the ceiling route's req/s",
      measured: `${(mixToCeiling * 100).toFixed(1)}% (${Math.round(mixOff.rps)} / ${Math.round(ceiling.rps)} req/s)`,
      met: mixToCeiling >= 0.6,
    },
    {
      name: 'start to ready',
      target: '≤ 2 s at 1M',
      measured: `${Math.round(production.medianStartToReadyMs)} ms (${production.build}, median of ${production.runs.length})`,
      met: atFullSize ? production.medianStartToReadyMs <= 2000 : null,
      ...(notJudged ? { note: notJudged } : {}),
    },
    {
      name: 'RSS after load',
      target: '≤ 700 MB at 1M',
      measured: `${(production.medianRssAtReady / 1e6).toFixed(0)} MB (${mib(production.medianRssAtReady)})`,
      met: atFullSize ? production.medianRssAtReady <= 700e6 : null,
      ...(notJudged ? { note: notJudged } : {}),
    },
  ];
}
