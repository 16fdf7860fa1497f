export { dateRangeOf, search, searchTermsOf } from './engine.js';
export { SearchInputError, SORT_ORDERS, type SearchFilters, type SearchResult, type SortOrder } from './types.js';
