/**
 * Two replicas behind the shipped nginx config (deploy/nginx.conf, run on loopback by
 * test/fixtures/shipped-nginx.ts). A rolling restart under GET and MCP load loses no request: each
 * replica in turn gets SIGTERM, drains (a 1 s pause, then its requests in flight), exits 0 and is
 * started again on its port, and the next one is stopped only once nginx routes to the new one
 * again. nginx's passive health and its retries (GETs, and MCP POSTs: every tool is read-only)
 * carry the requests that meet a replica as it stops listening. Bodies: a 64 KiB MCP body passes,
 * and a bigger one gets nginx's 413 with the body a replica would answer.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { findBinary, startServerProcess, waitFor, type ServerProcess } from '../fixtures/servers.js';
import { startShippedNginx } from '../fixtures/shipped-nginx.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { within } from './production-server.js';

const nginxBinary = findBinary('nginx');
const SEARCH = '/api/gpt/conferences?limit=2';
const DRAIN_PAUSE_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 5000;
/**
 * Bounds of the load, whatever happens: it stops with the restarts, or at one of these. The time
 * bound is the test's own (90 s) less a margin: on a loaded machine the restarts took over 40 s,
 * the load stopped before the second replica was back, and nothing was left for nginx to route.
 */
const LOAD_MAX_MS = 85_000;
const LOAD_MAX_REQUESTS = 200_000;
const GET_LOOPS = 3;
const MCP_LOOPS = 2;

const served = (replica: ServerProcess) => replica.output.filter((line) => line.includes('"request completed"')).length;

/** Requests answered in each phase of the restart, by kind, and every failure seen. */
class LoadRecord {
  phase = 'both up';
  readonly answered = new Map<string, { get: number; mcp: number }>();
  readonly failures: string[] = [];
  private readonly started = Date.now();
  total = 0;

  ok(kind: 'get' | 'mcp'): void {
    const counts = this.answered.get(this.phase) ?? { get: 0, mcp: 0 };
    counts[kind] += 1;
    this.answered.set(this.phase, counts);
  }

  fail(kind: string, problem: string): void {
    this.failures.push(`${Date.now() - this.started} ms, ${this.phase}, ${kind}: ${problem}`);
  }
}

