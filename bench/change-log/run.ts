/**
 * npm run bench:change-log [-- --quick] [--edits N] [--weeks N] [--seed N] [--rounds N] [--starts N] [--skip-compile] [--keep]
 *
 * The change log's size and cost in a snapshot of the pinned data set (docs/snapshot-format.md,
 * Change log): a seeded week of a tracker's edits (week.ts: deadlines extended, moved earlier and
 * announced; editions moved in time or place, added and gone) applied to a copy of the data set's
 * source, built with `--previous` the data set's snapshot (each further `--weeks` against the week
 * before). Reports the changes by kind, the log's bytes, bytes a change and share of the snapshot,
 * the build's time, CPU and peak RSS with and without `--previous` (the last week's source built
 * both ways, alternated `--rounds` times, each in a process of its own), and the compiled server's
 * start to ready and RSS at ready over both files. The run is invalid (exit 1) when a week's log
 * does not name exactly the editions edited, or the server's total of changes is not the log's.
 * Writes bench/results/change-log-<size>.json and .md. No target of its own.
 *
 * Default: the pinned 1M data set, a week of edits of 6% of its events. --quick: the 100k set.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineLoad, type PhaseLoad } from '../common/format.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { benchData, serverBuild } from '../common/prologue.js';
import { commandLine, publishRun } from '../common/results.js';
import { scenarioReport } from '../common/scenario.js';
import { type BuildFigures, buildChild, logBytes, loggedChanges, measureServing, runBuild } from './measure.js';
import { changeLogSection, type WeekRow } from './report.js';
import { applyWeek, EDIT_KINDS } from './week.js';

/**
 * The edits of a week by default, in percent of the events: 6%, 60,000 at 1M. The public trackers'
 * last active week changed 580 things in 9,308 editions (bench/README.md, change-log).
 */
const WEEK_PERCENT = 6;

