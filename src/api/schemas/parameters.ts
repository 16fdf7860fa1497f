/**
 * The query and path parameters of every operation, once: validation of the raw strings, parsing
 * into the read verbs' types, and (with their descriptions) the parameters of the OpenAPI
 * document. docs/api.md states the same rules in words.
 */
import { z } from 'zod';
import { CONTINENTS, nameKey, parseContinent } from '../../reference/index.js';
import { parseQuery, REQUEST_FACETS, SORT_ORDERS, type SearchFilters, termCount } from '../../search/index.js';
import { CCF_RANKS, CORE_RANKS, EVENT_FORMATS, type EventType } from '../../source/schema.js';
import { LIST_LINE, nameListParam, typeParam } from './list-params.js';
import { DISTANCE_WITHOUT_NEAR, placeFields, RADIUS_WITHOUT_NEAR } from './place-parameters.js';
import {
  COUNTRIES_MAX,
  CONTROL_RE,
  dateParam,
  enumListParam,
  enumParam,
  foldedLengthRule,
  foldsWithin,
  ID_MAX,
  integerParam,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  LIMIT_MIN,
  MONTH_RE,
  NAME_MAX_LENGTH,
  nameParam,
  OFFSET_MAX,
  Q_MAX_LENGTH,
  Q_MAX_TERMS,
  YEAR_MAX,
  YEAR_MIN,
} from './rules.js';

const qParam = z
  .string()
  .trim()
  .max(Q_MAX_LENGTH, { message: `must be at most ${Q_MAX_LENGTH} characters`, abort: true })
  .refine((text) => !CONTROL_RE.test(text), { message: 'must not contain control characters', abort: true })
  .refine((text) => foldsWithin(text, Q_MAX_LENGTH), { message: foldedLengthRule(Q_MAX_LENGTH), abort: true })
  // parseQuery throws QuerySyntaxError for malformed syntax: the 400 q_syntax, with the fix.
  .refine(
    (text) => termCount(parseQuery(text)) <= Q_MAX_TERMS,
    `must have at most ${Q_MAX_TERMS} search terms, not counting stop words and repeats`,
  )
  .transform((text) => (text === '' ? undefined : text))
  .describe(
    'Words matched in name, acronym, topic and subtopic; all must match, the last also as a prefix from 3 ' +
      'letters. AI = artificial intelligence. Syntax: AI OR robotics, -term excludes, "exact phrase" in the name. ' +
      `At most ${Q_MAX_TERMS} terms. No match: see relaxations, hints, suggestions.`,
  )
  .meta({ example: 'machine learning' });

const countriesParam = z
  .string()
  .refine((text) => !CONTROL_RE.test(text), 'must not contain control characters')
  .transform((text, ctx) => {
    const names = text
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one country' });
    else if (names.length > COUNTRIES_MAX)
      ctx.addIssue({ code: 'custom', message: `must name at most ${COUNTRIES_MAX} countries` });
    else if (names.some((name) => name.length > NAME_MAX_LENGTH)) {
      ctx.addIssue({ code: 'custom', message: `must not contain a name longer than ${NAME_MAX_LENGTH} characters` });
    } else if (names.some((name) => !foldsWithin(name, NAME_MAX_LENGTH))) {
      ctx.addIssue({
        code: 'custom',
        message: `must not contain a name longer than ${NAME_MAX_LENGTH} characters once folded`,
      });
    }
    return names;
  })
  .describe(
    'Several countries, comma-separated ("Germany,France,Spain"), written like country. country and countries ' +
      'are one filter: events in any of the countries given. An unknown name gets a 400 with suggestions.',
  )
  .meta({ example: 'Germany,France,Spain' });

const continentParam = enumParam(CONTINENTS, (text) => parseContinent(text) ?? text);

