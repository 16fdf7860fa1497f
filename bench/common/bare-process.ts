/**
 * Bare Fastify (common/bare-server.ts) in its own process, for the scenarios that compare the
 * server with the framework alone sending the same bytes.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort, stopProcess } from '../../tools/support/processes.js';

export interface BareServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bare Fastify answering a `bytes`-byte body, with `extra` arguments of bare-server.ts;
 * resolves once it accepts requests (60 s at most).
 */
export async function startBare(bytes: number, extra: readonly string[] = []): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/common/bare-server.ts', '--port', String(port), '--bytes', String(bytes), ...extra],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('listening')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopProcess(child);
      throw new Error(`the bare Fastify server did not start: ${output}`);
    }
    await sleep(20);
  }
  return { port, pid: child.pid!, stop: () => stopProcess(child, 'SIGTERM', 15_000) };
}
