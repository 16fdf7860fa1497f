/**
 * Parameter names that callers (language models above all) send instead of the real ones, and
 * the parameter each means: the "Did you mean" of an unknown parameter, before edit distance.
 */
import { closestMatches } from '../reference/suggest.js';

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
  const meant = MEANT[key];
  if (meant !== undefined && valid.includes(meant)) return meant;
  return closestMatches(name, valid, 1)[0];
}
