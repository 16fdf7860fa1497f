/**
 * The parameters that take a comma-separated list (docs/api.md, Parameters): events with any of
 * the values match. Every list is split by one parser, commaItems; the names (topic, subtopic,
 * countries, region), the event types and the enumerated values (format, ranks, facets) then have
 * their own rules. A format sent as a type ("online", "virtual", "hybrid") is refused pointing to
 * format. (`city` and `country` are split by the engine: "City, Region" and "Korea, Republic of"
 * hold a comma of their own; here they are only bounded.)
 */
import { z } from 'zod';
import { nameKey } from '../../reference/index.js';
import { RANK_SCALES, RANK_SYSTEMS, readRankFilter } from '../../source/ranks.js';
import { EVENT_TYPES, type EventType } from '../../source/schema.js';
import { ownValue } from '../../util/own-value.js';
import { setting } from '../transport-names.js';
import {
  CONTROL_RE,
  COUNTRIES_MAX,
  foldsWithin,
  fromText,
  NAME_MAX_LENGTH,
  NAMES_LIST_MAX,
  nameParam,
  REGIONS_MAX,
} from './rules.js';

/** The one line the OpenAPI document gives on lists of names (topic, subtopic, type). */
export const LIST_LINE = 'Several values, comma-separated, match events with any of them.';

/** The items of a comma-separated list, each normalised (trimmed by default), empty ones left out. */
function commaItems(text: string, normalise: (item: string) => string = (item) => item.trim()): string[] {
  return text
    .split(',')
    .map(normalise)
    .filter((item) => item !== '');
}

const once = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** At most this many ranks in one rank= list. */
export const RANKS_MAX = 16;

/** The names in order, each once, compared folded (the first spelling kept). */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name) || name;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Checks a list's length: at least one, at most `max` (the messages name the unit, one and many). */
function counted(names: string[], [one, many]: [string, string], max: number, ctx: z.RefinementCtx): string[] {
  if (names.length === 0) ctx.addIssue({ code: 'custom', message: `must name at least one ${one}` });
  else if (names.length > max) ctx.addIssue({ code: 'custom', message: `must name at most ${max} ${many}` });
  return names;
}

/** Names (topic, subtopic), comma-separated: each trimmed, once, at most NAMES_LIST_MAX. */
export const nameListParam = () =>
  nameParam().transform((text, ctx) => counted(once(commaItems(text)), ['value', 'values'], NAMES_LIST_MAX, ctx));

/** Regions by name or code, comma-separated, at most REGIONS_MAX. */
export const regionsParam = () =>
  nameParam().transform((text, ctx) => counted(commaItems(text), ['region', 'regions'], REGIONS_MAX, ctx));

/** Checks a list of country names: at most COUNTRIES_MAX, each bounded as given and once folded. */
function countedCountries(names: string[], ctx: z.RefinementCtx): string[] {
  counted(names, ['country', 'countries'], COUNTRIES_MAX, ctx);
  if (names.length === 0 || names.length > COUNTRIES_MAX) return names;
  if (names.some((name) => name.length > NAME_MAX_LENGTH)) {
    ctx.addIssue({ code: 'custom', message: `must not contain a name longer than ${NAME_MAX_LENGTH} characters` });
  } else if (names.some((name) => !foldsWithin(name, NAME_MAX_LENGTH))) {
    const message = `must not contain a name longer than ${NAME_MAX_LENGTH} characters once folded`;
    ctx.addIssue({ code: 'custom', message });
  }
  return names;
}

/** Countries, comma-separated: at most COUNTRIES_MAX names, each bounded as given and once folded. */
export const countriesParam = () =>
  z
    .string()
    // An empty text names no country (as "," does): declared, so that the schema is no wider than the rule.
    .min(1, { message: 'must name at least one country', abort: true })
    .refine((text) => !CONTROL_RE.test(text), 'must not contain control characters')
    .transform((text, ctx) => countedCountries(commaItems(text), ctx));

/**
 * `country`: one country or several, comma-separated, bounded as `countries`; the text as given
 * (trimmed), which the engine splits (a country's name may hold a comma: "Korea, Republic of").
 */
export const countryListParam = () =>
  z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .refine((text) => !CONTROL_RE.test(text), { message: 'must not contain control characters', abort: true })
    .transform((text, ctx) => {
      countedCountries(commaItems(text), ctx);
      return text;
    });

/**
 * One of `values` or a comma-separated list of them, in any case, with spaces or underscores for
 * hyphens ("in person"); each value once, in order. Only the first values.length + 1 different
 * ones are checked: with more, one of those is already not a value, and the answer is the same 400
 * whatever the list's length (each value checked costs an issue object).
 */
export function enumListParam<const T extends readonly [string, ...string[]]>(
  values: T,
  normalise: (value: string) => string = (value) => value.toLowerCase().replace(/[\s_]+/g, '-'),
) {
  const rule = `must be one of ${values.join(', ')}, or a comma-separated list of them`;
  const items = (text: string) =>
    once(commaItems(text, (value) => normalise(value.trim()))).slice(0, values.length + 1);
  return fromText(z.array(z.enum(values, { error: rule })).min(1, rule), items);
}

/** Values sent as a type that are formats ("online", "virtual", "hybrid"): the format each means. */
const FORMAT_AS_TYPE: Readonly<Record<string, string>> = {
  online: 'online',
  virtual: 'online',
  remote: 'online',
  hybrid: 'hybrid',
  'in-person': 'in-person',
  onsite: 'in-person',
  'on-site': 'in-person',
  physical: 'in-person',
};
const TYPE_RULE = `must be one of ${EVENT_TYPES.join(', ')}, or a comma-separated list of them`;

/** Event types, comma-separated, any case; a format sent as a type is refused pointing to format. */
export const typeParam = () =>
  nameParam().transform((text, ctx) => {
    const values = once(
      commaItems(text, (value) =>
        value
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-'),
      ),
    );
    const types: EventType[] = [];
    for (const value of values) {
      const format = ownValue(FORMAT_AS_TYPE, value);
      if (format !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${TYPE_RULE}; ${value} is a format: use ${setting('format', format)}`,
        });
        return z.NEVER;
      }
      if (!(EVENT_TYPES as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: TYPE_RULE });
        return z.NEVER;
      }
      types.push(value as EventType);
    }
    if (types.length === 0) ctx.addIssue({ code: 'custom', message: TYPE_RULE });
    return types;
  });

/** Ranks of any system, comma-separated (docs/api.md, Ranks): each read as its canonical key, once, at most 16. */
export const rankListParam = () =>
  nameParam().transform((text, ctx) => {
    const keys: string[] = [];
    for (const item of commaItems(text)) {
      const key = readRankFilter(item);
      if (key === null) {
        // A value without its system ("A*"): the systems whose scale holds it, for the retry.
        const value = item.trim().toUpperCase();
        const meant = RANK_SYSTEMS.filter((system) => RANK_SCALES[system]?.includes(value)).map((s) => `${s}:${value}`);
        const guess = meant.length > 0 ? `. Did you mean: ${meant.join(' or ')}?` : '';
        ctx.addIssue({
          code: 'custom',
          message: `must be SYSTEM:VALUE (CORE:A*, CCF:A, CORE2023:A, h5-index:50)${guess}`,
        });
        return z.NEVER;
      }
      keys.push(key);
    }
    return counted(once(keys), ['rank', 'ranks'], RANKS_MAX, ctx);
  });
