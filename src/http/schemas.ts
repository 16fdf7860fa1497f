/**
 * Every shape of the API, once, as zod schemas:
 *  - the query of each operation: validation of the raw strings, parsing into the engine's
 *    SearchFilters types, and (with its descriptions) the parameters of the OpenAPI document;
 *  - every response body: the TypeScript types (z.infer), the JSON Schemas Fastify serializes
 *    with, and the OpenAPI component schemas.
 *
 * Rule messages start with "must" and complete "Parameter 'x' ..." (see errors.ts).
 */
import { z } from 'zod';
import { CONTINENTS, nameKey, parseContinent } from '../reference/index.js';
import { SORT_ORDERS, type SearchFilters } from '../search/types.js';
import { EVENT_FORMATS, EVENT_TYPES } from '../source/schema.js';
import { parseIsoDate } from '../util/dates.js';

// ---------------------------------------------------------------------------------------------
// Limits

export const LIMIT_MIN = 1;
export const LIMIT_MAX = 50;
export const LIMIT_DEFAULT = 10;
export const OFFSET_MAX = 1_000_000_000;
export const Q_MAX_LENGTH = 200;
/** Longest topic, sub-topic, country or city name accepted (longer ones cannot name anything). */
export const NAME_MAX_LENGTH = 200;
/** Most names in `countries` (there are fewer than 250 countries). */
export const COUNTRIES_MAX = 300;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
/** Public ids are 1 .. 2^31-1 (decisions.md section 1). */
export const ID_MAX = 2_147_483_647;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
const DIGITS_RE = /^\d+$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

// ---------------------------------------------------------------------------------------------
// Query parameter building blocks

/** Runs `convert` on the trimmed text first; an empty text is an error, not a missing value. */
function fromText<T extends z.ZodType>(inner: T, convert: (text: string) => unknown) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'must not be empty' });
      return z.NEVER;
    }
    return convert(text);
  }, inner);
}

/** A whole number written with digits only, in min..max. */
function integerParam(min: number, max: number, rule: string) {
  return fromText(z.number({ error: rule }).int(rule).min(min, rule).max(max, rule), (text) =>
    DIGITS_RE.test(text) ? Number(text) : text,
  );
}

/** One of `values`, in any case. */
function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  normalise: (text: string) => string = (t) => t.toLowerCase(),
) {
  const rule = `must be one of ${values.join(', ')}`;
  return fromText(z.enum(values, { error: rule }), normalise);
}

/** A name compared by the engine (topic, sub-topic, country, city): trimmed, bounded, printable. */
function nameParam() {
  return z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .max(NAME_MAX_LENGTH, { message: `must be at most ${NAME_MAX_LENGTH} characters`, abort: true })
    .refine((text) => !CONTROL_RE.test(text), 'must not contain control characters');
}

/** A real calendar date YYYY-MM-DD, parsed to a day number. */
function dateParam() {
  return z
    .string()
    .meta({ format: 'date' })
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .refine((text) => parseIsoDate(text) !== null, 'must be a real calendar date written YYYY-MM-DD')
    .transform((text) => parseIsoDate(text)!);
}

// ---------------------------------------------------------------------------------------------
// Query parameters

const qParam = z
  .string()
  .trim()
  .max(Q_MAX_LENGTH, { message: `must be at most ${Q_MAX_LENGTH} characters`, abort: true })
  .refine((text) => !CONTROL_RE.test(text), 'must not contain control characters')
  .transform((text) => (text === '' ? undefined : text))
  .describe(
    'Free text matched against event name, topic and sub-topic. Split into words; common English stop words ' +
      '(on, in, the, and, of, for, ...) are dropped; every remaining word must match a whole word, and the last ' +
      'one also matches as a word prefix ("mach" finds "machine"). Case and accents are ignored. At most ' +
      `${Q_MAX_LENGTH} characters; an empty q is ignored. Unmatched words give zero results, not an error.`,
  );

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
    }
    return names;
  })
  .describe(
    'Several countries, comma-separated ("Germany,France,Spain"), written like country. country and countries ' +
      'are one filter: events in any of the countries given. An unknown name gets a 400 with suggestions.',
  );

