/**
 * npm run bench:feed -- [--seconds N] [--feeds N] [--skip-compile]
 * Calendar feeds on the 1M snapshot. Targets:
 * - server time of an uncached feed of 1,000 events with deadlines: the feed handler in this
 *   process (the search, the events and their deadlines, the iCalendar text), median over --feeds
 *   different feeds (each a later page of the default order, so none repeats): at most 20 ms;
 * - a cached feed within 2x of a cached search answer: over HTTP on loopback, one connection,
 *   against one server process (compiled, as production runs it, unless --skip-compile finds no
 *   dist/; limits off, caches at their default budget, RESPONSE_CACHE_MB=64,
 *   a quarter of it for feeds), the same feed of a search again and again
 *   beside the same search's JSON answer again and again (p50);
 * - the server's RSS after load (the snapshot loaded, at ready, as the suite measures it): at most
 *   700 MB; also reported after the HTTP load of feeds, and after 15 s idle.
 * Also reported: the cached 1,000-event feed, the cached feed through its signed URL, and uncached
 * 1,000-event feeds over HTTP (misses: each a new page, computed then stored).
 */
import { FEED_PARSER, calendarFeed } from '../../src/api/feeds/index.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { runLoad, summarize, type LoadSummary } from '../common/http-load.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { serverOverDataset } from '../common/prologue.js';
import { startBenchServer } from '../common/server.js';
import { quantile } from '../common/stats.js';
import { type Target, targetsTable } from '../common/targets.js';

const options = benchOptions('npm run bench:feed -- [--seconds N] [--feeds N] [--skip-compile]', {
  seconds: { type: 'whole', min: 1, max: 600, default: 5, description: 'seconds per HTTP measurement' },
  feeds: { type: 'whole', min: 5, max: 500, default: 40, description: 'uncached feeds timed in process' },
  'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
});
const MB = 1_000_000;
const FEED_MS_TARGET = 20;
const CACHED_RATIO_TARGET = 2;
const RSS_MB_TARGET = 700;
const SEARCH = 'country=India&topic=Computer+Science&limit=10';
const IDLE_MS = 15_000;

const log = (line: string) => console.error(`[feed] ${line}`);
// The server as production runs it (compiled), as the suite measures its RSS after load.
const { dataset, build } = await serverOverDataset(options, log);

/** The feed handler's own time, uncached: each feed a later page of 1,000 events with their deadlines. */
function handlerTimes(): { ms: number[]; cpuMs: number[]; entries: number[]; bytes: number[] } {
  const index = openSnapshot(dataset.snapshot);
  const today = parseIsoDate(dataset.anchor)!;
  const context = { index, today, now: today * 86_400 + 43_200, host: 'api.example.org', builtAt: new Date() };
  const run = (offset: number) =>
    calendarFeed(FEED_PARSER.fromQuery({ include: 'deadlines', offset: String(offset) }, {}), context);
  run(0); // warm-up: the first search builds the order's caches
  const out = { ms: [] as number[], cpuMs: [] as number[], entries: [] as number[], bytes: [] as number[] };
  for (let i = 1; i <= options.feeds; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const feed = run(i * 1000);
    out.ms.push(performance.now() - started);
    const spent = process.cpuUsage(cpu);
    out.cpuMs.push((spent.user + spent.system) / 1000);
    out.entries.push(feed.body.toString('latin1').split('BEGIN:VEVENT').length - 1);
    out.bytes.push(feed.body.length);
  }
  return out;
}

log(`timing ${options.feeds} uncached feeds in process ...`);
const handler = handlerTimes();
const median = (values: number[]) => quantile(Float64Array.from(values).sort(), 0.5);
const handlerMs = median(handler.ms);
const handlerCpuMs = median(handler.cpuMs);

