/**
 * The requests whose answers the answer-schema test validates: the golden requests, the model
 * mistakes and zero-result searches, every parameter family (near with include_online,
 * include=deadlines, tz, similar_to, limit=0, every facet, events with estimated deadlines and
 * undated events), the differential tests' random filters (tools/support/random-filters.ts) and
 * random parameter combinations drawn by fast-check (the property corpus), over the pinned test data.
 */
import fc from 'fast-check';
import { toQueryString } from '../../../bench/common/queries.js';
import { estimateDeadlines } from '../../../src/builder/estimates.js';
import { OPERATIONS } from '../../../src/api/operations.js';
import { REQUEST_FACETS, search } from '../../../src/search/index.js';
import { eventAt } from '../../../src/store/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { REQUESTS } from '../golden/requests.js';
import type { TestApi } from '../harness.js';
import { MISTAKES } from '../model-mistakes/cases.js';
import { CASES } from '../zero-results/cases.js';

export type CorpusName = 'golden' | 'mistakes' | 'zero-results' | 'families' | 'differential' | 'property';

export interface CorpusRequest {
  corpus: CorpusName;
  /** Path and query, as an HTTP client sends it. */
  url: string;
  keyed: boolean;
}

const S = '/api/gpt/conferences';
const DIFFERENTIAL_RUNS = 150;
const PROPERTY_RUNS = 200;

/** The parameter families, each in the forms that change an answer's shape. */
function families(api: TestApi): string[] {
  const { store } = api;
  const ids = api.rows.map((row) => row.id);
  const estimated = [...new Set(estimateDeadlines(api.rows).map(({ id }) => id))];
  const undated: number[] = [];
  for (let position = store.undated.first; position < store.size; position++) undated.push(eventAt(store, position).id);
  const some = (list: readonly number[], step: number) => list.filter((_, i) => i % step === 0);
  const urls = [
    `${S}?near=Barcelona&include_online=true&limit=3`,
    `${S}?near=Barcelona&include_online=true&sort=distance&limit=50`,
    `${S}?near=Barcelona&include_online=true&radius_km=2000&limit=50&facets=format,country`,
    `${S}?near=41.39,2.17&radius_km=300&sort=distance&limit=50`,
    `${S}?near=Paris&limit=50&include=deadlines&tz=Europe/Paris`,
    `${S}?near=London&radius_km=0.5`,
    `${S}?continent=Europe&include_online=true&limit=50`,
    `${S}?city=Berlin&include_online=true&limit=50`,
    `${S}?include=deadlines&limit=50`,
    `${S}?include=deadlines&tz=Asia/Tokyo&cfp=open&sort=deadline&limit=50`,
    `${S}?include=deadlines&tz=AoE&sort=deadline&limit=50&offset=50`,
    `${S}?cfp=open&tz=America/New_York&limit=50`,
    `${S}?limit=0`,
    `${S}?limit=0&facets=${REQUEST_FACETS.join(',')}`,
    `${S}?limit=50&facets=${REQUEST_FACETS.join(',')}`,
    ...REQUEST_FACETS.map((facet) => `${S}?limit=1&facets=${facet}`),
    ...REQUEST_FACETS.map((facet) => `${S}?limit=0&q=conference&facets=${facet}&country=Germany`),
    `${S}?offset=100000`,
    `${S}?sort=-date&limit=50&offset=${Math.max(0, store.size - 50)}`,
    `${S}?sort=date&limit=50&offset=${Math.max(0, store.size - 50)}&include=deadlines`,
    `${S}?core_rank=A*,A&ccf_rank=A&sort=relevance&limit=50`,
    `${S}?series=icml&sort=-date&include=deadlines&limit=50`,
    `${S}?deadline_from=2026-12-01&deadline_to=2027-06-30&sort=deadline&limit=50`,
    `${S}?region=California&limit=50`,
    `${S}?countries=USA,UK,DE&month=2027-03&limit=50`,
    `${S}?subtopic=Machine+Learning&type=conference,workshop&format=online,hybrid&limit=50`,
    `${S}?q=zzzzqqq&country=Germany`,
    ...some(ids, 97).flatMap((id) => [`${S}?similar_to=${id}&limit=50`, `${S}?similar_to=${id}&limit=0&facets=topic`]),
    ...estimated.flatMap((id) => [`${S}/${id}`, `${S}/${id}?tz=Europe/Berlin`]),
    ...estimated.slice(0, 20).map((id) => `${S}?similar_to=${id}&include=deadlines&tz=UTC&limit=50`),
    ...undated.flatMap((id) => [`${S}/${id}`, `${S}/${id}?tz=AoE`]),
    ...some(ids, 13).map((id) => `${S}/${id}?tz=Asia/Kolkata`),
    '/api/gpt/topics',
    '/api/gpt/countries',
    ...['Asia', 'Europe', 'North America', 'South America', 'Africa', 'Oceania'].map(
      (continent) => `/api/gpt/countries?continent=${encodeURIComponent(continent)}`,
    ),
    '/api/gpt/stats',
  ];
  return urls;
}

