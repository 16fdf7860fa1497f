/**
 * Compressed answers (docs/api.md, "Compression"): brotli or gzip chosen by Accept-Encoding with
 * q-values, Vary on every negotiated answer, an ETag per encoding and 304 on any of them, HEAD
 * alike; the caches keep each encoding, so a hit compresses nothing (counted by compressions_total);
 * an answer no cache keeps is compressed only from 32 KiB.
 */
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { Compressor, MIN_BYTES, OFF_LOOP_MIN_BYTES, UNCACHED_MIN_BYTES } from '../../src/http/encoding.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { buildDemoSnapshot } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';
import { NOW, testConfig } from './harness.js';
import { sample } from './ops-harness.js';

const PAGE = '/api/gpt/conferences?limit=20';
const BIG_PAGE =
  '/api/gpt/conferences?limit=50&facets=topic,subtopic,type,format,country,continent,year,core_rank,ccf_rank,cfp_status,city,region';
const SMALL = '/api/gpt/conferences?q=zzzqqqxx';
const FEED = '/api/gpt/conferences.ics?limit=200';
const BIG_FEED = '/api/gpt/conferences.ics?limit=1000&include=deadlines';

let dir: { dir: string; cleanup(): void };
let index: SnapshotIndex;
let ring: KeyRing;
let key: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = tempDir('confdir-compression-');
  const { snapshot } = await buildDemoSnapshot(dir.dir, 2000);
  index = openSnapshot(snapshot);
  const keysFile = join(dir.dir, 'keys.json');
  key = createKey(keysFile, { label: 'compression', plan: 'pro' }).key;
  ring = KeyRing.fromFile(keysFile);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  dir.cleanup();
});

async function open(options: { cache?: boolean; env?: Record<string, string> } = {}) {
  const metrics: Metrics = createMetrics({ defaultMetrics: false });
  const app = buildApp({
    snapshot: { current: () => index },
    keys: { ring: () => ring },
    config: testConfig(options.env),
    now: () => NOW,
    metrics,
    ...(options.cache === false ? {} : { cache: new ResponseCache({ maxBytes: 16 * 2 ** 20 }) }),
  });
  await app.ready();
  apps.push(app);
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { 'x-api-key': key, ...headers } });
  const compressions = async (encoding: 'br' | 'gzip') =>
    sample(await metrics.render(), `compressions_total{encoding="${encoding}"}`);
  return { app, get, compressions };
}

function decoded(response: LightMyRequestResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(coding).toBeUndefined();
  return response.body;
}

