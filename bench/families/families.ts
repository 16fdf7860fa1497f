/**
 * The parameter families of a search (docs/api.md, Search), each as the searches of the random mix
 * that use it: what bench:families loads one family at a time, to show which family costs what
 * per request. Two families add a parameter the random mix never sends to each search that found
 * something: every deadline of each item (include=deadlines), and those deadlines in a caller's zone too (tz).
 */
import type { RandomQuery } from '../common/random-mix.js';

export interface Family {
  name: string;
  /** The family's searches, from the random mix's. */
  paths(queries: readonly RandomQuery[]): string[];
}

/** Zones the tz family's searches take in turn. */
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'AoE'] as const;

const params = (query: RandomQuery): URLSearchParams =>
  new URLSearchParams(query.path.slice(query.path.indexOf('?') + 1));

/** The family of the searches that send any of `names`. */
const sending = (name: string, ...names: string[]): Family => ({
  name,
  paths: (queries) =>
    queries.filter((query) => names.some((parameter) => params(query).has(parameter))).map((query) => query.path),
});

/** The searches that found something, each with `extra(i)` added to its query string. */
const adding = (name: string, extra: (i: number) => string): Family => ({
  name,
  paths: (queries) =>
    queries.filter((query) => query.shapeClass !== 'zero result').map((query, i) => `${query.path}&${extra(i)}`),
});

export const FAMILIES: readonly Family[] = [
  sending('q', 'q'),
  sending('topic, subtopic', 'topic', 'subtopic'),
  sending('country, countries, continent', 'country', 'countries', 'continent'),
  sending('city, region', 'city', 'region'),
  sending('near', 'near'),
  sending('from, to, month, year', 'from', 'to', 'month', 'year'),
  sending('cfp, deadline_from, deadline_to', 'cfp', 'deadline_from', 'deadline_to'),
  sending('core_rank, ccf_rank, rank', 'core_rank', 'ccf_rank', 'rank'),
  sending('acronym, series', 'acronym', 'series'),
  sending('similar_to', 'similar_to'),
  sending('type, format', 'type', 'format'),
  sending('facets', 'facets'),
  sending('sort', 'sort'),
  {
    name: 'limit=50',
    paths: (queries) => queries.filter((query) => params(query).get('limit') === '50').map((q) => q.path),
  },
  {
    name: 'offset',
    paths: (queries) => queries.filter((query) => Number(params(query).get('offset') ?? 0) > 0).map((q) => q.path),
  },
  {
    name: 'nothing found',
    paths: (queries) => queries.filter((q) => q.shapeClass === 'zero result').map((q) => q.path),
  },
  adding('include=deadlines', () => 'include=deadlines'),
  adding('include=deadlines, tz', (i) => `include=deadlines&tz=${encodeURIComponent(ZONES[i % ZONES.length]!)}`),
  { name: 'the whole random mix', paths: (queries) => queries.map((query) => query.path) },
];
