/**
 * How `acronym` is read (docs/api.md, Matching): a value with an edition's year, `acronym=ICML 2026`,
 * is `acronym=ICML&year=2026` (the bare acronym never holds a year: source/acronym.ts splits it off),
 * and the answer says so with a hint; in a list (`acronym=ACL,EMNLP`), each acronym is read so,
 * its year narrowing it alone; an acronym no event has gets a "Did you mean" of the closest
 * acronyms of the data.
 */
import { editDistance } from '../../reference/suggest.js';
import { acronymKey, splitAcronym } from '../../source/acronym.js';
import { acronymPositions, venuePositions } from '../../store/edition-index.js';
import { dayFromParts } from '../../util/dates.js';
import type { IndexView } from '../index-view.js';
import type { Hint, SearchFilters } from '../types.js';
import { valuesOf } from './plan.js';

/** The filters with an acronym's year moved to the date filters, and the hint that says so. */
export interface AcronymReading {
  filters: SearchFilters;
  hints: Hint[];
}

/** What an acronym is looked up in. */
type AcronymSource = Parameters<typeof venuePositions>[0];

/** A year written with two digits ("ICML'26", "AAAI-27") is of this century. */
const CENTURY = 2000;

/** An acronym as written, its bare acronym and the year written with it (four digits), if any. */
export interface AcronymItem {
  given: string;
  bare: string;
  year: number | null;
}

/** Two digits at the end after a letter, glued or after a space, hyphen or underscore: "AAAI-27", "AAAI27". */
const TWO_DIGITS_END_RE = /^(.*\p{L})[\s\-_]?(\d\d)$/u;

/**
 * A value that ends in a year of two digits ("AAAI-27", as AAAI names its editions, or "AAAI27"):
 * its bare acronym and year, when the data has the rest as an acronym and not the whole value (an
 * acronym may end in digits of its own). The source side never reads these (source/acronym.ts):
 * a tracker's "COVID-19" names no year.
 */
export function twoDigitYear(store: AcronymSource, given: string): AcronymItem | undefined {
  const match = TWO_DIGITS_END_RE.exec(given.trim());
  if (match === null) return undefined;
  const bare = match[1]!.trim();
  if (venuePositions(store, given).length > 0 || venuePositions(store, bare).length === 0) return undefined;
  return { given, bare, year: CENTURY + Number(match[2]) };
}

/** The acronyms given (`acronym`, `acronyms`), each once, read into bare acronym and year. */
export function acronymItems(store: AcronymSource, filters: SearchFilters): AcronymItem[] {
  return valuesOf(filters.acronym, filters.acronyms).map((given) => {
    const { bare, year } = splitAcronym(given);
    if (bare === null || year === null) return twoDigitYear(store, given) ?? { given, bare: given, year: null };
    return { given, bare, year: year < 100 ? CENTURY + year : year };
  });
}

const yearHint = ({ given, bare, year }: AcronymItem): Hint => ({
  reason: 'acronym_with_year',
  given,
  parameter: 'acronym',
  value: bare,
  detail: String(year),
});

/**
 * `acronym=ICML 2026` as acronym=ICML and year=2026. With a `year` of its own that differs, both
 * years narrow the dates, as `month` and `year` do, and so exclude each other. In a list of
 * several, each acronym's year narrows that acronym alone (planAcronym): `ICML 2026,NeurIPS 2027`.
 */
export function readAcronymYear(store: AcronymSource, filters: SearchFilters): AcronymReading {
  const items = acronymItems(store, filters);
  const dated = items.filter((item) => item.year !== null);
  if (dated.length === 0) return { filters, hints: [] };
  if (items.length > 1) return { filters, hints: dated.map(yearHint) };
  const [{ bare, year }] = dated as [AcronymItem & { year: number }];
  const read: SearchFilters = { ...filters, acronym: bare };
  delete read.acronyms;
  if (filters.year === undefined) read.year = year;
  else if (filters.year !== year) {
    const first = dayFromParts(year, 1, 1);
    const last = dayFromParts(year, 12, 31);
    read.from = filters.from === undefined ? first : Math.max(filters.from, first);
    read.to = filters.to === undefined ? last : Math.min(filters.to, last);
  }
  return { filters: read, hints: dated.map(yearHint) };
}

/** "Did you mean" acronyms offered at most. */
const SUGGESTED = 3;

/**
 * The acronyms of the data closest to one no event has: same first letter, within edit distance 1
 * (2 from six letters on), most events first. Only keys of the same first letter are compared (a
 * contiguous run of the sorted keys, a few hundred at 1M events), so the lookup stays well under a
 * millisecond.
 */
function closestAcronyms(index: Pick<IndexView, 'store'>, value: string): string[] {
  const key = acronymKey(value);
  if (key === '') return [];
  const { keys } = index.store.editions.acronyms;
  const within = key.length >= 6 ? 2 : 1;
  const found: { key: string; distance: number; events: number }[] = [];
  for (let at = keys.prefixStart(key[0]!); at < keys.length && keys.startsWith(at, key[0]!); at++) {
    const candidate = keys.get(at);
    const distance = editDistance(key, candidate, within);
    if (distance <= within)
      found.push({ key: candidate, distance, events: acronymPositions(index.store, candidate).length });
  }
  found.sort((a, b) => a.distance - b.distance || b.events - a.events || (a.key < b.key ? -1 : 1));
  return found.slice(0, SUGGESTED).map(({ key: k }) => index.store.editions.spellings.get(keys.indexOf(k)));
}

/** The hints for the acronyms no event has: for each, the closest acronyms, if any. */
export function unknownAcronymHint(index: Pick<IndexView, 'store'>, filters: SearchFilters): Hint[] {
  return acronymItems(index.store, filters).flatMap(({ bare }): Hint[] => {
    if (acronymPositions(index.store, bare).length > 0) return [];
    const [best, ...others] = closestAcronyms(index, bare);
    if (best === undefined) return [];
    return [{ reason: 'unknown_acronym', given: bare, parameter: 'acronym', value: best, others }];
  });
}
