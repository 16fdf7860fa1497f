/**
 * Every response body, once: the TypeScript types (z.infer), the JSON Schemas Fastify serializes
 * with, and the OpenAPI component schemas. The event item and detail come from the event table
 * (event-fields.ts). docs/api.md describes the same fields in words.
 */
import { z } from 'zod';
import { CONTINENTS } from '../../reference/index.js';
import { ERROR_CODES, type ErrorBody } from '../errors.js';
import { type HintReason, LONG_VALUE_FIELDS, REQUEST_FACETS } from '../../search/index.js';
import { FITTED_LISTS } from './cut-parts.js';
import { type completeItem, conferenceDetail, conferenceItem, isoDateOrNull } from './event-fields.js';
import { similarReferenceSchema } from './similarity-fields.js';
import type { AppliedField } from './parameter-row.js';
import { SEARCH_PARAMETERS, type SearchParameter } from './parameters.js';

const count = z.number().int().min(0);

const appliedList = z.array(z.string());

/** Why a hint is given (the search's HintReason). */
const HINT_REASONS = [
  'city_in_q',
  'country_in_q',
  'continent_in_q',
  'region_in_q',
  'month_in_q',
  'year_in_q',
  'type_in_q',
  'format_in_q',
  'subtopic_of_other_topic',
  'ambiguous_place',
  'ambiguous_region',
  'place_without_events',
  'acronym_with_year',
  'unknown_acronym',
  'offset_past_end',
  'q_as_question',
] as const satisfies readonly (HintReason | 'offset_past_end' | 'q_as_question')[];

/** An item with every field (`fields` may leave some out: conferenceItem). */
export type ConferenceItem = z.infer<typeof completeItem>;
export type ConferenceDetail = z.infer<typeof conferenceDetail>;

/** The parameters a search was given, as supplied (unknown parameters are left out). */
const queryEcho = z
  .object(
    Object.fromEntries(SEARCH_PARAMETERS.map((name) => [name, z.string().optional()])) as Record<
      SearchParameter,
      z.ZodOptional<z.ZodString>
    >,
  )
  .describe('The parameters that were supplied, as given.');
export type QueryEcho = z.infer<typeof queryEcho>;

const facetValues = z
  .array(z.object({ value: z.string(), count }))
  .describe('The facet_size largest values (default 20), most events first.');

/** Per facet asked for, its values with their counts over the whole result set. */
const facetsObject = z
  .object(
    Object.fromEntries(REQUEST_FACETS.map((name) => [name, facetValues.optional()])) as Record<
      (typeof REQUEST_FACETS)[number],
      z.ZodOptional<typeof facetValues>
    >,
  )
  .describe(
    'Counts per value over the whole result set, per facet asked for; values selected by a filter always listed.',
  );

/**
 * The fields of filters_applied, each reporting the parameters whose row names it in its `applied`
 * column (filter-parameters.ts); the compiler holds this list to those names.
 */
const FILTERS_APPLIED = {
  search_terms: z.array(z.string()).describe('The words of q used for matching.'),
  countries_included: z
    .array(z.string())
    .describe('Countries of the country/continent filter: at most 20 names, then "... and N more".'),
  date_range: z
    .object({ from: isoDateOrNull, to: isoDateOrNull })
    .describe('The effective date range after combining from, to, month and year; nulls without date filters.'),
  // The lists of topic, subtopic, type and format given, as stored (any of them matches).
  topic: appliedList.optional(),
  subtopic: appliedList.optional(),
  type: appliedList.optional(),
  format: appliedList.optional(),
  near: z
    .object({
      name: z.string().nullable(),
      country: z.string().nullable(),
      lat: z.number(),
      lon: z.number(),
      radius_km: z.number(),
    })
    .optional()
    .describe('With near: the point used.'),
  cities: z.array(z.string()).optional().describe('With city: the cities used.'),
  regions: z.array(z.string()).optional().describe('With region: the regions used.'),
  similar_to: similarReferenceSchema.optional(),
} satisfies Record<AppliedField, z.ZodType>;