describe('negotiation', () => {
  it('chooses brotli or gzip by Accept-Encoding and its q-values, else sends the plain bytes', async () => {
    const { get } = await open();
    const plain = await get(PAGE);
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_BYTES);
    const cases: [string, string | undefined][] = [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['GZIP', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['gzip;q=0.5, identity', undefined],
      ['compress, deflate', undefined],
      ['', undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await get(PAGE, { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toBe('accept-encoding');
      expect(decoded(response), accept).toBe(plain.body);
      if (expected !== undefined) expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
    }
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('gives each encoding its own ETag, and answers 304 to any of them', async () => {
    const { get } = await open();
    const plain = await get(PAGE);
    const tag = String(plain.headers.etag);
    const brotli = await get(PAGE, { 'accept-encoding': 'br' });
    const gzip = await get(PAGE, { 'accept-encoding': 'gzip' });
    expect(brotli.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    for (const [held, accept] of [
      [String(brotli.headers.etag), 'br'],
      [`W/${String(gzip.headers.etag)}`, 'gzip'],
      [tag, 'identity'],
      [tag, 'br'],
    ] as const) {
      const revalidated = await get(PAGE, { 'accept-encoding': accept, 'if-none-match': held });
      expect(revalidated.statusCode, `${held} ${accept}`).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(held.replace(/^W\//, ''));
      expect(revalidated.headers.vary).toBe('accept-encoding');
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
    expect((await get(PAGE, { 'accept-encoding': 'br', 'if-none-match': '"other-br"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of the GET in the same encoding and no body', async () => {
    const { get } = await open();
    const body = await get(PAGE, { 'accept-encoding': 'br' });
    const head = await get(PAGE, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(body.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(body.rawPayload.length);
  });

  it('sends an answer under 1 KiB as it is, and adds Accept-Encoding to the Vary that CORS sets', async () => {
    const { get } = await open({ env: { CORS_ORIGINS: 'https://app.example.org' } });
    const small = await get(SMALL, { 'accept-encoding': 'br', origin: 'https://app.example.org' });
    expect(small.rawPayload.length).toBeLessThan(MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary).toLowerCase()).toBe('origin, accept-encoding');
  });

  it('compresses nothing with COMPRESSION=off', async () => {
    const { get, compressions } = await open({ env: { COMPRESSION: 'off' } });
    const response = await get(PAGE, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(await compressions('br')).toBe(0);
  });
});

describe('compressed bytes kept in the caches', () => {
  it('compresses a cached answer once per encoding: a hit calls no compressor', async () => {
    const { get, compressions } = await open();
    const first = await get(PAGE, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(await compressions('br')).toBe(1);
    for (let i = 0; i < 20; i++) {
      const hit = await get(PAGE, { 'accept-encoding': 'br' });
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(hit.headers.etag).toBe(first.headers.etag);
    }
    expect(await compressions('br')).toBe(1);
    // Another encoding is made the first time it is asked for, then kept too.
    for (let i = 0; i < 5; i++) expect((await get(PAGE, { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await get(PAGE)).headers['content-encoding']).toBeUndefined();
    expect([await compressions('br'), await compressions('gzip')]).toEqual([1, 1]);
  });

  it('compresses a cached feed once, off the loop when large, and revalidates it by the tag of its encoding', async () => {
    const { get, compressions } = await open();
    expect((await get(BIG_FEED)).rawPayload.length).toBeGreaterThanOrEqual(OFF_LOOP_MIN_BYTES);
    for (const [i, feed] of [FEED, BIG_FEED].entries()) {
      const first = await get(feed, { 'accept-encoding': 'gzip' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toBe('accept-encoding');
      expect(String(first.headers.etag)).toMatch(/-gzip"$/);
      expect(decoded(first)).toBe((await get(feed)).body);
      for (let n = 0; n < 10; n++) expect((await get(feed, { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
      expect(await compressions('gzip')).toBe(i + 1);
      const revalidated = await get(feed, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
    }
  });
});

describe('compressed bytes', () => {
  it('hold no more memory than their length (not a slice of zlib output chunk)', async () => {
    const compressor = new Compressor({ enabled: true });
    for (const coding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 20; i++) {
        const body = Buffer.from(JSON.stringify({ i, text: 'words '.repeat(200 + i) }));
        for (const bytes of [compressor.compress(body, coding), await compressor.compressOffLoop(body, coding)]) {
          expect(bytes.byteOffset).toBe(0);
          expect(bytes.buffer.byteLength).toBe(bytes.length);
          const back = coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
          expect(back.equals(body)).toBe(true);
        }
      }
    }
  });
});

describe('answers no cache keeps', () => {
  it('are compressed per request only from 32 KiB', async () => {
    const { get, compressions } = await open({ cache: false });
    const page = await get(PAGE, { 'accept-encoding': 'br' });
    expect(page.rawPayload.length).toBeLessThan(UNCACHED_MIN_BYTES);
    expect(page.rawPayload.length).toBeGreaterThan(MIN_BYTES);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toBe('accept-encoding');
    const big = await get(BIG_PAGE, { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(big)).success).toBe(true);
    expect(brotliDecompressSync(big.rawPayload).length).toBeGreaterThanOrEqual(UNCACHED_MIN_BYTES);
    await get(BIG_PAGE, { 'accept-encoding': 'br' });
    expect(await compressions('br')).toBe(2);
    const feed = await get(FEED, { 'accept-encoding': 'gzip' });
    expect(feed.headers['content-encoding']).toBe('gzip');
    expect(String(feed.headers.etag)).toMatch(/-gzip"$/);
  });
});
