/**
 * The read path (src/http/read-path/) against Fastify's own: two apps over one snapshot and one keys
 * file, one answering the keyed GETs of searches and details below the framework and one with the
 * read path off, are asked the same requests in the same order over loopback. Each answer is the
 * same (status, bytes, headers in order; Date aside), and so are the log lines (time and duration
 * aside, and a 500's stack, which names the callers) and the metrics (durations aside). Each request
 * is checked to have been taken by the read path, or left to Fastify, as the table below says. More
 * pairs of apps do the same behind a trusted proxy (TRUST_PROXY: every hop, a hop count, a list of
 * CIDRs) with X-Forwarded-For headers honest and hostile, and with CORS_ORIGINS (any origin, a
 * list) with Origin headers allowed and not.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotSource } from '../../../src/http/app.js';
import { CEILING_PATH } from '../../../src/http/routes/ceiling.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { tempDir } from '../../fixtures/source.js';
import { NOW } from '../harness.js';
import { FORWARDED } from './forwarded.js';
import {
  type Headers,
  linesByRequest,
  metricsWithoutDurations,
  type Side,
  sameLinesAndMetrics,
  sameOn as samePair,
  pairFixture,
  stopSide,
} from './pair.js';

const SEARCH = '/api/gpt/conferences';
const FREE_PER_MINUTE = 3;

/** What the next requests find: the snapshot unreadable (the handler throws) or its version too (the cache's lookup throws). */
const broken = { index: false, version: false };

const source: SnapshotSource = {
  current: () => {
    if (broken.index) throw new Error('the snapshot cannot be read');
    return index;
  },
  version: () => {
    if (broken.version) throw new Error('the snapshot version cannot be read');
    return 'v-read-path';
  },
};

const { dir, cleanup } = tempDir('confdir-read-path-');
let index: SnapshotIndex;
let pro: string;
let free: string;
let eventId: number;
const sides: Side[] = [];

/** The configurations of the other pairs of apps, each the default one with these variables. */
const CONFIGURED = {
  'every hop trusted': { TRUST_PROXY: 'true' },
  'a hop count': { TRUST_PROXY: '2' },
  'a list of CIDRs': { TRUST_PROXY: '127.0.0.1/8, 10.0.0.0/8, 2001:db8::/32' },
  'any origin': { CORS_ORIGINS: '*' },
  'a list of origins, behind one proxy': { CORS_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: '1' },
  "a list of origins with '*'": { CORS_ORIGINS: 'https://a.example,*' },
} as const satisfies Record<string, Record<string, string>>;
const configured = new Map<keyof typeof CONFIGURED, readonly [Side, Side]>();

beforeAll(async () => {
  // The limits' windows read the clock: both apps see the same instant.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const fixture = await pairFixture(dir, 600, source, FREE_PER_MINUTE);
  ({ index, pro, free } = fixture);
  const { side } = fixture;
  sides.push(await side(false), await side(true));
  for (const name of Object.keys(CONFIGURED) as (keyof typeof CONFIGURED)[]) {
    const env = CONFIGURED[name];
    const pair = [await side(false, env), await side(true, env)] as const;
    configured.set(name, pair);
  }
});

afterAll(async () => {
  vi.useRealTimers();
  for (const side of [...sides, ...[...configured.values()].flat()]) await stopSide(side);
  cleanup();
});

/** Asks both apps of `pair` `url` (samePair). */
const sameOn = (
  pair: readonly [Side, Side],
  url: string,
  taken: boolean,
  headers: Headers = { 'x-api-key': pro },
  method = 'GET',
) => samePair(pair, { url, headers, method }, taken);

/** sameOn the pair of the default configuration. */
const same = (url: string, taken: boolean, headers?: Headers, method?: string) =>
  sameOn(sides as [Side, Side], url, taken, headers, method);

