/**
 * The request log never blocks a request nor the process's exit (docs/operating.md, "Logs"): the
 * server's standard output is a pipe that nobody reads (it fills at 64 KiB); requests are still
 * answered, the lines past the log's buffer are dropped and counted in /metrics, once a reader
 * comes the log goes on, and SIGTERM still ends the process. pino's default destination holds every
 * line in memory instead, and at exit flushes synchronously for as long as the pipe stays full.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { Agent } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { LOOPBACK_FEED_SECRET, stopProcess } from '../../tools/support/processes.js';
import { freePort, SERVER_TEST_TIMEOUT_MS, waitFor, waitForProgress } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { get, SEARCH } from './production-server.js';

const REQUESTS = 3000;
const CONCURRENCY = 8;

/** The value of a counter in a Prometheus text (0 when absent). */
function counter(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
}

interface LoggingServer {
  port: number;
  metricsPort: number;
  key: string;
  child: ChildProcess;
  /** Starts reading the pipe; returns what has been read so far, as it grows. */
  read(): () => string;
}

describe(
  'the request log',
  () => {
    const cleanups: (() => unknown)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** The production server with a named pipe as its standard output, whose read end is held and not read. */
    async function startLoggingServer(): Promise<LoggingServer> {
      const folder = tempDir('confdir-request-log-');
      cleanups.push(folder.cleanup);
      const source = join(folder.dir, 'source.sqlite');
      writeSourceFile(
        source,
        Array.from({ length: 10 }, () => sourceRow()),
      );
      const snapshot = join(folder.dir, 'events.snapshot');
      buildSnapshot({ input: source, output: snapshot });
      const keysFile = join(folder.dir, 'keys.json');
      const { key } = createKey(keysFile, { label: 'log', plan: 'pro' });
      const fifo = join(folder.dir, 'stdout.fifo');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
      const writeEnd = openSync(fifo, constants.O_WRONLY);
      const [port, metricsPort] = [await freePort(), await freePort()];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          FEED_SECRET: LOOPBACK_FEED_SECRET,
          SNAPSHOT_PATH: snapshot,
          KEYS_FILE: keysFile,
          LOG_LEVEL: 'info',
          LOG_BUFFER_KB: '16',
          RATE_LIMITS: 'off',
          DRAIN_PAUSE_MS: '0',
        },
        stdio: ['ignore', writeEnd, 'inherit'],
      });
      closeSync(writeEnd);
      cleanups.push(() => stopProcess(child));
      let reader: Socket | undefined;
      cleanups.push(() => (reader ? reader.destroy() : closeSync(readEnd)));
      await waitForProgress(child, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 'the server');
      return {
        port,
        metricsPort,
        key,
        child,
        read() {
          let text = '';
          reader = new Socket({ fd: readEnd, readable: true, writable: false });
          reader.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          return () => text;
        },
      };
    }

    /** `count` searches, CONCURRENCY at a time; resolves the number answered 200. */
    async function load(server: LoggingServer, count: number): Promise<number> {
      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      let next = 0;
      let answered = 0;
      const worker = async () => {
        while (next < count) {
          next++;
          expect((await get(server.port, SEARCH, { 'X-API-Key': server.key }, agent)).status).toBe(200);
          answered++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      agent.destroy();
      return answered;
    }

    it('answers every request while nobody reads standard output, counting the lines it drops', async () => {
      const server = await startLoggingServer();
      expect(await load(server, REQUESTS)).toBe(REQUESTS);
      const metrics = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
      const dropped = counter(metrics, 'log_lines_dropped_total');
      // The pipe (64 KiB) and the buffer (16 KiB) hold a few hundred lines of the 3,000.
      expect(dropped).toBeGreaterThan(REQUESTS / 2);
      expect(dropped).toBeLessThan(REQUESTS);

      // A reader comes: what the buffer held is written, then new lines again (a request made while
      // the buffer is still full is dropped too, so ask until one is written).
      const text = server.read();
      await waitFor(
        async () => {
          expect((await get(server.port, '/api/gpt/topics', { 'X-API-Key': server.key })).status).toBe(200);
          return text().includes('"route":"/api/gpt/topics"');
        },
        10_000,
        'the log line of a request made after a reader came',
      );
    });

    it('lets SIGTERM end the process while nobody reads standard output', async () => {
      const server = await startLoggingServer();
      expect(await load(server, 1000)).toBe(1000);
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(resolve, 10_000, 'hung'))]);
      expect(code).toBe(0);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
