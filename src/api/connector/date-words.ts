/**
 * The dates and time zones of a question (docs/api.md, Connector tools): "next year", "this year",
 * "in 2027" are a year; "in March", "March 2027", "May next year", "next month", "last month" a month (a month
 * without a year is its next one, or its last one begun in a question asked of the past); windows, bounds and other stretches of days are read before
 * these (windows.ts); "my zone Europe/Berlin", "UTC", "PST" a time zone, never a place.
 */
import type { OtherDeadlineKind } from '../../search/types.js';
import { canonicalZone, zoneOfPlace } from '../../util/local-time.js';
import { dateParts, type Day, dayFromParts, daysInMonth, monthNamed, parseIsoDate } from '../../util/dates.js';
import type { Token } from './tokens.js';
import { shiftedMonthYear, yearAfterNext } from './span-words.js';
import { BEFORE_MONTH, ZONE_ABBREVIATIONS, ZONE_KINDS, ZONE_REGIONS } from './vocabulary.js';
import { wordTable } from './word-tables.js';

/** What words at a place of the question mean: how many words, and the parameters they set. */
export interface Claim {
  length: number;
  parameters: readonly (readonly [string, string])[];
  /** What the words were read as, when the parameters alone do not say ("… bounds the deadlines"). */
  note?: string;
  /** The reading in a question that names acronyms: a whole year of deadlines is their editions' year. */
  named?: Claim;
  /** Read after the others, so one they set wins: "a paper ready by December" beside "deadlines in the next 6 weeks". */
  yields?: true;
  /** Every value of its parameter ("CCF-ranked venues"): read after the others, and only where they set none. */
  anyValue?: true;
  /** The asker's city, read as near it: "based in Toronto ... which can I drive to" (asker-near.ts). */
  nearAsker?: true;
  /** The city where the asker says they are, no place of the events ("I'm in Berlin"): "my time" is its zone. */
  askerCity?: string;
  /** A window of a kind of deadline that opens no call ("notify authors in January"): answers.ts. */
  kindWindow?: KindWindow;
  /** Windows apart it joins ("March or October 2027"), each one's parameters: window-alternatives.ts. */
  alternatives?: readonly (readonly (readonly [string, string])[])[];
  /** A rank excluded ("other than the big four"): its parameters, how many venues, the words (negations.ts). */
  unranked?: { ranks: readonly (readonly [string, string])[]; count?: number; text: string };
}

/** The dates of a kind of deadline that opens no call the question bounds, `YYYY-MM-DD` (one end may be open). */
export interface KindWindow {
  kind: OtherDeadlineKind;
  from?: string;
  to?: string;
  /** The note that says the window ("\"January 2027\" bounds the notifications: …"), and the words and kind said. */
  note: string;
  said: { words: string; side: string };
}

/** The search's parameters of the events' dates. */
export const EVENT_DATES: readonly string[] = ['month', 'year', 'from', 'to'];

/**
 * A window of the events' dates holding today, asking no subject, venue nor order ("conferences in
 * December 2026", on the 5th): those to come first, then those ended (sort=upcoming), not the
 * days already past first.
 */
export function settleNowFirst(parameters: Record<string, string>, today: Day, asked: boolean): void {
  const other = asked || ['q', 'acronym', 'similar_to', 'sort'].some((name) => parameters[name] !== undefined);
  if (!other && windowHolds(parameters, today)) parameters.sort = 'upcoming';
}

/**
 * The first and last day of the window of the events' dates `parameters` bound (from, to, month,
 * year, all of them at once), an end not bounded infinite, NaN of a date not read; undefined of none.
 */
export function eventWindow(parameters: Readonly<Record<string, string>>): [first: Day, last: Day] | undefined {
  const { from, to, month, year } = parameters;
  if (from === undefined && to === undefined && month === undefined && year === undefined) return undefined;
  const firsts: Day[] = [Number.NEGATIVE_INFINITY];
  const lasts: Day[] = [Number.POSITIVE_INFINITY];
  if (year !== undefined) {
    firsts.push(dayFromParts(Number(year), 1, 1));
    lasts.push(dayFromParts(Number(year), 12, 31));
  }
  if (month !== undefined) {
    const [of, at] = month.split('-').map(Number) as [number, number];
    firsts.push(dayFromParts(of, at, 1));
    lasts.push(dayFromParts(of, at, daysInMonth(of, at)));
  }
  if (from !== undefined) firsts.push(parseIsoDate(from) ?? Number.NaN);
  if (to !== undefined) lasts.push(parseIsoDate(to) ?? Number.NaN);
  return [Math.max(...firsts), Math.min(...lasts)];
}

