/**
 * Building blocks of the query parameters: how a raw query string becomes a typed value or a rule
 * it breaks. Rule messages start with "must" and complete "Parameter 'x' ..." (see ../errors.ts).
 */
import { z } from 'zod';
import { fold } from '../../reference/index.js';
import { parseQuery, termCount } from '../../search/index.js';
import { MAX_EVENT_ID } from '../../source/schema.js';
import { parseIsoDate } from '../../util/dates.js';

export const LIMIT_MIN = 1;
export const LIMIT_MAX = 50;
export const LIMIT_DEFAULT = 10;
export const OFFSET_MAX = 1_000_000_000;
/**
 * Longest q, as given and once folded (folding can make one character several letters: "ﬃ" is
 * three, "㌖" six), so that no q costs more work than 200 letters do.
 */
export const Q_MAX_LENGTH = 200;
/** Most search terms in q (as filters_applied.search_terms counts them). */
export const Q_MAX_TERMS = 12;
/** Longest topic, sub-topic, country or city name accepted, as given and once folded (longer ones cannot name anything). */
export const NAME_MAX_LENGTH = 200;
/** Most values in a list of topics, sub-topics or types. */
export const NAMES_LIST_MAX = 50;
/** Most names in `region`. */
export const REGIONS_MAX = 50;
/** Most names in `countries` (there are fewer than 250 countries). */
export const COUNTRIES_MAX = 300;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
/** Public ids are 1 .. 2^31-1 (docs/api.md). */
export const ID_MAX = MAX_EVENT_ID;

/**
 * A regular expression source matching exactly the whole numbers 1 to `max` written without leading
 * zeros, for a schema's `pattern` (JSON Schema has no numeric bounds on a string): shorter numbers,
 * then, digit by digit, the numbers of max's length below it, then max.
 */
export function wholeNumberPattern(max: number): string {
  const digits = String(max);
  const alternatives = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : [];
  for (let at = 0; at < digits.length; at++) {
    const low = at === 0 ? 1 : 0;
    const high = Number(digits[at]) - 1;
    if (high < low) continue;
    const rest = digits.length - at - 1;
    const range = low === high ? String(low) : `[${low}-${high}]`;
    alternatives.push(`${digits.slice(0, at)}${range}${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join('|')})$`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const CONTROL_RE = /[\u0000-\u001f\u007f]/;
const DIGITS_RE = /^\d+$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Runs `convert` on the trimmed text first; an empty text is an error, not a missing value. */
export function fromText<T extends z.ZodType>(inner: T, convert: (text: string) => unknown) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'must not be empty' });
      return z.NEVER;
    }
    return convert(text);
  }, inner);
}

/** A whole number written with digits only, in min..max. */
export function integerParam(min: number, max: number, rule: string) {
  const schema = fromText(z.number({ error: rule }).int(rule).min(min, rule).max(max, rule), (text) =>
    DIGITS_RE.test(text) ? Number(text) : text,
  );
  return schema;
}

/** One of `values`, in any case. */
export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  normalise: (text: string) => string = (t) => t.toLowerCase(),
) {
  const rule = `must be one of ${values.join(', ')}`;
  return fromText(z.enum(values, { error: rule }), normalise);
}

/** The rule of a text whose folded form is over `max` characters (see the Folding section of docs/api.md). */
const foldedLengthRule = (max: number): string =>
  `must be at most ${max} characters once folded, where a character such as ﬃ or ㌖ counts as the letters it stands for`;

/** Whether `text` is at most `max` characters once folded (checked after the length as given). */
export const foldsWithin = (text: string, max: number): boolean => fold(text).length <= max;

/** A name compared by the engine (topic, sub-topic, country, city): trimmed, bounded as given and folded, printable. */
export function nameParam() {
  const schema = z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .max(NAME_MAX_LENGTH, { message: `must be at most ${NAME_MAX_LENGTH} characters`, abort: true })
    .refine((text) => !CONTROL_RE.test(text), { message: 'must not contain control characters', abort: true })
    .refine((text) => foldsWithin(text, NAME_MAX_LENGTH), foldedLengthRule(NAME_MAX_LENGTH));
  return schema;
}

/** A real calendar date YYYY-MM-DD in the years YEAR_MIN to YEAR_MAX (as `year`), parsed to a day number. */
export function dateParam() {
  const schema = z
    .string()
    .meta({ format: 'date' })
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .refine((text) => parseIsoDate(text) !== null, {
      message: 'must be a real calendar date written YYYY-MM-DD',
      abort: true,
    })
    .refine((text) => {
      const year = Number(text.slice(0, 4));
      return year >= YEAR_MIN && year <= YEAR_MAX;
    }, `must be a date from ${YEAR_MIN}-01-01 to ${YEAR_MAX}-12-31`)
    .transform((text) => parseIsoDate(text)!);
  return schema;
}

/** q: free text with the query syntax, bounded as given and once folded, at most Q_MAX_TERMS terms; empty is ignored. */
export function qParam() {
  const schema = z
    .string()
    .trim()
    .max(Q_MAX_LENGTH, { message: `must be at most ${Q_MAX_LENGTH} characters`, abort: true })
    .refine((text) => !CONTROL_RE.test(text), { message: 'must not contain control characters', abort: true })
    .refine((text) => foldsWithin(text, Q_MAX_LENGTH), { message: foldedLengthRule(Q_MAX_LENGTH), abort: true })
    // parseQuery throws QuerySyntaxError for malformed syntax: the 400 q_syntax, with the fix.
    .refine(
      (text) => termCount(parseQuery(text)) <= Q_MAX_TERMS,
      `must have at most ${Q_MAX_TERMS} search terms, not counting stop words and repeats`,
    )
    .transform((text) => (text === '' ? undefined : text));
  return schema;
}

/** A month written YYYY-MM, as its year and month. */
export function monthParam() {
  const schema = z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .regex(MONTH_RE, 'must be a month written YYYY-MM')
    .transform((text) => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) }));
  return schema;
}