/** The parameters of searchConferences, in documentation order. */
const searchQueryFields = z.object({
  q: qParam.optional(),
  topic: nameListParam()
    .optional()
    .describe(
      'Main topic: a name or slug from GET /api/gpt/topics (listTopics), any case ("Computer Science" or ' +
        `"computer-science"). ${LIST_LINE} An unknown topic gets a 400 naming the closest valid topics.`,
    )
    .meta({ example: 'Computer Science' }),
  subtopic: nameListParam()
    .optional()
    .describe(
      'Sub-topic: a name or slug listed under a topic by GET /api/gpt/topics (listTopics), any case ' +
        `("Machine Learning"). ${LIST_LINE} An unknown sub-topic gets a 400 naming the closest valid ones.`,
    )
    .meta({ example: 'Machine Learning' }),
  country: nameParam()
    .optional()
    .describe(
      'One country: its name ("Germany"), a common alias ("USA", "UK", "Korea") or an ISO 3166 code ("DE", "DEU"); ' +
        'case and accents are ignored. Joined with countries into one filter (events in any of them). An unknown ' +
        'country gets a 400 with "did you mean" suggestions.',
    )
    .meta({ example: 'Germany' }),
  countries: countriesParam.optional(),
  continent: continentParam
    .optional()
    .describe(
      'One of Asia, Europe, North America, South America, Africa, Oceania (any case; spaces or hyphens). Alone it ' +
        'selects every country of that continent; with country or countries it keeps only those on the continent.',
    )
    .meta({ example: 'Europe' }),
  city: nameParam()
    .optional()
    .describe(
      'City, any case and accents, or a comma list (any). "City, Region" or "City, Country" picks one ("Paris, Texas").',
    )
    .meta({ example: 'Barcelona,Badalona' }),
  ...placeFields,
  type: typeParam
    .optional()
    .describe(`Event type: conference, seminar, workshop or webinar (any case). ${LIST_LINE}`)
    .meta({ example: 'conference' }),
  format: enumListParam(EVENT_FORMATS)
    .optional()
    .describe(
      'Event format: in-person, online or hybrid, or a comma-separated list of them ("online,hybrid": events in ' +
        'any of them). Online events have no country or city and match no location filter.',
    )
    .meta({ example: 'in-person,hybrid' }),
  cfp: enumParam(['open'])
    .optional()
    .describe(
      "open: only events whose call for papers is open at the request's time: a round's paper deadline is " +
        'ahead and its abstract deadline not passed. Deadlines are instants in their own zone (AoE by default).',
    )
    .meta({ example: 'open' }),
  core_rank: enumListParam(CORE_RANKS, (value) => value.toUpperCase())
    .optional()
    .describe('CORE rank: A*, A, B or C, or a comma-separated list ("A*,A": events of any of them).')
    .meta({ example: 'A*,A' }),
  ccf_rank: enumListParam(CCF_RANKS, (value) => value.toUpperCase())
    .optional()
    .describe('CCF rank: A, B or C, or a comma-separated list ("A,B": events of any of them).')
    .meta({ example: 'A' }),
  acronym: nameParam()
    .optional()
    .describe(
      'Bare acronym without year, exact in any case: acronym=ICML finds ICML 2026 and ICML 2027, never ICMLQC. ' +
        'An unknown acronym gives zero results.',
    )
    .meta({ example: 'ICML' }),
  series: nameParam()
    .optional()
    .describe(
      'Series key shared by the editions of one conference series ("icml"), any case. An unknown series gets a ' +
        '400 naming the closest series.',
    )
    .meta({ example: 'icml' }),
  deadline_from: dateParam()
    .optional()
    .describe(
      'Only events with an abstract or paper deadline on or after this date, YYYY-MM-DD, the date as written in ' +
        "the deadline's own zone.",
    )
    .meta({ example: '2027-01-01' }),
  deadline_to: dateParam()
    .optional()
    .describe(
      'Only events with an abstract or paper deadline on or before this date, YYYY-MM-DD, in its own zone; with ' +
        'deadline_from, one deadline in the range. deadline_from later than deadline_to gets a 400.',
    )
    .meta({ example: '2027-03-31' }),
  facets: enumListParam(REQUEST_FACETS, (value) => value.toLowerCase())
    .optional()
    .describe(
      'Comma-separated counts over the whole result set: topic, subtopic, type, format, country, continent, ' +
        "year, core_rank, ccf_rank, cfp_status (at the request's time). A facet ignores its own filter " +
        '(facets=country&country=Germany counts every country).',
    )
    .meta({ example: 'country,year' }),
  from: dateParam()
    .optional()
    .describe('Only events starting on or after this date, YYYY-MM-DD.')
    .meta({ example: '2027-03-01' }),
  to: dateParam()
    .optional()
    .describe('Only events ending on or before this date, YYYY-MM-DD. A from later than to gets a 400.')
    .meta({ example: '2027-05-31' }),
  month: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .regex(MONTH_RE, 'must be a month written YYYY-MM')
    .transform((text) => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) }))
    .optional()
    .describe(
      'Only events starting and ending within this month, YYYY-MM: the same as from = its first day and to = its ' +
        'last day. Narrows from, to and year when given together; contradictory date filters give zero results.',
    )
    .meta({ example: '2027-04' }),
  year: integerParam(YEAR_MIN, YEAR_MAX, `must be a year from ${YEAR_MIN} to ${YEAR_MAX}`)
    .optional()
    .describe('Only events starting and ending within this year (1900 to 2100). Narrows any other date filter.')
    .meta({ example: 2027 }),
  limit: integerParam(LIMIT_MIN, LIMIT_MAX, `must be an integer from ${LIMIT_MIN} to ${LIMIT_MAX}`)
    .default(LIMIT_DEFAULT)
    .meta({ description: `Events per page, ${LIMIT_MIN} to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}).`, example: 10 }),
  offset: integerParam(0, OFFSET_MAX, `must be an integer from 0 to ${OFFSET_MAX}`).default(0).meta({
    description: 'Events to skip, for paging (default 0). Use pagination.next_offset of the previous page.',
    example: 0,
  }),
  sort: enumParam(SORT_ORDERS)
    .optional()
    .describe(
      'upcoming (default without date filters): not yet over, soonest first, then past. date (default with ' +
        'date filters): earliest first. -date: latest first. deadline: next submission deadline first. ' +
        'relevance: acronym or series equal to a q term first. distance (with near): nearest first.',
    )
    .meta({ example: 'date' }),
});