/** Whether the window of the events' dates `parameters` bound holds `today` and days before it. */
function windowHolds(parameters: Readonly<Record<string, string>>, today: Day): boolean {
  const window = eventWindow(parameters);
  return window !== undefined && window[0] < today && today <= window[1];
}

const YEAR_RE = /^(?:19|20)\d\d$/;
/** Zone abbreviations that are also English words (WEST, WET). */
const ENGLISH_ZONE_WORDS: ReadonlySet<string> = new Set(['west', 'wet']);
const OFFSET_ZONE_RE = /^(?:utc|gmt)[+-]\d{1,2}(?::?\d\d)?$/;
/** Years or months a relative phrase names, from today's ("next year", "last month"). */
const RELATIVE: Readonly<Record<string, number>> = wordTable({ next: 1, this: 0, coming: 1, last: -1 });

export const isYear = (token: Token | undefined): boolean => token !== undefined && YEAR_RE.test(token.word);

/** Whether the word at `at` is a time zone: an IANA name ("Europe/Berlin"), an offset or an abbreviation. */
export function isZone(tokens: readonly Token[], at: number): boolean {
  const { text, word } = tokens[at]!;
  if (text.includes('/')) return canonicalZone(text) !== undefined;
  // "the west coast", "wet labs": abbreviations that are English words are zones in capitals only.
  if (ENGLISH_ZONE_WORDS.has(word) && text !== text.toUpperCase()) return false;
  return ZONE_ABBREVIATIONS.has(word) || OFFSET_ZONE_RE.test(word);
}

/** The words after "my" or "our" that name the asker's zone: "my time", "our local time zone", "my tz". */
const MY_ZONE: readonly (readonly string[])[] = [['time', 'zone'], ['time'], ['timezone'], ['tz']].flatMap((words) => [
  words,
  ['local', ...words],
]);

/** How many words at `at` name the asker's own zone ("my time", "my local timezone"), 0 when none. */
function myZoneAt(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.word !== 'my' && tokens[at]?.word !== 'our') return 0;
  const words = MY_ZONE.find((phrase) => phrase.every((word, i) => tokens[at + 1 + i]?.word === word));
  return words === undefined ? 0 : words.length + 1;
}

/** Whether zone words name the asker's own ("my time", "our local time zone"). */
export const isMyZone = (text: string): boolean => /^(?:my|our)\s/i.test(text);

/** Whether zone words are AoE, the zone deadlines are written in ("the AoE deadline ... in Pacific time"). */
const isAoe = (text: string): boolean => /^(?:aoe|anywhere on earth)$/i.test(text.trim());

/**
 * The zone a question names, of `was` and `text` (one more named): one named by its name wins over
 * "my time", and any other over AoE, which says how the deadline is written.
 */
export const namedZone = (was: string | undefined, text: string): string =>
  was === undefined || (isMyZone(was) && !isMyZone(text)) || (isAoe(was) && !isAoe(text)) ? text : was;

/** Most words of a zone named before "time" ("Central European Summer Time"). */
const ZONE_PHRASE_WORDS = 3;

/**
 * The words of a zone named in words, at `at`: a region ("Pacific time", "Eastern Standard Time",
 * "Central European Time", "Japan time") or a zone's place ("Berlin time", "New York time") before
 * "time"; how many words, or undefined. Such words are a zone, never a place nor a word of q.
 */
