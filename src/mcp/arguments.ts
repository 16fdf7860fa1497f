/**
 * A tool call's arguments as the HTTP API's parameters: each known argument becomes the one string
 * the query string would hold (a number as its digits, a list joined with commas), so that the
 * same zod schemas validate it with the same messages (src/api/query.ts).
 */
import { ApiError, rejectUnknown } from '../api/index.js';

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** One argument as query-string text; undefined for an absent (or null) one. */
function asText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (isScalar(value)) return String(value);
  if (Array.isArray(value) && value.every(isScalar)) return value.join(',');
  throw new ApiError('invalid_parameter', { name, rule: 'must be a string, a number or a list of them' });
}

/**
 * The arguments named in `names`, as text; throws the API's 400 for an argument that is not one
 * of them (with the one most likely meant) or that is neither text, a number nor a list.
 */
export function argumentValues(
  args: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, string> {
  rejectUnknown(args, names);
  const values: Record<string, string> = {};
  for (const name of names) {
    const text = asText(name, args[name]);
    if (text !== undefined) values[name] = text;
  }
  return values;
}

/** The entries of `values` named in `names`. */
export function pick(values: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (name in values ? [[name, values[name]!]] : [])));
}
