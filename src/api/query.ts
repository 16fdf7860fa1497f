/**
 * Applies a parameter schema to what Fastify parsed from the URL. Fastify's query-string parser
 * turns a repeated key into an array; a known parameter given twice is a 400, and so is an
 * unknown parameter (docs/api.md).
 */
import type { z } from 'zod';
import { ApiError } from './errors.js';
import { meantParameter } from './parameter-hints.js';

/** Throws a 400 for the first parameter that is not one of `names`, with the one it most likely means. */
export function rejectUnknown(raw: unknown, names: readonly string[]): void {
  if (typeof raw !== 'object' || raw === null) return;
  for (const name of Object.keys(raw)) {
    if (names.includes(name)) continue;
    const suggestion = meantParameter(name, names);
    throw new ApiError('unknown_parameter', { name, valid: names, ...(suggestion ? { suggestion } : {}) });
  }
}

/** Known parameters that were given as one string each; throws a 400 for a repeated one. */
export function singleValues(raw: unknown, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return values;
  for (const name of names) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = (raw as Record<string, unknown>)[name];
    if (Array.isArray(value)) throw new ApiError('repeated_parameter', { name });
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * Validates the parameters with `schema`; the first broken rule becomes a 400 naming the
 * parameter and the rule.
 */
export function parseParameters<S extends z.ZodType>(schema: S, values: Record<string, string>): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = typeof issue?.path[0] === 'string' ? issue.path[0] : 'query';
  const rule = issue?.message?.startsWith('must') ? issue.message : 'is invalid';
  const given = values[name]?.trim();
  throw new ApiError('invalid_parameter', { name, rule: given ? `${rule} (got ${quote(given)})` : rule });
}

/** A value as shown in a message: quoted, shortened, control characters escaped. */
function quote(value: string): string {
  const short = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(short);
}
