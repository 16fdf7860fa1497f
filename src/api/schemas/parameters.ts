/**
 * The query and path parameters of every operation: searchConferences' made from the table of
 * search parameters (filter-parameters.ts), the calendar feeds' from the same rows, and those of
 * listCountries and getConference. Validation of the raw strings, parsing into the read verbs'
 * types and (with their descriptions) the parameters of the OpenAPI document. docs/api.md states
 * the same rules in words.
 */
import { z } from 'zod';
import { CONTINENTS, parseContinent } from '../../reference/index.js';
import type { SearchFilters } from '../../search/index.js';
import { TZ_DESCRIPTION, zoneParam } from './answer-parameters.js';
import { FILTER_PARAMETERS } from './filter-parameters.js';
import { DISTANCE_WITHOUT_NEAR, RADIUS_WITHOUT_NEAR } from './place-parameters.js';
import { enumParam, ID_MAX, integerParam, LIMIT_MIN, nameParam, OFFSET_MAX } from './rules.js';

type Rows = typeof FILTER_PARAMETERS;
export type SearchParameter = keyof Rows;
/** The search parameters, in documentation order. */
export const SEARCH_PARAMETERS = Object.keys(FILTER_PARAMETERS) as SearchParameter[];
/** The search parameters the assistant document lists (the rows with `assistant`); all are accepted. */
export const ASSISTANT_SEARCH_PARAMETERS: readonly SearchParameter[] = SEARCH_PARAMETERS.filter(
  (name) => FILTER_PARAMETERS[name].assistant,
);

/** Each row's schema with its OpenAPI text. */
export const searchQueryFields = z.object(
  Object.fromEntries(
    SEARCH_PARAMETERS.map((name) => {
      const { schema, description, example } = FILTER_PARAMETERS[name];
      return [name, schema.describe(description).meta({ example })];
    }),
  ) as { [P in SearchParameter]: Rows[P]['schema'] },
);

export type SearchQueryFields = z.output<typeof searchQueryFields>;

type CrossChecked = Pick<
  SearchQueryFields,
  'from' | 'to' | 'deadline_from' | 'deadline_to' | 'radius_km' | 'near' | 'sort'
>;

/**
 * An explicit from > to (or deadline_from > deadline_to) is refused, and so are radius_km and
 * sort=distance without near.
 */
export function refuseContradictions(fields: CrossChecked, ctx: z.RefinementCtx): void {
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

/** The search query as the zod schema reads it: per-parameter values, with an explicit from > to refused. */
export const zodSearchQuery = searchQueryFields.superRefine(refuseContradictions);

/**
 * searchConferences' query: the schema compiled by zod's own compiler (z.compile), which reads a
 * request the schema accepts in generated code and hands anything else to the schema itself, so that
 * every refusal and its message stays the schema's. It replaced a second, hand-written reader of
 * every parameter: that one was faster still (`npm run bench:reader`), by about 1% of a request's
 * server CPU, a margin that decides no target of bench/README.md, for a second copy of every rule.
 */
export const searchQuery = z.compile(zodSearchQuery);

/** At most this many events in a calendar feed. */
export const FEED_EVENTS_MAX = 1000;
const FEED_INCLUDES = ['events', 'deadlines', 'deadlines_only'] as const;

/** The search parameters the calendar feeds take as the search does (the rows with `feed`). */
type FeedParameter = { [P in SearchParameter]: Rows[P]['feed'] extends true ? P : never }[SearchParameter];
export const FEED_SEARCH_PARAMETERS = SEARCH_PARAMETERS.filter(
  (name): name is FeedParameter => FILTER_PARAMETERS[name].feed,
);

/**
 * The parameters of a calendar feed (GET /api/gpt/conferences.ics, POST /api/gpt/feeds): the
 * search's that the rows give to feeds, limit up to FEED_EVENTS_MAX (its default), offset and
 * `include`.
 */
const feedQueryFields = searchQueryFields
  .pick(Object.fromEntries(FEED_SEARCH_PARAMETERS.map((name) => [name, true])) as Record<FeedParameter, true>)
  .extend({
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
        'events (default): one all-day entry per event. deadlines: also one entry per deadline of every kind (estimated ones marked), ' +
          'at its exact UTC instant, with reminders 7 days and 1 day before. deadlines_only: the deadlines alone.',
      )
      .meta({ example: 'deadlines' }),
  });

