/**
 * An event as the API shows it (docs/api.md, Event item and Event detail), defined once: per field,
 * in answer order, its JSON key, its zod schema and how its JSON text is written from the store's
 * columns (src/search/item-json.ts gives each value's text, or null when the event has none).
 * The response schemas Conference and ConferenceDetail (the OpenAPI components, Fastify's
 * serializer, the MCP tools' output schemas) and the writer of the answers' event text are both
 * derived from these tables (the writer in event-writers.ts), so neither can drift from the other. A missing value is "" in the
 * search item's fields and null in the detail's own.
 */
import { z } from 'zod';
import { CONTINENTS } from '../../reference/index.js';
import { CFP_STATUSES, DATE_PRECISIONS, TYPE_NAMES } from '../../search/index.js';
import { CCF_RANKS, CORE_RANKS, EVENT_FORMATS } from '../../source/schema.js';
import { ALIAS_KINDS } from '../../source/tables.js';
import { group, leaf, objectOf } from './field-table.js';
import { estimateSchema, ranksSchema, tracksSchema } from './annex-fields.js';
import { atLocal, deadlineFields, instant, isoDate } from './date-schemas.js';
import { similaritySchema } from './similarity-fields.js';

export type { ShowOptions } from './field-table.js';

const EMPTY = '""';
const NULL = 'null';
/** A date or null, as one JSON Schema type list (simpler for serializers than anyOf). */
export const isoDateOrNull = z.string().nullable().meta({ format: 'date' });
const typeNames = Object.values(TYPE_NAMES) as [(typeof TYPE_NAMES)[keyof typeof TYPE_NAMES]];

const estimated = z.boolean().describe("True for a deadline estimated from the series' earlier editions.");

/** Every deadline of an event: in the detail, and in a search's items with include=deadlines. */
const deadlinesSchema = () =>
  z
    .array(
      z.object({
        ...deadlineFields,
        estimated: estimated,
        estimate: estimateSchema,
      }),
    )
    .describe('Every deadline, soonest first: kind, round, UTC instant, local date and its zone (AoE = UTC-12).');