const br = { 'x-api-key': 'set below', 'accept-encoding': 'br' };
const gzip = { 'x-api-key': 'set below', 'accept-encoding': 'gzip' };

describe('the read path', () => {
  it('answers searches and their cache hits, in every encoding, as Fastify does', async () => {
    br['x-api-key'] = gzip['x-api-key'] = pro;
    const first = await same(`${SEARCH}?q=workshop&limit=3`, true);
    expect(first.status).toBe(200);
    await same(`${SEARCH}?q=workshop&limit=3`, true);
    await same(`${SEARCH}?limit=40&sort=-date`, true, br);
    await same(`${SEARCH}?limit=40&sort=-date`, true, br);
    await same(`${SEARCH}?limit=40&sort=-date`, true, gzip);
    await same(`${SEARCH}?facets=topic,country&limit=20`, true, gzip);
    await same(`${SEARCH}?q=caf%C3%A9+conference&country=%ZZ&limit=2`, true);
    const found = JSON.parse(first.body.toString());
    eventId = found.conferences[0].id;
    const cursor = found.pagination.next_cursor as string;
    await same(`${SEARCH}?q=workshop&limit=3&cursor=${cursor}`, true);
  });

  it('answers details, and the ceiling route, as Fastify does', async () => {
    await same(`${SEARCH}/${eventId}`, true);
    await same(`${SEARCH}/${eventId}?tz=Europe/Berlin`, true, gzip);
    await same(CEILING_PATH, true);
    await same(CEILING_PATH, true, br);
  });

  it("answers a parameter's 400, a missing event's 404 and a throwing step's 500 as Fastify's error handler does", async () => {
    await same(`${SEARCH}?limit=500`, true);
    await same(`${SEARCH}?page=2`, true);
    await same(`${SEARCH}?q=a&q=b`, true);
    await same(`${SEARCH}/abc`, true);
    await same(`${SEARCH}/999999999`, true);
    broken.index = true;
    await same(`${SEARCH}?q=broken`, true);
    broken.index = false;
    broken.version = true;
    await same(`${SEARCH}/${eventId}`, true);
    broken.version = false;
  });

  it("counts each request in the plan's windows and answers the one over them with Fastify's 429", async () => {
    for (let i = 0; i <= FREE_PER_MINUTE; i++) {
      const answer = await same(`${SEARCH}?limit=${i + 1}`, true, { 'x-api-key': free });
      expect(answer.status).toBe(i < FREE_PER_MINUTE ? 200 : 429);
    }
  });

  it('leaves to Fastify what it does not take: no key or an unknown one, HEAD, OPTIONS, 304s, other routes and paths', async () => {
    const etag = (await same(`${SEARCH}?q=workshop&limit=3`, true)).headers;
    const tag = etag[etag.findIndex((name) => name.toLowerCase() === 'etag') + 1]!;
    await same(`${SEARCH}?limit=2`, false, { 'x-api-key': 'cd_unknown_key_of_the_right_length_0000000' });
    await same(`${SEARCH}?limit=2`, false, {});
    await same(`${SEARCH}?limit=2&api_key=${pro}`, false);
    await same(`${SEARCH}?limit=2`, false, { 'x-api-key': pro }, 'HEAD');
    await same(SEARCH, false, { 'x-api-key': pro }, 'OPTIONS');
    await same(`${SEARCH}?q=workshop&limit=3`, false, { 'x-api-key': pro, 'if-none-match': tag });
    await same('/api/gpt/stats', false);
    await same('/api/gpt/nowhere', false);
    await same(`${SEARCH}/`, false);
    await same(`${SEARCH}/%31`, false);
  });

  it('closes the connection of an answer while the process drains', async () => {
    for (const side of sides) side.lifecycle.ready = false;
    const answer = await same(`${SEARCH}?limit=1`, true);
    expect(answer.headers).toContain('close');
    for (const side of sides) side.lifecycle.ready = true;
  });

  it('writes the same log lines and metrics', async () => {
    const [fastify, read] = sides as [Side, Side];
    const lines = linesByRequest(read.lines);
    expect(lines).toEqual(linesByRequest(fastify.lines));
    const messages = [...lines.values()].flat().map((line) => (line as { msg: string }).msg);
    expect(messages.filter((message) => message === 'request failed')).toHaveLength(2);
    expect(messages.filter((message) => message === 'request completed').length).toBeGreaterThan(30);
    const text = await metricsWithoutDurations(read.metrics);
    expect(text).toBe(await metricsWithoutDurations(fastify.metrics));
    expect(text).toMatch(/response_cache_hits_total [1-9]/);
    expect(text).toMatch(/rate_limited_total 1/);
  });
});

