/**
 * The shipped deploy/nginx.conf, run by the real nginx (test/fixtures/shipped-nginx.ts) in front of
 * two stand-in replicas on loopback: its access log holds no query string, no feed token and no
 * key-shaped path (docs/operating.md, "Logs"), and it passes compressed answers through as they are,
 * compressing nothing itself (docs/api.md, "Compression"). With both replicas down, neither the
 * error log nor the access log holds a token or a key, and the access log shows the upstreams' failure.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/support/processes.js';
import { findBinary, waitFor } from '../fixtures/servers.js';
import { startShippedNginx } from '../fixtures/shipped-nginx.js';
import { tempDir } from '../fixtures/source.js';

const nginxBinary = findBinary('nginx');
const TOKEN = 'azFfYWIxMmNkMzQKY291bnRyeT1HZXJtYW55.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E';
const KEY = `cd_${'Ab3'.repeat(11)}`;
const PLAIN = JSON.stringify({ success: true, padding: 'plain text that compresses well '.repeat(400) });
const COMPRESSED = gzipSync(Buffer.from(PLAIN));

/** A stand-in replica: the compressed bytes at /compressed (when gzip is accepted), else PLAIN, and what it was asked. */
function replica(seen: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers['accept-encoding'] ?? '-'}`);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('vary', 'accept-encoding');
    if (req.url === '/compressed' && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      res.end(COMPRESSED);
    } else res.end(PLAIN);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A GET through nginx, its body as the bytes sent (no decoding). */
function raw(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!nginxBinary)('the shipped nginx config', () => {
  const folder = tempDir('confdir-shipped-nginx-');
  const seen: string[] = [];
  const replicas: Server[] = [];
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;

  beforeAll(async () => {
    replicas.push(await replica(seen), await replica(seen));
    const ports = replicas.map((server) => (server.address() as AddressInfo).port);
    nginx = await startShippedNginx(nginxBinary!, folder.dir, ports);
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const server of replicas) server.close();
    folder.cleanup();
  });

  it('logs paths without their query string, feed tokens or key-shaped segments', async () => {
    const paths = [
      `/feeds/${TOKEN}.ics?token=${TOKEN}`,
      `/FEEDS/${TOKEN}.ics`,
      `/%66eeds/${TOKEN}.ics`,
      `/events//feeds/${TOKEN}.ics`,
      `/api/gpt/conferences?api_key=${KEY}&q=secret+words`,
      `/api/gpt/conferences/${KEY}`,
      '/api/gpt/topics',
    ];
    for (const path of paths)
      expect((await raw(nginx.port, path, { referer: `https://example.org/feeds/${TOKEN}.ics?k=${KEY}` })).status).toBe(
        200,
      );
    await waitFor(() => nginx.accessLog().trim().split('\n').length >= paths.length, 5000, 'the access log lines');
    const log = nginx.accessLog();
    const logged = log
      .trim()
      .split('\n')
      .map((line) => /"GET (\S+) HTTP\/1\.1"/.exec(line)?.[1]);
    expect(logged).toEqual([
      '/feeds/[redacted]',
      '/feeds/[redacted]',
      '/feeds/[redacted]',
      '/events/feeds/[redacted]',
      '/api/gpt/conferences',
      '[redacted]',
      '/api/gpt/topics',
    ]);
    for (const secret of [TOKEN, TOKEN.slice(0, 12), TOKEN.slice(-12), KEY, 'secret', 'api_key', '?'])
      expect(log).not.toContain(secret);
    // The replicas did get the whole request.
    expect(seen.some((line) => line.startsWith(`/feeds/${TOKEN}.ics?token=`))).toBe(true);
  });

  it('passes a compressed answer through as it is, and compresses nothing itself', async () => {
    const compressed = await raw(nginx.port, '/compressed', { 'accept-encoding': 'gzip' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body.equals(COMPRESSED)).toBe(true);
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(seen.at(-1)).toBe('/compressed gzip');
    const plain = await raw(nginx.port, '/api/gpt/topics', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PLAIN);
  });
});

describe.skipIf(!nginxBinary)('the shipped nginx config with its replicas down', () => {
  const folder = tempDir('confdir-shipped-nginx-down-');
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;

  beforeAll(async () => {
    // Two free ports that nothing listens on: every connection to a replica is refused.
    nginx = await startShippedNginx(nginxBinary!, folder.dir, [await freePort(), await freePort()]);
  });
  afterAll(async () => {
    await nginx?.stop();
    folder.cleanup();
  });

  it('writes no feed token or key to either log, and logs the upstream failure in the access log', async () => {
    const paths = [
      `/feeds/${TOKEN}.ics`,
      `/feeds/${TOKEN}.ics?token=${TOKEN}`,
      `/api/gpt/conferences?api_key=${KEY}`,
      `/api/gpt/conferences/${KEY}`,
    ];
    // Twice over: enough failures for nginx to take both replicas out ("no live upstreams").
    for (const path of [...paths, ...paths])
      expect((await raw(nginx.port, path, { 'x-api-key': KEY })).status).toBe(502);
    // nginx writes a request's error lines before its access line.
    await waitFor(() => nginx.accessLog().trim().split('\n').length >= 2 * paths.length, 5000, 'the access log lines');
    const access = nginx.accessLog();
    const error = nginx.errorLog();
    for (const secret of [TOKEN, TOKEN.slice(0, 12), TOKEN.slice(-12), KEY, KEY.slice(3, 15), 'api_key']) {
      expect(access).not.toContain(secret);
      expect(error).not.toContain(secret);
    }
    const lines = access.trim().split('\n');
    expect(lines.every((line) => / 502 /.test(line))).toBe(true);
    expect(lines[0]).toMatch(/upstream="127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+" upstream_status="502, 502"/);
    expect(lines.map((line) => /"GET (\S+) HTTP\/1\.1"/.exec(line)?.[1])).toEqual(
      Array(2).fill(['/feeds/[redacted]', '/feeds/[redacted]', '/api/gpt/conferences', '[redacted]']).flat(),
    );
  });
});
