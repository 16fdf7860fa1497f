/**
 * npm run bench:hooks -- [--quick] [--requests N] [--warmup N]
 *
 * What each hook of a keyed request costs, and what the framework costs around them: the app as
 * src/server.ts builds it (metrics, a keys file with one pro key, compression on, response cache
 * off, the ceiling route on), in this process, listening on loopback and asked by a client in this
 * process over one keep-alive connection, one request at a time: the fixed query mix (the 35 shapes
 * of bench/common/queries.ts, round-robin) and the ceiling route (the mix's median body). The
 * setups: as the benchmarks run the server (RATE_LIMITS=off, LOG_LEVEL=warn), with the plan limits
 * counted in process memory, and with the request's log line written (LOG_LEVEL=info, to a stream
 * that drops it: the line is built and serialized, not written to a terminal); then with the search
 * analytics counting only and keeping their sketches, and with traces sent to a loopback receiver.
 *
 * A first setup runs every request through Fastify's hooks (the read path off, BuildAppOptions.
 * readPath), as the benchmarks ran before the read path; the others as the server runs, where the
 * read path (src/http/read-path) answers the searches and the ceiling route below the framework,
 * calling the same steps as plain functions, which are then not timed one by one. Two more run both
 * ways behind one proxy, as deploy/ runs a replica (TRUST_PROXY=1, each request with
 * X-Forwarded-For).
 *
 * Per route it prints, in µs per request (median and mean): each hook's own time (bench/hooks/
 * timers.ts says how it is taken), the handler until it hands its answer to reply.send (the search:
 * reading the request, the engine and writing the answer), the request from Node's 'request' event
 * until its answer is written to the socket (routing, the hooks, the handler), and
 * "framework": that part plus the onResponse hooks minus the hooks and the handler. Wall time in
 * this thread: on a shared machine other work adds to it; the medians are the steadier figure.
 */
import type { FastifyInstance } from 'fastify';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KeyRing } from '../../src/auth/index.js';
import { loadConfig } from '../../src/config.js';
import { type BuildAppOptions, buildApp } from '../../src/http/app.js';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { SearchAnalytics } from '../../src/ops/search-analytics.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { LOOPBACK_FEED_SECRET } from '../../tools/support/processes.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { median } from '../common/stats.js';
import { hookTimers, Samples, timeRequestListener } from './timers.js';

const options = benchOptions('npm run bench:hooks -- [--quick] [--requests N] [--warmup N]', {
  quick: { type: 'flag', description: 'the 100k data set instead of 1M' },
  requests: {
    type: 'whole',
    min: 100,
    max: 1_000_000,
    default: 5000,
    description: 'timed requests per route and setup',
  },
  warmup: { type: 'whole', min: 0, max: 1_000_000, default: 2000, description: 'untimed requests first' },
});
const dataset = await benchData(options);
const index = openSnapshot(dataset.snapshot);
const version = snapshotVersion(index);

interface Setup {
  name: string;
  env: Record<string, string>;
  /** The search analytics as a server keeps them: off (counts only) or on (sketches too); none: not counted. */
  analytics?: 'on' | 'off';
  /** Traces on, sent to a loopback receiver in this process that drops them. */
  tracing?: boolean;
  /** false: every request through Fastify's hooks, the read path off. */
  readPath?: false;
  /** Headers sent with every request, beside the key (X-Forwarded-For, as a proxy adds it). */
  headers?: Record<string, string>;
}

/** As deploy/ runs a replica: behind one proxy, which names the client in X-Forwarded-For. */
const BEHIND_PROXY = { env: { TRUST_PROXY: '1' }, headers: { 'x-forwarded-for': '203.0.113.7' } };

