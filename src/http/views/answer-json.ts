/**
 * Answers as JSON text with pre-serialized events (docs/snapshot-format.md, Pre-serialized
 * answers). The builder stores each event's list item serialized with the response schema, as
 * Fastify's compiled serializer (fast-json-stringify) writes it; a search answer is the rest of
 * the body serialized with the same schema, with the page's stored items spliced in as its
 * `conferences` array. The bytes are those the route would write for the same body.
 */
import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import type { AnswerSerializers } from '../../store/answers.js';
import { COMPONENT_SCHEMAS, type SearchResponse, searchResponse, serializerSchema } from '../schemas/index.js';
import { toItem } from './conference.js';

const serializeItem = fastJson(serializerSchema(COMPONENT_SCHEMAS.Conference));

/** What the builder stores for every event. */
export const answerSerializers: AnswerSerializers = {
  item: (record) => serializeItem(toItem(record)),
};

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
