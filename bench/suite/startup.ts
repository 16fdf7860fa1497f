/**
 * The suite's startup phase: the server compiled as production runs it (`npm run build`), then
 * its start to ready and RSS after load, spawn by spawn (one server at a time), per build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { mib, type StartupFigures, type SuiteResult } from './report.js';
import { startBenchServer, type ServerBuild } from './server.js';
import { median } from './stats.js';

/** How compiling went; `error` is the first line of the compiler's output when it failed. */
type CompileOutcome = NonNullable<SuiteResult['data']['compile']>;

/** Compiles the server (what `npm run build` runs), timed; a failure is reported, not thrown. */
export function compileServer(log: (line: string) => void): CompileOutcome {
  log('compiling the server (npm run build) ...');
  const started = performance.now();
  const tsc = spawnSync(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const compile: CompileOutcome = { ok: tsc.status === 0, ms: performance.now() - started };
  if (!compile.ok) {
    compile.error = (tsc.stdout + tsc.stderr).trim().split('\n')[0] ?? `exit ${tsc.status}`;
    log(`npm run build failed, measuring the tsx server only: ${compile.error}`);
  }
  return compile;
}

/**
 * The builds to measure, the production one first: the compiled server when it is there (and was
 * not just compiled in vain; `compile` is null when compiling was skipped), then tsx.
 */
export function serverBuilds(compile: CompileOutcome | null): ServerBuild[] {
  const compiledAvailable =
    (compile === null || compile.ok) && existsSync(join(PROJECT_ROOT, 'dist', 'src', 'server.js'));
  return compiledAvailable ? ['compiled', 'tsx'] : ['tsx'];
}

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
