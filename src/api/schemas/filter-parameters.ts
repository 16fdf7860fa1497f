/**
 * The search parameters, one row each, in documentation order (docs/api.md, Parameters): its rules
 * and OpenAPI text, the filter family it feeds, its conversion to the read verb's filters, its words
 * in a feed's title, the field of filters_applied that reports it, the names a caller might send
 * for it by mistake, and whether the calendar feeds take it (parameter-row.ts says each column).
 * searchConferences' parameters, the OpenAPI document, the MCP tools, the calendar operations and
 * subscribeToSearch are all derived from this table.
 */
import { CONTINENTS, parseContinent } from '../../reference/index.js';
import { TYPE_NAMES } from '../../search/index.js';
import { EVENT_FORMATS } from '../../source/schema.js';
import {
  ACRONYM_ROW,
  CCF_RANK_ROW,
  RANK_ROW,
  CFP_ROW,
  CORE_RANK_ROW,
  DEADLINE_FROM_ROW,
  DEADLINE_TO_ROW,
  SERIES_ROW,
} from './edition-parameters.js';
import {
  countriesParam,
  countryListParam,
  enumListParam,
  LIST_LINE,
  nameListParam,
  typeParam,
  uniqueNames,
} from './list-params.js';
import { CURSOR_ROW, FACET_SIZE_ROW, FACETS_ROW, LIMIT_ROW, OFFSET_ROW, SORT_ROW } from './page-parameters.js';
import { everyFilterFed, noTitle, parameterRow as row, titleWords as words } from './parameter-row.js';
import { CITY_ROW, INCLUDE_ONLINE_ROW, NEAR_ROW, RADIUS_KM_ROW, REGION_ROW } from './place-parameters.js';
import { FIELDS_ROW, INCLUDE_ROW, TZ_ROW } from './answer-parameters.js';
import {
  dateParam,
  enumParam,
  ID_MAX,
  integerParam,
  monthParam,
  Q_MAX_TERMS,
  qParam,
  YEAR_MAX,
  YEAR_MIN,
} from './rules.js';

/** The parameters date_match reads. */
const DATE_PARAMETERS = ['from', 'to', 'month', 'year'] as const;

