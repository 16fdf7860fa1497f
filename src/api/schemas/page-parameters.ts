/**
 * The rows of the parameters that page, order and count a search (docs/api.md, Parameters, Pages):
 * facets, limit, offset, cursor and sort. They feed no filter and no feed title.
 */
import { z } from 'zod';
import { FACET_SIZE_DEFAULT, FACET_SIZE_MAX, REQUEST_FACETS, SORT_ORDERS } from '../../search/index.js';
import { CURSOR_RE } from '../cursor.js';
import { enumListParam } from './list-params.js';
import { noTitle, parameterRow as row } from './parameter-row.js';
import { enumParam, fromText, integerParam, LIMIT_DEFAULT, LIMIT_MAX, LIMIT_MIN, OFFSET_MAX } from './rules.js';

const CURSOR_RULE = 'must be a pagination.next_cursor of a search, as answered (24 letters, digits, - and _)';

/** A cursor as a search answered it; whether it is one of this search's is the handler's to say. */
function cursorParam() {
  return fromText(z.string({ error: CURSOR_RULE }).regex(CURSOR_RE, CURSOR_RULE), (text) => text.trim());
}

export const FACETS_ROW = row({
  schema: enumListParam(REQUEST_FACETS, (value) => value.toLowerCase()).optional(),
  description:
    'Comma-separated counts over the whole result set: topic, subtopic, type, format, country, continent, ' +
    "year, core_rank, ccf_rank, rank, cfp_status (at the request's time), city, region; facet_size values each. A " +
    'facet ignores its own filter (facets=country&country=Germany counts every country).',
  example: 'country,year',
  filter: null,
  toFilters: (facets) => ({ facets }),
  title: noTitle,
  applied: null,
  mistakes: ['facet'],
  feed: false,
  assistant: true,
});

export const FACET_SIZE_ROW = row({
  schema: integerParam(1, FACET_SIZE_MAX, `must be an integer from 1 to ${FACET_SIZE_MAX}`).optional(),
  description: `Values listed per facet, most events first: 1 to ${FACET_SIZE_MAX} (default ${FACET_SIZE_DEFAULT}). facets=country&facet_size=60 lists every country with events of a search.`,
  example: 50,
  filter: null,
  toFilters: (facetSize) => ({ facetSize }),
  title: noTitle,
  applied: null,
  mistakes: ['facet_limit', 'facets_size', 'facet_count'],
  feed: false,
  assistant: true,
});

export const LIMIT_ROW = row({
  // 0 answers the counts alone: total, and the facets asked for.
  schema: integerParam(
    0,
    LIMIT_MAX,
    `must be an integer from ${LIMIT_MIN} to ${LIMIT_MAX}, or 0 for counts only`,
  ).default(LIMIT_DEFAULT),
  description: `Events per page, ${LIMIT_MIN} to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}); 0: no events, only total and facets. Next page: cursor=pagination.next_cursor.`,
  example: 10,
  filter: null,
  toFilters: (limit) => ({ limit }),
  title: noTitle,
  applied: null,
  mistakes: ['per_page', 'page_size', 'pagesize', 'size', 'count', 'max'],
  feed: false,
  assistant: true,
});

export const OFFSET_ROW = row({
  schema: integerParam(0, OFFSET_MAX, `must be an integer from 0 to ${OFFSET_MAX}`).default(0),
  description: 'Events to skip, for paging (default 0). Use pagination.next_offset of the previous page.',
  example: 0,
  filter: null,
  toFilters: (offset) => ({ offset }),
  title: noTitle,
  applied: null,
  mistakes: ['page', 'skip'],
  feed: false,
  assistant: true,
});

export const CURSOR_ROW = row({
  schema: cursorParam().optional(),
  description:
    'The next page: pagination.next_cursor of the previous answer, with the same other parameters (limit, fields, ' +
    "facets, include and tz may change; limit defaults to the previous page's). Instead of offset.",
  example: 'AQAAAAoKTmV4dFBhZ2VIYXNo',
  filter: null,
  toFilters: () => ({}),
  title: noTitle,
  applied: null,
  mistakes: ['next_cursor', 'page_token', 'next_page', 'next_page_token', 'continuation', 'after', 'token'],
  feed: false,
  assistant: true,
});

export const SORT_ROW = row({
  schema: enumParam(SORT_ORDERS).optional(),
  description:
    'upcoming (default without date filters): not yet over, soonest first, then past. date (default with ' +
    'date filters): earliest first. -date: latest first. deadline: next submission deadline first. ' +
    'relevance: acronym or series equal to a q term, then names holding q. distance (with near): nearest first.',
  example: 'date',
  filter: null,
  toFilters: (sort) => ({ sort }),
  title: noTitle,
  applied: null,
  mistakes: ['order', 'order_by', 'sort_by', 'orderby'],
  feed: true,
  assistant: true,
});
