/**
 * Whether the read path takes a request (listener.ts), decided before any step runs, from what
 * the request is alone and with no step's effect (no count, no log line): a GET of one of its
 * routes whose URL Fastify's router reads as that route, with an X-API-Key the key ring knows and
 * no condition (If-None-Match, If-Modified-Since: a 304 is Fastify's). Anything else (no key or an
 * unknown one, a key in the query string, HEAD, OPTIONS, an over-long URL or one whose path is
 * encoded, before the first snapshot is loaded) is Fastify's, which answers it as it always has.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { KeyInfo, KeyRing } from '../../auth/index.js';
import type { BytesAnswer } from '../exchange.js';
import { hasKeyParameter, lookupKey, presentedCredential } from '../plugins/credentials.js';

/** A route the read path answers: its pattern as Fastify's router has it, and its answer's bytes. */
export interface ReadRoute {
  pattern: string;
  answer: BytesAnswer;
}

/** A request the read path takes: its route, its parameters as Fastify reads them, and its caller's key. */
export interface Taken {
  route: ReadRoute;
  query: unknown;
  params: Record<string, string>;
  key: KeyInfo;
}

export interface DecisionOptions {
  routes: readonly ReadRoute[];
  ring(): KeyRing;
  /** MAX_URL_LENGTH: a longer URL is Fastify's 414. */
  maxUrlLength: number;
  /** The loaded gate's test (snapshot-readiness.ts), when the app has the gate: Fastify answers its 503. */
  loaded?: () => boolean;
}

/**
 * A path parameter the read path reads as it is: characters that no router decodes or splits on
 * (no percent-encoding, no `;`), and short (ids); any other value is Fastify's to read.
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]{1,100}$/;

/** A route's path matched by hand: `/a/b` exactly, or `/a/:id` with one plain segment after `/a/`. */
function pathMatcher(pattern: string): (path: string) => Record<string, string> | undefined {
  const colon = pattern.indexOf(':');
  if (colon < 0) return (path) => (path === pattern ? {} : undefined);
  const prefix = pattern.slice(0, colon);
  const name = pattern.slice(colon + 1);
  if (!prefix.endsWith('/') || !/^\w+$/.test(name)) throw new Error(`the read path takes no route ${pattern}`);
  return (path) => {
    if (!path.startsWith(prefix)) return undefined;
    const value = path.slice(prefix.length);
    return PLAIN_SEGMENT.test(value) ? { [name]: value } : undefined;
  };
}

/** The same parameters, one string each. */
function sameParams(found: Record<string, string | undefined>, expected: Record<string, string>): boolean {
  let count = 0;
  for (const name in found) {
    if (found[name] !== expected[name]) return false;
    count++;
  }
  return count === Object.keys(expected).length;
}

/** The decision: a Taken for a request the read path answers, undefined for one Fastify answers. */
export function decision(app: FastifyInstance, options: DecisionOptions): (req: IncomingMessage) => Taken | undefined {
  const routes = options.routes.map((route) => ({ route, match: pathMatcher(route.pattern) }));
  return (req) => {
    const { url, headers } = req;
    if (req.method !== 'GET' || url === undefined || url.length > options.maxUrlLength) return undefined;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return undefined;
    const credential = presentedCredential({ headers }, false, false);
    if (credential === undefined) return undefined;
    const end = url.indexOf('?');
    const path = end < 0 ? url : url.slice(0, end);
    let matched: { route: ReadRoute; params: Record<string, string> } | undefined;
    for (const { route, match } of routes) {
      const params = match(path);
      if (params !== undefined) matched = { route, params };
      if (matched !== undefined) break;
    }
    if (matched === undefined || options.loaded?.() === false) return undefined;
    // Fastify's router reads the URL: the same route (no other route of the app took the path) and
    // the query as every route of the app gets it.
    const routed = app.findRoute({ method: 'GET', url });
    if (routed === null || !sameParams(routed.params, matched.params)) return undefined;
    const query = routed.searchParams;
    if (hasKeyParameter(query)) return undefined;
    const key = lookupKey(options.ring(), credential.value);
    if (key === undefined) return undefined;
    return { route: matched.route, query, params: matched.params, key };
  };
}
