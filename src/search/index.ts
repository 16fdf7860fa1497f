export {
  type EventRecord,
  eventPosition,
  eventsAt,
  getEvent,
  listCountries,
  listTopics,
  statistics,
} from './catalog.js';
export { formatDateRange, TYPE_NAMES } from './event-text.js';
export { FACETS, type FacetName } from './facets.js';
export type { EventValues } from './item-json.js';
export { CountryListError, EventNotFoundError, UnknownValueError } from './errors.js';
export { dateRangeOf, searchTermsOf } from './plan.js';
export { type QueryTerm, queryTerms } from './query-terms.js';
export { search } from './search.js';
export { openSnapshot, SnapshotIndex } from './snapshot-index.js';
export { SORT_ORDERS, type SearchFilters, type SortOrder } from './types.js';