const SETUPS: readonly Setup[] = [
  { name: "Fastify's hooks, the read path off (RATE_LIMITS=off, LOG_LEVEL=warn)", env: {}, readPath: false },
  { name: 'as the benchmarks run it (RATE_LIMITS=off, LOG_LEVEL=warn)', env: {} },
  {
    name: "behind one proxy (TRUST_PROXY=1, X-Forwarded-For), Fastify's hooks, the read path off",
    ...BEHIND_PROXY,
    readPath: false,
  },
  { name: 'behind one proxy (TRUST_PROXY=1, X-Forwarded-For), as deploy/ runs it', ...BEHIND_PROXY },
  {
    name: 'plan limits counted in memory (RATE_LIMITS=on)',
    env: { RATE_LIMITS: 'on', PLAN_PRO_PER_MINUTE: '1000000', PLAN_PRO_PER_DAY: '100000000' },
  },
  { name: 'the log line built and serialized (LOG_LEVEL=info)', env: { LOG_LEVEL: 'info' } },
  { name: 'search analytics counted only (SEARCH_ANALYTICS=off)', env: {}, analytics: 'off' },
  { name: 'search analytics kept (SEARCH_ANALYTICS=on, the default)', env: {}, analytics: 'on' },
  // Last: the SDK registers itself for the whole process.
  { name: 'traces on (OTEL_EXPORTER_OTLP_ENDPOINT, a loopback receiver)', env: {}, tracing: true },
];

/** An OTLP/HTTP receiver on loopback that reads each batch of spans and drops it. */
async function spanSink(): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The setup's analytics and traces, as src/serving.ts makes them. */
async function extrasOf(setup: Setup, metrics: Metrics) {
  const analytics =
    setup.analytics && new SearchAnalytics({ sketches: setup.analytics === 'on', registry: metrics.registry });
  const sink = setup.tracing ? await spanSink() : undefined;
  const tracing = sink && (await import('../../src/http/tracing.js')).startTracing(sink.url);
  const close = async () => {
    await tracing?.shutdown();
    sink?.close();
  };
  return { options: { ...(analytics ? { analytics } : {}), ...(tracing ? { tracing } : {}) }, close };
}

function configOf(env: Record<string, string>, ceilingBytes: number) {
  return loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: 'http://127.0.0.1:8080',
    FEED_SECRET: LOOPBACK_FEED_SECRET,
    METRICS_PORT: '9464',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    RESPONSE_CACHE_MB: '0',
    BENCH_CEILING_BYTES: String(ceilingBytes),
    ...env,
  });
}

function makeApp(
  ring: KeyRing,
  env: Record<string, string>,
  ceilingBytes: number,
  extras: Pick<BuildAppOptions, 'analytics' | 'tracing' | 'metrics' | 'readPath'> = {},
): FastifyInstance {
  return buildApp({
    ...extras,
    // loaded and version: as the server's snapshot holder has them (the loaded gate runs too).
    snapshot: { current: () => index, loaded: () => true, version: () => version },
    keys: { ring: () => ring },
    config: configOf(env, ceilingBytes),
    metrics: extras.metrics ?? createMetrics({ defaultMetrics: false }),
    logStream: { write: () => {} },
  });
}

