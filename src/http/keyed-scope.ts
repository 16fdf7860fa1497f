/**
 * The keyed scope of the app (app.ts): what its routes answer with (the reply path of kept answers,
 * the operations' context, the ceiling route), its registration on Fastify, and the read path
 * (read-path/), which answers the GETs of the operations that answer bytes with the same parts.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { cursorKeyOf, JSON_OPERATIONS, OPERATIONS } from '../api/index.js';
import type { KeyLimits } from '../limits/index.js';
import { servedSkill } from '../mcp/index.js';
import type { Day } from '../util/dates.js';
import { accessOptions, type OAuthResource } from './access-options.js';
import { type AnswerKind, type AnswerPath, answerPath, type CachedRoute } from './answer-path.js';
import type { BuildAppOptions } from './app-options.js';
import { deadlineResearchSkill } from './discovery/skill.js';
import type { Compressor } from './encoding.js';
import type { BytesAnswer, ReplyView } from './exchange.js';
import { mcpAccess } from './mcp/access.js';
import { type McpEndpointOptions, type McpServing, mcpServing, registerMcpEndpoint } from './mcp/endpoint.js';
import { registerApiKeyCheck } from './plugins/api-key.js';
import { registerCacheHooks } from './plugins/cached-answers.js';
import { registerUncachedCompression } from './plugins/compression.js';
import { registerFeedFetchLimit } from './plugins/feed-fetch-limit.js';
import { hardeningSteps } from './plugins/hardening.js';
import type { ObservabilityOptions } from './plugins/observability.js';
import { principalOf } from './principal.js';
import type { ReadRoute } from './read-path/decision.js';
import { clientAddress } from './read-path/client-address.js';
import { installReadPath } from './read-path/listener.js';
import type { ResponseCache } from './response-cache.js';
import { bytesAnswer, type JsonRouteContext, registerApiRoutes, routePattern } from './routes/api.js';
import { CEILING_PATH, ceilingAnswer, registerCeilingRoute } from './routes/ceiling.js';
import { calendarKind, calendarRoutes, feedSigner, registerFeedRoutes } from './routes/feeds.js';
import { loadedTest, registerLoadedGate, type SnapshotSource } from './snapshot-readiness.js';

/**
 * The routes whose answers go through the one reply path of kept answers: the JSON GETs that are
 * cacheable, kept in `cache`, and the calendar feeds, kept in a store of a quarter of its budget
 * beside it (a feed may take all of that; one over it is not kept), and revalidated without one.
 */
function cachedRoutes(cache: ResponseCache | undefined, clock: Parameters<typeof calendarKind>[0]) {
  const json: AnswerKind = { type: 'application/json; charset=utf-8', store: cache };
  const routes = new Map<string, CachedRoute>();
  for (const operation of JSON_OPERATIONS) {
    if (!cache || !operation.cacheable || operation.method !== 'GET') continue;
    routes.set(routePattern(operation), { kind: json, callerBound: operation.callerBound === true });
  }
  const feedBytes = cache ? Math.floor(cache.maxBytes / 4) : 0;
  const feeds = cache?.beside({ maxBytes: feedBytes, maxEntryBytes: feedBytes });
  for (const [route, cached] of calendarRoutes(OPERATIONS, calendarKind(clock, feeds))) routes.set(route, cached);
  return routes;
}

export interface Clock {
  version(): string;
  today(): Day;
  nowSeconds(): number;
}

/** What the app's scopes share: the limits' counters, OAuth, the compressor, and every answer's headers. */
export interface Shared {
  limits: KeyLimits;
  oauth: OAuthResource | undefined;
  compressor: Compressor;
  /** What the app's onSend hooks add to every answer, for an answer written without them (a hit, the read path's). */
  answerHeaders: (reply: ReplyView) => void;
}

/** What the keyed scope's routes and the read path answer with: the reply path of kept answers, the operations' context, the ceiling. */
export interface Keyed {
  answers: AnswerPath;
  routes: JsonRouteContext;
  feeds: { secret: string; publicBaseUrl: string };
  ceiling: BytesAnswer | undefined;
  /** The MCP endpoint's options but its counters, and what both its paths answer with. */
  mcp: { options: Omit<McpEndpointOptions, 'admit'>; serving: McpServing };
}

