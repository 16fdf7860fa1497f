/**
 * The server process as operators run it (NODE_ENV=production, a snapshot of 10 events and a keys
 * file with one pro key), for the integration tests of one file, and plain node:http and node:net
 * helpers to talk to it.
 */
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { startServerProcess, type ServerProcess } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

export const SEARCH = '/api/gpt/conferences?limit=2';
export const SHUTDOWN_TIMEOUT_MS = 8000;

export interface ProductionServers {
  /** The keys file's pro key (there once the file's beforeAll has run). */
  readonly key: string;
  /** Starts a server process with `env` over the production environment; it is stopped after the test. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** Runs `close` after the test, once the test's servers have stopped. */
  afterServers(close: () => unknown): void;
}

/**
 * Registers the hooks of one test file: the snapshot and keys file made before all its tests (in
 * a temporary folder named from `prefix`, removed after them), and after each test its servers
 * stopped, then whatever else it asked to close.
 */
export function productionServers(prefix: string): ProductionServers {
  let folder: ReturnType<typeof tempDir> | undefined;
  let snapshot = '';
  let keysFile = '';
  let key: string | undefined;
  const started: ServerProcess[] = [];
  const closers: (() => unknown)[] = [];

  // The folder is made here rather than when the file is collected, so that listing the tests
  // leaves none behind.
  beforeAll(() => {
    folder = tempDir(prefix);
    const { dir } = folder;
    snapshot = join(dir, 'events.snapshot');
    keysFile = join(dir, 'keys.json');
    const source = join(dir, 'source.sqlite');
    writeSourceFile(
      source,
      Array.from({ length: 10 }, () => sourceRow()),
    );
    buildSnapshot({ input: source, output: snapshot });
    key = createKey(keysFile, { label: 'production', plan: 'pro' }).key;
  });

  afterAll(() => folder?.cleanup());

  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  return {
    get key() {
      if (key === undefined) throw new Error('the keys file is made in beforeAll');
      return key;
    },
    async start(env = {}) {
      const server = await startServerProcess({
        NODE_ENV: 'production',
        SNAPSHOT_PATH: snapshot,
        KEYS_FILE: keysFile,
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        ...env,
      });
      started.push(server);
      return server;
    },
    afterServers: (close) => void closers.push(close),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET over node:http (with the given agent), read to its end. */
export function get(port: number, path: string, headers: Record<string, string>, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, ...(agent ? { agent } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to the port is refused. */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** `promise`, or a rejection naming `what` when it has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
