/**
 * The read side of the service, as verbs over a SnapshotIndex. Floors, each importing only the
 * ones below it: types.ts, index-view.ts and verb-refusals.ts (import nothing from here but types.ts);
 * components/ (the machinery the verbs share: the filters' plan steps, matches, orders, facet
 * tables and cubes, corrections...); filters.ts (the table of filters, and the plan that runs
 * their steps); facets/ (the facets' scopes and counts, read from that table); the SnapshotIndex,
 * which builds the components' structures when a snapshot loads; verbs/ (one file per public
 * verb); and this barrel, the only module other folders import.
 */
export {
  CFP_STATUSES,
  FACET_SIZE_DEFAULT,
  FACET_SIZE_MAX,
  FACETS,
  FILTER_NAMES,
  type FacetName,
  type FilterName,
  RADIUS_DEFAULT_KM,
  RADIUS_MAX_KM,
  REQUEST_FACETS,
  type RequestFacet,
  SORT_ORDERS,
  type SearchFilters,
  type SortOrder,
} from './types.js';
export {
  CountryListError,
  EventNotFoundError,
  PhraseTooBroadError,
  QuerySyntaxError,
  UnknownValueError,
} from './verb-refusals.js';
export type { SimilarReference, SimilarShares } from './similar-types.js';
export type { TopicCount } from './catalog-types.js';
export type { Hint, HintReason, Relaxation, SearchTerm } from './types.js';
export { parseQuery, searchTermText, termCount } from './components/query-syntax.js';
export { formatDateRange, TYPE_NAMES, UNDATED_TEXT } from './event-text.js';
export { DATE_PRECISIONS } from '../store/layout.js';
export { ESTIMATE_CONFIDENCES } from '../store/track-table.js';
export type { EventReader, EventValues } from './event-values.js';
export { dateRangeOf, searchTermsOf } from './components/plan.js';
export { type QueryTerm, queryTerms } from './components/query-terms.js';
export {
  fieldEvents,
  fieldHead,
  fieldSize,
  wordsOf as fieldWords,
  inFieldName,
} from './components/category-words.js';
export { fieldPhrases, namePhraseSet, namePhrases, namesField, subjectSet } from './components/relevance.js';
export { openSnapshot, openSnapshotInSlices, SnapshotIndex } from './snapshot-index.js';
export { type EventRecord, eventPosition, getEvent, type ItemRecord, itemsAt } from './verbs/get.js';
export { editionWebsite } from './verbs/website.js';
export { editionYear, seriesIndexOf } from './series-json.js';
export { seriesOf } from '../store/edition-index.js';
export {
  LONG_VALUE_FIELDS,
  LONG_VALUE_MAX,
  type LongValue,
  type LongValueField,
  longValues,
} from './long-values.js';
export { listTopics } from './verbs/list-topics.js';
export { listCountries } from './verbs/list-countries.js';
export { statistics } from './verbs/stats.js';
export { search } from './verbs/search.js';
export { twoDigitYear } from './components/acronym-reading.js';
export { type WiderPlace, widerPlace } from './verbs/wider-place.js';
export { cityLiesIn } from './components/place-names.js';
export {
  type CalendarDeadline,
  type CalendarEvent,
  calendarEvents,
  feedEntryCounts,
} from './verbs/calendar-events.js';
export { endOfDay } from './components/cfp.js';
export { suggestQueries } from './verbs/suggestions.js';
export { queryHints } from './verbs/hints.js';
export {
  acronymEvents,
  acronymSpelling,
  ownAcronymEvents,
  pairEvents,
  runEvents,
  termEvents,
  termEventsNotOf,
  wordEvents,
} from './verbs/sentence-words.js';
export { STORED_SECTIONS, writeStoredBuilds } from './stored-builds.js';
export { type ChangesQuery, type ChangesResult, type ChangesSince, changesSince } from './verbs/changes.js';
export { CHANGE_KINDS, type ChangeKind, type ChangeLog } from '../store/change-table.js';
