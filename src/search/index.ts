export {
  type EventRecord,
  eventsAt,
  getEvent,
  listCountries,
  listTopics,
  type Statistics,
  statistics,
} from './catalog.js';
export { CountryListError, EventNotFoundError, type NamedFilter, UnknownValueError } from './errors.js';
export type { ContinentCount, CountryCount, NamedCount, TopicCount } from './listing.js';
export { dateRangeOf, searchTermsOf } from './plan.js';
export { search } from './search.js';
export { openSnapshot, SnapshotIndex } from './snapshot-index.js';
export { SORT_ORDERS, type SearchFilters, type SearchResult, type SortOrder } from './types.js';
