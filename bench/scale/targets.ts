/**
 * The targets the scale curve judges, on its row at the pinned size (1M): making the data set, and
 * the spawned server's start to ready and RSS at ready, as the suite judges them (the same names,
 * so the latest result of each is whichever of the two ran last). Any other size is not judged.
 */
import { BENCH_EVENTS } from '../common/dataset.js';
import { int, mib } from '../common/format.js';
import type { ReportHead } from '../common/results.js';
import type { Target } from '../common/targets.js';
import type { ScaleStep } from './data-steps.js';
import type { ScaleRow } from './rows.js';

const MAKE_MS = 60_000;
const START_MS = 2000;
const RSS_BYTES = 700e6;

function stepTarget(name: string, step: ScaleStep | undefined): Target {
  const ms = step?.ms ?? null;
  return {
    name,
    target: '≤ 60 s at 1M',
    measured:
      ms === null ? 'not timed' : `${(ms / 1000).toFixed(1)} s${step?.built ? '' : ' (timed when the file was made)'}`,
    met: ms === null ? null : ms <= MAKE_MS,
  };
}

/** The targets of the row at 1M events; none without one. */
export function scaleTargets(rows: readonly ScaleRow[]): Target[] {
  const row = rows.find((entry) => entry.events === BENCH_EVENTS);
  if (row === undefined) return [];
  const serving = row.serving;
  return [
    stepTarget('generating the source', row.data?.generate),
    stepTarget('building the snapshot', row.data?.build),
    {
      name: 'start to ready',
      target: '≤ 2 s at 1M',
      measured: serving
        ? `${int(serving.medianStartToReadyMs)} ms (compiled, median of ${serving.startToReadyMs.length})`
        : 'failed',
      met: serving ? serving.medianStartToReadyMs <= START_MS : null,
    },
    {
      name: 'RSS after load',
      target: '≤ 700 MB at 1M',
      measured: serving
        ? `${(serving.medianRssAtReadyBytes / 1e6).toFixed(0)} MB (${mib(serving.medianRssAtReadyBytes)})`
        : 'failed',
      met: serving ? serving.medianRssAtReadyBytes <= RSS_BYTES : null,
    },
  ];
}

/**
 * The report's head: its rows may come from several runs, so it is dated and named by the row its
 * targets are judged on (1M), or by this run when there is none.
 */
export function scaleHead(rows: readonly ScaleRow[], run: { startedAt: Date; command: string }): ReportHead {
  const judged = rows.find((entry) => entry.events === BENCH_EVENTS);
  return {
    scenario: 'scale',
    startedAt: judged?.measuredAt ?? run.startedAt.toISOString(),
    events: judged?.events ?? Math.max(0, ...rows.map((entry) => entry.events)),
    command: judged?.command ?? run.command,
    targets: scaleTargets(rows),
  };
}
