/**
 * `npm run refresh` (docs/operating.md, "Refreshing the data"): fetch every configured source,
 * import them (as `npm run import`), build a snapshot (as `npm run build:snapshot`), load it with
 * the server's loader, and publish it to the snapshot store (as `npm run snapshot -- publish`) only
 * when the guard passes (guard.ts). Anything short of a publish leaves the store as it was; the
 * report says what happened, and `reason` says why in one line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDER_VERSION, type BuildOptions, buildSnapshot } from '../../builder/build.js';
import { openSnapshot, type SnapshotIndex } from '../../search/index.js';
import { SnapshotError } from '../../snapshot/format.js';
import { loadStore, type Store } from '../../store/index.js';
import { fileSha256 } from '../../util/file-digest.js';
import { publishSnapshot } from '../publish/publish.js';
import { problemOf } from '../ship.js';
import { snapshotVersion } from '../snapshot-holder.js';
import type { RefreshConfig } from './refresh-config.js';
import { type IdentityChanges, identityChanges } from './changes.js';
import { guardProblems } from './guard.js';
import { lockWorkFolder, WorkFolderBusy } from './work-lock.js';
import { type PublishedRecord, readPublishedRecord, snapshotStore, writePublishedRecord } from './served.js';
import { fetchAndImport, type SourceState } from './sources.js';

export type RefreshOutcome = 'published' | 'unchanged' | 'refused' | 'failed';

export interface RefreshReport {
  /** published: the store names the new snapshot; unchanged: the sources gave what is published already; refused: the guard failed; failed: a step did. */
  outcome: RefreshOutcome;
  /** What happened, one line. */
  reason: string;
  /** The guard's reasons, one a line; empty unless refused. */
  problems: string[];
  store: string;
  started_at: string;
  finished_at: string;
  guard: RefreshConfig['guard'];
  /** Events of the snapshot the store named before, and of the new one (null: not known or not built). */
  events: { served: number | null; new: number | null };
  /** What the new snapshot changes of the served one's events (null: nothing served, or not built). */
  changes: IdentityChanges | null;
  /** The version the store named before, and the one it names now. */
  served_version: string | null;
  published_version: string | null;
  sources: SourceState[];
  import_report: string | null;
  build_report: string | null;
  /** The served version the new change log continues; null: it starts anew (none served, or of an earlier format). */
  change_log_from: string | null;
}

export interface RefreshOptions {
  /** Progress lines (stderr in the command). */
  log?: (line: string) => void;
  /** For tests: the builder's clock and its known places table (small snapshots). */
  build?: Pick<BuildOptions, 'now' | 'knownPlaces'>;
}

/** Where the last run's report is kept in the work folder. */
const REPORT_NAME = 'refresh.json';

/** One run: its settings, the store, and the report it fills in. */
interface Run {
  config: RefreshConfig;
  options: RefreshOptions;
  store: Awaited<ReturnType<typeof snapshotStore>>['store'];
  blobFile: Awaited<ReturnType<typeof snapshotStore>>['blobFile'];
  report: RefreshReport;
}

/** What the work folder knows of the served snapshot, when it published it itself. */
type Known = PublishedRecord | undefined;

function emptyReport(config: RefreshConfig, store: string): RefreshReport {
  return {
    outcome: 'failed',
    reason: '',
    problems: [],
    store,
    started_at: new Date().toISOString(),
    finished_at: '',
    guard: config.guard,
    events: { served: null, new: null },
    changes: null,
    served_version: null,
    published_version: null,
    sources: [],
    import_report: null,
    build_report: null,
    change_log_from: null,
  };
}

/** Ends the run: the report completed and kept in the work folder. */
function finish(run: Run, outcome: RefreshOutcome, reason: string): RefreshReport {
  Object.assign(run.report, { outcome, reason, finished_at: new Date().toISOString() });
  writeFileSync(join(run.config.work_dir, REPORT_NAME), `${JSON.stringify(run.report, null, 2)}\n`);
  return run.report;
}

/** What the store keeps when this run publishes nothing. */
const keeps = ({ store, report }: Run) =>
  report.served_version === null
    ? `${store.description} stays empty`
    : `${store.description} keeps ${report.served_version}`;

function refuse(run: Run, problems: string[]): RefreshReport {
  run.report.problems = problems;
  return finish(run, 'refused', `${problems.join('; ')}; ${keeps(run)}`);
}

/**
 * Runs one refresh, holding its work folder (work-lock.ts); never throws for a failed step (the
 * report says it), only for a bug. A folder another run holds fails this one, whose report is
 * returned only: refresh.json is the other run's.
 */
export async function runRefresh(config: RefreshConfig, options: RefreshOptions = {}): Promise<RefreshReport> {
  mkdirSync(config.work_dir, { recursive: true });
  let release: () => void;
  try {
    release = lockWorkFolder(config.work_dir);
  } catch (error) {
    if (!(error instanceof WorkFolderBusy)) throw error;
    const report = emptyReport(config, config.store);
    return { ...report, reason: error.message, finished_at: new Date().toISOString() };
  }
  try {
    return await runLocked(config, options);
  } finally {
    release();
  }
}

