/**
 * Hostile values of every search parameter (compiled-search-query.test.ts): spaces, case, empty, repeated,
 * out of range, unicode, numbers with signs and exponents, lists with empty members, for each
 * family, and the requests that break a rule across parameters.
 */
import type { SearchParameter } from '../../src/api/schemas/parameters.js';

/** Values any parameter is given: blanks, controls, unicode, numbers written every way. */
const ANY = [
  '',
  ' ',
  '\t',
  '\u00a0',
  '\u3000x\u3000',
  '\u200b',
  'a\u0007b',
  'a\nb',
  ',',
  ',,,',
  ' , ',
  'ﬃ',
  '㌖'.repeat(40),
  'ﬃ'.repeat(70),
  'x'.repeat(200),
  'x'.repeat(201),
  ' x'.repeat(101),
  'Zürich',
  'İstanbul',
  '🙂',
  'שלום',
  '0',
  '+5',
  '-5',
  '5e1',
  '1e400',
  '0x10',
  '05',
  '5.0',
  '٣',
  ' 7 ',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Values of the integer parameters around their bounds. */
const INTEGERS = ['1', '10', '49', '50', '51', '100', '200', '201', '999', '1000', '00000000000000000000001'];
const IDS = ['1', '123', '2147483647', '2147483648', '9007199254740993', '1'.repeat(400)];
const OFFSETS = ['1000000000', '1000000001', '999999999', '0000'];
const YEARS = ['1899', '1900', '2027', '2100', '2101', ' 2027 ', '02027', '2027.0'];
const DATES = [
  '2027-03-01',
  ' 2027-03-01 ',
  '2027-02-29',
  '2028-02-29',
  '2027-13-01',
  '2027-04-31',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '2027-1-1',
  '20270301',
  '2027-03-01T00:00:00Z',
  '+2027-03-01',
  '０２０２７-03-01',
];
const MONTHS = ['2027-04', ' 2027-04 ', '2027-4', '2027-13', '2027-00', '1899-05', '9999-12', '2027-04-01', '2027/04'];
const NAMES = ['Computer Science', 'computer-science', ' Machine Learning ', 'a,b', 'a, b ,a', 'A,a', ',a,,b,', 'x,'];
const COUNTRY_LISTS = ['Germany', 'germany,FRANCE', 'Korea, Republic of', 'Germany,,France', `${'x'.repeat(201)},a`];
const MANY = (count: number, item: (i: number) => string) => Array.from({ length: count }, (_, i) => item(i)).join(',');
const TYPES = [
  'Conference',
  'conference,workshop',
  'WEBINAR,seminar,conference',
  'online',
  'in person',
  'virtual',
  'talk',
];
const FORMATS = ['in-person', 'In Person', 'IN_PERSON', 'online,online', 'hybrid, online', 'virtual', 'online,,'];
const RANKS = ['A*', 'a', 'A*,A', 'B,C,A*,A', 'A**', 'D', 'A,,B'];
const NEAR = [
  'Barcelona',
  '41.3851,2.1734',
  '+45.5 , -73.5',
  '-90,180',
  '90.0001,0',
  '0,180.5',
  '1,2,3',
  '41.3,',
  'é,ü',
];
const RADII = ['0', '0.0', '0.5', '.5', '5.', '10', ' 10 ', '20000', '20001', '1e3', '-1', '+1', '10,5'];

/** Every parameter's hostile values (the compiler names a parameter without any). */
export const HOSTILE_VALUES: Readonly<Record<SearchParameter, readonly string[]>> = {
  q: [
    ...ANY,
    'machine learning',
    'AI OR robotics',
    'vision -medical',
    '"deep learning" systems',
    '"unclosed',
    'OR',
    'a OR',
    '-',
    'the of and',
    MANY(12, (i) => `word${i}`),
    MANY(13, (i) => `word${i}`).replaceAll(',', ' '),
    'ICML 2027',
  ],
  topic: [...ANY, ...NAMES, MANY(50, (i) => `t${i}`), MANY(51, (i) => `t${i}`), MANY(60, () => 'same')],
  subtopic: [...ANY, ...NAMES, MANY(51, (i) => `s${i}`)],
  country: [...ANY, ...COUNTRY_LISTS, MANY(300, (i) => `c${i}`), MANY(301, (i) => `c${i}`)],
  countries: [...ANY, ...COUNTRY_LISTS, MANY(301, (i) => `c${i}`)],
  continent: [
    ...ANY,
    'Europe',
    'europe ',
    'NORTH AMERICA',
    'north-america',
    'north_america',
    'Atlantis',
    'Europe,Asia',
  ],
  city: [...ANY, 'Barcelona', 'Paris, Texas', ' new york ', 'Barcelona,Badalona'],
  near: [...ANY, ...NEAR],
  radius_km: [...ANY, ...RADII],
  region: [...ANY, ...NAMES, 'California', 'CA,Bayern', MANY(51, (i) => `r${i}`)],
  include_online: [...ANY, 'TRUE', 'False', ' true ', 'yes', '1'],
  type: [...ANY, ...TYPES],
  format: [...ANY, ...FORMATS],
  cfp: [...ANY, 'open', 'OPEN', ' Open ', 'closed', 'open,open'],
  core_rank: [...ANY, ...RANKS],
  ccf_rank: [...ANY, ...RANKS],
  rank: [
    ...ANY,
    'CORE:A*',
    'core:a*',
    'CORE2023:A',
    'ICORE:B',
    'h5-index:50',
    'H5-INDEX:0',
    'CCF:A,CORE:A*',
    'A*',
    'CORE:Z',
    'CORE:A*,,CCF:A',
    MANY(17, (i) => `h5-index:${i}`),
  ],
  acronym: [...ANY, ...NAMES, 'ICML', 'acl,EMNLP', 'ICML,icml'],
  series: [...ANY, 'icml', ' NIPS '],
  deadline_from: [...ANY, ...DATES],
  deadline_to: [...ANY, ...DATES],
  similar_to: [...ANY, ...IDS],
  facets: [...ANY, 'country,year', 'Country', 'country,country', 'country,nope', 'topic,,year', MANY(14, () => 'x')],
  facet_size: [...ANY, ...INTEGERS],
  from: [...ANY, ...DATES],
  to: [...ANY, ...DATES],
  month: [...ANY, ...MONTHS],
  year: [...ANY, ...YEARS],
  limit: [...ANY, ...INTEGERS],
  offset: [...ANY, ...OFFSETS],
  sort: [...ANY, 'date', 'DATE', '-date', ' upcoming ', 'relevance', 'distance', 'deadline,date'],
  include: [...ANY, 'deadlines', 'DEADLINES', 'deadlines,deadlines', 'deadlines,', 'events'],
  tz: [...ANY, 'UTC', 'europe/berlin', 'Europe/Berlin', 'AoE', 'UTC-12', 'Berlin', 'Mars/Olympus'],
};

/** Requests whose rules span parameters: contradictions, and combinations that are fine. */
export const HOSTILE_CASES: readonly Record<string, string>[] = [
  { from: '2027-05-01', to: '2027-04-01' },
  { from: '2027-04-01', to: '2027-04-01' },
  { from: '2027-04-01', to: '2027-05-01' },
  { deadline_from: '2027-05-01', deadline_to: '2027-04-01' },
  { deadline_from: '2027-04-01', deadline_to: '2027-05-01' },
  { radius_km: '10' },
  { radius_km: '10', near: 'Barcelona' },
  { sort: 'distance' },
  { sort: 'distance', near: '41.38,2.17' },
  { sort: 'distance', radius_km: '5' },
  { limit: '0', facets: 'country' },
  { limit: '500', offset: '-1' },
  { q: '"unclosed', limit: '500' },
  { q: 'learning', topic: 'Physics', country: 'Germany', year: '2027', month: '2027-04', sort: 'date' },
  { near: 'Barcelona', radius_km: '0', sort: 'distance' },
  { from: '2027-05-01', to: '2027-04-01', radius_km: '10' },
];
