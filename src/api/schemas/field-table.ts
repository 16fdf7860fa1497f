/**
 * The machinery of the field tables of event-fields.ts: a field is a leaf (its zod schema, how its
 * JSON text is written and how its value is read, side by side) or a group of fields (a nested
 * object); a table gives its zod object, a writer of its JSON text and a reader of its object, the
 * same fields in the same order.
 */
import { z } from 'zod';
import type { EventReader, EventValues } from '../../search/index.js';
import type { Similarity } from './similarity-fields.js';
import type { JsonBytes } from '../../util/json-bytes.js';

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

/**
 * Reads the value of one field of the event at `position` as a JS value: what `write` writes as
 * JSON text, as a JSON parser would read it back (test/api/answer-values.test.ts holds them equal).
 */
type Read = (values: EventReader, position: number, now: number, show: ShowOptions) => unknown;

interface Leaf<S extends z.ZodType = z.ZodType> {
  schema: S;
  write: Write;
  read: Read;
}

/** A nested object of fields ("dates", "location"). */
interface Group<F extends Fields = Fields> {
  schema: z.ZodObject<ShapeOf<F>>;
  fields: F;
}

export interface Fields {
  readonly [key: string]: Leaf | Group;
}

type ShapeOf<F extends Fields> = { -readonly [K in keyof F]: F[K]['schema'] };

export const leaf = <S extends z.ZodType>(schema: S, write: Write, read: Read): Leaf<S> => ({ schema, write, read });

/** The fields' zod object (built once, so that the item and the detail share it, as OpenAPI shows them). */
export function objectOf<F extends Fields>(fields: F): z.ZodObject<ShapeOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema]));
  return z.object(shape as ShapeOf<F>);
}

export const group = <F extends Fields>(fields: F): Group<F> => ({ schema: objectOf(fields), fields });

/** The current time in seconds: the moment of a caller that names none. */
const currentSeconds = (): number => Date.now() / 1000;

/**
 * Writes the event at `position` into `out`; `distanceKm`, `show` and `similarity` for the optional
 * fields after the table's.
 */
export type ObjectWriter = (
  values: EventValues,
  position: number,
  out: JsonBytes,
  now?: number,
  distanceKm?: number,
  show?: ShowOptions,
  similarity?: Similarity,
) => void;

const NO_OPTIONS: ShowOptions = {};

/** The optional fields written after the table's last one (the item's deadlines, distance_km, similarity). */
type ExtrasWriter = (
  values: EventValues,
  position: number,
  out: JsonBytes,
  distanceKm: number | undefined,
  show: ShowOptions,
  similarity: Similarity | undefined,
) => void;

/**
 * The writer of an object of `fields`: the keys and punctuation worked out once, as the text before
 * each leaf (`{"id":`, `,"dates":{"start":`, `},"location":{"city":`...), then per event only the
 * leaves' text; `extras` writes the optional fields after them. Written by hand rather than with
 * fast-json-stringify: its input is an object, and building one per event cost more than the rest
 * of the answer.
 */
export function writerOf(fields: Fields, extras?: ExtrasWriter): ObjectWriter {
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
  // The brackets that close the last leaf's groups, then the top-level object's own: the optional
  // fields go between them, at the top level whatever group the last field is in.
  const groupsClosed = pending.slice(0, -1);
  const keys = before.map((text) => Buffer.from(text));
  return (values, position, out, now = currentSeconds(), distanceKm, show = NO_OPTIONS, similarity) => {
    for (let i = 0; i < leaves.length; i++) {
      out.raw(keys[i]!);
      leaves[i]!(values, position, now, out, show);
    }
    out.text(groupsClosed);
    extras?.(values, position, out, distanceKm, show, similarity);
    out.text('}');
  };
}

/** An object of the event at `position`, as writerOf's writer writes it; `distanceKm`, `show` and `similarity` alike. */
export type ObjectReader = (
  values: EventReader,
  position: number,
  now?: number,
  distanceKm?: number,
  show?: ShowOptions,
  similarity?: Similarity,
) => Record<string, unknown>;

/** The optional fields read after the table's (the reader's side of ExtrasWriter), added to `object`. */
type ExtrasReader = (
  values: EventReader,
  position: number,
  object: Record<string, unknown>,
  distanceKm: number | undefined,
  show: ShowOptions,
  similarity: Similarity | undefined,
) => void;

type GroupReader = (values: EventReader, position: number, now: number, show: ShowOptions) => Record<string, unknown>;

/** The reader of a group's object: each key in the table's order, a leaf's value or a group's object. */
function groupReader(fields: Fields): GroupReader {
  const entries: [string, Read][] = Object.entries(fields).map(([key, field]) => [
    key,
    'fields' in field ? groupReader(field.fields) : field.read,
  ]);
  return (values, position, now, show) => {
    const object: Record<string, unknown> = {};
    for (const [key, read] of entries) object[key] = read(values, position, now, show);
    return object;
  };
}

/**
 * The reader of an object of `fields`: the object writerOf's writer writes as JSON text, with the
 * same keys in the same order (so JSON.stringify of it is that text), each value read by the leaf
 * that writes it; `extras` reads the optional fields after them.
 */
export function readerOf(fields: Fields, extras?: ExtrasReader): ObjectReader {
  const read = groupReader(fields);
  return (values, position, now = currentSeconds(), distanceKm, show = NO_OPTIONS, similarity) => {
    const object = read(values, position, now, show);
    extras?.(values, position, object, distanceKm, show, similarity);
    return object;
  };
}
