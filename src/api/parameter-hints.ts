/**
 * Parameter names that callers (language models above all) send instead of the real ones, and
 * the parameter each means: the "Did you mean" of an unknown parameter, before edit distance.
 */
import { closestMatches } from '../reference/suggest.js';
import { ownValue } from '../util/own-value.js';

const MEANT: Readonly<Record<string, string>> = {
  rank: 'core_rank',
  ranking: 'core_rank',
  core: 'core_rank',
  ccf: 'ccf_rank',
  name: 'q',
  query: 'q',
  search: 'q',
  keyword: 'q',
  keywords: 'q',
  text: 'q',
  term: 'q',
  category: 'topic',
  field: 'topic',
  discipline: 'topic',
  area: 'topic',
  sub_topic: 'subtopic',
  subject: 'subtopic',
  location: 'country',
  nation: 'country',
  town: 'city',
  cities: 'city',
  state: 'region',
  province: 'region',
  regions: 'region',
  around: 'near',
  nearby: 'near',
  lat: 'near',
  lon: 'near',
  lng: 'near',
  latitude: 'near',
  longitude: 'near',
  coordinates: 'near',
  radius: 'radius_km',
  distance: 'radius_km',
  within: 'radius_km',
  event_type: 'type',
  kind: 'type',
  mode: 'format',
  attendance: 'format',
  online: 'format',
  start: 'from',
  start_date: 'from',
  date_from: 'from',
  after: 'from',
  since: 'from',
  end: 'to',
  end_date: 'to',
  date_to: 'to',
  before: 'to',
  until: 'to',
  date: 'from',
  page: 'offset',
  skip: 'offset',
  per_page: 'limit',
  page_size: 'limit',
  pagesize: 'limit',
  size: 'limit',
  count: 'limit',
  max: 'limit',
  order: 'sort',
  order_by: 'sort',
  sort_by: 'sort',
  orderby: 'sort',
  call_for_papers: 'cfp',
  deadline: 'cfp',
  facet: 'facets',
};

/** The valid parameter an unknown one most likely means, if any. */
export function meantParameter(name: string, valid: readonly string[]): string | undefined {
  const key = name.toLowerCase().replace(/[-\s]/g, '_');
  const meant = ownValue(MEANT, key);
  if (meant !== undefined && valid.includes(meant)) return meant;
  return closestMatches(name, valid, 1)[0];
}

/** Values callers send for an enumerated parameter, and the valid value each means. */
const MEANT_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  continent: {
    eu: 'Europe',
    'european union': 'Europe',
    'latin america': 'South America',
    americas: 'North America',
    'middle east': 'Asia',
    'southeast asia': 'Asia',
    'asia pacific': 'Asia',
    australia: 'Oceania',
  },
  sort: {
    newest: '-date',
    latest: '-date',
    recent: '-date',
    oldest: 'date',
    earliest: 'date',
    soonest: 'upcoming',
    next: 'upcoming',
    chronological: 'date',
  },
  format: { virtual: 'online', remote: 'online', onsite: 'in-person', 'on-site': 'in-person', physical: 'in-person' },
};

/**
 * The setting a refused value most likely means, as the rule's tail ("; newest is sort=-date"),
 * written with `write` (the transport's marks): a known wrong value of an enumerated parameter,
 * or a limit out of range (the nearest valid one).
 */
export function meantValue(
  name: string,
  given: string,
  write: (name: string, value: string) => string,
): string | undefined {
  const key = given
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  const values = ownValue(MEANT_VALUES, name);
  const meant = values === undefined ? undefined : ownValue(values, key);
  if (meant !== undefined) return `${given.trim()} is ${write(name, meant)}`;
  if (name === 'limit' && /^\d+$/.test(given.trim())) {
    const asked = Number(given.trim());
    if (asked > 50) return `use ${write('limit', '50')} and ${write('offset', '50')} for the next page`;
    if (asked < 1) return `use ${write('limit', '1')} or more`;
  }
  return undefined;
}