export type SearchQueryFields = z.output<typeof searchQueryFields>;
export type SearchParameter = keyof typeof searchQueryFields.shape;
export const SEARCH_PARAMETERS = Object.keys(searchQueryFields.shape) as SearchParameter[];

type CrossChecked = Pick<
  SearchQueryFields,
  'from' | 'to' | 'deadline_from' | 'deadline_to' | 'radius_km' | 'near' | 'sort'
>;

/**
 * An explicit from > to (or deadline_from > deadline_to) is refused, and so are radius_km and
 * sort=distance without near.
 */
function refuseContradictions(fields: CrossChecked, ctx: z.RefinementCtx): void {
  if (fields.from !== undefined && fields.to !== undefined && fields.from > fields.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: "must not be later than 'to'" });
  }
  const { deadline_from: from, deadline_to: to } = fields;
  if (from !== undefined && to !== undefined && from > to) {
    ctx.addIssue({ code: 'custom', path: ['deadline_from'], message: "must not be later than 'deadline_to'" });
  }
  if (fields.radius_km !== undefined && fields.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['radius_km'], message: RADIUS_WITHOUT_NEAR });
  }
  if (fields.sort === 'distance' && fields.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: DISTANCE_WITHOUT_NEAR });
  }
}

/** The search query after validation: per-parameter values, with an explicit from > to refused. */
export const searchQuery = searchQueryFields.superRefine(refuseContradictions);

/** At most this many events in a calendar feed. */
export const FEED_EVENTS_MAX = 1000;
const FEED_INCLUDES = ['events', 'deadlines', 'deadlines_only'] as const;