/** GETs `path` on loopback over the agent's connection; resolves the body's length. */
function get(port: number, agent: Agent, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200 ? resolve(length) : reject(new Error(`${path}: ${response.statusCode}`)),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const format = (micros: number) => micros.toFixed(2).padStart(8);

function report(samples: Samples, label: string): void {
  const rows = [...samples.byName].filter(([name]) => name.startsWith(`${label}: `));
  const requests = samples.byName.get(`${label}: request`)?.length ?? 0;
  console.log(`\n### ${label} (${requests} requests)\n`);
  console.log('| part | median µs | mean µs |\n|---|---:|---:|');
  let hooks = 0;
  let hooksMedian = 0;
  let handler = 0;
  let handlerMedian = 0;
  let total = 0;
  let totalMedian = 0;
  for (const [name, values] of rows) {
    const part = name.slice(label.length + 2);
    const sorted = [...values].sort((a, b) => a - b);
    const m = median(sorted);
    // Per request: a hook skipped on some requests counts as 0 on them.
    const average = values.reduce((sum, value) => sum + value, 0) / requests;
    console.log(`| ${part} | ${format(m)} | ${format(average)} |`);
    if (part === 'request') {
      total += average;
      totalMedian += m;
    } else if (part.startsWith('handler')) {
      handler += average;
      handlerMedian += m;
    } else {
      hooks += average;
      hooksMedian += m;
      // onResponse runs after the answer is written, on its 'finish'.
      if (part.startsWith('onResponse')) {
        total += average;
        totalMedian += m;
      }
    }
  }
  if (rows.length === 1) {
    console.log(
      `| **whole request** (the read path: its steps are not timed one by one) | ${format(totalMedian)} | ${format(total)} |`,
    );
    return;
  }
  console.log(`| **hooks, sum** | ${format(hooksMedian)} | ${format(hooks)} |`);
  console.log(
    `| **framework** (request + onResponse − hooks − handler) | ${format(totalMedian - hooksMedian - handlerMedian)} | ${format(total - hooks - handler)} |`,
  );
  console.log(`| **whole request** | ${format(totalMedian)} | ${format(total)} |`);
}

const { keysFile, key, cleanup } = benchKeys('confdir-bench-hooks-');
try {
  const ring = KeyRing.fromFile(keysFile);
  const headers = { 'x-api-key': key };
  const paths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);

  // The ceiling's body: the mix's median answer, as in the suite.
  const sizer = makeApp(ring, {}, 0);
  const sizes: number[] = [];
  for (const path of paths) sizes.push((await sizer.inject({ url: path, headers })).rawPayload.length);
  await sizer.close();
  sizes.sort((a, b) => a - b);
  const ceilingBytes = Math.round(median(sizes));

  console.log(
    `# Hooks and framework per request, in process (${dataset.label} events, ${options.requests} timed requests per route and setup after ${options.warmup} untimed; Node ${process.version})`,
  );
  console.log(`\nCeiling body: ${ceilingBytes} bytes (the median answer of the mix).`);
  for (const setup of SETUPS) {
    const samples = new Samples();
    const metrics = createMetrics({ defaultMetrics: false });
    const extras = await extrasOf(setup, metrics);
    const app = makeApp(ring, setup.env, ceilingBytes, {
      metrics,
      ...extras.options,
      ...(setup.readPath === false ? { readPath: false } : {}),
    });
    const timers = hookTimers(app, samples);
    let label = '';
    timeRequestListener(app, samples, () => label);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    console.log(`\n## ${setup.name}`);
    for (const [routeLabel, targets] of [
      ['search (query mix)', paths],
      ['ceiling route', [CEILING_PATH]],
    ] as const) {
      label = routeLabel;
      timers.expect(targets[0]!, routeLabel);
      samples.recording = false;
      const sent = { ...headers, ...setup.headers };
      for (let i = 0; i < options.warmup + 1; i++) await get(port, agent, targets[i % targets.length]!, sent);
      samples.recording = true;
      const cpu = process.cpuUsage();
      for (let i = 0; i < options.requests; i++) await get(port, agent, targets[i % targets.length]!, sent);
      const used = process.cpuUsage(cpu);
      samples.recording = false;
      report(samples, routeLabel);
      // CPU time rather than wall time: steadier on a shared machine (client, server and exporter together).
      console.log(`\nCPU of this process per request: ${format((used.user + used.system) / options.requests)} µs`);
    }
    agent.destroy();
    await app.close();
    await extras.close();
  }
  recordCost(paths);
} finally {
  cleanup();
}

/**
 * What counting one search costs the analytics alone (SearchAnalytics.record), in CPU time: the
 * mix's filter texts (35, never filling a sketch), then a stream of texts all different (every
 * one past the sketches' capacity takes the least counted one's place).
 */
function recordCost(paths: readonly string[]): void {
  const mix = paths.map((path) => new URLSearchParams(path.split('?')[1]).toString());
  const distinct = Array.from({ length: 100_000 }, (_, i) => `q=word${i}`);
  console.log('\n## Counting one search (SearchAnalytics.record), CPU µs per search\n');
  console.log('| stream | SEARCH_ANALYTICS=off | on |\n|---|---:|---:|');
  for (const [name, texts] of [
    ['the query mix', mix],
    ['every text new', distinct],
  ] as const) {
    const cost = (sketches: boolean) => {
      const analytics = new SearchAnalytics({ sketches, registry: createMetrics({ defaultMetrics: false }).registry });
      const start = process.cpuUsage();
      for (let i = 0; i < 100_000; i++)
        analytics.record({
          operation: 'searchConferences',
          surface: 'action',
          filters: texts[i % texts.length]!,
          total: i % 7 === 0 ? 0 : 3,
        });
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 100_000;
    };
    console.log(`| ${name} | ${format(cost(false))} | ${format(cost(true))} |`);
  }
}
