/**
 * Answers as JSON text with pre-serialized events (docs/snapshot-format.md, Pre-serialized
 * answers). The builder stores each event's list item serialized with the response schema, as
 * Fastify's compiled serializer (fast-json-stringify) writes it; a search answer is the rest of
 * the body serialized with the same schema, with the page's stored items spliced in as its
 * `conferences` array. The bytes are those the route would write for the same body.
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import type { EventRecord } from '../../search/index.js';
import type { AnswerSerializers } from '../../store/answers.js';
import { COMPONENT_SCHEMAS, type SearchResponse, searchResponse, serializerSchema } from '../schemas/index.js';
import { toItem } from './conference.js';

const itemSchema = serializerSchema(COMPONENT_SCHEMAS.Conference);
const serializeItem = fastJson(itemSchema);
const itemJson = (record: EventRecord): string => serializeItem(toItem(record));

/** Two events, every field given and every optional one absent, to fingerprint the item's text. */
const SAMPLES: readonly EventRecord[] = [
  {
    position: 0,
    id: 7,
    name: 'Sample "Conference" on Ω',
    acronym: 'SC',
    type: 'workshop',
    topic: 'Physics',
    subTopic: 'Optics',
    start: 20_000,
    end: 20_031,
    city: 'Zürich',
    country: { name: 'Switzerland', alpha2: 'CH', alpha3: 'CHE', continent: 'Europe' },
    venue: 'Hall',
    organizer: 'Society',
    website: 'https://example.org',
    format: 'hybrid',
    deadline: 19_990,
    email: 'a@example.org',
    description: 'Text',
  },
  {
    position: 1,
    id: 8,
    name: 'Online',
    acronym: null,
    type: 'webinar',
    topic: 'Physics',
    subTopic: null,
    start: 20_000,
    end: 20_000,
    city: null,
    country: null,
    venue: null,
    organizer: null,
    website: null,
    format: 'online',
    deadline: null,
    email: null,
    description: null,
  },
];

/**
 * Names the item serializer by its schema and by its text for sample events, so that a snapshot's
 * stored items are used only by a server that writes the same text (src/http/views/item-json.ts).
 */
export const ITEM_JSON_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify(itemSchema))
  .update(SAMPLES.map(itemJson).join('\n'))
  .digest('hex')
  .slice(0, 16);

/** What the builder stores for every event. */
export const answerSerializers: AnswerSerializers = { fingerprint: ITEM_JSON_FINGERPRINT, item: itemJson };

type Shape = typeof searchResponse.shape;
const FIELDS = Object.keys(searchResponse.shape) as (keyof Shape)[];
const SPLICED = FIELDS.indexOf('conferences');

/** A serializer of the response schema's fields from `first` up to (not including) `last`. */
function fieldsSerializer(first: number, last: number): (body: unknown) => string {
  const mask = Object.fromEntries(FIELDS.slice(first, last).map((name) => [name, true]));
  return fastJson(serializerSchema(searchResponse.pick(mask as z.util.Mask<keyof Shape>)));
}

const serializeHead = fieldsSerializer(0, SPLICED);
const serializeTail = fieldsSerializer(SPLICED + 1, FIELDS.length);
const CONFERENCES_KEY = JSON.stringify(FIELDS[SPLICED]);

/**
 * The search answer `body` with `items` (the inside of the `conferences` array, stored items
 * joined by commas) as its conferences. Both halves have required fields (success before the
 * array, pagination after it), so neither serializes to an empty object.
 */
export function searchAnswerJson(body: Omit<SearchResponse, 'conferences'>, items: string): string {
  const head = serializeHead(body);
  const tail = serializeTail(body);
  return `${head.slice(0, -1)},${CONFERENCES_KEY}:[${items}],${tail.slice(1)}`;
}
