/**
 * An event as the API shows it (docs/api.md, Event item and Event detail), defined once: per field,
 * in answer order, its JSON key, its zod schema and how its JSON text is written from the store's
 * columns (src/search/item-json.ts gives each value's text, or null when the event has none).
 * The response schemas Conference and ConferenceDetail (the OpenAPI components, Fastify's
 * serializer, the MCP tools' output schemas) and the writer of the answers' event text are both
 * derived from these tables, so neither can drift from the other. A missing value is "" in the
 * search item's fields and null in the detail's own.
 */
import { z } from 'zod';
import { CONTINENTS } from '../../reference/index.js';
import { type EventValues, TYPE_NAMES } from '../../search/index.js';
import { CCF_RANKS, CORE_RANKS, DEADLINE_KINDS, EVENT_FORMATS } from '../../source/schema.js';
import { JsonBytes } from '../../util/json-bytes.js';

/**
 * What a request asks of its events beyond the table's fields (docs/api.md, Deadlines and time
 * zones): every deadline in a search's items (include=deadlines), and each instant also written in
 * a time zone (tz=, as at_local).
 */
export interface ShowOptions {
  deadlines?: boolean;
  /** An IANA zone, as Intl spells it. */
  zone?: string;
}

/**
 * Writes the JSON text of one field of the event at `position` into `out`; `now` (seconds) for the
 * fields that depend on it, `show` for those a request may ask more of.
 */
type Write = (values: EventValues, position: number, now: number, out: JsonBytes, show: ShowOptions) => unknown;

interface Leaf<S extends z.ZodType = z.ZodType> {
  schema: S;
  write: Write;
}

/** A nested object of fields ("dates", "location"). */
interface Group<F extends Fields = Fields> {
  schema: z.ZodObject<ShapeOf<F>>;
  fields: F;
}

interface Fields {
  readonly [key: string]: Leaf | Group;
}

type ShapeOf<F extends Fields> = { -readonly [K in keyof F]: F[K]['schema'] };

const leaf = <S extends z.ZodType>(schema: S, write: Write): Leaf<S> => ({ schema, write });

/** The fields' zod object (built once, so that the item and the detail share it, as OpenAPI shows them). */
function objectOf<F extends Fields>(fields: F): z.ZodObject<ShapeOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema]));
  return z.object(shape as ShapeOf<F>);
}

const group = <F extends Fields>(fields: F): Group<F> => ({ schema: objectOf(fields), fields });

const EMPTY = '""';
const NULL = 'null';
const isoDate = z.string().meta({ format: 'date' });
const instant = z.string().meta({ format: 'date-time' }).describe('UTC instant, e.g. 2027-02-01T11:59:59Z.');
/** Only with tz: the same instant written in that zone. */
const atLocal = z
  .string()
  .meta({ format: 'date-time' })
  .optional()
  .describe('Only with tz: the instant in that zone, e.g. 2027-02-02T12:59:59+01:00.');
/** A date or null, as one JSON Schema type list (simpler for serializers than anyOf). */
export const isoDateOrNull = z.string().nullable().meta({ format: 'date' });
const typeNames = Object.values(TYPE_NAMES) as [(typeof TYPE_NAMES)[keyof typeof TYPE_NAMES]];

/** Every deadline of an event: in the detail, and in a search's items with include=deadlines. */
const deadlinesSchema = () =>
  z
    .array(
      z.object({
        kind: z.enum(DEADLINE_KINDS),
        round: z.number().int().min(1),
        at: instant,
        at_local: atLocal,
        date: isoDate,
        timezone: z.string(),
      }),
    )
    .describe('Every deadline, soonest first: kind, round, UTC instant, local date and its zone (AoE = UTC-12).');

/** The event as listed in search results. */
const ITEM_FIELDS = {
  id: leaf(z.number().int().min(1).describe('Event id; use it with getConference.'), (v, p, _, out) => v.id(p, out)),
  name: leaf(z.string(), (v, p, _, out) => v.name(p, out)),
  type: leaf(z.enum(typeNames), (v, p, _, out) => v.type(p, out)),
  topic: leaf(z.string(), (v, p, _, out) => v.topic(p, out)),
  sub_topic: leaf(
    z.string().describe('Empty when the event has no sub-topic.'),
    (v, p, _, out) => v.subtopic(p, out) || out.text(EMPTY),
  ),
  dates: group({
    start: leaf(isoDate, (v, p, _, out) => v.start(p, out)),
    end: leaf(isoDate, (v, p, _, out) => v.end(p, out)),
    formatted: leaf(z.string().describe('Human-readable range, e.g. "Mar 3-5, 2027".'), (v, p, _, out) =>
      v.dateRange(p, out),
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
  cfp_status: leaf(
    z
      .enum(['open', 'abstract_closed', 'closed', 'none'])
      .describe("Call for papers at the request's time: open, abstract_closed, closed, or none (no deadline known)."),
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
      })
      .nullable()
      .describe("The earliest abstract or paper deadline still ahead at the request's time, or null."),
    (v, p, now, out, show) => v.editionValues.nextDeadline(p, now, out, show.zone),
  ),
};

/** The event with all its details: the item's fields, then these. */
const DETAIL_FIELDS = {
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
          year: z.number().int(),
          dates: z.object({ start: isoDate, end: isoDate }),
        }),
      )
      .describe('The other events of the same series, newest first (at most 50).'),
    (v, p, _, out) => v.editionValues.editions(p, out),
  ),
};