export function keyedParts(options: BuildAppOptions, clock: Clock, shared: Shared): Keyed {
  const { snapshot, config } = options;
  const { version, today, nowSeconds } = clock;
  const index = () => snapshot.current();
  const answers = answerPath({
    compressor: shared.compressor,
    metrics: options.metrics,
    answerHeaders: shared.answerHeaders,
    version,
    today,
    deadlinesPassed: () => snapshot.current().deadlinesPassed(nowSeconds()),
    routes: cachedRoutes(options.cache, { index, today, now: nowSeconds }),
  });
  // Outside production FEED_SECRET may be unset (config.ts): feed URLs then last as long as the process.
  const feeds = {
    secret: config.FEED_SECRET ?? randomBytes(32).toString('base64url'),
    publicBaseUrl: config.PUBLIC_BASE_URL,
  };
  const routes: JsonRouteContext = {
    index,
    today,
    now: nowSeconds,
    publicBaseUrl: feeds.publicBaseUrl,
    signer: (request) => feedSigner(feeds, request.apiKey!),
    principal: principalOf,
    cursorKey: cursorKeyOf(feeds.secret),
    analytics: options.analytics !== undefined,
  };
  const sizes = { bytes: config.BENCH_CEILING_BYTES, encodedBytes: config.BENCH_CEILING_ENCODED_BYTES };
  const ceiling = sizes.bytes > 0 ? ceilingAnswer(sizes, shared.compressor) : undefined;
  const mcpOptions: Omit<McpEndpointOptions, 'admit'> = {
    operations: JSON_OPERATIONS,
    index: routes.index,
    today: routes.today,
    now: routes.now,
    feeds,
    ...(options.analytics ? { analytics: options.analytics } : {}),
    ...(options.tracing ? { tracing: options.tracing } : {}),
    ...(config.SNAPSHOT_SOURCE === undefined ? {} : { snapshotCheckMs: config.SNAPSHOT_POLL_S * 1000 }),
    ...(options.mcpDirect === false ? { direct: false } : {}),
    skills: [servedSkill(deadlineResearchSkill(config))],
  };
  return { answers, routes, feeds, ceiling, mcp: { options: mcpOptions, serving: mcpServing(mcpOptions) } };
}

/**
 * The keyed scope: the loaded gate, the key check and limits, the response cache, the operation
 * table's routes, the MCP endpoint and the calendar feeds.
 */
export function registerKeyedScope(api: FastifyInstance, options: BuildAppOptions, shared: Shared, keyed: Keyed): void {
  const { snapshot, keys, config } = options;
  const { routes, feeds } = keyed;
  registerLoadedGate(api, snapshot);
  const tokenRoutes = new Set(OPERATIONS.filter((row) => row.auth === 'token').map(routePattern));
  const access = accessOptions(config, shared.oauth, tokenRoutes);
  const counters = registerApiKeyCheck(api, () => keys.ring(), shared.limits, access);
  registerFeedFetchLimit(api, {
    limits: shared.limits,
    perMinute: config.FEED_FETCHES_PER_MINUTE,
    routes: tokenRoutes,
  });
  const { revalidate } = registerCacheHooks(api, keyed.answers);
  if (keyed.ceiling) registerCeilingRoute(api, keyed.ceiling);
  registerApiRoutes(api, OPERATIONS, routes);
  registerMcpEndpoint(api, { ...keyed.mcp.options, admit: counters.admit }, keyed.mcp.serving);
  registerFeedRoutes(api, OPERATIONS, {
    index: routes.index,
    today: routes.today,
    now: routes.now,
    ring: () => keys.ring(),
    counters,
    metrics: options.metrics,
    revalidate,
    ...feeds,
  });
  // Last of the scope's onSend hooks: what the caches encoded already passes through.
  registerUncachedCompression(api, shared.compressor);
}

/**
 * The routes the read path answers (read-path/): the GETs of the operations that answer bytes, and
 * the ceiling route; none when traces are on (a span per request is Fastify's).
 */
function readRoutes(options: BuildAppOptions, keyed: Keyed): ReadRoute[] {
  if (options.readPath === false || options.tracing) return [];
  const operations = JSON_OPERATIONS.filter((row) => row.method === 'GET' && row.answersBytes === true);
  return [
    ...operations.map((row) => ({ pattern: routePattern(row), answer: bytesAnswer(row, keyed.routes) })),
    ...(keyed.ceiling ? [{ pattern: CEILING_PATH, answer: keyed.ceiling }] : []),
  ];
}

/** The loaded gate's test for the read path, when the app has the gate. */
function loadedOption(snapshot: SnapshotSource): { loaded?: () => boolean } {
  const loaded = loadedTest(snapshot);
  return loaded ? { loaded } : {};
}

/**
 * Puts the read path before Fastify's listener, when it has routes to answer (readRoutes), and
 * with it the MCP POST's (mcp/post-path.ts) unless every POST is to go through the SDK.
 */
export function installKeyedReadPath(
  app: FastifyInstance,
  options: BuildAppOptions,
  parts: { keyed: Keyed; shared: Shared; observed: ObservabilityOptions; requestId: () => string },
): void {
  const { keyed, shared } = parts;
  const routes = readRoutes(options, keyed);
  if (routes.length === 0) return;
  const { config } = options;
  const steps = {
    ring: () => options.keys.ring(),
    ...loadedOption(options.snapshot),
    limits: shared.limits,
    hardening: hardeningSteps(config),
    clientAddress: clientAddress(config.TRUST_PROXY),
    compressor: shared.compressor,
    answerHeaders: shared.answerHeaders,
    observed: parts.observed,
    requestId: parts.requestId,
  };
  const post =
    options.mcpDirect === false
      ? undefined
      : {
          ...steps,
          serving: keyed.mcp.serving,
          tokens: shared.oauth !== undefined,
          access: mcpAccess(config),
          json: app.getDefaultJsonParser('error', 'error'),
        };
  installReadPath(app, { ...steps, routes, maxUrlLength: config.MAX_URL_LENGTH, answers: keyed.answers }, post);
}
