/**
 * The input parser of an operation (docs/api.md, Parameter rules): what a transport received, the
 * query string and the path (HTTP) or a tool call's arguments (MCP), into the handler's validated
 * input. Both transports call it; the rules are written here once:
 * - a parameter that is not the operation's is a 400 naming the one most likely meant;
 * - over HTTP, a parameter given twice is a 400 (Fastify's query-string parser makes it an array);
 * - over MCP, an argument is the text the query string would hold (a number as its digits, a list
 *   joined with commas), and anything else is a 400;
 * - then the operation's zod schemas validate the text, and the first broken rule is a 400 naming
 *   the parameter and the rule.
 */
import type { z } from 'zod';
import { type Day, formatIsoDate } from '../util/dates.js';
import { ApiError } from './errors.js';
import type { Operation, OperationInput } from './operation.js';
import { meantParameters, meantValue } from './parameter-hints.js';
import { setting } from './transport-names.js';

type Texts = Record<string, string>;
type Scalar = string | number | boolean;
type Schema = z.ZodType<Record<string, unknown>>;
/** The schema of an operation without parameters of that kind. */
type None = z.ZodType<Record<string, never>>;

type Input<Q extends Schema, P extends Schema> = OperationInput<z.output<Q>, z.output<P>>;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** An operation's parameter names in documentation order, and each one's place (a lookup per given name). */
class Names {
  private readonly places: ReadonlyMap<string, number>;

  constructor(readonly list: readonly string[]) {
    this.places = new Map(list.map((name, place) => [name, place]));
  }

  has(name: string): boolean {
    return this.places.has(name);
  }

  /** The given names that are among these, in documentation order. */
  among(given: readonly string[]): string[] {
    return given.filter((name) => this.places.has(name)).sort((a, b) => this.places.get(a)! - this.places.get(b)!);
  }
}

/** Throws a 400 for the first parameter that is not one of `names`, with the one it most likely means. */
function rejectUnknown(raw: unknown, names: Names): void {
  if (typeof raw !== 'object' || raw === null) return;
  for (const name of Object.keys(raw)) {
    if (names.has(name)) continue;
    throw new ApiError('unknown_parameter', {
      name,
      valid: names.list,
      suggestions: meantParameters(name, names.list),
    });
  }
}

/**
 * The parameters in `names` that were given as one string each, in documentation order; throws a
 * 400 for a repeated one (the first in that order). Only the names given are looked at: a request
 * gives a few of the search's thirty-odd.
 */
