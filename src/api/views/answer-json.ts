/**
 * Answers as JSON text with pre-serialized events (docs/snapshot-format.md, Pre-serialized
 * answers). The builder stores each event's list item serialized with the response schema, as
 * Fastify's compiled serializer (fast-json-stringify) writes it; a search answer is the rest of
 * the body serialized with the same schema, with the page's stored items spliced in as its
 * `conferences` array. The bytes are those the route would write for the same body.
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { AnswerSerializers, EventRecord } from '../../search/index.js';
import {
  COMPONENT_SCHEMAS,
  conferenceResponse,
  type SearchResponse,
  searchResponse,
  serializerSchema,
} from '../schemas/index.js';
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
 * stored items are used only by a server that writes the same text (src/search/item-json.ts).
 */
export const ITEM_JSON_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify(itemSchema))
  .update(SAMPLES.map(itemJson).join('\n'))
  .digest('hex')
  .slice(0, 16);

/** What the builder stores for every event. */
export const answerSerializers: AnswerSerializers = { fingerprint: ITEM_JSON_FINGERPRINT, item: itemJson };

/**
 * Writes an answer of `schema` with the JSON text `json` as the value of `field`: the fields before
 * and after it serialized by the schema's own serializer, the text spliced in between.
 */
function splicer(schema: z.ZodObject, field: string) {
  const fields = Object.keys(schema.shape);
  const at = fields.indexOf(field);
  if (at < 0) throw new Error(`the schema has no field ${field}`);
  const part = (names: string[]) => {
    const shape = Object.fromEntries(names.map((name) => [name, schema.shape[name]!]));
    return fastJson(serializerSchema(z.object(shape)));
  };
  const serializeHead = part(fields.slice(0, at));
  const serializeTail = part(fields.slice(at + 1));
  const key = JSON.stringify(field);
  return (body: unknown, json: string): string => {
    const head = serializeHead(body);
    const tail = serializeTail(body);
    const before = head === '{}' ? '{' : `${head.slice(0, -1)},`;
    const after = tail === '{}' ? '}' : `,${tail.slice(1)}`;
    return `${before}${key}:${json}${after}`;
  };
}

const spliceSearch = splicer(searchResponse, 'conferences');
const spliceConference = splicer(conferenceResponse, 'conference');

/** The search answer `body` with `items` (list items joined by commas) as its conferences. */
export function searchAnswerJson(body: Omit<SearchResponse, 'conferences'>, items: string): string {
  return spliceSearch(body, `[${items}]`);
}

/** The single-event answer with `detail` (the event's detail JSON text) as its conference. */
export function conferenceAnswerJson(detail: string): string {
  return spliceConference({ success: true }, detail);
}
