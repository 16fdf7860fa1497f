/**
 * Answers with events as JSON text: the events' text is written from the columns by the event
 * table's writers (event-fields.ts); the rest of the body is serialized with the response schema,
 * as Fastify's compiled serializer (fast-json-stringify) writes it, and the events' text is spliced
 * in as its `conferences` array (or `conference`). The bytes are those the route would write for the
 * same body as objects; the golden answers and test/api/answer-json.test.ts hold them to that.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { SnapshotIndex } from '../../search/index.js';
import { conferenceResponse, type SearchResponse, searchResponse, serializerSchema } from '../schemas/index.js';
import { detailJson, itemJson, withDistance } from './event-fields.js';

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

/**
 * The list items of the events at `positions`, in order, joined by commas: a `conferences` array's
 * inside; each with its distance_km when `distances` are given (a near search).
 */
function pageItemsJson(
  index: SnapshotIndex,
  positions: readonly number[],
  now?: number,
  distances?: readonly number[],
): string {
  const values = index.itemWriter();
  let json = '';
  for (let i = 0; i < positions.length; i++) {
    if (i > 0) json += ',';
    const item = itemJson(values, positions[i]!, now);
    json += distances ? withDistance(item, distances[i]!) : item;
  }
  return json;
}

/** The search answer `body` with the list items of the events at `positions` as its conferences. */
export function searchAnswerJson(
  body: Omit<SearchResponse, 'conferences'>,
  index: SnapshotIndex,
  positions: readonly number[],
  now?: number,
  distances?: readonly number[],
): string {
  return spliceSearch(body, `[${pageItemsJson(index, positions, now, distances)}]`);
}

/** The single-event answer with the detail of the event at `position` as its conference. */
export function conferenceAnswerJson(index: SnapshotIndex, position: number, now?: number): string {
  return spliceConference({ success: true }, detailJson(index.itemWriter(), position, now));
}
