/**
 * Answers with events as JSON text: the events' text is written from the columns by the event
 * table's writers (event-fields.ts); the rest of the body is serialized with the response schema,
 * as Fastify's compiled serializer (fast-json-stringify) writes it, and the events' text is written
 * between them as its `conferences` array (or `conference`), all into one UTF-8 buffer. The bytes are those the route would write for the
 * same body as objects; the golden answers and test/api/answer-json.test.ts hold them to that.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { SnapshotIndex } from '../../search/index.js';
import { conferenceResponse, type SearchResponse, searchResponse, serializerSchema } from '../schemas/index.js';
import { JsonBytes } from '../../util/json-bytes.js';
import { type ShowOptions, writeDetail, writeItem } from '../views/event-fields.js';
import type { Similarity } from '../views/similarity.js';

/**
 * What a search's items carry beyond the event: distance_km (near) and similarity (similar_to), by
 * page index, and what `show` asks (include=deadlines, tz).
 */
export interface ItemExtras {
  distances?: readonly number[];
  similarities?: readonly Similarity[];
  show?: ShowOptions;
}

/**
 * Writes an answer of `schema` with the JSON text the `field` writer writes as the value of `field`:
 * the fields before and after it serialized by the schema's own serializer, the text between.
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
  return (body: unknown, out: JsonBytes, writeField: (out: JsonBytes) => void): Buffer => {
    const head = serializeHead(body);
    const tail = serializeTail(body);
    out.reset();
    out.text(head === '{}' ? '{' : `${head.slice(0, -1)},`);
    out.text(`${key}:`);
    writeField(out);
    out.text(tail === '{}' ? '}' : `,${tail.slice(1)}`);
    return out.toBuffer();
  };
}

const spliceSearch = splicer(searchResponse, 'conferences');
const spliceConference = splicer(conferenceResponse, 'conference');

/**
 * The buffer answers are written into, kept between requests (each answer is copied out of it in
 * one piece): writing is synchronous, so one serves every request of the process.
 */
const scratch = new JsonBytes();

/**
 * Writes the list items of the events at `positions`, in order, as a `conferences` array; each with
 * its distance_km and similarity when given, and what `show` asks.
 */
function writePageItems(
  out: JsonBytes,
  index: SnapshotIndex,
  positions: readonly number[],
  now: number | undefined,
  { distances, similarities, show }: ItemExtras,
): void {
  const values = index.itemWriter();
  values.warm(positions);
  out.text('[');
  for (let i = 0; i < positions.length; i++) {
    if (i > 0) out.text(',');
    writeItem(values, positions[i]!, out, now, distances?.[i], show, similarities?.[i]);
  }
  out.text(']');
}

/** The search answer `body` with the list items of the events at `positions` as its conferences, as UTF-8. */
export function searchAnswerJson(
  body: Omit<SearchResponse, 'conferences'>,
  index: SnapshotIndex,
  positions: readonly number[],
  now?: number,
  extras: ItemExtras = {},
): Buffer {
  return spliceSearch(body, scratch, (out) => writePageItems(out, index, positions, now, extras));
}

/** The single-event answer with the detail of the event at `position` as its conference, as UTF-8. */
export function conferenceAnswerJson(index: SnapshotIndex, position: number, now?: number, show?: ShowOptions): Buffer {
  return spliceConference({ success: true }, scratch, (out) =>
    writeDetail(index.itemWriter(), position, out, now, undefined, show),
  );
}