/** The event as listed in search results. */
export const ITEM_FIELDS = {
  id: leaf(z.number().int().min(1).describe('Event id; use it with getConference.'), (v, p, _, out) => v.id(p, out)),
  name: leaf(z.string(), (v, p, _, out) => v.name(p, out)),
  type: leaf(z.enum(typeNames), (v, p, _, out) => v.type(p, out)),
  topic: leaf(z.string(), (v, p, _, out) => v.topic(p, out)),
  sub_topic: leaf(
    z.string().describe('Empty when the event has no sub-topic.'),
    (v, p, _, out) => v.subtopic(p, out) || out.text(EMPTY),
  ),
  topics: leaf(z.array(z.string()).describe('Every topic of the event, the first (topic) first.'), (v, p, _, out) =>
    v.topics(p, out),
  ),
  sub_topics: leaf(
    z.array(z.string()).describe('Every sub-topic of the event, the first (sub_topic) first; empty when none.'),
    (v, p, _, out) => v.subtopics(p, out),
  ),
  dates: group({
    start: leaf(
      isoDateOrNull.describe('First day; null when the dates are not known yet.'),
      (v, p, _, out) => v.start(p, out) || out.text(NULL),
    ),
    end: leaf(
      isoDateOrNull.describe('Last day; null when the dates are not known yet.'),
      (v, p, _, out) => v.end(p, out) || out.text(NULL),
    ),
    formatted: leaf(
      z.string().describe('Human-readable range: "Mar 3-5, 2027", "Mar - Apr 2027" (months), "TBD" (not known yet).'),
      (v, p, _, out) => v.dateRange(p, out),
    ),
    precision: leaf(
      z.enum(DATE_PRECISIONS).describe('day; month (start and end are the first and last day of months); unknown.'),
      (v, p, _, out) => v.datePrecision(p, out),
    ),
  }),
  location: group({
    city: leaf(
      z.string().describe('Empty when unknown (online events).'),
      (v, p, _, out) => v.city(p, out) || out.text(EMPTY),
    ),
    country: leaf(
      z.string().describe('Empty for an online event held in no country.'),
      (v, p, _, out) => v.country(p, out) || out.text(EMPTY),
    ),
    venue: leaf(z.string().describe('Empty when unknown.'), (v, p, _, out) => v.venue(p, out) || out.text(EMPTY)),
  }),
  organizer: leaf(z.string().describe('Empty when unknown.'), (v, p, _, out) => v.organizer(p, out) || out.text(EMPTY)),
  website: leaf(z.string().describe('Empty when unknown.'), (v, p, _, out) => v.website(p, out) || out.text(EMPTY)),
  format: leaf(z.enum(EVENT_FORMATS), (v, p, _, out) => v.format(p, out)),
  submission_deadline: leaf(
    isoDateOrNull.describe('Last day to submit papers, or null.'),
    (v, p, _, out) => v.deadline(p, out) || out.text(NULL),
  ),
  acronym: leaf(z.string().nullable().describe('Bare acronym without the year ("ICML"), or null.'), (v, p, _, out) =>
    v.editionValues.bareAcronym(p, out),
  ),
  series: leaf(
    z.string().nullable().describe('Key of the series the event is an edition of ("icml"), or null.'),
    (v, p, _, out) => v.editionValues.series(p, out),
  ),
  rank: group({
    core: leaf(z.enum(CORE_RANKS).nullable().describe('CORE rank, or null.'), (v, p, _, out) =>
      v.editionValues.coreRank(p, out),
    ),
    ccf: leaf(z.enum(CCF_RANKS).nullable().describe('CCF rank, or null.'), (v, p, _, out) =>
      v.editionValues.ccfRank(p, out),
    ),
  }),
  acceptance_rate: leaf(
    z.number().min(0).max(1).nullable().describe("Accepted / submitted of this edition's year (0 to 1), or null."),
    (v, p, _, out) => v.seriesValues.acceptanceRate(p, out),
  ),
  cfp_status: leaf(
    z
      .enum(CFP_STATUSES)
      .describe(
        "Call for papers at the request's time: open, abstract_closed, closed, expected (only an estimated deadline, ahead), or none.",
      ),
    (v, p, now, out) => v.editionValues.cfpStatus(p, now, out),
  ),
  next_deadline: leaf(
    z
      .object({
        kind: z.enum(['abstract', 'paper']),
        at: instant,
        at_local: atLocal,
        date: isoDate,
        timezone: z.string(),
        estimated: estimated,
      })
      .nullable()
      .describe(
        "The earliest abstract or paper deadline ahead at the request's time (else an estimated one), or null.",
      ),
    (v, p, now, out, show) => v.editionValues.nextDeadline(p, now, out, show.zone),
  ),
};

/** What the detail shows of the event's series and sources. */
const SERIES_FIELDS = {
  aliases: leaf(
    z
      .array(z.object({ alias: z.string(), kind: z.enum(ALIAS_KINDS) }))
      .describe(
        'Other names of the series (dblp key, acronym spelling, name, former name); acronym, series and q find them.',
      ),
    (v, p, _, out) => v.seriesValues.aliases(p, out),
  ),
  acceptance_rates: leaf(
    z
      .array(
        z.object({
          year: z.number().int(),
          submitted: z.number().int().min(0).nullable(),
          accepted: z.number().int().min(0).nullable(),
          rate: z.number().min(0).max(1),
          source: z.string().nullable(),
        }),
      )
      .describe("The acceptance rates of the series' editions, newest year first."),
    (v, p, _, out) => v.seriesValues.acceptanceRates(p, out),
  ),
  sources: leaf(
    z
      .array(z.object({ name: z.string(), id: z.string().nullable(), url: z.string().nullable() }))
      .describe("Where the event's data comes from: the source, the record's id there and its URL."),
    (v, p, _, out) => v.seriesValues.sources(p, out),
  ),
};

