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
import { group, leaf, objectOf } from './field-table.js';
import { estimateSchema, ranksSchema, tracksSchema } from './annex-fields.js';
import { atLocal, deadlineFields, instant, isoDate, isoDateOrNull } from './date-schemas.js';

export { isoDateOrNull } from './date-schemas.js';
import { similaritySchema } from './similarity-fields.js';
import { editionsField, SERIES_FIELDS } from './series-fields.js';

export type { ShowOptions } from './field-table.js';

const EMPTY = '""';
const NULL = 'null';
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
  id: leaf(
    z.number().int().min(1).describe('Event id; use it with getConference.'),
    (v, p, _, out) => v.id(p, out),
    (r, p) => r.id(p),
  ),
  name: leaf(
    z.string(),
    (v, p, _, out) => v.name(p, out),
    (r, p) => r.name(p),
  ),
  type: leaf(
    z.enum(typeNames),
    (v, p, _, out) => v.type(p, out),
    (r, p) => r.type(p),
  ),
  topic: leaf(
    z.string(),
    (v, p, _, out) => v.topic(p, out),
    (r, p) => r.topic(p),
  ),
  sub_topic: leaf(
    z.string().describe('Empty when the event has no sub-topic.'),
    (v, p, _, out) => v.subtopic(p, out) || out.text(EMPTY),
    (r, p) => r.subtopic(p) ?? '',
  ),
  topics: leaf(
    z.array(z.string()).describe('Every topic of the event, the first (topic) first.'),
    (v, p, _, out) => v.topics(p, out),
    (r, p) => r.topics(p),
  ),
  sub_topics: leaf(
    z.array(z.string()).describe('Every sub-topic of the event, the first (sub_topic) first; empty when none.'),
    (v, p, _, out) => v.subtopics(p, out),
    (r, p) => r.subtopics(p),
  ),
  dates: group({
    start: leaf(
      isoDateOrNull.describe('First day; null when the dates are not known yet.'),
      (v, p, _, out) => v.start(p, out) || out.text(NULL),
      (r, p) => r.start(p),
    ),
    end: leaf(
      isoDateOrNull.describe('Last day; null when the dates are not known yet.'),
      (v, p, _, out) => v.end(p, out) || out.text(NULL),
      (r, p) => r.end(p),
    ),
    formatted: leaf(
      z.string().describe('Human-readable range: "Mar 3-5, 2027", "Mar - Apr 2027" (months), "TBD" (not known yet).'),
      (v, p, _, out) => v.dateRange(p, out),
      (r, p) => r.dateRange(p),
    ),
    precision: leaf(
      z.enum(DATE_PRECISIONS).describe('day; month (start and end are the first and last day of months); unknown.'),
      (v, p, _, out) => v.datePrecision(p, out),
      (r, p) => r.datePrecision(p),
    ),
  }),
  location: group({
    city: leaf(
      z.string().describe('Empty when unknown (online events).'),
      (v, p, _, out) => v.city(p, out) || out.text(EMPTY),
      (r, p) => r.city(p) ?? '',
    ),
    country: leaf(
      z.string().describe('Empty for an online event held in no country.'),
      (v, p, _, out) => v.country(p, out) || out.text(EMPTY),
      (r, p) => r.country(p) ?? '',
    ),
    venue: leaf(
      z.string().describe('Empty when unknown.'),
      (v, p, _, out) => v.venue(p, out) || out.text(EMPTY),
      (r, p) => r.venue(p) ?? '',
    ),
  }),
  organizer: leaf(
    z.string().describe('Empty when unknown.'),
    (v, p, _, out) => v.organizer(p, out) || out.text(EMPTY),
    (r, p) => r.organizer(p) ?? '',
  ),
  website: leaf(
    z.string().describe('Empty when unknown.'),
    (v, p, _, out) => v.website(p, out) || out.text(EMPTY),
    (r, p) => r.website(p) ?? '',
  ),
  format: leaf(
    z.enum(EVENT_FORMATS),
    (v, p, _, out) => v.format(p, out),
    (r, p) => r.format(p),
  ),
  submission_deadline: leaf(
    isoDateOrNull.describe('Last day to submit papers, or null.'),
    (v, p, _, out) => v.deadline(p, out) || out.text(NULL),
    (r, p) => r.deadline(p),
  ),
  acronym: leaf(
    z.string().nullable().describe('Bare acronym without the year ("ICML"), or null.'),
    (v, p, _, out) => v.editionValues.bareAcronym(p, out),
    (r, p) => r.editionValues.bareAcronym(p),
  ),
  series: leaf(
    z.string().nullable().describe('Key of the series the event is an edition of ("icml"), or null.'),
    (v, p, _, out) => v.editionValues.series(p, out),
    (r, p) => r.editionValues.series(p),
  ),
  rank: group({
    core: leaf(
      z.enum(CORE_RANKS).nullable().describe('CORE rank, or null.'),
      (v, p, _, out) => v.editionValues.coreRank(p, out),
      (r, p) => r.editionValues.coreRank(p),
    ),
    ccf: leaf(
      z.enum(CCF_RANKS).nullable().describe('CCF rank, or null.'),
      (v, p, _, out) => v.editionValues.ccfRank(p, out),
      (r, p) => r.editionValues.ccfRank(p),
    ),
  }),
  acceptance_rate: leaf(
    z.number().min(0).max(1).nullable().describe("Accepted / submitted of this edition's year (0 to 1), or null."),
    // One reader (series-json.ts) for both: the number as JSON.stringify writes it.
    (v, p, _, out) => out.text(String(v.seriesValues.acceptanceRate(p))),
    (r, p) => r.seriesValues.acceptanceRate(p),
  ),
  cfp_status: leaf(
    z
      .enum(CFP_STATUSES)
      .describe(
        "Call for papers at the request's time: open, abstract_closed, closed, expected (only an estimated deadline, ahead), or none.",
      ),
    (v, p, now, out) => v.editionValues.cfpStatus(p, now, out),
    (r, p, now) => r.editionValues.cfpStatus(p, now),
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
    (r, p, now, show) => r.editionValues.nextDeadline(p, now, show.zone),
  ),
};

/** The event with all its details: the item's fields, then these. */
export const DETAIL_FIELDS = {
  ...ITEM_FIELDS,
  description: leaf(
    z.string().nullable(),
    (v, p, _, out) => v.description(p, out) || out.text(NULL),
    (r, p) => r.description(p),
  ),
  contact_email: leaf(
    z.string().nullable(),
    (v, p, _, out) => v.email(p, out) || out.text(NULL),
    (r, p) => r.email(p),
  ),
  continent: leaf(
    z.enum(CONTINENTS).nullable().describe('Null for an online event held in no country.'),
    (v, p, _, out) => v.continent(p, out) || out.text(NULL),
    (r, p) => r.continent(p),
  ),
  country_code: leaf(
    z
      .string()
      .nullable()
      .describe('ISO 3166-1 alpha-2 code of the country; null for an online event held in no country.'),
    (v, p, _, out) => v.countryCode(p, out) || out.text(NULL),
    (r, p) => r.countryCode(p),
  ),
  deadlines: leaf(
    deadlinesSchema(),
    (v, p, _, out, show) => v.editionValues.deadlines(p, out, show.zone),
    (r, p, _, show) => r.editionValues.deadlines(p, show.zone),
  ),
  editions: editionsField,
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
