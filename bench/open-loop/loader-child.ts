/**
 * Starting the open-loop loader in its own process (loader-process.ts) and running schedules in it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { stopProcess } from '../../tools/support/processes.js';
import type { OpenLoopOptions } from './loader.js';
import type { OpenLoopRecord } from './schedule.js';

export interface LoaderProcess {
  pid: number;
  /** Runs one schedule in the loader process; rejects if it exits meanwhile. */
  run(options: OpenLoopOptions): Promise<OpenLoopRecord>;
  stop(): Promise<void>;
}

function reply<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the open-loop loader exited (${code}) before ${what}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

/** Forks the loader process (tsx, IPC with structured clone so that typed arrays and NaN pass). */
export async function startLoaderProcess(): Promise<LoaderProcess> {
  const child = fork(join(PROJECT_ROOT, 'bench', 'open-loop', 'loader-process.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await reply<string>(child, 'it was ready');
  return {
    pid: child.pid!,
    run: (options) => {
      const answer = reply<OpenLoopRecord>(child, 'its run ended');
      child.send(options);
      return answer;
    },
    stop: () => stopProcess(child, 'SIGTERM', 5000),
  };
}