/** The event with all its details: the item's fields, then these. */
export const DETAIL_FIELDS = {
  ...ITEM_FIELDS,
  description: leaf(z.string().nullable(), (v, p, _, out) => v.description(p, out) || out.text(NULL)),
  contact_email: leaf(z.string().nullable(), (v, p, _, out) => v.email(p, out) || out.text(NULL)),
  continent: leaf(
    z.enum(CONTINENTS).nullable().describe('Null for an online event held in no country.'),
    (v, p, _, out) => v.continent(p, out) || out.text(NULL),
  ),
  country_code: leaf(
    z
      .string()
      .nullable()
      .describe('ISO 3166-1 alpha-2 code of the country; null for an online event held in no country.'),
    (v, p, _, out) => v.countryCode(p, out) || out.text(NULL),
  ),
  deadlines: leaf(deadlinesSchema(), (v, p, _, out, show) => v.editionValues.deadlines(p, out, show.zone)),
  editions: leaf(
    z
      .array(
        z.object({
          id: z.number().int().min(1),
          name: z.string(),
          year: z.number().int().nullable(),
          dates: z.object({ start: isoDateOrNull, end: isoDateOrNull }),
          acceptance_rate: z.number().min(0).max(1).nullable(),
        }),
      )
      .describe('The other events of the same series, newest first (at most 50), each with its acceptance rate.'),
    (v, p, _, out) => v.editionValues.editions(p, out),
  ),
  ...SERIES_FIELDS,
};

/**
 * Only in some searches' items, after the fields of the table: every deadline (include=deadlines),
 * and in a near search the great-circle distance from the point to the event's city, km rounded to
 * 0.1, last. Written by writerOf.
 */
const ITEM_EXTRA_FIELDS = {
  ranks: ranksSchema,
  tracks: tracksSchema,
  deadlines: deadlinesSchema().optional().describe('Only with include=deadlines: every deadline, as in the detail.'),
  distance_km: z
    .number()
    .min(0)
    .nullable()
    .optional()
    .describe('With near: km to the point, rounded to 0.1; null for an online event (include_online).'),
  similarity: similaritySchema.optional(),
};

/** The fields of an item a search's `fields` may name, in answer order: the table's, then the annex's. */
export type ItemFieldName = keyof typeof ITEM_FIELDS | 'ranks' | 'tracks';
export const ITEM_FIELD_NAMES = [...Object.keys(ITEM_FIELDS), 'ranks', 'tracks'] as readonly string[] as readonly [
  ItemFieldName,
  ...ItemFieldName[],
];

/**
 * The fields of an MCP search's items unless `fields` names others (docs/api.md, Fields): what a
 * model needs to answer and to cite an event (the connector tools' results read these too), about
 * half an item's text; getConference has all.
 */
export const COMPACT_ITEM_FIELDS: readonly ItemFieldName[] = [
  'id',
  'name',
  'acronym',
  'series',
  'type',
  'dates',
  'location',
  'format',
  'website',
  'rank',
  'cfp_status',
  'next_deadline',
];

/** An item with every field (a search without `fields`, over HTTP). */
export const completeItem = objectOf(ITEM_FIELDS).extend(ITEM_EXTRA_FIELDS);

/** Every field of the item is present but those `fields` leaves out; id always is. */
export const conferenceItem = objectOf(ITEM_FIELDS)
  .partial()
  .required({ id: true })
  .extend(ITEM_EXTRA_FIELDS)
  .describe('An event as listed in search results: every field, or those fields names (id always).');
/** The date a source vouches for (docs/importers.md, Provenance); absent when none does. */
const lastVerifiedSchema = isoDate
  .optional()
  .describe(
    "The date a source vouches for the event's data: its record's own date, or the last commit to its file in the tracker's repository; absent when no source gives one (never the day of an import).",
  );

export const conferenceDetail = objectOf(DETAIL_FIELDS)
  .extend({ ranks: ranksSchema, tracks: tracksSchema, last_verified: lastVerifiedSchema })
  .describe('An event with all its details.');
