/**
 * The fast path of a query schema (docs/api.md, Parameter rules): the parameters read by hand,
 * without running the zod schema, into exactly the object the schema would give; anything the hand
 * readers do not take with certainty goes to the schema, so that every refusal (and its message)
 * stays the schema's.
 *
 * Why by hand: the server's profile put reading a request with the zod schema at 53.8 µs of the
 * random mix's 392.9 µs a request at 1M (bench/README.md). `npm run bench:reader` (2026-11-23
 * 23:07 UTC, 100k, a machine at load 18 on 2 cores) read the mix's 3,000 searches in a median 17.1
 * µs a request with the schema, 13.2 µs with zod's own compiler (z.compile) and 5.9 µs with these
 * readers. The cost is zod's machinery around each parameter (a payload, checks, preprocess
 * and pipe steps, 33 optional keys visited), not the rules, which the readers still run.
 *
 * Each rule is still written once per kind of value: the builders of rules.ts, list-params.ts and
 * place-parameters.ts register beside their zod schema its hand reader (handRead), with the same
 * bounds and values; a parameter's reader is derived from its row's schema (optional, default, and
 * a transform after a read value run as the schema runs them), so no second list of parameters
 * exists. test/api/hand-read.test.ts compares both paths over the random mix and hostile values.
 */
import { z } from 'zod';

/** What a hand reader answers when it is not sure: the schema decides (and words any refusal). */
export const MISS: unique symbol = Symbol('hand reader: ask the schema');
type Miss = typeof MISS;

/** A hand reader of one parameter's text: the value the schema gives it, or MISS. */
type HandReader = (text: string) => unknown;

/** The hand readers the builders registered, by the schema each reads like. */
const READERS = new WeakMap<z.ZodType, HandReader>();

/** Registers `read` as the hand reader of `schema` (which it returns). */
export function handRead<S extends z.ZodType>(schema: S, read: HandReader): S {
  READERS.set(schema, read);
  return schema;
}

/** A parameter's reader: the read of a given text, and the value of an absent one (none: left out). */
interface ParameterReader {
  read: HandReader;
  absent?: () => unknown;
}

/**
 * What a transform or a refinement reports a broken rule to: a flag, cleared before each use. One
 * per reader, made once (the readers run to the end, one at a time, on the one thread).
 */
class Verdict {
  broken = false;
  value: unknown;
  readonly issues: unknown[] = [];
  readonly addIssue = (): void => {
    this.broken = true;
  };

  /** The ctx a zod transform or refinement is given, over this verdict. */
  get ctx(): z.core.ParsePayload & z.RefinementCtx {
    return this as unknown as z.core.ParsePayload & z.RefinementCtx;
  }
}

/**
 * Runs a schema's transform on a read value as zod runs it; a transform that reports an issue
 * (a refusal) is a MISS, so that the schema refuses it.
 */
function transformed(read: HandReader, transform: (value: unknown, ctx: z.core.ParsePayload) => unknown): HandReader {
  const verdict = new Verdict();
  return (text) => {
    const value = read(text);
    if (value === MISS) return MISS;
    verdict.broken = false;
    verdict.value = value;
    const output = transform(value, verdict.ctx);
    return verdict.broken ? MISS : output;
  };
}

/** The reader of a schema with a part no builder registered a hand reader for: the schema reads it. */
const NO_READER: HandReader = () => MISS;

/** The reader of `schema`, derived from what it is made of (NO_READER where a part has none). */
function readerOf(schema: z.ZodType): ParameterReader {
  const registered = READERS.get(schema);
  if (registered) return { read: registered };
  if (schema instanceof z.ZodOptional) return { read: readerOf(schema.unwrap() as z.ZodType).read };
  if (schema instanceof z.ZodDefault) {
    const def = schema.def;
    return { read: readerOf(schema.unwrap() as z.ZodType).read, absent: () => def.defaultValue };
  }
  if (schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform) {
    const inner = readerOf(schema.in as z.ZodType).read;
    return { read: inner === NO_READER ? NO_READER : transformed(inner, schema.out.def.transform) };
  }
  return { read: NO_READER };
}

/** The parameters' texts, one each (the input parser's; a value that is not a text is a MISS). */
type Texts = Readonly<Record<string, unknown>>;

/**
 * The fast path of an object schema of parameters: each parameter read by its hand reader, in the
 * schema's order (the order of zod's output), absent ones given their default; then `refine`, the
 * object's cross-parameter rules, which report a broken one through ctx.addIssue. Any MISS, a
 * broken rule or a throw (q's syntax error) answers INVALID: the schema reads the request again.
 */
export function fastParser<S extends z.ZodObject>(
  object: S,
  refine: (fields: z.output<S>, ctx: z.RefinementCtx) => void,
): (input: unknown) => z.output<S> | z.core.INVALID {
  const readers = Object.entries(object.shape).map(([name, schema]) => [name, readerOf(schema as z.ZodType)] as const);
  const verdict = new Verdict();
  return (input) => {
    if (typeof input !== 'object' || input === null) return z.INVALID;
    try {
      const fields = readFields(input as Texts, readers);
      if (fields === MISS) return z.INVALID;
      verdict.broken = false;
      refine(fields as z.output<S>, verdict.ctx);
      return verdict.broken ? z.INVALID : (fields as z.output<S>);
    } catch {
      return z.INVALID;
    }
  };
}

function readFields(
  texts: Texts,
  readers: readonly (readonly [string, ParameterReader])[],
): Record<string, unknown> | Miss {
  const fields: Record<string, unknown> = {};
  for (const [name, reader] of readers) {
    if (!Object.hasOwn(texts, name)) {
      if (reader.absent) fields[name] = reader.absent();
      continue;
    }
    const text = texts[name];
    if (typeof text !== 'string') return MISS;
    const value = reader.read(text);
    if (value === MISS) return MISS;
    fields[name] = value;
  }
  return fields;
}
