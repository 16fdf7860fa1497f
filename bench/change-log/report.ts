/** The change-log scenario's tables: each week's edits and log, the builds with and without --previous, serving. */
import { int, mib } from '../common/format.js';
import { median } from '../common/stats.js';
import type { BuildFigures, LogBytes, LoggedChanges, ServingFigures } from './measure.js';
import { EDIT_KINDS, type EditKind } from './week.js';

/** One week of edits, its build against the week before and the log it wrote. */
export interface WeekRow {
  week: number;
  seed: number;
  /** The edits of each kind (the ids stay out of the report). */
  edits: Record<EditKind, number>;
  build: BuildFigures;
  bytes: LogBytes;
  logged: Omit<LoggedChanges, 'ownEditions'>;
}

export interface ChangeLogResult {
  edits: number;
  weeks: WeekRow[];
  withPrevious: BuildFigures[];
  without: BuildFigures[];
  plainBytes: LogBytes;
  serving: { logged: ServingFigures; bare: ServingFigures };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const signed = (ms: number) => `${ms < 0 ? '−' : '+'}${seconds(Math.abs(ms))}`;
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

function weekLines(weeks: readonly WeekRow[]): string[] {
  return [
    '| week | edits by kind | changes found, by kind | changes in the log | log bytes | bytes a change | snapshot | log share |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
    ...weeks.map((row) => {
      const edits = EDIT_KINDS.map((kind) => `${kind} ${row.edits[kind]}`).join(', ');
      const found = Object.entries(row.logged.ownByKind)
        .map(([kind, count]) => `${kind} ${int(count)}`)
        .join(', ');
      const perChange = row.logged.total > 0 ? (row.bytes.logBytes / row.logged.total).toFixed(1) : '–';
      return `| ${row.week} | ${edits} | ${found} | ${int(row.logged.total)} | ${int(row.bytes.logBytes)} | ${perChange} | ${mib(row.bytes.fileBytes)} | ${share(row.bytes.logBytes, row.bytes.fileBytes)} |`;
    }),
  ];
}

function buildLines(result: ChangeLogResult): string[] {
  const row = (name: string, builds: readonly BuildFigures[]) =>
    `| ${name} | ${builds.map((build) => seconds(build.ms)).join(', ')} | ${seconds(median(builds.map((b) => b.ms)))} | ${seconds(median(builds.map((b) => b.cpuMs)))} | ${mib(median(builds.map((b) => b.peakRssBytes)))} |`;
  const added = median(result.withPrevious.map((b) => b.ms)) - median(result.without.map((b) => b.ms));
  const cpu = median(result.withPrevious.map((b) => b.cpuMs)) - median(result.without.map((b) => b.cpuMs));
  return [
    '| build of the last week | each round | median | CPU (median) | peak RSS (median) |',
    '|---|---|---:|---:|---:|',
    row('with --previous', result.withPrevious),
    row('without', result.without),
    '',
    `With --previous less without, medians: ${signed(added)} of wall time, ${signed(cpu)} of CPU (it loads the previous ` +
      'snapshot and compares every edition; on a shared machine the CPU is the steadier figure). ' +
      `Without it the log's sections take ${int(result.plainBytes.logBytes)} bytes.`,
  ];
}

function servingLines({ logged, bare }: ChangeLogResult['serving']): string[] {
  const row = (name: string, figures: ServingFigures) =>
    `| ${name} | ${figures.startToReadyMs.map((ms) => ms.toFixed(0)).join(', ')} | ${figures.medianStartToReadyMs.toFixed(0)} | ${mib(figures.medianRssAtReady)} | ${figures.changesTotal ?? '–'} |`;
  return [
    '| server over | start to ready, ms, each start | median ms | RSS at ready (median) | GET /api/gpt/changes total |',
    '|---|---|---:|---:|---:|',
    row('the last week, with its log', logged),
    row('the same source built without --previous', bare),
  ];
}

/** The report's section after the frame (scenarioReport). */
export function changeLogSection(result: ChangeLogResult): string[] {
  return [
    `A week is ${int(result.edits)} seeded edits of the source (bench/change-log/week.ts), each of one edition. ` +
      'An announcement gives a paper deadline to an edition with none: deadline_announced where the build had ' +
      'estimated one (an edition of a series with an earlier paper deadline), else deadline_added.',
    '',
    ...weekLines(result.weeks),
    '',
    ...buildLines(result),
    '',
    ...servingLines(result.serving),
  ];
}