const options = benchOptions(
  'npm run bench:change-log [-- --quick] [--edits N] [--weeks N] [--seed N] [--rounds N] [--starts N] [--skip-compile] [--keep]',
  {
    quick: { type: 'flag', description: '100k events' },
    edits: {
      type: 'whole',
      min: 1,
      max: 1_000_000,
      description: `edits a week (default ${WEEK_PERCENT}% of the events)`,
    },
    weeks: {
      type: 'whole',
      min: 1,
      max: 26,
      default: 1,
      description: 'weeks built one after the other, each against the one before',
    },
    seed: {
      type: 'whole',
      min: 0,
      max: 2 ** 31 - 1,
      default: 42,
      description: "the first week's seed (week n: seed + n - 1)",
    },
    rounds: {
      type: 'whole',
      min: 1,
      max: 5,
      default: 2,
      description: "builds of the last week's source with and without --previous, alternated",
    },
    starts: { type: 'whole', min: 1, max: 10, default: 3, description: 'server starts over each snapshot, alternated' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
    keep: { type: 'flag', description: 'keep the sources and snapshots the run made' },
    'build-in': {
      type: 'text',
      description: 'internal: build this source (with --build-out, --build-previous) and print its figures',
    },
    'build-out': { type: 'text', description: 'internal: the snapshot --build-in writes' },
    'build-previous': { type: 'text', description: 'internal: the --previous of --build-in' },
  },
);

if (options['build-in'] !== undefined) {
  if (options['build-out'] === undefined) throw new Error('--build-in needs --build-out');
  buildChild(options['build-in'], options['build-out'], options['build-previous']);
  process.exit(0);
}

const log = (line: string) => console.error(line);
const startedAt = new Date();
const load: PhaseLoad[] = [{ phase: 'start', ...machineLoad() }];
const dataset = await benchData({ quick: options.quick }, log);
const build = serverBuild(options['skip-compile'], log);
const edits = options.edits ?? Math.round((dataset.events * WEEK_PERCENT) / 100);
const work = join(dirname(dataset.snapshot), `change-log-${dataset.label}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const keys = benchKeys('confdir-bench-change-log-');
const failures: string[] = [];

try {
  const source = join(work, 'source.sqlite');
  copyFileSync(dataset.source, source);
  load.push({ phase: 'weeks', ...machineLoad() });
  const weeks: WeekRow[] = [];
  let previous = dataset.snapshot;
  let beforeLast = previous;
  for (let week = 1; week <= options.weeks; week++) {
    const seed = options.seed + week - 1;
    const applied = applyWeek(source, edits, seed);
    const output = join(work, `week-${week}.snapshot`);
    log(`week ${week}: ${edits} edits (seed ${seed}), building against ${previous} ...`);
    const figures = await runBuild(source, output, previous);
    const logged = loggedChanges(output);
    const edited = new Set(EDIT_KINDS.flatMap((kind) => applied.edited[kind]));
    const found = new Set(logged.ownEditions);
    const missing = [...edited].filter((id) => !found.has(id));
    const extra = logged.ownEditions.filter((id) => !edited.has(id));
    if (missing.length + extra.length > 0)
      failures.push(
        `week ${week}: the log misses ${missing.length} edited editions (${missing.slice(0, 5).join(', ')}) and names ${extra.length} not edited (${extra.slice(0, 5).join(', ')})`,
      );
    const { ownEditions: _ids, ...counts } = logged;
    const editCounts = Object.fromEntries(EDIT_KINDS.map((kind) => [kind, applied.edited[kind].length]));
    weeks.push({
      week,
      seed,
      edits: editCounts as WeekRow['edits'],
      build: figures,
      bytes: logBytes(output),
      logged: counts,
    });
    log(`  ${logged.own} changes, ${logged.total} in the log; built in ${(figures.ms / 1000).toFixed(1)} s`);
    beforeLast = previous;
    previous = output;
  }

  load.push({ phase: 'builds', ...machineLoad() });
  const last = weeks.at(-1)!;
  const withPrevious: BuildFigures[] = [last.build];
  const without: BuildFigures[] = [];
  const plain = join(work, 'without-previous.snapshot');
  for (let round = 0; round < options.rounds; round++) {
    log(`the last week's source without --previous (round ${round + 1}) ...`);
    without.push(await runBuild(source, plain));
    if (round + 1 < options.rounds) {
      log(`... and with --previous again (round ${round + 2}) ...`);
      withPrevious.push(await runBuild(source, join(work, 'again.snapshot'), beforeLast));
    }
  }
  const plainBytes = logBytes(plain);

  load.push({ phase: 'serving', ...machineLoad() });
  log(`serving each snapshot (${build}), ${options.starts} starts each ...`);
  const env = { KEYS_FILE: keys.keysFile, RATE_LIMITS: 'off' };
  const [logged, bare] = await measureServing(build, [previous, plain], options.starts, env, keys.key, log);
  if (logged!.changesTotal !== last.logged.total)
    failures.push(
      `GET /api/gpt/changes answered a total of ${logged!.changesTotal}, the log holds ${last.logged.total}`,
    );
  if (bare!.changesTotal !== 0)
    failures.push(`the snapshot built without --previous answered ${bare!.changesTotal} changes`);
  load.push({ phase: 'end', ...machineLoad() });

  const command = commandLine('bench:change-log');
  const result = { edits, weeks, withPrevious, without, plainBytes, serving: { logged: logged!, bare: bare! } };
  publishRun(
    {
      head: {
        scenario: 'change-log',
        startedAt: startedAt.toISOString(),
        events: dataset.events,
        command,
        targets: [],
      },
      label: dataset.label,
      json: { settings: options, load, build, ...result },
      report: scenarioReport({
        title: 'The change log in a snapshot',
        command,
        startedAt,
        dataset,
        load,
        failures,
        targets: [],
        section: [`Server: ${build}.`, '', ...changeLogSection(result)],
      }),
      failures,
    },
    log,
  );
} finally {
  keys.cleanup();
  if (!options.keep) rmSync(work, { recursive: true, force: true });
}