export const feedQuery = feedQueryFields.superRefine(refuseContradictions);
export type FeedQueryFields = z.output<typeof feedQueryFields>;

/** Validated search (or feed) fields: any of the search parameters, with limit and offset. */
type GivenFields = { [P in SearchParameter]?: SearchQueryFields[P] } & Pick<SearchQueryFields, 'limit' | 'offset'>;

/** The read verb's filters from validated fields: each row's conversion of its value. */
export function toSearchFilters(fields: GivenFields): SearchFilters {
  const filters: SearchFilters = { limit: fields.limit, offset: fields.offset };
  for (const name of searchParametersIn(fields)) {
    // Each row converts the value of its own schema (the table pairs them).
    Object.assign(filters, FILTER_PARAMETERS[name].toFilters(fields[name] as never));
  }
  return filters;
}

const PARAMETER_PLACES: ReadonlyMap<string, number> = new Map(SEARCH_PARAMETERS.map((name, place) => [name, place]));

/**
 * The search parameters among `record`'s keys whose value is given, in the table's order. A
 * request names a few of the 35; looking each of the 35 up in objects of every shape cost 3–5 µs
 * a search (megamorphic keyed loads), going over the few keys given about 1 µs.
 */
export function searchParametersIn(record: Readonly<Record<string, unknown>>): SearchParameter[] {
  const places: number[] = [];
  for (const name in record) {
    const place = PARAMETER_PLACES.get(name);
    if (place !== undefined && record[name] !== undefined) places.push(place);
  }
  if (places.length > 1) places.sort((a, b) => a - b);
  return places.map((place) => SEARCH_PARAMETERS[place]!);
}

/** The parameters a search's page cursor is bound to: those that choose or order its events (docs/api.md, Pages). */
const CURSOR_BOUND: ReadonlySet<string> = new Set(
  SEARCH_PARAMETERS.filter((name) => FILTER_PARAMETERS[name].filter !== null || name === 'sort'),
);

/** The given texts (trimmed, empty ones left out) of the parameters a cursor is bound to, in the table's order. */
export function cursorBoundTexts(given: Readonly<Record<string, string>>): [string, string][] {
  const parts: [string, string][] = [];
  for (const name of searchParametersIn(given)) {
    const text = given[name]!.trim();
    if (CURSOR_BOUND.has(name) && text !== '') parts.push([name, text]);
  }
  return parts;
}

/** listCountries' parameters. */
export const countriesQuery = z.object({
  continent: enumParam(CONTINENTS, (text) => parseContinent(text) ?? text)
    .optional()
    .describe(
      'Only countries on this continent: Asia, Europe, North America, South America, Africa or Oceania (any case).',
    )
    .meta({ example: 'Europe' }),
});
export type CountriesQuery = z.output<typeof countriesQuery>;

/** How many sub-topics listTopics lists under each topic without its topic parameter. */
export const TOPIC_SUBTOPICS_LISTED = 20;

/** listTopics' parameters. */
export const topicsQuery = z.object({
  topic: nameParam()
    .optional()
    .describe(
      'One topic, by name or slug, any case ("Computer Science"): that topic alone, with every sub-topic. ' +
        `Without it, each topic lists its ${TOPIC_SUBTOPICS_LISTED} largest sub-topics and how many more it has.`,
    )
    .meta({ example: 'Computer Science' }),
});
export type TopicsQuery = z.output<typeof topicsQuery>;

/** getConference's query: tz (as the search's). */
export const conferenceQuery = z.object({
  tz: zoneParam().optional().describe(TZ_DESCRIPTION).meta({ example: 'Europe/Berlin' }),
});
export type ConferenceQuery = z.output<typeof conferenceQuery>;

/** The `{id}` of getConference. */
export const conferenceParams = z.object({
  id: integerParam(1, ID_MAX, `must be a positive integer from 1 to ${ID_MAX}`)
    .describe('The numeric id of the event, as in the id field of a search result.')
    .meta({ example: 123 }),
});