describe.each(['every hop trusted', 'a hop count', 'a list of CIDRs', 'a list of origins, behind one proxy'] as const)(
  'the read path behind a trusted proxy (%s)',
  (name) => {
    it("takes each request and answers it as Fastify does, X-Forwarded-For's 400 too", async () => {
      const pair = configured.get(name)!;
      const statuses = new Set<number>();
      for (const [i, forwarded] of FORWARDED.entries()) {
        const headers = { 'x-api-key': pro, 'x-forwarded-for': forwarded };
        statuses.add((await sameOn(pair, `${SEARCH}?limit=${(i % 4) + 1}&q=workshop`, true, headers)).status);
        await sameOn(pair, `${SEARCH}/${eventId}`, true, { ...headers, 'accept-encoding': 'br' });
      }
      // The hostile headers name no client under every configuration here (a 400), the others one.
      expect([...statuses].sort()).toEqual([200, 400]);
      await sameOn(pair, `${SEARCH}?limit=1`, false, { 'x-forwarded-for': 'not-an-ip' });
      await sameOn(pair, `${SEARCH}?limit=1`, false, { 'x-api-key': pro, 'x-forwarded-for': 'not-an-ip' }, 'HEAD');
    });

    it('writes the same log lines and metrics', async () => {
      const lines = await sameLinesAndMetrics(configured.get(name)!);
      const messages = [...lines.values()].flat().map((line) => (line as { msg: string }).msg);
      expect(messages.filter((message) => message === 'request completed').length).toBe(2 * FORWARDED.length + 2);
    });
  },
);

describe.each(['any origin', 'a list of origins, behind one proxy', "a list of origins with '*'"] as const)(
  'the read path with CORS_ORIGINS (%s)',
  (name) => {
    it("takes each request and answers it with @fastify/cors's headers, in their order", async () => {
      const pair = configured.get(name)!;
      const origins = [undefined, 'https://a.example', 'https://b.example', 'https://c.example', 'null', ''];
      for (const [i, origin] of origins.entries()) {
        const headers: Headers = { 'x-api-key': pro, ...(origin === undefined ? {} : { origin }) };
        // The second ask of a search is the cache's hit.
        for (const encoding of ['identity', 'identity', 'gzip']) {
          const asked = { ...headers, 'accept-encoding': encoding };
          await sameOn(pair, `${SEARCH}?limit=${i + 1}&sort=-date`, true, asked);
        }
        await sameOn(pair, `${SEARCH}/${eventId}`, true, headers);
        await sameOn(pair, `${SEARCH}?limit=500`, true, headers);
      }
      const allowed = await sameOn(pair, `${SEARCH}?limit=1`, true, { 'x-api-key': pro, origin: 'https://b.example' });
      expect(allowed.headers.map((header) => header.toLowerCase())).toContain('access-control-expose-headers');
      const preflight = { origin: 'https://a.example', 'access-control-request-method': 'GET' };
      await sameOn(pair, SEARCH, false, preflight, 'OPTIONS');
    });

    it('writes the same log lines and metrics', async () => {
      await sameLinesAndMetrics(configured.get(name)!);
    });
  },
);
