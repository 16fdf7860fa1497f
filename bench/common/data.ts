/**
 * Makes a pinned benchmark data set (by default 1M events, seed 42, anchor 2026-11-21): the
 * source SQLite file and its snapshot, reusing what is already there, and logs the times it measured.
 * `npm run bench:data` (bench/data/run.ts) runs it alone; every scenario on the data set calls it first.
 *
 * Each file made here gets a sidecar `<file>.timings.json` with the time it took, so that a later
 * run that reuses the file can still report how long it took to make (and when that was measured).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { buildSnapshot } from '../../src/builder/index.js';
import { generateSource } from '../../src/demo/generate.js';
import { STORED_SECTIONS } from '../../src/search/index.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { BENCH_DATASET, type BenchDataset } from './dataset.js';

/** How one file of the data set came to be: made in this run, or reused with its stored timing. */
export interface StepTiming {
  /** Milliseconds to make the file; null when it was reused and no timing was stored with it. */
  ms: number | null;
  /** True when this run made the file. */
  built: boolean;
  /** When the timing was measured (ISO 8601), if known. */
  measuredAt: string | null;
  bytes: number;
}

export interface BenchDataReport {
  dataset: BenchDataset;
  generate: StepTiming;
  build: StepTiming;
}

interface Sidecar {
  ms: number;
  measuredAt: string;
  events: number;
}

const sidecarPath = (file: string) => `${file}.timings.json`;

/**
 * The JSON stored at `path` beside `file`, when `valid` accepts it and it is not older than the file
 * (a sidecar older than its file describes another build of it); else null.
 */
export function readFreshSidecar<T>(path: string, file: string, valid: (parsed: Partial<T>) => boolean): T | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<T>;
    if (!valid(parsed)) return null;
    if (statSync(path).mtimeMs + 1000 < statSync(file).mtimeMs) return null;
    return parsed as T;
  } catch {
    return null;
  }
}

const readSidecar = (file: string): Sidecar | null =>
  readFreshSidecar<Sidecar>(
    sidecarPath(file),
    file,
    (parsed) => typeof parsed.ms === 'number' && typeof parsed.measuredAt === 'string',
  );

/** Runs `make` (which writes `file`), timing it, and stores the timing beside the file. */
async function timed(file: string, events: number, make: () => Promise<void> | void): Promise<StepTiming> {
  const started = performance.now();
  await make();
  const ms = performance.now() - started;
  const measuredAt = new Date().toISOString();
  writeFileSync(sidecarPath(file), `${JSON.stringify({ ms, measuredAt, events } satisfies Sidecar)}\n`);
  return { ms, built: true, measuredAt, bytes: statSync(file).size };
}

function reused(file: string): StepTiming {
  const sidecar = readSidecar(file);
  return { ms: sidecar?.ms ?? null, built: false, measuredAt: sidecar?.measuredAt ?? null, bytes: statSync(file).size };
}

/**
 * Whether the source is there as this generator writes it: a source without the event_topics
 * table was made before source format 5 and gives every event one topic, not the several topics
 * the benchmarks measure.
 */
function currentSource(source: string, log: (line: string) => void): boolean {
  if (!existsSync(source)) return false;
  const db = new Database(source, { readonly: true });
  try {
    if (db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'event_topics'`).get()) return true;
  } finally {
    db.close();
  }
  log(`generating again: ${source} predates source format 5 (one topic per event)`);
  return false;
}

/**
 * Whether the snapshot is there as this builder writes it: in a format this build reads, with the
 * stored builds (one made before them would measure a load that builds them; either is made again).
 */
function readable(snapshot: string, log: (line: string) => void): boolean {
  if (!existsSync(snapshot)) return false;
  try {
    const names = new Set(readSnapshotHeader(snapshot).sections.map((section) => section.name));
    if (Object.values(STORED_SECTIONS).every((name) => names.has(name))) return true;
    log(`rebuilding: ${snapshot} was built before the stored builds it should hold`);
    return false;
  } catch (error) {
    log(`rebuilding: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

export interface EnsureBenchDataOptions {
  /** Make both files again even when present (each is written beside the old one, then renamed over it). */
  rebuild?: boolean;
}

/** Makes (or reuses) the source and snapshot of `dataset`; returns how each came to be. */
export async function ensureBenchData(
  log: (line: string) => void = console.log,
  dataset: BenchDataset = BENCH_DATASET,
  options: EnsureBenchDataOptions = {},
): Promise<BenchDataReport> {
  const { source, snapshot, events, seed, anchor } = dataset;
  mkdirSync(dirname(source), { recursive: true });
  mkdirSync(dirname(snapshot), { recursive: true });
  const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);

  let generate: StepTiming;
  if (options.rebuild || !currentSource(source, log)) {
    const fresh = `${source}.rebuild`;
    generate = await timed(source, events, async () => {
      await generateSource({ events, seed, anchor, out: fresh });
      renameSync(fresh, source);
    });
    log(`generated ${source} in ${seconds(generate.ms)}`);
  } else {
    generate = reused(source);
  }

  let build: StepTiming;
  if (options.rebuild || generate.built || !readable(snapshot, log)) {
    build = await timed(snapshot, events, () => void buildSnapshot({ input: source, output: snapshot }));
    log(`built ${snapshot} (${(build.bytes / 2 ** 20).toFixed(1)} MiB) in ${seconds(build.ms)}`);
  } else {
    build = reused(snapshot);
  }
  log(`data set ready: ${snapshot} (${(statSync(snapshot).size / 2 ** 20).toFixed(1)} MiB)`);
  return { dataset, generate, build };
}

/**
 * A second build of a data set with another build time, so another version, to swap to:
 * `<label>-second.snapshot` beside the first (`1m-second.snapshot` beside `1m.snapshot`), made once
 * (about a minute at 1M) and reused.
 */
export function ensureSecondSnapshot(
  log: (line: string) => void = console.log,
  dataset: BenchDataset = BENCH_DATASET,
): string {
  const second = join(dirname(dataset.snapshot), `${dataset.label}-second.snapshot`);
  if (!readable(second, log)) {
    log(`building ${second} (a second version of the ${dataset.label} data set) ...`);
    const fresh = `${second}.rebuild`;
    buildSnapshot({ input: dataset.source, output: fresh, now: new Date('2026-11-22T00:00:00Z') });
    renameSync(fresh, second);
  }
  return second;
}

/** One step of making a data set: the seeded source, or the snapshot built from it. */
export type DataStep = 'generate' | 'build';

/** The file a step writes. */
export const stepFile = (step: DataStep, dataset: BenchDataset): string =>
  step === 'generate' ? dataset.source : dataset.snapshot;

/**
 * Makes one file of `dataset` afresh, timed, with its timing stored beside it as ensureBenchData
 * stores it (so a later ensureBenchData reuses the file and reports that timing). The scale
 * benchmark runs each step in a process of its own to read the step's peak memory.
 */
export async function makeStep(step: DataStep, dataset: BenchDataset): Promise<StepTiming> {
  const { source, snapshot, events, seed, anchor } = dataset;
  mkdirSync(dirname(stepFile(step, dataset)), { recursive: true });
  if (step === 'generate') {
    const fresh = `${source}.rebuild`;
    return timed(source, events, async () => {
      await generateSource({ events, seed, anchor, out: fresh });
      renameSync(fresh, source);
    });
  }
  return timed(snapshot, events, () => void buildSnapshot({ input: source, output: snapshot }));
}