export const FILTER_PARAMETERS = everyFilterFed({
  q: row({
    schema: qParam().optional(),
    description:
      'Words matched in name, acronym, topic and subtopic; all must match, the last also as a prefix from 3 ' +
      'letters. AI = artificial intelligence. Syntax: AI OR robotics, -term excludes, "exact phrase" in the name. ' +
      `At most ${Q_MAX_TERMS} terms. No match: see relaxations, hints, suggestions.`,
    example: 'machine learning',
    filter: 'q',
    toFilters: (q) => ({ q }),
    title: (_, text) => words('matching', `matching "${text}"`),
    applied: 'search_terms',
    mistakes: ['name', 'query', 'search', 'keyword', 'keywords', 'text', 'term'],
    feed: true,
    assistant: true,
  }),
  topic: row({
    schema: nameListParam().optional(),
    description:
      'Main topic: a name or slug from GET /api/gpt/topics (listTopics), any case ("Computer Science" or ' +
      `"computer-science"). ${LIST_LINE} An unknown topic gets a 400 naming the closest valid topics.`,
    example: 'Computer Science',
    filter: 'topic',
    toFilters: (topics) => (topics.length === 1 ? { topic: topics[0]! } : { topics }),
    title: (_, text) => words('topic', text),
    applied: 'topic',
    mistakes: ['category', 'field', 'discipline', 'area'],
    feed: true,
    assistant: true,
  }),
  subtopic: row({
    schema: nameListParam().optional(),
    description:
      'Sub-topic: a name or slug listed under a topic by GET /api/gpt/topics (listTopics), any case ' +
      `("Machine Learning"). ${LIST_LINE} An unknown sub-topic gets a 400 naming the closest valid ones.`,
    example: 'Machine Learning',
    filter: 'subtopic',
    toFilters: (subtopics) => (subtopics.length === 1 ? { subtopic: subtopics[0]! } : { subtopics }),
    title: (_, text) => words('subtopic', text),
    applied: 'subtopic',
    mistakes: ['sub_topic', 'subject'],
    feed: true,
    assistant: true,
  }),
  country: row({
    schema: countryListParam().optional(),
    description:
      'Country: its name ("Germany"), a common alias ("USA", "UK", "Korea") or an ISO 3166 code ("DE", "DEU"), any ' +
      'case; several comma-separated ("Germany,France": events in any). An unknown country gets a 400 with ' +
      'suggestions.',
    example: 'Germany,France',
    filter: 'country',
    toFilters: (country) => ({ country }),
    title: (_, text) => words('country', text.replace(/\s*,\s*/g, ', ')),
    applied: 'countries_included',
    mistakes: ['nation', 'nations'],
    feed: true,
    assistant: true,
  }),
  countries: row({
    schema: countriesParam().optional(),
    description:
      'Several countries, comma-separated ("Germany,France,Spain"), as country takes them (an older name of the ' +
      'same filter). country and countries are one filter: events in any of the countries given.',
    example: 'Germany,France,Spain',
    filter: 'country',
    // Each name once, compared folded; `country` and `countries` stay apart, so that a refusal names the one.
    toFilters: (countries) => ({ countries: uniqueNames(countries) }),
    title: (countries) => words('country', countries.join(', ')),
    applied: 'countries_included',
    mistakes: [],
    feed: true,
    assistant: true,
  }),
  continent: row({
    schema: enumParam(CONTINENTS, (text) => parseContinent(text) ?? text).optional(),
    description:
      'One of Asia, Europe, North America, South America, Africa, Oceania (any case; spaces or hyphens). Alone it ' +
      'selects every country of that continent; with country or countries it keeps only those on the continent.',
    example: 'Europe',
    filter: 'continent',
    toFilters: (continent) => ({ continent }),
    title: (_, text) => words('continent', text),
    applied: 'countries_included',
    mistakes: [],
    feed: true,
    assistant: true,
  }),
  city: CITY_ROW,
  near: NEAR_ROW,
  radius_km: RADIUS_KM_ROW,
  region: REGION_ROW,
  include_online: INCLUDE_ONLINE_ROW,
  type: row({
    schema: typeParam().optional(),
    description: `Event type: conference, seminar, workshop or webinar (any case). ${LIST_LINE}`,
    example: 'conference',
    filter: 'type',
    toFilters: (types) => (types.length === 1 ? { type: types[0]! } : { types }),
    title: (types) => words('type', types.map((name) => `${TYPE_NAMES[name]}s`).join(' or ')),
    applied: 'type',
    mistakes: ['event_type', 'kind'],
    feed: true,
    assistant: true,
  }),
  format: row({
    schema: enumListParam(EVENT_FORMATS).optional(),
    description:
      'Event format: in-person, online or hybrid, or a comma-separated list of them ("online,hybrid": events in ' +
      'any of them). Online events have no country or city and match no location filter.',
    example: 'in-person,hybrid',
    filter: 'format',
    toFilters: (formats) => ({ formats }),
    title: (formats) => words('format', formats.join(' or ')),
    applied: 'format',
    mistakes: ['mode', 'attendance', 'online', 'formats'],
    feed: true,
    assistant: true,
  }),
  cfp: CFP_ROW,
  core_rank: CORE_RANK_ROW,
  ccf_rank: CCF_RANK_ROW,
  rank: RANK_ROW,
  acronym: ACRONYM_ROW,
  series: SERIES_ROW,
  deadline_from: DEADLINE_FROM_ROW,
  deadline_to: DEADLINE_TO_ROW,
  similar_to: row({
    schema: integerParam(1, ID_MAX, `must be the id of an event, a positive integer from 1 to ${ID_MAX}`).optional(),
    description:
      'Conferences like this one: the id of an event (from a result). Events of other series sharing its ' +
      'sub-topic, most alike first (sub-topics, then rank, name words, format); each item says what it shares ' +
      'in similarity. Other filters narrow them. An unknown id gets a 400.',
    example: 123,
    filter: 'similar',
    toFilters: (similarTo) => ({ similarTo }),
    title: noTitle,
    applied: 'similar_to',
    mistakes: ['similar', 'like', 'similar_id', 'like_id', 'related_to', 'more_like', 'more_like_this'],
    feed: false,
    assistant: true,
  }),
  facets: FACETS_ROW,
  facet_size: FACET_SIZE_ROW,
  from: row({
    schema: dateParam().optional(),
    description: 'Only events starting on or after this date, YYYY-MM-DD.',
    example: '2027-03-01',
    filter: 'dates',
    toFilters: (from) => ({ from }),
    title: (_, text) => words('date', `from ${text}`),
    applied: 'date_range',
    mistakes: ['start', 'start_date', 'date_from', 'after', 'since', 'date'],
    feed: true,
    assistant: true,
  }),
  to: row({
    schema: dateParam().optional(),
    description: 'Only events ending on or before this date, YYYY-MM-DD. A from later than to gets a 400.',
    example: '2027-05-31',
    filter: 'dates',
    toFilters: (to) => ({ to }),
    title: (_, text) => words('date', `to ${text}`),
    applied: 'date_range',
    mistakes: ['end', 'end_date', 'date_to', 'before'],
    feed: true,
    assistant: true,
  }),
  month: row({
    schema: monthParam().optional(),
    description:
      'Only events starting and ending within this month, YYYY-MM: the same as from = its first day and to = its ' +
      'last day. Narrows from, to and year when given together; contradictory date filters give zero results.',
    example: '2027-04',
    filter: 'dates',
    toFilters: (month) => ({ month }),
    title: (_, text) => words('date', `in ${text}`),
    applied: 'date_range',
    mistakes: [],
    feed: true,
    assistant: true,
  }),
  year: row({
    schema: integerParam(YEAR_MIN, YEAR_MAX, `must be a year from ${YEAR_MIN} to ${YEAR_MAX}`).optional(),
    description:
      'Only events starting and ending within this year (1900 to 2100), and, alone of the date filters, editions of that year whose dates are not known yet. Narrows any other date filter.',
    example: 2027,
    filter: 'dates',
    toFilters: (year) => ({ year }),
    title: (_, text) => words('date', `in ${text}`),
    applied: 'date_range',
    mistakes: [],
    feed: true,
    assistant: true,
  }),
  date_match: row({
    schema: enumParam(['within', 'overlap']).optional(),
    description:
      'How from, to, month and year hold an event: within (default), starting and ending in them; overlap, held on ' +
      'a day of them, events under way included (from=to=today: what is on today).',
    example: 'overlap',
    // How the date filters read, as include_online is how the place filters do: no filter of its own.
    filter: null,
    toFilters: (match) => (match === 'overlap' ? { dateMatch: match } : {}),
    title: (match, _, given) =>
      match === 'overlap' && DATE_PARAMETERS.some((name) => given[name] !== undefined)
        ? words('date', 'or under way then')
        : null,
    applied: null,
    mistakes: ['overlap', 'overlapping', 'ongoing', 'during', 'date_mode', 'match'],
    feed: true,
    assistant: true,
  }),
  limit: LIMIT_ROW,
  offset: OFFSET_ROW,
  cursor: CURSOR_ROW,
  sort: SORT_ROW,
  fields: FIELDS_ROW,
  include: INCLUDE_ROW,
  tz: TZ_ROW,
});
