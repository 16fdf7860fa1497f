/**
 * The shipped deploy/nginx.conf at the edge (docs/operating.md, "At the edge"), run by the real nginx
 * (test/fixtures/shipped-nginx.ts) in front of a replica: one client address that holds thousands
 * of connections sending their headers byte by byte, and one that floods requests with a key that
 * does not exist, beside callers on other addresses. Each loopback address (127.0.0.2, ...) is a
 * client of its own; 127.0.0.1, the machine's own, is not limited.
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinary, SERVER_TEST_TIMEOUT_MS, waitFor } from '../fixtures/servers.js';
import { startShippedNginx } from '../fixtures/shipped-nginx.js';
import { tempDir } from '../fixtures/source.js';
import { startTestApi, type TestApi } from '../http/harness.js';

const nginxBinary = findBinary('nginx');

/** More connections than a worker of the config before this one could hold (worker_connections 4096). */
const CROWD = 4_500;
/** Callers of other addresses, while the crowd holds its connections. */
const CALLS = 40;

interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/** A GET through nginx from `from` (a loopback address) on a connection of its own. */
function get(port: number, from: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress: from, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end();
  });
}

/** `count` calls of `call`, at most `parallel` at once. */
async function inParallel<T>(count: number, parallel: number, call: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      results[n] = await call(n);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** How each slow connection ended: reset by nginx, closed gracefully, or not yet. */
type Ending = 'reset' | 'closed' | 'open';

/** A connection from `from` that sends the start of a request's header, then one byte a second. */
function slowHeader(port: number, from: string): Promise<{ socket: Socket; ending: () => Ending }> {
  return new Promise((resolve, reject) => {
    let ending: Ending = 'open';
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      resolve({ socket, ending: () => ending });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (ending === 'open') ending = error.code === 'ECONNRESET' ? 'reset' : 'closed';
      reject(error);
    });
    socket.on('close', () => {
      if (ending === 'open') ending = 'closed';
    });
  });
}

describe.skipIf(!nginxBinary)('the shipped nginx config at the edge', () => {
  const folder = tempDir('confdir-nginx-edge-');
  let api: TestApi;
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;

  beforeAll(async () => {
    api = await startTestApi();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (api.app.server.address() as AddressInfo).port;
    // One replica behind both upstream servers: the test key is its own.
    nginx = await startShippedNginx(nginxBinary!, folder.dir, [port, port]);
  }, SERVER_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
    folder.cleanup();
  });

  it(
    'serves other clients while one holds thousands of slow headers, and resets those within seconds',
    async () => {
      const crowd: { socket: Socket; ending: () => Ending }[] = [];
      const drip = setInterval(() => {
        for (const { socket } of crowd) if (!socket.destroyed) socket.write('a');
      }, 1_000);
      try {
        const opened = Date.now();
        for (let at = 0; at < CROWD; at += 250) {
          const batch = Array.from({ length: Math.min(250, CROWD - at) }, () => slowHeader(nginx.port, '127.0.0.2'));
          for (const result of await Promise.allSettled(batch))
            if (result.status === 'fulfilled') crowd.push(result.value);
        }
        expect(crowd.length).toBe(CROWD);
        const answers = await inParallel(CALLS, 4, () =>
          get(nginx.port, '127.0.0.3', '/api/gpt/conferences?limit=1', { 'x-api-key': api.key }),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(CALLS).fill(200));
        // client_header_timeout (10 s), counted from each connection's first wait: nginx's default is 60 s.
        await waitFor(() => crowd.every(({ ending }) => ending() !== 'open'), 25_000, 'the slow connections closed');
        expect(Date.now() - opened).toBeLessThan(30_000);
        expect(new Set(crowd.map(({ ending }) => ending()))).toEqual(new Set(['reset']));
      } finally {
        clearInterval(drip);
        for (const { socket } of crowd) socket.destroy();
      }
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'answers a flood of refused requests from one address with its own 429, and serves keyed callers beside it',
    async () => {
      const unknownKey = `cd_${'0'.repeat(32)}`;
      const [flood, keyed] = await Promise.all([
        inParallel(1_500, 50, () =>
          get(nginx.port, '127.0.0.4', '/api/gpt/conferences?limit=1', { 'x-api-key': unknownKey }),
        ),
        inParallel(CALLS, 2, () =>
          get(nginx.port, '127.0.0.5', '/api/gpt/conferences?limit=1', { 'x-api-key': api.key }),
        ),
      ]);
      expect(keyed.map((answer) => answer.status)).toEqual(Array(CALLS).fill(200));
      const byNginx = flood.filter((answer) => answer.status === 429);
      // At most the burst (200) and 50 a second reach the replica: the rest is nginx's 429.
      expect(byNginx.length).toBeGreaterThan(flood.length / 2);
      expect(flood.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
      expect(JSON.parse(byNginx[0]!.body)).toMatchObject({ success: false, code: 'rate_limited' });
      expect(byNginx[0]!.headers['retry-after']).toBe('1');
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
