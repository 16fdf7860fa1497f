/**
 * The fixed query mix every benchmark runs: engine, SQLite baseline and HTTP. Each shape is
 * written once as engine filters; the HTTP benchmarks derive the query string from it.
 */
import type { SearchFilters } from '../../src/search/index.js';
import { dayFromParts, formatIsoDate } from '../../src/util/dates.js';

export interface QueryShape {
  name: string;
  filters: SearchFilters;
}

const page = { limit: 10, offset: 0 };

export const QUERY_MIX: readonly QueryShape[] = [
  { name: 'no filter (upcoming)', filters: { ...page } },
  { name: 'country', filters: { ...page, country: 'India' } },
  { name: 'topic', filters: { ...page, topic: 'Computer Science' } },
  { name: 'type', filters: { ...page, type: 'workshop' } },
  { name: 'country + topic', filters: { ...page, country: 'United States', topic: 'Medicine' } },
  {
    name: 'country + topic + type',
    filters: { ...page, country: 'Germany', topic: 'Engineering', type: 'conference' },
  },
  {
    name: '4 filters',
    filters: {
      ...page,
      country: 'UK',
      topic: 'Computer Science',
      subtopic: 'Machine Learning',
      type: 'conference',
    },
  },
  { name: 'continent', filters: { ...page, continent: 'Europe' } },
  { name: 'continent + topic', filters: { ...page, continent: 'Asia', topic: 'Physics' } },
  { name: 'countries list', filters: { ...page, countries: ['USA', 'UK', 'Germany', 'France'] } },
  { name: 'city', filters: { ...page, city: 'London' } },
  { name: 'q 2 common words', filters: { ...page, q: 'international conference' } },
  { name: 'q 3 words', filters: { ...page, q: 'international conference machine learning' } },
  { name: 'q prefix', filters: { ...page, q: 'bio' } },
  { name: 'q + country + type', filters: { ...page, q: 'learning', country: 'United States', type: 'conference' } },
  { name: 'month', filters: { ...page, month: { year: 2027, month: 3 } } },
  { name: 'year + country', filters: { ...page, year: 2027, country: 'China' } },
  { name: 'from/to range', filters: { ...page, from: dayFromParts(2026, 12, 1), to: dayFromParts(2027, 2, 28) } },
  { name: 'deep offset', filters: { limit: 50, offset: 20_000, topic: 'Medicine' } },
  { name: 'sort date', filters: { ...page, country: 'Japan', sort: 'date' } },
  { name: 'sort -date', filters: { ...page, topic: 'Chemistry', sort: '-date' } },
  { name: 'page of 50', filters: { limit: 50, offset: 0, continent: 'Africa', type: 'seminar' } },
  { name: 'format', filters: { ...page, formats: ['online'] } },
  { name: 'format list + country', filters: { ...page, formats: ['in-person', 'hybrid'], country: 'Germany' } },
  { name: 'cfp open, sort deadline', filters: { ...page, cfp: 'open', sort: 'deadline' } },
  { name: 'sort deadline + topic', filters: { ...page, topic: 'Computer Science', sort: 'deadline' } },
  // An acronym term of the demo data ("ICML 2027"; docs/api.md, Matching: q covers the acronym).
  { name: 'q acronym', filters: { ...page, q: 'icml' } },
  // A symbol term: never the word "c" nor a prefix of "computer".
  { name: 'q symbol', filters: { ...page, q: 'c++' } },
  // Ranks, acronyms, series, deadline dates and the relevance order (issue 19).
  { name: 'core_rank', filters: { ...page, coreRanks: ['A*', 'A'] } },
  { name: 'ccf_rank + cfp open', filters: { ...page, ccfRanks: ['A'], cfp: 'open' } },
  {
    name: 'deadline_from/to + topic',
    filters: {
      ...page,
      topic: 'Computer Science',
      deadlineFrom: dayFromParts(2027, 1, 1),
      deadlineTo: dayFromParts(2027, 3, 31),
    },
  },
  { name: 'acronym', filters: { ...page, acronyms: ['ICML'] } },
  { name: 'series', filters: { ...page, series: 'icml', sort: '-date' } },
  {
    name: 'core_rank + cfp open, sort deadline',
    filters: { ...page, coreRanks: ['A*'], cfp: 'open', sort: 'deadline' },
  },
  { name: 'q acronym, sort relevance', filters: { ...page, q: 'icml', sort: 'relevance' } },
];

/** The HTTP query string of a shape (the inverse of the API's parameter parsing). */
export function toQueryString(filters: SearchFilters): string {
  const params = new URLSearchParams();
  const { countries, formats, month, from, to, coreRanks, ccfRanks, deadlineFrom, deadlineTo, ...rest } = filters;
  const { near, radiusKm, regions, facets, topics, subtopics, types, similarTo, acronyms, ranks, ...others } = rest;
  const { facetSize, ...plain } = others;
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) params.set(key, String(value));
  const lists = {
    countries,
    format: formats,
    core_rank: coreRanks,
    ccf_rank: ccfRanks,
    rank: ranks,
    acronym: acronyms,
    region: regions,
    facets,
  };
  for (const [key, list] of Object.entries(lists)) if (list) params.set(key, list.join(','));
  // One value and a list of several are one parameter each (topic=a,b).
  const several = { topic: topics, subtopic: subtopics, type: types };
  for (const [key, list] of Object.entries(several)) if (list) params.set(key, list.join(','));
  if (near) params.set('near', 'place' in near ? near.place : `${near.latitude},${near.longitude}`);
  if (radiusKm !== undefined) params.set('radius_km', String(radiusKm));
  if (similarTo !== undefined) params.set('similar_to', String(similarTo));
  if (facetSize !== undefined) params.set('facet_size', String(facetSize));
  if (month) params.set('month', `${month.year}-${String(month.month).padStart(2, '0')}`);
  const dates = { from, to, deadline_from: deadlineFrom, deadline_to: deadlineTo };
  for (const [key, day] of Object.entries(dates)) if (day !== undefined) params.set(key, formatIsoDate(day));
  return params.toString();
}
