/**
 * npm run bench:answer-sizes -- [--events N]
 * The largest answer of every operation on the pinned data set (1M events by default; bench/common/
 * dataset.ts), over HTTP and over MCP, checked against the clients' limits (docs/api.md, MCP): no
 * HTTP body over 100,000 characters (an assistant action's cap), no MCP tool call's answer (its body
 * twice: as text and as structuredContent) over a batch's cap of 256 KiB. Exits 1 when one is over. It
 * writes bench/results/answer-sizes-<label>.json, whose figures docs/api.md quotes (test/docs holds
 * the docs to it). The app runs in this process, its requests injected (no network).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KeyRing, createKey } from '../../src/auth/index.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { REQUEST_FACETS, openSnapshot } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { ensureBenchData } from '../common/data.js';
import { BENCH_EVENTS, benchDataset } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { RESULTS_DIR } from '../common/results.js';
import { SIZE_LIMITS, type SizeReport } from './limits.js';

const { events } = benchOptions('npm run bench:answer-sizes -- [--events N]', {
  events: { type: 'whole', min: 1000, max: BENCH_EVENTS, default: BENCH_EVENTS, description: 'events of the data set' },
});

const dataset = benchDataset(events);
await ensureBenchData(() => {}, dataset);
const index = openSnapshot(dataset.snapshot);
const { dir, cleanup } = tempDir('confdir-bench-sizes-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'sizes', plan: 'pro' });
const ring = KeyRing.fromFile(keysFile);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_BASE_URL: 'https://conferences.example.org',
  RATE_LIMITS: 'off',
  FEED_SECRET: 'x'.repeat(64),
});
const app = buildApp({ snapshot: { current: () => index }, keys: { ring: () => ring }, config });
await app.ready();

/** The candidates for each operation's largest answer: the widest requests it takes. */
function candidates(): Record<string, string[]> {
  const { store } = index;
  const every = REQUEST_FACETS.join(',');
  const all = `limit=50&facets=${every}&facet_size=100&include=deadlines&tz=America/Argentina/Buenos_Aires`;
  const ids: number[] = [];
  for (let position = 0; position < store.size; position += Math.max(1, Math.floor(store.size / 2000))) {
    ids.push(eventAt(store, position).id);
  }
  const topics = index.listing.topics.map((topic) => topic.name);
  return {
    searchConferences: [
      all,
      `${all}&near=Barcelona&include_online=true&radius_km=500&sort=distance`,
      `${all}&similar_to=${ids[0]}`,
      `${all}&sort=deadline&cfp=open`,
      `${all}&q=international+conference+science`,
      `limit=50&facets=${every}&facet_size=100&country=${encodeURIComponent('United States')}`,
    ].map((query) => `/api/gpt/conferences?${query}`),
    getConference: ids.map((id) => `/api/gpt/conferences/${id}?tz=America/Argentina/Buenos_Aires`),
    listTopics: ['/api/gpt/topics', ...topics.map((name) => `/api/gpt/topics?topic=${encodeURIComponent(name)}`)],
    listCountries: ['/api/gpt/countries'],
    getStatistics: ['/api/gpt/stats'],
  };
}

const ROUTES: Readonly<Record<string, string>> = {
  '/api/gpt/conferences/': 'getConference',
  '/api/gpt/conferences': 'searchConferences',
  '/api/gpt/topics': 'listTopics',
  '/api/gpt/countries': 'listCountries',
  '/api/gpt/stats': 'getStatistics',
};

/** A URL as a tool call's arguments (the path's id too). */
function toolCall(url: string): { name: string; arguments: Record<string, string> } {
  const [path, query = ''] = url.split('?') as [string, string?];
  const args = Object.fromEntries(new URLSearchParams(query));
  const id = /^\/api\/gpt\/conferences\/(\d+)$/.exec(path)?.[1];
  if (id !== undefined) return { name: 'getConference', arguments: { ...args, id } };
  return { name: ROUTES[path]!, arguments: args };
}

async function mcp(method: string, params: unknown): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: { jsonrpc: '2.0', id: 1, method, params },
  });
  return response.body;
}

const report: SizeReport = { events, operations: {}, toolsList: 0, limits: SIZE_LIMITS };
const over: string[] = [];
for (const [operationId, urls] of Object.entries(candidates())) {
  const largest = { url: '', http: 0, mcp: 0, mcpResult: 0 };
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    const http = response.body.length;
    const raw = await mcp('tools/call', toolCall(url));
    const answer = JSON.parse(raw) as { result: { content: { text: string }[] } };
    const body = answer.result.content[0]!.text.length;
    const result = Buffer.byteLength(raw);
    if (http > SIZE_LIMITS.answer) over.push(`${url}: ${http} characters over HTTP`);
    if (result > SIZE_LIMITS.mcpAnswer) over.push(`${url}: an MCP answer of ${result} bytes for a body of ${body}`);
    if (http > largest.http) Object.assign(largest, { url, http, mcp: body, mcpResult: result });
  }
  report.operations[operationId] = largest;
  console.log(
    `${operationId}: largest ${largest.http.toLocaleString('en')} characters over HTTP, MCP result ` +
      `${largest.mcpResult.toLocaleString('en')} bytes (${largest.url})`,
  );
}
report.toolsList = (await mcp('tools/list', {})).length;
console.log(`tools/list: ${report.toolsList.toLocaleString('en')} characters`);
writeFileSync(join(RESULTS_DIR, `answer-sizes-${dataset.label}.json`), `${JSON.stringify(report, null, 2)}\n`);
await app.close();
cleanup();
if (over.length > 0) {
  console.error(`over the limits:\n${over.join('\n')}`);
  process.exit(1);
}
