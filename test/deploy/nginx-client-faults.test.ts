/**
 * One client's bad requests through the shipped deploy/nginx.conf (the real nginx, as
 * test/fixtures/shipped-nginx.ts runs it) in front of two real replicas (the app on loopback ports):
 * a header value holding ESC or DEL, which nginx passes on and Node's HTTP parser refuses, on the
 * kept-alive connections nginx holds to the replicas. Each is answered with the replica's 400, and
 * nginx counts none of them as a replica failing: every other request is answered by both replicas,
 * with no retry and no 502. (A replica that closed such a connection unanswered was read as failing:
 * nginx retried on the other, and three such requests took both out of the rotation.)
 */
import { request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { readDoc } from '../docs/markdown.js';
import { findBinary, SERVER_TEST_TIMEOUT_MS, waitFor } from '../fixtures/servers.js';
import { startShippedNginx } from '../fixtures/shipped-nginx.js';
import { tempDir } from '../fixtures/source.js';
import { startTestApi, type TestApi } from '../http/harness.js';

const nginxBinary = findBinary('nginx');
/** Each replica has a key of its own: the path asked needs none (a parser error comes before any route). */
const PATH = '/healthz';

/** A GET through nginx on a connection of its own. */
function get(port: number) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: PATH, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET through nginx whose header `X-Note` holds `value` as raw bytes (no HTTP client sends them): its status and body. */
function getWithRawHeader(port: number, value: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${PATH} HTTP/1.1\r\nHost: x\r\nX-Note: ${value}\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
  });
}

describe.skipIf(!nginxBinary)('the shipped nginx config and one client sending malformed headers', () => {
  const folder = tempDir('confdir-nginx-client-faults-');
  const replicas: TestApi[] = [];
  let ports: number[] = [];
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const api = await startTestApi();
      await api.app.listen({ host: '127.0.0.1', port: 0 });
      replicas.push(api);
    }
    ports = replicas.map((api) => (api.app.server.address() as AddressInfo).port);
    nginx = await startShippedNginx(nginxBinary!, folder.dir, ports);
  }, SERVER_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await nginx?.stop();
    for (const api of replicas) await api.close();
    folder.cleanup();
  });

  it('answers each with the 400 and takes no replica out: every other request is answered by both', async () => {
    const good = (count: number) => Promise.all(Array.from({ length: count }, () => get(nginx.port)));
    // Kept-alive connections to both replicas, each with answers written on it already.
    expect(await good(20)).toEqual(Array(20).fill(200));
    const lines = () => nginx.accessLog().trim().split('\n');
    const before = lines().length;
    // More than max_fails=3 within fail_timeout, on both replicas in turn.
    for (let round = 0; round < 4; round++) {
      for (const bad of ['\u001b[2J', 'a\u007fb']) {
        const answer = await getWithRawHeader(nginx.port, bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'malformed_request' });
      }
      expect(await good(4)).toEqual(Array(4).fill(200));
    }
    expect(await good(20)).toEqual(Array(20).fill(200));
    await waitFor(() => lines().length >= before + 44, 5000, 'the access log lines');
    const logged = lines().slice(before);
    // One attempt each (no retry on the other replica), and every good request on either replica.
    const bad = logged.filter((line) => / 400 /.test(line));
    expect(bad).toHaveLength(8);
    for (const line of bad) expect(line).toMatch(/upstream="127\.0\.0\.1:\d+" upstream_status="400"/);
    const served = new Set(logged.flatMap((line) => /upstream="127\.0\.0\.1:(\d+)"/.exec(line)?.[1] ?? []));
    expect([...served].map(Number).sort()).toEqual([...ports].sort());
    expect(logged.filter((line) => / 502 /.test(line))).toEqual([]);
  });

  it('opens at most max_conns connections with requests to a replica, under its cap with the idle pool, as docs/operating.md says', () => {
    const shipped = readDoc('deploy/nginx.conf');
    const caps = [...shipped.matchAll(/^ {4}server \S+ .*max_conns=(\d+)/gm)].map((match) => Number(match[1]));
    expect(caps).toHaveLength(2);
    const idle = Number(/^ {4}keepalive (\d+);$/m.exec(shipped)?.[1]);
    const cap = loadConfig({ NODE_ENV: 'test' }).MAX_CONNECTIONS;
    // The idle pool of two workers beside the connections in flight.
    for (const max of caps) expect(max + 2 * idle).toBeLessThan(cap);
    const operating = readDoc('docs/operating.md').replace(/\s+/g, ' ');
    expect(operating).toContain(`at most ${caps[0]!.toLocaleString('en')} connections with requests in flight`);
  });
});
