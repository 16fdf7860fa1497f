/**
 * The suite's startup phase: the server's start to ready and RSS after load, spawn by spawn (one
 * server at a time), per build.
 */
import { mib } from '../common/format.js';
import { startBenchServer, type ServerBuild } from '../common/server.js';
import { median } from '../common/stats.js';
import type { StartupFigures } from './report.js';

/** Starts and stops `runs[build]` servers of each build in turn, with the response cache off. */
export async function measureStartup(
  builds: readonly ServerBuild[],
  runs: Record<ServerBuild, number>,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<StartupFigures[]> {
  const startup: StartupFigures[] = [];
  for (const build of builds) {
    const figures: StartupFigures['runs'] = [];
    for (let run = 0; run < runs[build]; run++) {
      const server = await startBenchServer(build, { ...env, RESPONSE_CACHE_MB: '0' });
      figures.push({ startToReadyMs: server.startToReadyMs, rssAtReady: server.rssAtReady });
      await server.stop();
      log(`  ${build} start to ready ${server.startToReadyMs.toFixed(0)} ms, RSS ${mib(server.rssAtReady)}`);
    }
    startup.push({
      build,
      runs: figures,
      medianStartToReadyMs: median(figures.map((figure) => figure.startToReadyMs)),
      medianRssAtReady: median(figures.map((figure) => figure.rssAtReady)),
    });
  }
  return startup;
}