const continentParam = enumParam(CONTINENTS, (text) => parseContinent(text) ?? text);

/** The parameters of searchConferences, in documentation order. */
export const searchQueryFields = z.object({
  q: qParam.optional(),
  topic: nameParam()
    .optional()
    .describe(
      'Main topic: a name or slug as returned by listTopics, any case ("Computer Science" or "computer-science"). ' +
        'An unknown topic gets a 400 naming the closest valid topics.',
    ),
  subtopic: nameParam()
    .optional()
    .describe(
      'Sub-topic: a name or slug as listed under a topic by listTopics, any case ("Machine Learning"). ' +
        'An unknown sub-topic gets a 400 naming the closest valid ones.',
    ),
  country: nameParam()
    .optional()
    .describe(
      'One country: its name ("Germany"), a common alias ("USA", "UK", "Korea") or an ISO 3166 code ("DE", "DEU"); ' +
        'case and accents are ignored. Joined with countries into one filter (events in any of them). An unknown ' +
        'country gets a 400 with "did you mean" suggestions.',
    ),
  countries: countriesParam.optional(),
  continent: continentParam
    .optional()
    .describe(
      'One of Asia, Europe, North America, South America, Africa, Oceania (any case; spaces or hyphens). Alone it ' +
        'selects every country of that continent; with country or countries it keeps only those on the continent.',
    ),
  city: nameParam()
    .optional()
    .describe(
      'City name, matched exactly but ignoring case and accents ("munchen" finds München). An unknown city gives zero results.',
    ),
  type: enumParam(EVENT_TYPES).optional().describe('Event type: conference, seminar, workshop or webinar (any case).'),
  from: dateParam().optional().describe('Only events starting on or after this date, YYYY-MM-DD.'),
  to: dateParam()
    .optional()
    .describe('Only events ending on or before this date, YYYY-MM-DD. A from later than to gets a 400.'),
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
    ),
  year: integerParam(YEAR_MIN, YEAR_MAX, `must be a year from ${YEAR_MIN} to ${YEAR_MAX}`)
    .optional()
    .describe('Only events starting and ending within this year (1900 to 2100). Narrows any other date filter.'),
  limit: integerParam(LIMIT_MIN, LIMIT_MAX, `must be an integer from ${LIMIT_MIN} to ${LIMIT_MAX}`)
    .default(LIMIT_DEFAULT)
    .meta({ description: `Events per page, ${LIMIT_MIN} to ${LIMIT_MAX} (default ${LIMIT_DEFAULT}).` }),
  offset: integerParam(0, OFFSET_MAX, `must be an integer from 0 to ${OFFSET_MAX}`)
    .default(0)
    .meta({ description: 'Events to skip, for paging (default 0). Use pagination.next_offset of the previous page.' }),
  sort: enumParam(SORT_ORDERS)
    .optional()
    .describe(
      'Order of results. upcoming: events not yet ended, soonest first, then past events, most recent first ' +
        '(the default without date filters). date: earliest start first (the default with any date filter). ' +
        '-date: latest start first. Ties by id.',
    ),
});

export type SearchQueryFields = z.output<typeof searchQueryFields>;
export type SearchParameter = keyof typeof searchQueryFields.shape;
export const SEARCH_PARAMETERS = Object.keys(searchQueryFields.shape) as SearchParameter[];

/** The search query after validation: per-parameter values, with an explicit from > to refused. */
export const searchQuery = searchQueryFields.superRefine((fields, ctx) => {
  if (fields.from !== undefined && fields.to !== undefined && fields.from > fields.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: "must not be later than 'to'" });
  }
});