describe.skipIf(!nginxBinary)('a rolling restart behind the shipped nginx config', () => {
  const { dir, cleanup } = tempDir('confdir-rolling-');
  const keysFile = join(dir, 'keys.json');
  let key = '';
  let env: Record<string, string> = {};
  const replicas: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;
  const url = (path: string) => `http://127.0.0.1:${nginx.port}${path}`;

  beforeAll(async () => {
    const source = join(dir, 'source.sqlite');
    writeSourceFile(
      source,
      Array.from({ length: 30 }, () => sourceRow()),
    );
    const snapshot = join(dir, 'events.snapshot');
    buildSnapshot({ input: source, output: snapshot });
    key = createKey(keysFile, { label: 'load', plan: 'pro' }).key;
    env = {
      NODE_ENV: 'production',
      SNAPSHOT_PATH: snapshot,
      KEYS_FILE: keysFile,
      TRUST_PROXY: '127.0.0.1',
      // One line per request: how the test sees which replica nginx sends requests to.
      LOG_LEVEL: 'info',
      // The load is one key's: the plan must not be what refuses it.
      PLAN_PRO_PER_MINUTE: '1000000',
      PLAN_PRO_PER_DAY: '100000000',
      DRAIN_PAUSE_MS: String(DRAIN_PAUSE_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    };
    replicas.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    nginx = await startShippedNginx(
      nginxBinary!,
      dir,
      replicas.map((replica) => replica.port),
    );
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    cleanup();
  });

  const mcpCall = (id: number, body?: string) =>
    fetch(url('/mcp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
      body:
        body ??
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'searchConferences', arguments: { limit: 2 } },
        }),
    });

  /** One request of `kind` through nginx: undefined when answered as it should be, else what went wrong. */
  async function send(kind: 'get' | 'mcp', id: number): Promise<string | undefined> {
    const response = kind === 'get' ? await fetch(url(SEARCH), { headers: { 'x-api-key': key } }) : await mcpCall(id);
    const text = await response.text();
    if (response.status !== 200) return `${response.status} ${text.slice(0, 200)}`;
    const body = JSON.parse(text) as { success?: boolean; result?: { isError?: boolean } };
    const good = kind === 'get' ? body.success === true : body.result !== undefined && body.result.isError !== true;
    return good ? undefined : `200 with ${text.slice(0, 200)}`;
  }

  /** Sends requests of `kind` one after another until `done()`, recording each answer. */
  async function loop(kind: 'get' | 'mcp', record: LoadRecord, done: () => boolean): Promise<void> {
    while (!done()) {
      record.total += 1;
      try {
        const problem = await send(kind, record.total);
        if (problem === undefined) record.ok(kind);
        else record.fail(kind, problem);
      } catch (error) {
        record.fail(kind, (error as Error).message);
      }
    }
  }

  /** SIGTERM to replica `at`, its drain and exit, and a new process on its port that nginx routes to. */
  async function restart(at: number, record: LoadRecord): Promise<void> {
    const old = replicas[at]!;
    record.phase = `replica ${at + 1} draining`;
    old.child.kill('SIGTERM');
    expect(await within(old.exited, DRAIN_PAUSE_MS + SHUTDOWN_TIMEOUT_MS + 2000, 'the replica to exit')).toEqual({
      code: 0,
      signal: null,
    });
    expect(old.output.some((line) => line.includes('"msg":"drained; exiting"'))).toBe(true);
    record.phase = `replica ${at + 1} down`;
    const fresh = await startServerProcess({ ...env, PORT: String(old.port) });
    replicas[at] = fresh;
    record.phase = `replica ${at + 1} back`;
    // nginx holds a replica it saw fail out of the rotation for fail_timeout (5 s), then tries it again.
    await waitFor(() => served(fresh) >= 10, 15_000, `nginx to route to replica ${at + 1} again`);
  }

  it('loses no GET and no MCP call while each replica in turn drains on SIGTERM and starts again', async () => {
    const record = new LoadRecord();
    const startedAt = Date.now();
    let restarted = false;
    const done = () => restarted || Date.now() - startedAt > LOAD_MAX_MS || record.total >= LOAD_MAX_REQUESTS;
    const loops = [
      ...Array.from({ length: GET_LOOPS }, () => loop('get', record, done)),
      ...Array.from({ length: MCP_LOOPS }, () => loop('mcp', record, done)),
    ];
    try {
      await waitFor(() => replicas.every((replica) => served(replica) >= 10), 10_000, 'both replicas under load');
      await restart(0, record);
      await restart(1, record);
    } finally {
      restarted = true;
      await Promise.all(loops);
    }
    const report = `${record.failures.length} failed of ${record.total}:\n${record.failures.slice(0, 10).join('\n')}\n${nginx.errorLog().slice(-2000)}`;
    expect(record.failures, report).toEqual([]);
    // The load ran through every phase, both kinds of request.
    const phases = ['both up', 'replica 1 draining', 'replica 1 down', 'replica 1 back', 'replica 2 draining'];
    for (const phase of phases) {
      expect(record.answered.get(phase)?.get ?? 0, phase).toBeGreaterThan(0);
      expect(record.answered.get(phase)?.mcp ?? 0, phase).toBeGreaterThan(0);
    }
  }, 90_000);

  it("passes a 64 KiB MCP body, and answers a bigger one with nginx's 413 in the body a replica answers", async () => {
    const limit = 64 * 1024;
    const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    // JSON allows whitespace after the value: a tools/list of exactly the limit, and one byte more.
    const atLimit = call.padEnd(limit, ' ');
    const answer = await mcpCall(1, atLimit);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(0);

    const over = `${atLimit} `;
    const viaNginx = await mcpCall(1, over);
    expect(viaNginx.status).toBe(413);
    expect(viaNginx.headers.get('content-type')).toContain('application/json');
    const direct = await fetch(`http://127.0.0.1:${replicas[0]!.port}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
      body: over,
    });
    expect(direct.status).toBe(413);
    expect(await viaNginx.json()).toEqual(await direct.json());

    // Elsewhere nothing takes a body: over 16 KiB, nginx answers the API's error body.
    const body = 'x'.repeat(16 * 1024 + 1);
    const search = await fetch(url(SEARCH), { method: 'POST', headers: { 'x-api-key': key }, body });
    expect(search.status).toBe(413);
    expect(await search.json()).toEqual({
      success: false,
      error: 'Payload too large',
      message: 'The request body is too large. Send a GET request without a body.',
      code: 'payload_too_large',
    });

    // POST /api/gpt/feeds takes a JSON object: nginx's 413 says so, as the replica does.
    const feedsPath = '/api/gpt/feeds';
    const feedsPost = (base: string) =>
      fetch(`${base}${feedsPath}`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ q: body }),
      });
    const feedsViaNginx = await feedsPost(url(''));
    expect(feedsViaNginx.status).toBe(413);
    const feedsDirect = await feedsPost(`http://127.0.0.1:${replicas[0]!.port}`);
    expect(feedsDirect.status).toBe(413);
    expect(await feedsViaNginx.json()).toEqual(await feedsDirect.json());
  });
});