/** The differential tests' random filters, as query strings. */
function differential(api: TestApi): string[] {
  const random = seededRandom(38);
  const today = parseIsoDate(TEST_ANCHOR)!;
  const totalOf = (filters: Parameters<typeof search>[1]) => search(api.index, { ...filters, limit: 0 }, today).total;
  return Array.from(
    { length: DIFFERENTIAL_RUNS },
    () => `${S}?${toQueryString(randomFilters(api.store, random, today, totalOf))}`,
  );
}

/** Random combinations of search parameters, right and wrong values alike (the property corpus). */
function property(api: TestApi): string[] {
  const ids = api.rows.map((row) => String(row.id));
  const values: Record<string, readonly string[]> = {
    q: ['machine learning', 'AI OR robotics', '"deep learning"', 'conf', 'icml', 'zzzz', '-medicine science'],
    topic: ['Computer Science', 'medicine', 'Computr Science', 'Physics,Medicine'],
    subtopic: ['Machine Learning', 'Cardiology', 'Machine Lerning'],
    country: ['Germany', 'USA,UK', 'Germny', 'FR'],
    continent: ['Europe', 'asia', 'Atlantis'],
    city: ['Berlin', 'Paris, Texas', 'Barcelona,Badalona', 'nowhere-at-all'],
    near: ['Barcelona', '48.85,2.35', 'Tokyo', '95,10'],
    radius_km: ['50', '1000', '0', '20000'],
    include_online: ['true', 'false', 'yes'],
    type: ['conference', 'workshop,webinar', 'talk'],
    format: ['online', 'in-person,hybrid', 'virtual'],
    cfp: ['open', 'closed', 'soon'],
    core_rank: ['A*', 'A,B', 'A+'],
    ccf_rank: ['A', 'B,C'],
    acronym: ['ICML', 'icml 2027', 'NEURIPS'],
    deadline_from: ['2026-12-01', '2027-02-30'],
    deadline_to: ['2027-06-30'],
    similar_to: [...ids.slice(0, 5), '999999'],
    facets: [REQUEST_FACETS.join(','), 'country,year', 'topic,bogus'],
    from: ['2027-01-01', '2026-06-01'],
    to: ['2027-12-31', '2026-01-01'],
    month: ['2027-03', '2027-13'],
    year: ['2027', '2026', '1800'],
    limit: ['0', '1', '50', '51'],
    offset: ['0', '10', '1995', '5000'],
    sort: ['upcoming', 'date', '-date', 'deadline', 'relevance', 'distance'],
    include: ['deadlines', 'everything'],
    tz: ['Europe/Berlin', 'AoE', 'Berlin'],
  };
  const record = fc.record(
    Object.fromEntries(Object.entries(values).map(([name, list]) => [name, fc.constantFrom(...list)])),
    { requiredKeys: [] },
  );
  return fc
    .sample(record, { numRuns: PROPERTY_RUNS, seed: 38 })
    .map((params) => `${S}?${new URLSearchParams(params as Record<string, string>)}`);
}

/** Every request of the corpora. */
export function corpus(api: TestApi): CorpusRequest[] {
  const keyed = (name: CorpusName, urls: readonly string[]) => urls.map((url) => ({ corpus: name, url, keyed: true }));
  return [
    ...REQUESTS.map(([url, isKeyed]) => ({ corpus: 'golden' as const, url, keyed: isKeyed })),
    ...keyed(
      'mistakes',
      MISTAKES.map(({ url }) => url),
    ),
    ...keyed(
      'zero-results',
      CASES.map(({ args }) => `${S}?${new URLSearchParams(args)}`),
    ),
    ...keyed('families', families(api)),
    ...keyed('differential', differential(api)),
    ...keyed('property', property(api)),
  ];
}

/** The operation a URL calls, as its path template and the path parameters it holds. */
export function operationOf(
  url: string,
): { path: string; operationId: string; params: Record<string, string> } | undefined {
  const path = url.split('?')[0]!;
  for (const operation of OPERATIONS) {
    const names: string[] = [];
    const pattern = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) {
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      return { path: operation.path, operationId: operation.operationId, params };
    }
  }
  return undefined;
}

/** A URL's query as a tool call's arguments: each parameter once (the last), as text. */
export function argumentsOf(url: string): Record<string, string> {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(query));
}
