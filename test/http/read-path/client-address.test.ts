/**
 * The read path's client address (src/http/read-path/client-address.ts) against Fastify's
 * request.ip, for every form of TRUST_PROXY, from peers of both families (IPv4-mapped too) and with
 * X-Forwarded-For headers honest and hostile: each is asked of one Fastify instance made with the
 * app's trustProxy option, whose route gives both addresses of the same request.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../../src/http/read-path/client-address.js';
import { trustProxyOption } from '../../../src/http/server-options.js';
import { testConfig } from '../harness.js';
import { FORWARDED } from './forwarded.js';

const TRUST_PROXY = [
  'false',
  'true',
  '0',
  '1',
  '2',
  '127.0.0.1',
  '127.0.0.1/8, 10.0.0.0/8, 2001:db8::/32',
  '::ffff:127.0.0.1/104,::1',
  '10.0.0.0/8',
];
const PEERS = ['127.0.0.1', '10.0.0.3', '203.0.113.50', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.3', '2001:db8::7'];

const apps = new Map<string, FastifyInstance>();

beforeAll(async () => {
  for (const text of TRUST_PROXY) {
    const value = testConfig({ TRUST_PROXY: text }).TRUST_PROXY;
    const ours = clientAddress(value);
    const app = Fastify({ trustProxy: trustProxyOption(value) });
    app.get('/', async (request) => ({ fastify: request.ip, ours: ours(request.raw) }));
    await app.ready();
    apps.set(text, app);
  }
});

afterAll(async () => {
  for (const app of apps.values()) await app.close();
});

describe('the client address of a request the read path takes', () => {
  it.each(TRUST_PROXY)("is Fastify's request.ip with TRUST_PROXY=%s", async (text) => {
    const app = apps.get(text)!;
    const found = new Set<string>();
    for (const remoteAddress of PEERS) {
      for (const forwarded of [undefined, ...FORWARDED]) {
        const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
        const answer = (await app.inject({ url: '/', remoteAddress, headers })).json<{
          fastify: string;
          ours: string;
        }>();
        expect(answer.ours, `${remoteAddress} ${String(forwarded).slice(0, 80)}`).toBe(answer.fastify);
        found.add(answer.ours);
      }
    }
    // Without trust (or none of zero hops) the peer is the address; with it, X-Forwarded-For's entries are too.
    if (text === 'false' || text === '0') expect([...found].sort()).toEqual([...PEERS].sort());
    else expect(found).toContain('203.0.113.7');
    if (text === 'true') expect(found).toContain('not-an-ip');
  });
});
