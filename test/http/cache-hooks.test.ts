/** The response cache in the request path: hits, ETags and 304s, keys, limits still counted. */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { json } from './harness.js';
import { BUILT_AT, EVENTS, SEARCH, sample, searchSeries, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

describe('response cache', () => {
  it('serves a repeated search from the cache with the same body and the same strong ETag', async () => {
    const { get, metricsText } = await ops.open();
    const url = `${SEARCH}?q=workshop&limit=3`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong: no W/ prefix
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(0);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it("keeps a search's answer per key: its page cursor is the key's own", async () => {
    const { get, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=2`;
    const free = { 'x-api-key': ops.free.key };
    const proCursor = json(await get(url)).pagination.next_cursor;
    const freeCursor = json(await get(url, free)).pagination.next_cursor;
    expect(freeCursor).not.toBe(proCursor);
    // Each key's repeated search is a hit, with its own cursor.
    expect(json(await get(url)).pagination.next_cursor).toBe(proCursor);
    expect(json(await get(url, free)).pagination.next_cursor).toBe(freeCursor);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(2);
    expect((await get(`${url}&cursor=${proCursor}`)).statusCode).toBe(200);
    expect((await get(`${url}&cursor=${proCursor}`, free)).statusCode).toBe(400);
  });

  it('answers If-None-Match with the ETag by 304 and an empty body, from the cache', async () => {
    const { get, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=2`;
    const etag = String((await get(url)).headers.etag);
    const revalidated = await get(url, { 'x-api-key': ops.pro.key, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
    // Another tag is not a match.
    const other = await get(url, { 'x-api-key': ops.pro.key, 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it('answers If-None-Match by 304 also when the answer was not cached yet', async () => {
    const { get, cache, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=4`;
    const etag = String((await get(url)).headers.etag);
    cache!.clear();
    const revalidated = await get(url, { 'x-api-key': ops.pro.key, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(sample(await metricsText(), 'response_cache_misses_total')).toBe(2);
    // The answer was stored on the way: the next request is a hit.
    expect((await get(url)).body).not.toBe('');
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it('hits the same entry for the same parameters in another order', async () => {
    const { get, metricsText } = await ops.open();
    const first = await get(`${SEARCH}?q=workshop&limit=2&sort=date`);
    const reordered = await get(`${SEARCH}?sort=date&limit=2&q=workshop`);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.body).toBe(first.body);
    expect(reordered.headers.etag).toBe(first.headers.etag);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it('misses after the snapshot version changes', async () => {
    const { get, holder, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=3`;
    const before = await get(url);
    ops.files.replace(ops.otherSnapshot);
    expect((await holder.reload('test')).outcome).toBe('swapped');
    try {
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      const text = await metricsText();
      expect(sample(text, 'response_cache_hits_total')).toBe(0);
      expect(sample(text, 'response_cache_misses_total')).toBe(2);
      expect(after.headers['x-snapshot-version']).toBe(holder.version());
      expect(after.headers['x-snapshot-version']).not.toBe(before.headers['x-snapshot-version']);
      expect(json(after).total).toBe(EVENTS + 3);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      ops.files.replace(ops.files.build(EVENTS, BUILT_AT));
    }
  });

  it("still counts a cached answer against the key's rate limit", async () => {
    const { get, metricsText } = await ops.open({ env: { PLAN_FREE_PER_MINUTE: '3' } });
    const url = `${SEARCH}?limit=1`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(url, { 'x-api-key': ops.free.key })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const text = await metricsText();
    expect(sample(text, 'response_cache_hits_total')).toBe(2);
    expect(sample(text, 'rate_limited_total')).toBe(1);
    // An If-None-Match revalidation is no way around the limit either.
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { 'x-api-key': ops.free.key, 'if-none-match': etag })).statusCode).toBe(429);
  });

  it('never serves a cached answer without a valid key', async () => {
    const { get } = await ops.open();
    const url = `${SEARCH}?limit=1`;
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(401);
  });

  it('sends no ETag and never 304 when the app has no cache', async () => {
    const { get } = await ops.open({ cache: false });
    const first = await get(`${SEARCH}?limit=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect((await get(`${SEARCH}?limit=1`, { 'x-api-key': ops.pro.key, 'if-none-match': '*' })).statusCode).toBe(200);
  });
});

describe('Cache-Control: private', () => {
  it('is on every answer behind the key check, errors and 304 included, and not on public routes', async () => {
    const { get } = await ops.open({ env: { PLAN_FREE_PER_MINUTE: '1' } });
    const first = await get(`${SEARCH}?limit=2`);
    const keyed = [
      first,
      await get(`${SEARCH}?limit=2`, { 'x-api-key': ops.pro.key, 'if-none-match': String(first.headers.etag) }),
      await get(`${SEARCH}?limit=x`),
      await get(SEARCH, {}),
      await get(`${SEARCH}?api_key=x`, {}),
      await get('/api/gpt/conferences/999999'),
      await get(SEARCH, { 'x-api-key': ops.free.key }),
      await get(SEARCH, { 'x-api-key': ops.free.key }),
    ];
    expect(keyed.map((r) => r.statusCode)).toEqual([200, 304, 400, 401, 401, 404, 200, 429]);
    for (const response of keyed)
      expect(response.headers['cache-control'], String(response.statusCode)).toBe('private');
    expect(keyed[0]!.headers.etag).toBeDefined();
    expect(keyed[1]!.headers.etag).toBe(first.headers.etag);
    expect((await get('/healthz', {})).headers['cache-control']).toBeUndefined();
    // The schema is the same for everyone: public, kept a short while.
    expect((await get('/api/gpt/openapi', {})).headers['cache-control']).toBe('public, max-age=300');
  });
});

/**
 * A response's head without the headers that differ from one request to the next: Date, and the
 * requests left this minute (checked to fall by one per request instead).
 */
function head(response: { statusCode: number; headers: Record<string, unknown> }) {
  const { date: _date, ratelimit: _left, 'x-ratelimit-remaining': _remaining, ...headers } = response.headers;
  return { status: response.statusCode, headers };
}

const remaining = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-ratelimit-remaining']);

describe('a hit, written without the send path', () => {
  it('has the head of its miss in every encoding: every header but Date, the version, the tag and the type', async () => {
    const { get, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=10`;
    for (const encoding of [undefined, 'br', 'gzip', 'identity']) {
      const headers = { 'x-api-key': ops.pro.key, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const miss = await get(`${url}&q=${encoding ?? 'none'}`, headers);
      const hit = await get(`${url}&q=${encoding ?? 'none'}`, headers);
      expect(miss.statusCode, encoding).toBe(200);
      expect(head(hit), encoding).toEqual(head(miss));
      expect(remaining(hit), encoding).toBe(remaining(miss) - 1);
      expect(hit.rawPayload.equals(miss.rawPayload), encoding).toBe(true);
    }
    // The same stored entry, asked in another encoding than it was stored in.
    const plain = await get(url);
    const brotli = await get(url, { 'x-api-key': ops.pro.key, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(brotli.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(5);
  });

  it('has the head of its miss with CORS on: the origin allowed, its headers exposed, Vary kept', async () => {
    const { get } = await ops.open({ env: { CORS_ORIGINS: 'https://app.example' } });
    const headers = { 'x-api-key': ops.pro.key, 'accept-encoding': 'br', origin: 'https://app.example' };
    const miss = await get(`${SEARCH}?limit=10`, headers);
    const hit = await get(`${SEARCH}?limit=10`, headers);
    expect(miss.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(head(hit)).toEqual(head(miss));
  });

  it('answers HEAD with the head of the GET and no body', async () => {
    const { app } = await ops.open();
    const url = `${SEARCH}?limit=10`;
    const headers = { 'x-api-key': ops.pro.key, 'accept-encoding': 'br' };
    const got = await app.inject({ method: 'GET', url, headers });
    const headed = await app.inject({ method: 'HEAD', url, headers });
    expect(head(headed)).toEqual(head(got));
    expect(headed.rawPayload.length).toBe(0);
  });

  it('closes its connection while the process drains, as a miss does', async () => {
    const { get, lifecycle } = await ops.open();
    const url = `${SEARCH}?limit=3`;
    expect((await get(url)).headers.connection).not.toBe('close');
    lifecycle.ready = false;
    const hit = await get(url);
    const miss = await get(`${url}&q=workshop`);
    expect(hit.statusCode).toBe(200);
    expect(hit.headers.connection).toBe('close');
    expect(miss.headers.connection).toBe('close');
  });

  it('still writes its log line and its request metrics', async () => {
    const { get, lines, metricsText } = await ops.open();
    const url = `${SEARCH}?limit=3`;
    await get(url);
    lines.length = 0;
    await get(url);
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(logged).toMatchObject([{ status: 200, route: SEARCH, key: ops.pro.id }]);
    expect(sample(await metricsText(), searchSeries(200))).toBe(2);
  });

  it('keeps a real keep-alive connection going: miss, hit, HEAD hit and hit again on one socket', async () => {
    const { app } = await ops.open();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const ask = (method: string) =>
      new Promise<{ statusCode: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            method,
            agent,
            path: `${SEARCH}?limit=10`,
            headers: { 'x-api-key': ops.pro.key, 'accept-encoding': 'gzip' },
          },
          (response) => {
            sockets.add(response.socket);
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ statusCode: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        sent.on('error', reject);
        sent.end();
      });
    try {
      const miss = await ask('GET');
      const hit = await ask('GET');
      const headed = await ask('HEAD');
      const again = await ask('GET');
      expect(sockets.size).toBe(1);
      expect(head(hit)).toEqual(head(miss));
      expect(head(headed)).toEqual(head(miss));
      expect(headed.body.length).toBe(0);
      expect(again.body.equals(miss.body)).toBe(true);
      expect(gunzipSync(hit.body).equals(gunzipSync(miss.body))).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('a calendar feed, on the same path as the JSON answers', () => {
  const FEED = '/api/gpt/conferences.ics';

  it('has the head of its miss on a hit in every encoding, its validators and counts included', async () => {
    const { get, metricsText } = await ops.open();
    for (const [i, encoding] of [undefined, 'br', 'gzip'].entries()) {
      const headers = { 'x-api-key': ops.pro.key, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const miss = await get(`${FEED}?limit=${EVENTS - i}`, headers);
      const hit = await get(`${FEED}?limit=${EVENTS - i}`, headers);
      expect(miss.statusCode, encoding).toBe(200);
      expect(miss.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(miss.headers['last-modified']).toBeDefined();
      expect(miss.headers['x-feed-total']).toBe(String(EVENTS));
      expect(miss.headers['content-encoding']).toBe(encoding);
      expect(head(hit), encoding).toEqual(head(miss));
      expect(remaining(hit), encoding).toBe(remaining(miss) - 1);
      expect(hit.rawPayload.equals(miss.rawPayload), encoding).toBe(true);
    }
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(3);
  });

  it('answers the 400 of its parameters before a condition that would match', async () => {
    const { get } = await ops.open();
    const first = await get(`${FEED}?limit=3`);
    const conditions: Record<string, string>[] = [
      { 'if-none-match': '*' },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ];
    for (const condition of conditions) {
      expect((await get(`${FEED}?limit=3`, { 'x-api-key': ops.pro.key, ...condition })).statusCode).toBe(304);
      expect((await get(`${FEED}?limit=5000`, { 'x-api-key': ops.pro.key, ...condition })).statusCode).toBe(400);
    }
  });

  it('keeps its validators and its 304 without a cache, and writes no feed for the 304', async () => {
    const { get, metricsText } = await ops.open({ cache: false });
    const first = await get(`${FEED}?limit=4`);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const units = sample(await metricsText(), 'feed_budget_units_total');
    const again = await get(`${FEED}?limit=4`, {
      'x-api-key': ops.pro.key,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(sample(await metricsText(), 'feed_budget_units_total')).toBe(units);
    expect((await get(`${FEED}?limit=4`)).body).toBe(first.body);
    expect(sample(await metricsText(), 'feed_budget_units_total')).toBeGreaterThan(units);
  });
});
