/**
 * The start of a scenario that runs the server over a pinned data set: the data set (made when
 * missing), and the server build to run (compiled first unless told to use dist/ as it is).
 */
import { ensureBenchData } from './data.js';
import { BENCH_EVENTS, type BenchDataset, benchDataset } from './dataset.js';
import { compileServer, type ServerBuild, serverBuilds } from './server.js';

/** `quick`: the 100k set instead of the 1M one. */
export async function serverOverDataset(
  options: { quick: boolean; 'skip-compile': boolean },
  log: (line: string) => void,
): Promise<{ dataset: BenchDataset; build: ServerBuild }> {
  const dataset = benchDataset(options.quick ? 100_000 : BENCH_EVENTS);
  await ensureBenchData(log, dataset);
  const compile = options['skip-compile'] ? null : compileServer(log);
  return { dataset, build: serverBuilds(compile)[0]! };
}
