/**
 * One example answer per response component, for the OpenAPI document (what renderers and
 * assistant builders show as samples). Typed by the response schemas, so an example cannot drift
 * from its shape without failing the type-check; a test parses each with its schema too.
 */
import type { z } from 'zod';
import type {
  COMPONENT_SCHEMAS,
  ConferenceDetail,
  ConferenceItem,
  CountriesResponse,
  SearchResponse,
  StatsResponse,
  TopicsResponse,
} from './responses.js';

const conference: ConferenceItem = {
  id: 123,
  name: 'International Conference on Machine Learning and Applications',
  type: 'Conference',
  topic: 'Computer Science',
  sub_topic: 'Machine Learning',
  topics: ['Computer Science'],
  sub_topics: ['Machine Learning', 'Data Mining'],
  dates: { start: '2027-04-12', end: '2027-04-14', formatted: 'Apr 12-14, 2027', precision: 'day' },
  location: { city: 'Berlin', country: 'Germany', venue: 'Estrel Congress Center' },
  organizer: 'Technical University of Berlin',
  website: 'https://icmla.example.org',
  format: 'in-person',
  submission_deadline: '2027-01-15',
  acronym: 'ICMLA',
  series: 'icmla',
  rank: { core: 'C', ccf: null },
  acceptance_rate: 0.2413,
  cfp_status: 'open',
  next_deadline: { kind: 'paper', at: '2027-01-16T11:59:59Z', date: '2027-01-15', timezone: 'AoE', estimated: false },
};

const detail: ConferenceDetail = {
  ...conference,
  description: 'Research and applications of machine learning, from theory to deployed systems.',
  contact_email: 'info@icmla.example.org',
  continent: 'Europe',
  country_code: 'DE',
  deadlines: [
    { kind: 'abstract', round: 1, at: '2027-01-09T11:59:59Z', date: '2027-01-08', timezone: 'AoE', estimated: false },
    { kind: 'paper', round: 1, at: '2027-01-16T11:59:59Z', date: '2027-01-15', timezone: 'AoE', estimated: false },
    { kind: 'rebuttal', round: 1, at: '2027-02-06T11:59:59Z', date: '2027-02-05', timezone: 'AoE', estimated: false },
    {
      kind: 'notification',
      round: 1,
      at: '2027-02-20T11:59:59Z',
      date: '2027-02-19',
      timezone: 'AoE',
      estimated: false,
    },
  ],
  editions: [
    {
      id: 97,
      name: 'International Conference on Machine Learning and Applications',
      year: 2026,
      dates: { start: '2026-04-13', end: '2026-04-15' },
      acceptance_rate: 0.2635,
    },
  ],
  aliases: [{ alias: 'icmla', kind: 'dblp' }],
  acceptance_rates: [
    { year: 2027, submitted: 1210, accepted: 292, rate: 0.2413, source: 'https://icmla.example.org/accepted' },
    { year: 2026, submitted: 1150, accepted: 303, rate: 0.2635, source: null },
  ],
  sources: [{ name: 'ccf-deadlines', id: 'icmla27', url: 'https://github.com/ccfddl/ccf-deadlines' }],
  last_verified: '2026-11-20',
};

const search: SearchResponse = {
  success: true,
  query: { q: 'machine learning', country: 'Germany', limit: '1', facets: 'year' },
  filters_applied: {
    search_terms: ['machine', 'learning'],
    countries_included: ['Germany'],
    date_range: { from: null, to: null },
  },
  total: 412,
  showing: 1,
  conferences: [conference],
  pagination: {
    limit: 1,
    offset: 0,
    has_more: true,
    next_offset: 1,
    next_cursor: 'AQAAAAEBTmV4dFBhZ2VIYXNo',
    remaining: 411,
  },
  facets: {
    year: [
      { value: '2027', count: 161 },
      { value: '2026', count: 139 },
      { value: '2028', count: 112 },
    ],
  },
};

const topics: TopicsResponse = {
  success: true,
  total: 1,
  topics: [
    {
      name: 'Computer Science',
      slug: 'computer-science',
      count: 99_663,
      subtopics: [
        { name: 'Machine Learning', slug: 'machine-learning', count: 12_204 },
        { name: 'Computer Vision', slug: 'computer-vision', count: 8_311 },
      ],
      more_subtopics: 21,
    },
  ],
};

const countries: CountriesResponse = {
  success: true,
  total: 2,
  countries: [
    { name: 'Germany', code: 'DE', continent: 'Europe', count: 81_875 },
    { name: 'France', code: 'FR', continent: 'Europe', count: 54_310 },
  ],
};

const statistics: StatsResponse = {
  success: true,
  statistics: {
    total_conferences: 1_000_000,
    total_countries: 199,
    total_topics: 15,
    upcoming_this_month: 4_120,
    date_range: { earliest: '2023-11-21', latest: '2029-11-25' },
  },
  continents: [
    { name: 'Europe', count: 346_726 },
    { name: 'Asia', count: 301_254 },
    { name: 'North America', count: 201_530 },
    { name: 'South America', count: 62_118 },
    { name: 'Africa', count: 50_907 },
    { name: 'Oceania', count: 37_465 },
  ],
};

type Examples = { [K in keyof typeof COMPONENT_SCHEMAS]: z.output<(typeof COMPONENT_SCHEMAS)[K]> };

/** An example of every component, by component name. */
export const RESPONSE_EXAMPLES: Examples = {
  Conference: conference,
  ConferenceDetail: detail,
  SearchResponse: search,
  ConferenceResponse: { success: true, conference: detail },
  TopicsResponse: topics,
  CountriesResponse: countries,
  StatisticsResponse: statistics,
  Error: {
    success: false,
    error: 'Invalid parameter',
    message: "Unknown country 'Germny'. Did you mean: Germany?",
    code: 'unknown_country',
  },
};
