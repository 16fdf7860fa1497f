export { RESPONSE_EXAMPLES } from './examples.js';
export {
  type JsonObject,
  componentSchemas,
  parameterSchema,
  responseJsonSchema,
  serializerSchema,
} from './json-schema.js';
export { FILTER_PARAMETERS } from './filter-parameters.js';
export { LIMIT_DEFAULT } from './rules.js';
export type { GivenTexts, TitlePart } from './parameter-row.js';
export {
  type ConferenceQuery,
  ASSISTANT_SEARCH_PARAMETERS,
  type CountriesQuery,
  conferenceParams,
  conferenceQuery,
  countriesQuery,
  cursorBoundTexts,
  FEED_EVENTS_MAX,
  FEED_SEARCH_PARAMETERS,
  type FeedQueryFields,
  feedQuery,
  SEARCH_PARAMETERS,
  type SearchParameter,
  type SearchQueryFields,
  searchParametersIn,
  searchQuery,
  TOPIC_SUBTOPICS_LISTED,
  type TopicsQuery,
  toSearchFilters,
  topicsQuery,
} from './parameters.js';
export {
  COMPONENT_SCHEMAS,
  type ConferenceDetail,
  type ConferenceItem,
  type CountriesResponse,
  conferenceResponse,
  countriesResponse,
  errorResponse,
  type QueryEcho,
  type SearchResponse,
  type ConferenceResponse,
  type StatsResponse,
  searchResponse,
  statsResponse,
  type TopicsResponse,
  topicsResponse,
} from './responses.js';
