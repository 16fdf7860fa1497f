/**
 * The machinery of the field tables of event-fields.ts: a field is a leaf (its zod schema and how
 * its JSON text is written) or a group of fields (a nested object); a table gives its zod object
 * and a writer of its JSON text.
 */
import { z } from 'zod';
import type { EventValues } from '../../search/index.js';
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

interface Leaf<S extends z.ZodType = z.ZodType> {
  schema: S;
  write: Write;
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

export const leaf = <S extends z.ZodType>(schema: S, write: Write): Leaf<S> => ({ schema, write });

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
