/**
 * Answers with events as JSON text: the events' text is written from the columns by the event
 * table's writers (../schemas/event-fields.ts); the rest of the body is serialized with the response schema,
 * as Fastify's compiled serializer (fast-json-stringify) writes it, and the events' text is written
 * between them as its `conferences` array (or `conference`), all into one UTF-8 buffer. The bytes
 * are those the route would write for the same body as objects; the golden answers and
 * test/api/answer-json.test.ts hold them to that. A search answer is fitted to its size cap.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { SnapshotIndex } from '../../search/index.js';
import { conferenceResponse, type SearchResponse, searchResponse, serializerSchema } from '../schemas/index.js';
import { JsonBytes } from '../../util/json-bytes.js';
import type { ShowOptions } from '../schemas/event-fields.js';
import { itemWriter, writeDetail } from '../views/event-writers.js';
import type { Similarity } from '../schemas/similarity-fields.js';
import type { CutNote } from '../views/cut-text.js';
import { jsonBytes } from '../views/answer-caps.js';

/**
 * What a search's items carry beyond the event: distance_km (near) and similarity (similar_to), by
 * page index, what `show` asks (include=deadlines, tz), and which fields (all without `fields`).
 */
export interface ItemExtras {
  distances?: readonly number[];
  similarities?: readonly Similarity[];
  show?: ShowOptions;
  fields?: readonly string[];
}

/** Serializes the fields of `schema` before `field` and those after it, each with the schema's own serializer. */
function sides(schema: z.ZodObject, field: string) {
  const fields = Object.keys(schema.shape);
  const at = fields.indexOf(field);
  if (at < 0) throw new Error(`the schema has no field ${field}`);
  const part = (names: string[]) => {
    const shape = Object.fromEntries(names.map((name) => [name, schema.shape[name]!]));
    return fastJson(serializerSchema(z.object(shape)));
  };
  const head = part(fields.slice(0, at));
  const tail = part(fields.slice(at + 1));
  const key = JSON.stringify(field);
  return {
    /** `{...head fields,"field":` */
    head: (body: unknown): string => {
      const text = head(body);
      return `${text === '{}' ? '{' : `${text.slice(0, -1)},`}${key}:`;
    },
    /** `,...tail fields}` */
    tail: (body: unknown): string => {
      const text = tail(body);
      return text === '{}' ? '}' : `,${text.slice(1)}`;
    },
  };
}

/**
 * Writes an answer of `schema` with the JSON text the `field` writer writes as the value of `field`:
 * the fields before and after it serialized by the schema's own serializer, the text between.
 */
function splicer(schema: z.ZodObject, field: string) {
  const { head, tail } = sides(schema, field);
  return (body: unknown, out: JsonBytes, writeField: (out: JsonBytes) => void): Buffer => {
    out.reset();
    out.text(head(body));
    writeField(out);
    out.text(tail(body));
    return out.toBuffer();
  };
}

const searchSides = sides(searchResponse, 'conferences');
const spliceConference = splicer(conferenceResponse, 'conference');

/**
 * The buffers answers are written into, kept between requests (each answer is copied out of it in
 * one piece): writing is synchronous, so one serves every request of the process.
 */
const scratch = new JsonBytes();
const itemsScratch = new JsonBytes();

/**
 * Writes the list items of the events at `positions`, in order, into `out` (reset), each with its
 * distance_km and similarity when given and the fields and deadlines `show` asks; `ends[i]` is
 * where item i ends. Stops after the item that takes the text past `stopAfter` bytes.
 */
function writePageItems(
  out: JsonBytes,
  index: SnapshotIndex,
  positions: readonly number[],
  now: number | undefined,
  { distances, similarities, show, fields }: ItemExtras,
  stopAfter: number,
): number[] {
  const values = index.itemWriter();
  const write = itemWriter(fields);
  values.warm(positions);
  out.reset();
  const ends: number[] = [];
  for (let i = 0; i < positions.length && out.length <= stopAfter; i++) {
    if (i > 0) out.text(',');
    write(values, positions[i]!, out, now, distances?.[i], show, similarities?.[i]);
    ends.push(out.length);
  }
  return ends;
}

/** The bytes of the items array holding the first `shown` items written. */
const itemsBytes = (ends: readonly number[], shown: number): number => 2 + (shown === 0 ? 0 : ends[shown - 1]!);

/** Facet values as an answer carries them; `kept` values of each facet, or all. */
export type FacetLists = SearchResponse['facets'];