/**
 * The writer of an object of `fields`: the keys and punctuation worked out once, as the text before
 * each leaf (`{"id":`, `,"dates":{"start":`, `},"location":{"city":`...), then per event only the
 * leaves' text. Written by hand rather than with fast-json-stringify: its input is an object, and
 * building one per event cost more than the rest of the answer.
 */
/** The current time in seconds: the moment of a caller that names none. */
const currentSeconds = (): number => Date.now() / 1000;

/**
 * Writes the event at `position` into `out`: with `show.deadlines`, a deadlines field after the
 * table's; with `distanceKm`, a distance_km field last.
 */
type ObjectWriter = (
  values: EventValues,
  position: number,
  out: JsonBytes,
  now?: number,
  distanceKm?: number,
  show?: ShowOptions,
) => void;

const NO_OPTIONS: ShowOptions = {};

/** The writer of `fields`; `extras`: the item's optional fields after them (deadlines, distance_km). */
function writerOf(fields: Fields, extras: boolean): ObjectWriter {
  const before: string[] = [];
  const leaves: Write[] = [];
  let pending = '';
  const walk = (group: Fields): void => {
    pending += '{';
    for (const [i, [key, field]] of Object.entries(group).entries()) {
      pending += `${i > 0 ? ',' : ''}${JSON.stringify(key)}:`;
      if ('fields' in field) walk(field.fields);
      else {
        before.push(pending);
        leaves.push(field.write);
        pending = '';
      }
    }
    pending += '}';
  };
  walk(fields);
  const after = pending;
  const keys = before.map((text) => Buffer.from(text));
  return (values, position, out, now = currentSeconds(), distanceKm, show = NO_OPTIONS) => {
    for (let i = 0; i < leaves.length; i++) {
      out.raw(keys[i]!);
      leaves[i]!(values, position, now, out, show);
    }
    // Every deadline (include=deadlines), then the distance, close the top-level object after its last field.
    if (extras && show.deadlines) {
      out.text(',"deadlines":');
      values.editionValues.deadlines(position, out, show.zone);
    }
    if (extras && distanceKm !== undefined)
      out.text(`,"distance_km":${Number.isFinite(distanceKm) ? distanceKm : 'null'}`);
    out.text(after);
  };
}

/**
 * Only in some searches' items, after the fields of the table: every deadline (include=deadlines),
 * and in a near search the great-circle distance from the point to the event's city, km rounded to
 * 0.1, last. Written by writerOf.
 */
const ITEM_EXTRA_FIELDS = {
  deadlines: deadlinesSchema().optional().describe('Only with include=deadlines: every deadline, as in the detail.'),
  distance_km: z.number().min(0).optional().describe('With near: km to the point, rounded to 0.1.'),
};

export const conferenceItem = objectOf(ITEM_FIELDS)
  .extend(ITEM_EXTRA_FIELDS)
  .describe('An event as listed in search results.');
export const conferenceDetail = objectOf(DETAIL_FIELDS).describe('An event with all its details.');

/** Writes the search list item of the event at `position` (with its distance_km in a near search). */
export const writeItem = writerOf(ITEM_FIELDS, true);
/** Writes the detail of the event at `position` (getConference's conference). */
export const writeDetail = writerOf(DETAIL_FIELDS, false);

/** The JSON text of the search list item of the event at `position`. */
export function itemJson(values: EventValues, position: number, now?: number, show?: ShowOptions): string {
  const out = new JsonBytes(1024);
  writeItem(values, position, out, now, undefined, show);
  return out.toString();
}

/** The JSON text of the detail of the event at `position`. */
export function detailJson(values: EventValues, position: number, now?: number, show?: ShowOptions): string {
  const out = new JsonBytes(4096);
  writeDetail(values, position, out, now, undefined, show);
  return out.toString();
}