/** What an answer left out or cut short to fit (docs/api.md, Answer sizes), and how to get the rest. */
const cutNotes = z
  .array(
    z.object({
      part: z.enum(['conferences', 'facets', ...LONG_VALUE_FIELDS, ...FITTED_LISTS]),
      id: z.number().int().min(1).optional().describe('The event whose value or list was cut.'),
      shown: count.describe(
        'Events shown, values kept per facet, characters of the value written, or entries of the list kept.',
      ),
      of: count.describe(
        'Events of the page asked for, the most values a facet had, characters of the value, or entries of the list.',
      ),
      message: z.string().describe('What the size cap left out, and how to get it.'),
    }),
  )
  .optional()
  .describe("Only when the answer's size cap left something out or cut a value short: what, and how to get the rest.");

export const searchResponse = z.object({
  success: z.literal(true),
  query: queryEcho,
  filters_applied: z.object(FILTERS_APPLIED),
  total: count.describe('Matching events overall.'),
  showing: count.describe('Events in this page.'),
  conferences: z.array(conferenceItem),
  pagination: z.object({
    limit: count,
    offset: count,
    has_more: z.boolean(),
    next_offset: count.nullable().describe('The offset of the next page, or null on the last page.'),
    next_cursor: z
      .string()
      .nullable()
      .describe('The next page: send it as cursor with the same other parameters; null on the last page.'),
    remaining: count.describe('Events after this page: "N more".'),
  }),
  suggestions: z
    .array(z.object({ q: z.string(), total: count }))
    .optional()
    .describe('Only when q found nothing and a word of it is unknown: up to 3 corrected q with their totals.'),
  relaxations: z
    .array(
      z.union([
        z.object({
          drop: z.string().describe('The parameters to leave out, comma-separated (from,to: the whole date range).'),
          term: z.string().optional().describe('With drop=q: the clause of q to leave out, as in search_terms.'),
          total: count,
        }),
        z.object({
          set: z.string().describe('The parameter to change instead (radius_km).'),
          value: z.number().describe('Its value: the least radius_km up to 500 that finds something.'),
          total: count,
        }),
      ]),
    )
    .optional()
    .describe(
      'Only when nothing matched: the total with each filter relaxed alone (left out, or widened), largest first.',
    ),
  hints: z
    .array(
      z.object({
        reason: z.enum(HINT_REASONS),
        parameter: z.string(),
        value: z.string(),
        message: z.string(),
        parameters: z
          .record(z.string(), z.union([z.string(), z.number()]))
          .optional()
          .describe("q_as_question only: every filter of the search the hint counts, each of its parameter's type."),
      }),
    )
    .optional()
    .describe(
      'How an ambiguous near or region was read; when nothing matched, a filter (parameter=value) to use instead of what was sent; an offset past the last page.',
    ),
  facets: facetsObject.optional(),
  cut: cutNotes,
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const conferenceResponse = z.object({ success: z.literal(true), conference: conferenceDetail, cut: cutNotes });
export type ConferenceResponse = z.infer<typeof conferenceResponse>;

const namedCount = { name: z.string(), slug: z.string(), count };

export const topicsResponse = z.object({
  success: z.literal(true),
  total: count,
  topics: z
    .array(
      z.object({
        ...namedCount,
        subtopics: z
          .array(z.object(namedCount))
          .describe('Sub-topics with events in this topic, most events first: the largest 20, or all with topic.'),
        more_subtopics: count.describe('Sub-topics of this topic not listed: ask listTopics with topic for all.'),
      }),
    )
    .describe('Topics, most events first.'),
  cut: cutNotes,
});
export type TopicsResponse = z.infer<typeof topicsResponse>;

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
    code: z
      .enum(ERROR_CODES)
      .describe("The error's stable code (docs/api.md, Error codes): branch on this, not on the text."),
  })
  .describe('Every error response.') satisfies z.ZodType<ErrorBody>;

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