export function zonePhraseAt(tokens: readonly Token[], at: number): number | undefined {
  const first = tokens[at]?.word ?? '';
  const mine = myZoneAt(tokens, at);
  if (mine > 0) return mine;
  const place = (length: number) =>
    zoneOfPlace(
      tokens
        .slice(at, at + length)
        .map((token) => token.word)
        .join(' '),
    ) !== undefined;
  if (!ZONE_REGIONS.has(first) && !place(1) && !place(2)) return undefined;
  for (let length = 1; length <= ZONE_PHRASE_WORDS; length++) {
    const next = tokens[at + length];
    if (next === undefined || next.opens) return undefined;
    // "European time series": a subject, no zone.
    if (next.word === 'time') return tokens[at + length + 1]?.word === 'series' ? undefined : length + 1;
    if (!ZONE_REGIONS.has(next.word) && !ZONE_KINDS.has(next.word) && !(length === 1 && place(2))) return undefined;
  }
  return undefined;
}

/** The month a word names (1-12), if it is one; "may" only after a word such as "in" or before a year. */
function monthOf(tokens: readonly Token[], at: number): number | undefined {
  // Past the question's last word ("Where next"), no month.
  const word = tokens[at]?.word;
  if (word === undefined) return undefined;
  if (word === 'may') {
    const before = tokens[at - 1]?.word;
    return (before !== undefined && BEFORE_MONTH.has(before)) || isYear(tokens[at + 1]) ? 5 : undefined;
  }
  return monthNamed(word);
}

/** "next year", "this year": the year they name, if the words at `at` are one of them. */
function relativeYear(tokens: readonly Token[], at: number, today: Day): number | undefined {
  const shift = RELATIVE[tokens[at]?.word ?? ''];
  if (shift === undefined || tokens[at + 1]?.word !== 'year') return undefined;
  return dateParts(today).year + shift;
}

const monthText = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/**
 * A month without a year: this year's if it has not ended, else next year's; in a question asked of
 * the past, this year's if it has begun, else last year's.
 */
function yearlessMonth(month: number, today: Day, past: boolean): string {
  const now = dateParts(today);
  if (past) return monthText(month <= now.month ? now.year : now.year - 1, month);
  return monthText(month >= now.month ? now.year : now.year + 1, month);
}

/** The date phrase at `at`, if one starts there. */
export function dateAt(tokens: readonly Token[], at: number, today: Day, past = false): Claim | undefined {
  const relative = relativeYear(tokens, at, today);
  if (relative !== undefined) return { length: 2, parameters: [['year', String(relative)]] };
  if (yearAfterNext(tokens, at)) return { length: 4, parameters: [['year', String(dateParts(today).year + 2)]] };
  const { word } = tokens[at]!;
  const shift = RELATIVE[word];
  if (shift !== undefined && tokens[at + 1]?.word === 'month') {
    const now = dateParts(today);
    const index = now.year * 12 + now.month - 1 + shift;
    return { length: 2, parameters: [['month', monthText(Math.floor(index / 12), (index % 12) + 1)]] };
  }
  if (isYear(tokens[at])) return { length: 1, parameters: [['year', word]] };
  // "next March", "last March": that shift's month, unless a year is written after it.
  const shifted = shift === undefined ? undefined : monthOf(tokens, at + 1);
  if (shift !== undefined && shifted !== undefined && !isYear(tokens[at + 2])) {
    return { length: 2, parameters: [['month', monthText(shiftedMonthYear(shift, shifted, today), shifted)]] };
  }
  const month = monthOf(tokens, at);
  if (month === undefined) return undefined;
  // "March 2027", "March of 2027", "May next year".
  const of = tokens[at + 1]?.word === 'of' ? 1 : 0;
  if (isYear(tokens[at + 1 + of])) {
    return { length: 2 + of, parameters: [['month', monthText(Number(tokens[at + 1 + of]!.word), month)]] };
  }
  const year = relativeYear(tokens, at + 1, today);
  if (year !== undefined) return { length: 3, parameters: [['month', monthText(year, month)]] };
  return { length: 1, parameters: [['month', yearlessMonth(month, today, past)]] };
}

/** The reading's window of a kind of deadline that opens no call, of the first claim that reads one. */
export function kindWindowOf(claims: readonly { claim: Claim }[]): { kindWindow?: KindWindow } {
  const kindWindow = claims.find(({ claim }) => claim.kindWindow !== undefined)?.claim.kindWindow;
  return kindWindow === undefined ? {} : { kindWindow };
}