async function runLocked(config: RefreshConfig, options: RefreshOptions): Promise<RefreshReport> {
  const { store, blobFile } = await snapshotStore(config.store, {
    endpoint: config.s3?.endpoint,
    region: config.s3?.region,
    forcePathStyle: config.s3?.path_style,
  });
  const run: Run = { config, options, store, blobFile, report: emptyReport(config, store.description) };
  let served: Awaited<ReturnType<typeof store.readPointer>>;
  try {
    served = await store.readPointer();
  } catch (error) {
    return finish(run, 'failed', `cannot read the snapshot store: ${problemOf(error)}`);
  }
  run.report.served_version = served.pointer?.version ?? null;
  const record = readPublishedRecord(config.work_dir);
  const known: Known = served.pointer !== undefined && record?.sha256 === served.pointer.sha256 ? record : undefined;
  const imported = await importSources(run, known);
  if ('outcome' in imported) return imported;
  let servedStore: Store | undefined;
  try {
    servedStore = served.pointer ? loadStore(await blobFile(served.pointer, config.work_dir)) : undefined;
  } catch (error) {
    // A served snapshot of an earlier format, whose counts the last publish recorded: the change log starts anew.
    const earlier = error instanceof SnapshotError && error.reason === 'unsupported_version' && known !== undefined;
    if (!earlier) {
      return finish(
        run,
        'failed',
        `cannot read the served snapshot to compare with: ${problemOf(error)}; ${keeps(run)}`,
      );
    }
  }
  // The new snapshot's change log continues the served one's (docs/snapshot-format.md, Change log).
  const built = buildAndVerify(run, imported.sourceFile, servedStore);
  if ('outcome' in built) return built;
  const { output, index } = built;
  // The served snapshot's events, compared with the new one's by id.
  run.report.events.served = known?.events ?? servedStore?.header.events ?? null;
  run.report.changes = servedStore ? identityChanges(servedStore, index.store) : null;
  const problems = guardProblems({
    servedEvents: run.report.events.served ?? undefined,
    newEvents: index.size,
    sources: [],
    limits: config.guard,
    changes: run.report.changes ?? undefined,
  });
  if (problems.length > 0) return refuse(run, problems);
  return publish(run, output, index, imported.sourceKey);
}

/** Fetches and imports every source; the run ends here when a source fails the guard or nothing changed. */
async function importSources(
  run: Run,
  known: Known,
): Promise<RefreshReport | { sourceFile: string; sourceKey: string }> {
  const { config, report } = run;
  const imported = fetchAndImport(config, run.options.log ?? (() => {}));
  report.sources = imported.sources;
  report.import_report = imported.importReport;
  for (const source of report.sources) source.events_before = known?.sources[source.name] ?? null;
  const sourceProblems = guardProblems({
    servedEvents: undefined,
    newEvents: undefined,
    sources: report.sources.map((source) => ({ ...source, before: source.events_before ?? undefined })),
    limits: config.guard,
  });
  if (sourceProblems.length > 0) return refuse(run, sourceProblems);
  if (imported.failure !== null || imported.sourceFile === null) {
    return finish(run, 'failed', `${imported.failure ?? 'the import wrote no source file'}; ${keeps(run)}`);
  }
  const sourceKey = `${(await fileSha256(imported.sourceFile)).sha256} builder ${BUILDER_VERSION}`;
  if (known !== undefined && known.source_key === sourceKey) {
    report.events = { served: known.events, new: known.events };
    report.published_version = known.version;
    return finish(run, 'unchanged', `the sources give what ${known.version} was built from; ${keeps(run)}`);
  }
  return { sourceFile: imported.sourceFile, sourceKey };
}

/** Builds the snapshot and loads it completely, as a server verifies it. */
function buildAndVerify(
  run: Run,
  input: string,
  previous: Store | undefined,
): RefreshReport | { output: string; index: SnapshotIndex } {
  const output = join(run.config.work_dir, 'build', 'events.snapshot');
  const buildReport = join(run.config.work_dir, 'build', 'events.build.json');
  try {
    const built = buildSnapshot({
      input,
      output,
      skipInvalid: run.config.skip_invalid,
      reportPath: buildReport,
      changeWindowDays: run.config.change_window_days,
      ...(previous ? { previous } : {}),
      ...run.options.build,
    });
    run.report.change_log_from = previous ? run.report.served_version : null;
    run.report.build_report = built.reportPath;
    const index = openSnapshot(output);
    run.report.events.new = index.size;
    return { output, index };
  } catch (error) {
    return finish(run, 'failed', `the build failed: ${problemOf(error)}; ${keeps(run)}`);
  }
}

async function publish(run: Run, output: string, index: SnapshotIndex, sourceKey: string): Promise<RefreshReport> {
  const { report, store, config } = run;
  try {
    const result = await publishSnapshot(output, store, () => index);
    report.published_version = result.pointer.version;
    writePublishedRecord(config.work_dir, publishedRecord(result.pointer.sha256, index, sourceKey, report.sources));
  } catch (error) {
    return finish(run, 'failed', `the publish failed: ${problemOf(error)}; ${keeps(run)}`);
  }
  const was = report.served_version === null ? 'nothing published before' : `was ${report.served_version}`;
  return finish(
    run,
    'published',
    `published ${report.published_version} (${index.size} events) to ${store.description}; ${was}`,
  );
}

function publishedRecord(
  sha256: string,
  index: SnapshotIndex,
  sourceKey: string,
  sources: readonly SourceState[],
): PublishedRecord {
  return {
    sha256,
    version: snapshotVersion(index),
    events: index.size,
    source_key: sourceKey,
    sources: Object.fromEntries(sources.map((source) => [source.name, source.events ?? 0])),
  };
}