const { keysFile, key, cleanup } = benchKeys('confdir-bench-feed-');
log(`starting the ${build} server ...`);
const server = await startBenchServer(build, {
  SNAPSHOT_PATH: dataset.snapshot,
  KEYS_FILE: keysFile,
  RATE_LIMITS: 'off',
});
const headers = { 'x-api-key': key };
const measure = async (name: string, paths: string[]): Promise<LoadSummary> => {
  const latencies: number[] = [];
  const run = await runLoad(
    { port: server.port, paths, headers, pids: () => [server.pid] },
    options.seconds,
    1,
    latencies,
  );
  return summarize(name, [run], latencies);
};
let rows: LoadSummary[];
const rssReadyMb = server.rssAtReady / MB;
let rssMb: number;
let rssIdleMb: number;
try {
  const post = await fetch(`http://127.0.0.1:${server.port}/api/gpt/feeds`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(Object.fromEntries(new URLSearchParams(SEARCH))),
  });
  const signed = new URL(((await post.json()) as { url: string }).url).pathname;
  const cached = {
    search: `/api/gpt/conferences?${SEARCH}`,
    feed: `/api/gpt/conferences.ics?${SEARCH}`,
    big: '/api/gpt/conferences.ics?include=deadlines',
  };
  for (const path of [...Object.values(cached), signed])
    await runLoad({ port: server.port, paths: [path], headers }, 1, 1);
  const misses = Array.from(
    { length: 20_000 },
    (_, i) => `/api/gpt/conferences.ics?include=deadlines&offset=${(i + 1) * 1000}`,
  );
  log('measuring over HTTP ...');
  rows = [
    await measure('cached search answer (10 events, JSON)', [cached.search]),
    await measure('cached feed of the same search (10 events)', [cached.feed]),
    await measure('cached feed of the same search, signed URL', [signed]),
    await measure('cached feed, 1,000 events with deadlines', [cached.big]),
    await measure('uncached feed, 1,000 events with deadlines', misses),
  ];
  rssMb = server.rss() / MB;
  // V8 gives freed heap back to the system once the process is idle for a while.
  await new Promise((done) => setTimeout(done, IDLE_MS));
  rssIdleMb = server.rss() / MB;
} finally {
  await server.stop();
  cleanup();
}

const ratio = rows[1]!.p50 / rows[0]!.p50;
const targets: Target[] = [
  {
    name: 'uncached 1,000-event feed with deadlines, server time (median, in process)',
    target: `≤ ${FEED_MS_TARGET} ms`,
    measured: `${handlerCpuMs.toFixed(2)} ms CPU, ${handlerMs.toFixed(2)} ms wall`,
    met: handlerCpuMs <= FEED_MS_TARGET,
    note: 'judged on CPU time: on a shared machine the wall time includes waiting for a core',
  },
  {
    name: 'cached feed vs cached search answer (p50, HTTP)',
    target: `≤ ${CACHED_RATIO_TARGET}x`,
    measured: `${ratio.toFixed(2)}x (${rows[1]!.p50.toFixed(3)} / ${rows[0]!.p50.toFixed(3)} ms)`,
    met: ratio <= CACHED_RATIO_TARGET,
  },
  {
    name: 'RSS after load (snapshot loaded, at ready)',
    target: `≤ ${RSS_MB_TARGET} MB`,
    measured: `${rssReadyMb.toFixed(1)} MB`,
    met: rssReadyMb <= RSS_MB_TARGET,
  },
  {
    name: 'RSS after the HTTP load of feeds',
    target: `≤ ${RSS_MB_TARGET} MB`,
    measured: `${rssMb.toFixed(1)} MB at its end, ${rssIdleMb.toFixed(1)} MB after ${IDLE_MS / 1000} s idle`,
    met: rssMb <= RSS_MB_TARGET,
  },
];
console.log(`calendar feeds, 1M events; HTTP: the ${build} server, 1 connection, ${options.seconds} s each\n`);
console.log(
  `in process: ${options.feeds} uncached feeds of 1,000 events with deadlines: median ${handlerMs.toFixed(2)} ms ` +
    `wall, ${handlerCpuMs.toFixed(2)} ms CPU; ` +
    `p90 ${quantile(Float64Array.from(handler.ms).sort(), 0.9).toFixed(2)} ms; ` +
    `${median(handler.entries)} entries and ${(median(handler.bytes) / 1024).toFixed(0)} KiB per feed (median)\n`,
);
console.log('| request | requests | p50 ms | p99 ms | server CPU µs/req |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.requests} | ${row.p50.toFixed(3)} | ${row.p99.toFixed(3)} | ${row.cpuPerRequest?.toFixed(1) ?? '–'} |`,
  );
console.log('');
for (const line of targetsTable(targets)) console.log(line);
const failed = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
if (failed.length > 0) {
  console.error(`[feed] the run is invalid: failures in ${failed.map((row) => row.name).join(', ')}`);
  process.exitCode = 1;
}
