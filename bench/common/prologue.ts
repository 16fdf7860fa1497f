/**
 * How every scenario starts: the data set it runs on, made when missing and reused when present
 * (the pinned 1M set, `--quick`'s 100k set from the same seed and anchor, or a size of its own),
 * and, for a scenario that spawns the server, the build to run: compiled first, as production runs
 * it, unless `--skip-compile` asks for dist/ as it is (or tsx when there is none).
 */
import { ensureBenchData } from './data.js';
import { BENCH_EVENTS, type BenchDataset, benchDataset, QUICK_EVENTS } from './dataset.js';
import { compileServer, type ServerBuild, serverBuilds } from './server.js';

/** Which data set: `events` when given, else the 100k set with `quick`, else the pinned 1M set. */
export interface DataChoice {
  quick?: boolean;
  events?: number;
}

const quiet = (): void => {};

/** The chosen data set, made when missing. */
export async function benchData(choice: DataChoice = {}, log: (line: string) => void = quiet): Promise<BenchDataset> {
  const dataset = benchDataset(choice.events ?? (choice.quick ? QUICK_EVENTS : BENCH_EVENTS));
  await ensureBenchData(log, dataset);
  return dataset;
}

/** The snapshot a scenario reads: the one given (`--snapshot`), else the chosen data set's, made when missing. */
export async function benchSnapshot(
  given: string | undefined,
  choice: DataChoice = {},
  log: (line: string) => void = quiet,
): Promise<string> {
  return given ?? (await benchData(choice, log)).snapshot;
}

/** The server build to run: the compiled one (compiled now unless `skipCompile`), else tsx. */
export function serverBuild(skipCompile: boolean, log: (line: string) => void): ServerBuild {
  return serverBuilds(skipCompile ? null : compileServer(log))[0]!;
}

/** The chosen data set and the server build to run over it. */
export async function serverOverDataset(
  options: DataChoice & { 'skip-compile': boolean },
  log: (line: string) => void,
): Promise<{ dataset: BenchDataset; build: ServerBuild }> {
  const dataset = await benchData(options, log);
  return { dataset, build: serverBuild(options['skip-compile'], log) };
}
