/**
 * npm run bench:answer-sizes -- [--events N] [--snapshot FILE --label NAME]
 *
 * The largest answer of every operation (docs/api.md, Answer sizes) on the pinned data set (1M
 * events by default; bench/common/dataset.ts) or on another snapshot (the public trackers
 * imported and built: `--snapshot public.snapshot --label public`), over HTTP and as an MCP tool
 * result (its text and structuredContent together), at the widest and most hostile arguments each
 * takes: every facet at facet_size=100, include=deadlines, every field, the longest lists, near,
 * similar_to, a deep page. Checked against the caps: an HTTP answer at most 100,000 characters, an
 * MCP result at most its cap (1,000 characters per event asked, 10,000 to 50,000), a typical
 * search (a page of 10 of the fixed query mix) at most 10,000. Writes
 * bench/results/answer-sizes-<label>.json (which docs/api.md quotes; test/docs holds it) and .md.
 * The app runs in this process, its requests injected (no network).
 */
import { join } from 'node:path';
import { KeyRing, createKey } from '../../src/auth/index.js';
import { HTTP_ANSWER_MAX, MCP_RESULT_MAX, MCP_RESULT_MIN, mcpResultCap } from '../../src/api/views/answer-caps.js';
import { ITEM_FIELD_NAMES } from '../../src/api/schemas/event-fields.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadCountries } from '../../src/reference/countries.js';
import { REQUEST_FACETS, openSnapshot } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { BENCH_EVENTS } from '../common/dataset.js';
import { machineLoad, type PhaseLoad } from '../common/format.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { commandLine, publishRun } from '../common/results.js';
import type { Target } from '../common/targets.js';
import type { OperationSizes, SizeReport } from './limits.js';
import { sizesReport } from './report.js';

const options = benchOptions('npm run bench:answer-sizes -- [--events N] [--snapshot FILE --label NAME]', {
  events: { type: 'whole', min: 1000, max: BENCH_EVENTS, description: 'events of the pinned data set (default 1M)' },
  snapshot: { type: 'text', description: 'another snapshot to measure (the public trackers built)' },
  label: { type: 'text', description: "the other snapshot's name in the results' file name (with --snapshot)" },
});
if ((options.snapshot === undefined) !== (options.label === undefined)) {
  throw new Error('--snapshot and --label go together');
}

const startedAt = new Date();
const load: PhaseLoad[] = [{ phase: 'start', ...machineLoad() }];
const dataset =
  options.snapshot === undefined ? await benchData({ events: options.events ?? BENCH_EVENTS }) : undefined;
const label = options.label ?? dataset!.label;
const index = openSnapshot(options.snapshot ?? dataset!.snapshot);
const { dir, cleanup } = tempDir('confdir-bench-sizes-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'sizes', plan: 'pro' });
const ring = KeyRing.fromFile(keysFile);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_BASE_URL: 'https://conferences.example.org',
  RATE_LIMITS: 'off',
  RESPONSE_CACHE_MB: '0',
  FEED_SECRET: 'x'.repeat(64),
});
const app = buildApp({ snapshot: { current: () => index }, keys: { ring: () => ring }, config });
await app.ready();

type Args = Record<string, string>;
/** A candidate: its tool arguments, and its HTTP request (null: a POST, measured as the tool only). */
type Candidate = { args: Args; url: string | null };

const EVERY_FACET = REQUEST_FACETS.join(',');
const WIDEST = { facets: EVERY_FACET, facet_size: '100', include: 'deadlines', tz: 'America/Argentina/Buenos_Aires' };

/** Ids spread over the snapshot: at most 2,000. */
function sampleIds(): string[] {
  const { store } = index;
  const ids: string[] = [];
  for (let position = 0; position < store.size; position += Math.max(1, Math.floor(store.size / 2000))) {
    ids.push(String(eventAt(store, position).id));
  }
  return ids;
}

const search = (args: Args): Candidate => ({ args, url: `/api/gpt/conferences?${new URLSearchParams(args)}` });

/** The widest and the most hostile requests of each operation. */
function candidates(): Record<string, Candidate[]> {
  const ids = sampleIds();
  const longest = loadCountries()
    .map((country) => country.name)
    .sort((a, b) => b.length - a.length);
  const every = { limit: '50', ...WIDEST };
  const topics = index.listing.topics.map((topic) => topic.name);
  return {
    searchConferences: [
      every,
      { ...every, fields: ITEM_FIELD_NAMES.join(',') },
      { ...every, near: 'Barcelona', include_online: 'true', radius_km: '500', sort: 'distance' },
      { ...every, similar_to: ids[0]! },
      { ...every, sort: 'deadline', cfp: 'open' },
      { ...every, ccf_rank: 'A', sort: 'deadline' },
      { ...every, core_rank: 'A*', fields: ITEM_FIELD_NAMES.join(',') },
      { ...every, q: 'international conference science' },
      { ...every, countries: longest.slice(0, 300).join(',') },
      { ...every, offset: '1000' },
      { limit: '10', ...WIDEST, fields: ITEM_FIELD_NAMES.join(',') },
      { limit: '0', facets: EVERY_FACET, facet_size: '100' },
    ].map(search),
    getConference: ids.map((id) => ({
      args: { id, tz: 'America/Argentina/Buenos_Aires' },
      url: `/api/gpt/conferences/${id}?tz=America/Argentina/Buenos_Aires`,
    })),
    listTopics: [
      { args: {}, url: '/api/gpt/topics' },
      ...topics.map((topic) => ({ args: { topic }, url: `/api/gpt/topics?topic=${encodeURIComponent(topic)}` })),
    ],
    listCountries: [{ args: {}, url: '/api/gpt/countries' }],
    getStatistics: [{ args: {}, url: '/api/gpt/stats' }],
    subscribeToSearch: [
      { args: { include: 'deadlines' }, url: null },
      { args: { countries: longest.slice(0, 20).join(','), include: 'deadlines' }, url: null },
    ],
    search: [
      'machine learning conferences in Europe with an open call',
      'CORE A* conferences on databases next year',
      'workshops in Germany in March',
    ].map((query) => ({ args: { query }, url: `/api/gpt/connector/search?query=${encodeURIComponent(query)}` })),
    fetch: ids.slice(0, 500).map((id) => ({ args: { id }, url: `/api/gpt/connector/fetch/${id}` })),
  };
}

