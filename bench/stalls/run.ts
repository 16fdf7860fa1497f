/**
 * npm run bench:stalls [-- --quick] [--background N] [--skip-compile]
 *
 * Where the HTTP path stops the event loop (issue 33: anything over 20 ms under load is found with
 * monitorEventLoopDelay and fixed or listed). The compiled server, the response cache at its
 * default size, limits off; for each kind of request, asked in turn, the longest event-loop delay
 * the server saw while answering them: prom-client's nodejs_eventloop_lag_max_seconds, which reads
 * perf_hooks.monitorEventLoopDelay (sampled every millisecond: EVENT_LOOP_RESOLUTION_MS=1) and
 * starts again at every scrape, scraped before and after each kind. Meanwhile `--background`
 * connections (2 by default, 0 for none) ask cached searches one after another, the load a stall
 * delays: their latencies are reported beside each kind. Prints a table; writes nothing.
 *
 * Default: the pinned 1M data set. --quick: the 100k set.
 */
import { loadavg } from 'node:os';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { benchKeys } from '../common/keys.js';
import { loopDelay } from '../common/metrics.js';
import { benchOptions } from '../common/options.js';
import { randomMix } from '../common/random-mix.js';
import { serverOverDataset } from '../common/prologue.js';
import { startBenchServer } from '../common/server.js';
import { quantile } from '../common/stats.js';

const options = benchOptions('npm run bench:stalls [-- --quick] [--background N] [--skip-compile]', {
  quick: { type: 'flag', description: '100k events' },
  background: {
    type: 'whole',
    min: 0,
    max: 16,
    default: 2,
    description: 'connections asking cached searches during every kind',
  },
  'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
});
const log = (line: string) => console.error(line);
const { dataset, build } = await serverOverDataset(options, log);
const mix = randomMix(openSnapshot(dataset.snapshot), { today: parseIsoDate(dataset.anchor)! }).map((q) => q.path);

const { keysFile, key, cleanup } = benchKeys('confdir-bench-stalls-');
const server = await startBenchServer(build, {
  SNAPSHOT_PATH: dataset.snapshot,
  KEYS_FILE: keysFile,
  RATE_LIMITS: 'off',
  EVENT_LOOP_RESOLUTION_MS: '1',
});
const base = `http://127.0.0.1:${server.port}`;
const headers = { 'x-api-key': key, 'accept-encoding': 'br, gzip' };

/** The longest event-loop delay since the last scrape, in ms (and the scrape starts a new window). */
const maxLagMs = async (): Promise<number> => (await loopDelay(server.metricsPort)).maxMs;

const ms = (value: number) => value.toFixed(2);

const mcpSearch = (id: number, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'searchConferences', arguments: args },
});
const heavyFilters = {
  q: 'quantum learning',
  country: 'Germany,France',
  type: 'workshop',
  format: 'online',
  limit: 50,
};

/** Searches the background asks, cached before the first kind; apart from those the kinds ask. */
const backgroundPaths = mix.slice(2000, 2200);

/**
 * The background load: `connections` loops, each asking the background's searches one after
 * another until stopped (at most BACKGROUND_MAX requests each); the latency of each answer, in ms.
 */
const BACKGROUND_MAX = 1_000_000;
function background(connections: number) {
  const latencies: number[] = [];
  let running = true;
  const loop = async (start: number) => {
    for (let i = start; running && i < start + BACKGROUND_MAX; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${backgroundPaths[i % backgroundPaths.length]}`, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: connections }, (_, c) => loop(c * 37));
  return {
    async stop(): Promise<number[]> {
      running = false;
      await Promise.all(loops);
      return latencies.sort((a, b) => a - b);
    },
  };
}

/** Each kind: a name and its requests, asked one after another. */
const kinds: [string, (() => Promise<Response>)[]][] = [
  [
    'searches, first asked (cache misses), 1,000 of the random mix',
    mix.slice(0, 1000).map((p) => () => fetch(`${base}${p}`, { headers })),
  ],
  ['the same searches again (cache hits)', mix.slice(0, 1000).map((p) => () => fetch(`${base}${p}`, { headers }))],
  [
    'feeds of 1,000 events with deadlines, uncached, 5',
    [1, 2, 3, 4, 5].map(
      (i) => () => fetch(`${base}/api/gpt/conferences.ics?include=deadlines&offset=${i * 1000}`, { headers }),
    ),
  ],
  [
    'MCP batches of 20 searches of 50 events with every facet, 5',
    [0, 1, 2, 3, 4].map(
      (round) => () =>
        fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify(
            Array.from({ length: 20 }, (_, i) =>
              mcpSearch(i, {
                ...heavyFilters,
                offset: round * 20 + i,
                facets: 'topic,subtopic,type,format,country,continent,year,city,region',
              }),
            ),
          ),
        }),
    ),
  ],
  [
    'the API reference page and its files, first asked',
    ['/docs', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/api/gpt/openapi'].map(
      (p) => () => fetch(`${base}${p}`, { headers }),
    ),
  ],
  [
    '/metrics, 20 scrapes',
    Array.from({ length: 20 }, () => () => fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)),
  ],
];

try {
  const rows: string[] = [];
  for (const path of backgroundPaths) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
  await maxLagMs();
  for (const [name, requests] of kinds) {
    await maxLagMs();
    const load = background(options.background);
    const started = performance.now();
    for (const request of requests) {
      const response = await request();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    }
    const wall = performance.now() - started;
    const lag = await maxLagMs();
    const waits = await load.stop();
    const waited =
      waits.length === 0 ? '– | – | –' : `${waits.length} | ${ms(quantile(waits, 0.99))} | ${ms(waits.at(-1)!)}`;
    rows.push(`| ${name} | ${requests.length} | ${ms(wall / requests.length)} | ${lag.toFixed(1)} | ${waited} |`);
    log(rows.at(-1)!);
  }
  console.log(
    [
      `# Event-loop stalls by kind of request: ${dataset.label} events, ${build} server`,
      '',
      `\`npm run bench:stalls -- ${[options.quick ? '--quick' : '', `--background ${options.background}`].filter(Boolean).join(' ')}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' / ')}. Requests one at a time, \`Accept-Encoding: br, gzip\`; meanwhile ${options.background} ` +
        'connection(s) ask cached searches one after another (the background). Event-loop delay sampled every 1 ms.',
      '',
      '| kind | requests | mean ms per request | longest event-loop delay, ms | background answers | background p99 ms | background max ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
} finally {
  await server.stop();
  cleanup();
}