/** The engine's filters from a validated query: `country` and `countries` merged, in order, deduplicated. */
export function toSearchFilters(fields: SearchQueryFields): SearchFilters {
  const filters: SearchFilters = { limit: fields.limit, offset: fields.offset };
  const names: string[] = [];
  const seen = new Set<string>();
  for (const name of [...(fields.country === undefined ? [] : [fields.country]), ...(fields.countries ?? [])]) {
    const key = nameKey(name) || name;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  if (fields.q !== undefined) filters.q = fields.q;
  if (fields.topic !== undefined) filters.topic = fields.topic;
  if (fields.subtopic !== undefined) filters.subtopic = fields.subtopic;
  if (names.length > 0) filters.countries = names;
  if (fields.continent !== undefined) filters.continent = fields.continent;
  if (fields.city !== undefined) filters.city = fields.city;
  if (fields.type !== undefined) filters.type = fields.type;
  if (fields.from !== undefined) filters.from = fields.from;
  if (fields.to !== undefined) filters.to = fields.to;
  if (fields.month !== undefined) filters.month = fields.month;
  if (fields.year !== undefined) filters.year = fields.year;
  if (fields.sort !== undefined) filters.sort = fields.sort;
  return filters;
}

/** listCountries' parameters. */
export const countriesQuery = z.object({
  continent: continentParam
    .optional()
    .describe(
      'Only countries on this continent: Asia, Europe, North America, South America, Africa or Oceania (any case).',
    ),
});
export type CountriesQuery = z.output<typeof countriesQuery>;
export const COUNTRIES_QUERY_PARAMETERS = Object.keys(countriesQuery.shape);

/** The `{id}` of getConference. */
export const conferenceParams = z.object({
  id: integerParam(1, ID_MAX, `must be a positive integer from 1 to ${ID_MAX}`).describe(
    'The numeric id of the event, as in the id field of a search result.',
  ),
});

// ---------------------------------------------------------------------------------------------
// Responses

const count = z.number().int().min(0);
const isoDate = z.string().meta({ format: 'date' });
/** A date or null, as one JSON Schema type list (simpler for serializers than anyOf). */
const isoDateOrNull = z.string().nullable().meta({ format: 'date' });

const EVENT_TYPE_NAMES = ['Conference', 'Seminar', 'Workshop', 'Webinar'] as const satisfies readonly string[];

export const conferenceItem = z
  .object({
    id: z.number().int().min(1).describe('Event id; use it with getConference.'),
    name: z.string(),
    type: z.enum(EVENT_TYPE_NAMES),
    topic: z.string(),
    sub_topic: z.string().describe('Empty when the event has no sub-topic.'),
    dates: z.object({
      start: isoDate,
      end: isoDate,
      formatted: z.string().describe('Human-readable range, e.g. "Mar 3-5, 2027".'),
    }),
    location: z.object({
      city: z.string().describe('Empty when unknown (online events).'),
      country: z.string(),
      venue: z.string().describe('Empty when unknown.'),
    }),
    organizer: z.string().describe('Empty when unknown.'),
    website: z.string().describe('Empty when unknown.'),
  })
  .describe('An event as listed in search results.');
export type ConferenceItem = z.infer<typeof conferenceItem>;

export const conferenceDetail = conferenceItem
  .extend({
    acronym: z.string().nullable(),
    description: z.string().nullable(),
    format: z.enum(EVENT_FORMATS),
    submission_deadline: isoDateOrNull.describe('Last day to submit papers, or null.'),
    contact_email: z.string().nullable(),
    continent: z.enum(CONTINENTS),
    country_code: z.string().describe('ISO 3166-1 alpha-2 code of the country.'),
  })
  .describe('An event with all its details.');
export type ConferenceDetail = z.infer<typeof conferenceDetail>;

/** The parameters a search was given, as supplied (unknown parameters are left out). */
export const queryEcho = z
  .object(
    Object.fromEntries(SEARCH_PARAMETERS.map((name) => [name, z.string().optional()])) as Record<
      SearchParameter,
      z.ZodOptional<z.ZodString>
    >,
  )
  .describe('The parameters that were supplied, as given.');
export type QueryEcho = z.infer<typeof queryEcho>;

export const searchResponse = z.object({
  success: z.literal(true),
  query: queryEcho,
  filters_applied: z.object({
    search_terms: z.array(z.string()).describe('The words of q used for matching.'),
    countries_included: z
      .array(z.string())
      .describe('Countries of the country/continent filter: at most 20 names, then "... and N more".'),
    date_range: z
      .object({ from: isoDateOrNull, to: isoDateOrNull })
      .describe('The effective date range after combining from, to, month and year; nulls without date filters.'),
  }),
  total: count.describe('Matching events overall.'),
  showing: count.describe('Events in this page.'),
  conferences: z.array(conferenceItem),
  pagination: z.object({
    limit: count,
    offset: count,
    has_more: z.boolean(),
    next_offset: count.nullable().describe('The offset of the next page, or null on the last page.'),
  }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const conferenceResponse = z.object({ success: z.literal(true), conference: conferenceDetail });
export type ConferenceResponse = z.infer<typeof conferenceResponse>;

const namedCount = { name: z.string(), slug: z.string(), count };

export const topicsResponse = z.object({
  success: z.literal(true),
  total: count,
  topics: z
    .array(
      z.object({
        ...namedCount,
        subtopics: z.array(z.object(namedCount)).describe('Sub-topics with events in this topic, most events first.'),
      }),
    )
    .describe('Topics, most events first.'),
});
export type TopicsResponse = z.infer<typeof topicsResponse>;
export type TopicEntry = TopicsResponse['topics'][number];

export const countriesResponse = z.object({
  success: z.literal(true),
  total: count,
  countries: z
    .array(
      z.object({
        name: z.string(),
        code: z.string().describe('ISO 3166-1 alpha-2 code.'),
        continent: z.enum(CONTINENTS),
        count,
      }),
    )
    .describe('Countries with at least one event, most events first, then by name.'),
});
export type CountriesResponse = z.infer<typeof countriesResponse>;
export type CountryEntry = CountriesResponse['countries'][number];

export const statsResponse = z.object({
  success: z.literal(true),
  statistics: z.object({
    total_conferences: count,
    total_countries: count.describe('Countries with at least one event.'),
    total_topics: count,
    upcoming_this_month: count.describe('Events starting from today (UTC) to the last day of this month.'),
    date_range: z
      .object({ earliest: isoDateOrNull, latest: isoDateOrNull })
      .describe('Earliest start date and latest end date of all events.'),
  }),
  continents: z.array(z.object({ name: z.enum(CONTINENTS), count })).describe('All six continents, most events first.'),
});
export type StatsResponse = z.infer<typeof statsResponse>;

export const errorResponse = z
  .object({
    success: z.literal(false),
    error: z.string().describe('Short error name, e.g. "Invalid parameter".'),
    message: z.string().describe('What went wrong and how to fix it.'),
  })
  .describe('Every error response.');
export type ErrorBody = z.infer<typeof errorResponse>;

/** The response schemas by OpenAPI component name. */
export const COMPONENT_SCHEMAS = {
  Conference: conferenceItem,
  ConferenceDetail: conferenceDetail,
  SearchResponse: searchResponse,
  ConferenceResponse: conferenceResponse,
  TopicsResponse: topicsResponse,
  CountriesResponse: countriesResponse,
  StatisticsResponse: statsResponse,
  Error: errorResponse,
} as const;

// ---------------------------------------------------------------------------------------------
// JSON Schema

type JsonObject = Record<string, unknown>;

/** Drops the noise zod adds: the dialect marker and the safe-integer bounds of every integer. */
function tidy(ctx: { jsonSchema: JsonObject }): void {
  const schema = ctx.jsonSchema;
  delete schema.$schema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
}

/** A response schema as JSON Schema draft-7, for Fastify's serializer (fast-json-stringify). */
export function serializerSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', override: tidy }) as JsonObject;
  delete json.$schema;
  return json;
}

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of one query or path parameter, as clients write it. */
export function parameterSchema(schema: z.ZodType): JsonObject {
  const json = z.toJSONSchema(schema, { io: 'input', override: tidy, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

/** The response schemas as OpenAPI components, nested components referenced by $ref. */
export function componentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) registry.add(schema, { id });
  const result = z.toJSONSchema(registry, {
    io: 'output',
    override: tidy,
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonObject> };
  for (const schema of Object.values(result.schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return result.schemas;
}