/**
 * The parameters of a calendar feed (GET /api/gpt/conferences.ics, POST /api/gpt/feeds): the
 * search's, with limit up to FEED_EVENTS_MAX (its default) and no facets, and `include`.
 */
const feedQueryFields = searchQueryFields.omit({ facets: true, limit: true, offset: true }).extend({
  limit: integerParam(LIMIT_MIN, FEED_EVENTS_MAX, `must be an integer from ${LIMIT_MIN} to ${FEED_EVENTS_MAX}`)
    .default(FEED_EVENTS_MAX)
    .meta({
      description: `Events in the feed, the first ones in the search's order, ${LIMIT_MIN} to ${FEED_EVENTS_MAX} (default ${FEED_EVENTS_MAX}).`,
      example: FEED_EVENTS_MAX,
    }),
  offset: integerParam(0, OFFSET_MAX, `must be an integer from 0 to ${OFFSET_MAX}`)
    .default(0)
    .meta({ description: "Events of the search's order to skip before the feed's first (default 0).", example: 0 }),
  include: enumParam(FEED_INCLUDES)
    .default('events')
    .describe(
      'events (default): one all-day entry per event. deadlines: also one entry per abstract and paper deadline, ' +
        'at its exact UTC instant, with reminders 7 days and 1 day before. deadlines_only: the deadlines alone.',
    )
    .meta({ example: 'deadlines' }),
});

export const feedQuery = feedQueryFields.superRefine(refuseContradictions);
export type FeedQueryFields = z.output<typeof feedQueryFields>;

/** topic, subtopic and type: one value as the filter's own, several as its list. */
function listFilters(topics?: string[], subtopics?: string[], types?: EventType[]): Partial<SearchFilters> {
  const one = <T>(values: T[] | undefined) => (values?.length === 1 ? values[0] : undefined);
  const many = <T>(values: T[] | undefined) => (values !== undefined && values.length > 1 ? values : undefined);
  const filters: Partial<SearchFilters> = {
    topic: one(topics),
    topics: many(topics),
    subtopic: one(subtopics),
    subtopics: many(subtopics),
    type: one(types),
    types: many(types),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** The names in order, each once (compared folded). */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name) || name;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The read verb's filters from a validated query. `country` and `countries` stay apart (the read
 * verb takes them as one filter, and names the one an unknown value came in); `countries` keeps
 * each name once.
 */
export function toSearchFilters(fields: SearchQueryFields): SearchFilters {
  const {
    countries,
    format,
    core_rank,
    ccf_rank,
    deadline_from,
    deadline_to,
    topic,
    subtopic,
    type,
    radius_km,
    region,
    ...rest
  } = fields;
  const renamed: SearchFilters = {
    ...rest,
    ...listFilters(topic, subtopic, type),
    ...(radius_km === undefined ? {} : { radiusKm: radius_km }),
    ...(region === undefined ? {} : { regions: uniqueNames(region) }),
    ...(core_rank === undefined ? {} : { coreRanks: core_rank }),
    ...(ccf_rank === undefined ? {} : { ccfRanks: ccf_rank }),
    ...(deadline_from === undefined ? {} : { deadlineFrom: deadline_from }),
    ...(deadline_to === undefined ? {} : { deadlineTo: deadline_to }),
  };
  const filters: SearchFilters = format === undefined ? renamed : { ...renamed, formats: format };
  return countries === undefined ? filters : { ...filters, countries: uniqueNames(countries) };
}

/** listCountries' parameters. */
export const countriesQuery = z.object({
  continent: continentParam
    .optional()
    .describe(
      'Only countries on this continent: Asia, Europe, North America, South America, Africa or Oceania (any case).',
    )
    .meta({ example: 'Europe' }),
});
export type CountriesQuery = z.output<typeof countriesQuery>;

/** The `{id}` of getConference. */
export const conferenceParams = z.object({
  id: integerParam(1, ID_MAX, `must be a positive integer from 1 to ${ID_MAX}`)
    .describe('The numeric id of the event, as in the id field of a search result.')
    .meta({ example: 123 }),
});