/** The facets with the first `kept` values of each. */
function facetsCut(facets: NonNullable<FacetLists>, kept: number): NonNullable<FacetLists> {
  return Object.fromEntries(Object.entries(facets).map(([name, list]) => [name, list?.slice(0, kept)]));
}

/** The bytes the facets' values take with the first `kept` of each (the facet names and brackets apart). */
function facetValueBytes(facets: NonNullable<FacetLists>): (kept: number) => number {
  const sizes = Object.values(facets).map((list) => (list ?? []).map((entry) => jsonBytes(entry) + 1));
  return (kept) => sizes.reduce((sum, list) => sum + list.slice(0, kept).reduce((a, b) => a + b, 0), 0);
}

/**
 * A search answer's parts as the fitting decides them: how many of the page's events it shows,
 * and the facets, whole or with their first values only.
 */
export interface SearchFit {
  shown: number;
  facets: FacetLists;
}

/** What a search answer is written from; `bodyFor` gives its fields but the events for a fit. */
export interface SearchAnswer {
  bodyFor(fit: SearchFit): Omit<SearchResponse, 'conferences'>;
  positions: readonly number[];
  facets: FacetLists;
  /** The most bytes the answer may take (views/answer-caps.ts). */
  cap: number;
}

/** A search answer as written: its UTF-8, how many of the page's events it shows and its fields but the events. */
export interface SearchWritten {
  bytes: Buffer;
  shown: number;
  body: Omit<SearchResponse, 'conferences'>;
}

/**
 * The search answer as UTF-8, within `cap` bytes (docs/api.md, Answer sizes): the page's events and
 * the facets whole when they fit; else the facets keep their first values, each facet as many,
 * within what the events leave or half the room, whichever is more, and the events that fit in the
 * rest are shown (the next page starts after them). `bodyFor` says what was cut.
 */
export function searchAnswerJson(
  answer: SearchAnswer,
  index: SnapshotIndex,
  now: number | undefined,
  extras: ItemExtras = {},
): SearchWritten {
  const { positions, facets, cap } = answer;
  const ends = writePageItems(itemsScratch, index, positions, now, extras, cap);
  const compose = ({ shown, facets: lists }: SearchFit): SearchWritten => {
    const body = answer.bodyFor({ shown, facets: lists });
    scratch.reset();
    scratch.text(searchSides.head(body));
    scratch.text('[');
    if (shown > 0) scratch.raw(itemsScratch.part(0, ends[shown - 1]!));
    scratch.text(']');
    scratch.text(searchSides.tail(body));
    return { bytes: scratch.toBuffer(), shown, body };
  };
  const whole = { shown: ends.length, facets };
  if (ends.length === positions.length) {
    const written = compose(whole);
    if (written.bytes.length <= cap) return written;
  }
  // The room besides the events and the facets' values: the answer with none of either, both cut.
  const empty = facets === undefined ? undefined : facetsCut(facets, 0);
  const frame = compose({ shown: 0, facets: empty }).bytes.length + FRAME_SLACK;
  const room = Math.max(0, cap - frame);
  const valueBytes = facets === undefined ? () => 0 : facetValueBytes(facets);
  const allItems = itemsBytes(ends, ends.length) - 2;
  const allValues = valueBytes(Number.MAX_SAFE_INTEGER);
  const facetRoom = Math.min(allValues, Math.max(room - allItems, Math.floor(room / 2)));
  let kept = 0;
  const longest = Math.max(0, ...Object.values(facets ?? {}).map((list) => list?.length ?? 0));
  while (kept < longest && valueBytes(kept + 1) <= facetRoom) kept++;
  let shown = 0;
  while (shown < ends.length && itemsBytes(ends, shown + 1) - 2 <= room - valueBytes(kept)) shown++;
  const fit = { shown, facets: facets === undefined || kept >= longest ? facets : facetsCut(facets, kept) };
  for (;;) {
    const written = compose(fit);
    if (written.bytes.length <= cap || fit.shown === 0) return written;
    fit.shown--;
  }
}

/**
 * Bytes an answer's fields but the events and facets may differ by between two fits: the numbers
 * of showing and pagination, and a cut note's counts.
 */
const FRAME_SLACK = 64;

/** The single-event answer with the detail of the event at `position` as its conference, as UTF-8. */
export function conferenceAnswerJson(
  index: SnapshotIndex,
  position: number,
  now?: number,
  show?: ShowOptions,
  cut: readonly CutNote[] = [],
): Buffer {
  return spliceConference({ success: true, ...(cut.length > 0 ? { cut } : {}) }, scratch, (out) =>
    writeDetail(index.itemWriter(), position, out, now, undefined, show),
  );
}