/** A tool call's result sizes; a tool error throws unless `refusals` (another data set may not know a topic). */
async function toolResult(name: string, args: Args, refusals = false) {
  const response = await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  const raw = response.body;
  const { result } = JSON.parse(raw) as {
    result?: { content: { text: string }[]; structuredContent?: unknown; isError?: boolean };
  };
  if (result === undefined || (result.isError && !refusals))
    throw new Error(`${name} ${JSON.stringify(args)}: ${raw.slice(0, 300)}`);
  const text = result.content[0]!.text.length;
  const structured = result.structuredContent === undefined ? 0 : JSON.stringify(result.structuredContent).length;
  return { text, structured, bytes: Buffer.byteLength(raw) };
}

const over: string[] = [];
const operations: Record<string, OperationSizes> = {};
for (const [operationId, list] of Object.entries(candidates())) {
  const largest: OperationSizes = {
    httpUrl: null,
    http: 0,
    mcpArguments: {},
    mcp: 0,
    mcpText: 0,
    mcpStructured: 0,
    mcpAnswerBytes: 0,
    mcpCap: 0,
  };
  for (const { args, url } of list) {
    if (url !== null) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      const http = response.body.length;
      if (http > HTTP_ANSWER_MAX) over.push(`${url}: ${http} characters over HTTP`);
      if (http > largest.http) Object.assign(largest, { httpUrl: url, http });
    }
    const result = await toolResult(operationId, args);
    const mcp = result.text + result.structured;
    const cap = operationId === 'searchConferences' ? mcpResultCap(Number(args.limit ?? 10)) : MCP_RESULT_MAX;
    if (mcp > cap)
      over.push(`${operationId} ${JSON.stringify(args).slice(0, 200)}: ${mcp} characters over MCP, cap ${cap}`);
    if (mcp > largest.mcp) {
      Object.assign(largest, {
        mcpArguments: args,
        mcp,
        mcpText: result.text,
        mcpStructured: result.structured,
        mcpAnswerBytes: result.bytes,
        mcpCap: cap,
      });
    }
  }
  operations[operationId] = largest;
  console.error(
    `${operationId}: largest HTTP ${largest.http.toLocaleString('en')}, MCP ${largest.mcp.toLocaleString('en')} characters`,
  );
}

// A typical search: a page of 10 of each shape of the fixed mix (a refusal, of a topic another data set lacks, is small).
const typicalSearch = { mcp: 0, arguments: {} as Args };
for (const shape of QUERY_MIX) {
  const args = Object.fromEntries(new URLSearchParams(toQueryString({ ...shape.filters, limit: 10, offset: 0 })));
  const result = await toolResult('searchConferences', args, true);
  const mcp = result.text + result.structured;
  if (mcp > typicalSearch.mcp) Object.assign(typicalSearch, { mcp, arguments: args });
}
if (typicalSearch.mcp > MCP_RESULT_MIN) over.push(`a typical search: ${typicalSearch.mcp} characters over MCP`);

const toolsList = (
  await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  })
).body.length;
await app.close();
cleanup();
load.push({ phase: 'end', ...machineLoad() });

const report: SizeReport = { data: label, events: index.store.size, operations, typicalSearch, toolsList };
const largestHttp = Math.max(...Object.values(operations).map((sizes) => sizes.http));
const largestMcp = Math.max(...Object.values(operations).map((sizes) => sizes.mcp));
const targets: Target[] = [
  {
    name: 'Largest HTTP answer',
    target: `≤ ${HTTP_ANSWER_MAX.toLocaleString('en')} characters`,
    measured: largestHttp.toLocaleString('en'),
    met: largestHttp <= HTTP_ANSWER_MAX,
  },
  {
    name: 'Largest MCP result',
    target: `≤ ${MCP_RESULT_MAX.toLocaleString('en')} characters`,
    measured: largestMcp.toLocaleString('en'),
    met: largestMcp <= MCP_RESULT_MAX,
  },
  {
    name: 'Typical search over MCP',
    target: `≤ ${MCP_RESULT_MIN.toLocaleString('en')} characters`,
    measured: typicalSearch.mcp.toLocaleString('en'),
    met: typicalSearch.mcp <= MCP_RESULT_MIN,
  },
];
const command = commandLine('bench:answer-sizes');
publishRun(
  {
    head: { scenario: 'answer-sizes', startedAt: startedAt.toISOString(), events: index.store.size, command, targets },
    label,
    json: { ...report, load, over },
    report: sizesReport({ report, command, startedAt, load, targets, over }),
    failures: over,
  },
  (line) => console.error(line),
);
