/**
 * What the fleet tests share: running `npm run snapshot` as a process, steady load through a
 * balancer that records each answer's status and X-Snapshot-Version with its times, and waiting for
 * a store's pointer file to change.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** tools/snapshot.ts with `args`, as `npm run snapshot -- ARGS` runs it. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runTool('tools/snapshot.ts', args, env);
}

/** A tool of tools/ with `args`, as its npm script runs it. */
export function runTool(tool: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', tool, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Answer {
  /** Wall-clock ms when the request was sent and when its answer was read. */
  sent: number;
  done: number;
  /** 0 for a request that got no answer. */
  status: number;
  version: string | null;
}

export interface SteadyLoad {
  /** The answers so far. */
  answers(): Answer[];
  /** Stops the clients and returns every answer. */
  stop(): Promise<Answer[]>;
}

/**
 * `clients` loops, each sending one search at a time through the balancer on `port`, `pauseMs`
 * apart, until stop() or `maxMs`.
 */
export function steadyLoad(
  port: number,
  key: string,
  { clients, pauseMs, maxMs }: { clients: number; pauseMs: number; maxMs: number },
): SteadyLoad {
  const answers: Answer[] = [];
  const deadline = Date.now() + maxMs;
  let stopped = false;
  const client = async (n: number): Promise<void> => {
    for (let i = 0; !stopped && Date.now() < deadline; i++) {
      const sent = Date.now();
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/gpt/conferences?limit=${1 + ((n + i) % 5)}`, {
          headers: { 'x-api-key': key },
        });
        await answer.arrayBuffer();
        answers.push({
          sent,
          done: Date.now(),
          status: answer.status,
          version: answer.headers.get('x-snapshot-version'),
        });
      } catch {
        answers.push({ sent, done: Date.now(), status: 0, version: null });
      }
      await sleep(pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return {
    answers: () => [...answers],
    stop: async () => {
      stopped = true;
      await running;
      return [...answers];
    },
  };
}

/**
 * Resolves with the time the file's text first differs from `before` (checked every 20 ms) while
 * `writer` (the command that changes it) runs: no clock, a busy machine stretches the command; it
 * fails once the command has ended and the file is still the same.
 */
export async function untilPointerChanges(file: string, before: string, writer: Promise<unknown>): Promise<number> {
  let ended = false;
  void writer.finally(() => {
    ended = true;
  });
  for (;;) {
    const last = ended;
    try {
      if (readFileSync(file, 'utf8') !== before) return Date.now();
    } catch {
      // being replaced
    }
    if (last) throw new Error(`${file} did not change while the command ran`);
    await sleep(20);
  }
}