function singleValues(raw: unknown, names: Names): Texts {
  const values: Texts = {};
  if (typeof raw !== 'object' || raw === null) return values;
  for (const name of names.among(Object.keys(raw))) {
    const value = (raw as Record<string, unknown>)[name];
    if (Array.isArray(value)) throw new ApiError('repeated_parameter', { name });
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * A number as its decimal digits, never in exponent form: JSON's 0.0000001 reads as 1e-7, which
 * String() writes so, and a query string would hold (and a message quote) the digits sent. By
 * hand from String()'s shortest digits, which read back as the same number at any size: Intl's
 * formats stop at 100 fraction digits, and wrote 1e-101 as "0".
 */
export function plainDigits(value: number): string {
  const text = String(value);
  const at = text.indexOf('e');
  if (at < 0) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = text.slice(sign.length, at).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(text.slice(at + 1));
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
const scalarText = (value: Scalar): string => (typeof value === 'number' ? plainDigits(value) : String(value));

/** One tool argument as query-string text; undefined for an absent (or null) one. */
function argumentText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (isScalar(value)) return scalarText(value);
  if (Array.isArray(value) && value.every(isScalar)) return value.map(scalarText).join(',');
  throw new ApiError('invalid_parameter', { name, rule: 'must be a string, a number or a list of them' });
}

/** A value as shown in a message: quoted, shortened, control characters escaped. */
function quote(value: string): string {
  const short = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(short);
}

/** Date parameters, and an example value of each from today: every date error states both. */
const DATE_EXAMPLES: Readonly<Record<string, (today: Day) => string | number>> = {
  from: (today) => formatIsoDate(today),
  to: (today) => formatIsoDate(today + 90),
  deadline_from: (today) => formatIsoDate(today),
  deadline_to: (today) => formatIsoDate(today + 90),
  month: (today) => formatIsoDate(today).slice(0, 7),
  year: (today) => Number(formatIsoDate(today).slice(0, 4)),
};

/** "; today is 2026-11-22 (UTC), for example from=2026-11-22" for a date parameter, else nothing. */
function dateNote(name: string, today: Day | undefined): string {
  const example = DATE_EXAMPLES[name];
  if (example === undefined || today === undefined) return '';
  return `; today is ${formatIsoDate(today)} (UTC), for example ${setting(name, example(today))}`;
}

/**
 * Validates `values` with `schema`; the first broken rule becomes a 400 naming the parameter and
 * the rule (and for a date parameter, today's date and an example).
 */
function validate<S extends z.ZodType>(schema: S, values: Texts, today?: Day): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = typeof issue?.path[0] === 'string' ? issue.path[0] : 'query';
  const rule = issue?.message?.startsWith('must') ? issue.message : 'is invalid';
  const given = values[name]?.trim();
  const shown = given ? `${rule} (got ${quote(given)})` : rule;
  const meant = given ? meantValue(name, given, setting) : undefined;
  throw new ApiError('invalid_parameter', {
    name,
    rule: `${shown}${meant ? `; ${meant}` : ''}${dateNote(name, today)}`,
  });
}

/** The parser of an operation with query schema Q and path schema P (see the top of this file). */
export class InputParser<Q extends Schema = None, P extends Schema = None> {
  /** The query parameters, in documentation order. */
  private readonly queryNames: Names;
  private readonly pathNames: Names;
  /** A tool's arguments: the path parameters, then the query parameters. */
  private readonly argumentNames: Names;

  constructor(private readonly operation: Pick<Operation<Q, P>, 'query' | 'params'>) {
    const query = operation.query ? Object.keys(operation.query.shape) : [];
    const path = operation.params ? Object.keys(operation.params.shape) : [];
    this.queryNames = new Names(query);
    this.pathNames = new Names(path);
    this.argumentNames = new Names([...path, ...query]);
  }

  /**
   * HTTP: the query string as Fastify parsed it (a repeated name is an array) and the path's
   * parameters. `today` (UTC) is named in the refusal of a date.
   */
  fromQuery(query: unknown, path: unknown, today?: Day): Input<Q, P> {
    rejectUnknown(query, this.queryNames);
    return this.parse(singleValues(query, this.queryNames), singleValues(path, this.pathNames), today);
  }

  /** MCP: a tool call's arguments, path and query parameters alike. */
  fromArguments(args: Readonly<Record<string, unknown>>, today?: Day): Input<Q, P> {
    rejectUnknown(args, this.argumentNames);
    const texts: Texts = {};
    for (const name of this.argumentNames.list) {
      const text = argumentText(name, args[name]);
      if (text !== undefined) texts[name] = text;
    }
    const only = (names: readonly string[]): Texts =>
      Object.fromEntries(names.flatMap((name) => (name in texts ? [[name, texts[name]!]] : [])));
    return this.parse(only(this.queryNames.list), only(this.pathNames.list), today);
  }

  /** The query's texts (echoed back as given) and the path's, validated: query first, then path. */
  private parse(given: Texts, path: Texts, today?: Day): Input<Q, P> {
    const { query, params } = this.operation;
    // An operation without query (or path) parameters gets an empty object, as its handler's type says.
    const none = {} as z.output<Q> & z.output<P>;
    return {
      query: query ? validate(query, given, today) : none,
      params: params ? validate(params, path, today) : none,
      given,
    };
  }
}
