/**
 * An event's dates as people write them (docs/source-format.md, Dates as written): "August 16-20,
 * 2021", "Sept 5-9, 2022", "February 22 - March 1, 2022", "29 June - 3 July, 2026", "March-April,
 * 2025" (month precision), "TBD" (no dates yet). The importers read their formats' date texts with
 * it; a text it cannot read is refused with the text as written.
 *
 * Written by hand: the date libraries read one date in a known pattern, and these texts are ranges
 * in a dozen patterns, with the year once at the end and misspelt months ("Septemper").
 */
import { editDistance } from '../reference/suggest.js';
import { type Day, dateParts, dayFromParts, daysInMonth, MONTH_NAMES, monthNamed } from '../util/dates.js';

export type { DatePrecision } from './schema.js';

export type DateReading =
  | { precision: 'day' | 'month'; start: Day; end: Day }
  | { precision: 'unknown'; start: null; end: null };

const MONTHS = MONTH_NAMES;

/** Texts that say the dates are not known yet; a year alone says no more. */
const UNKNOWN_RE = /^(?:tbd|tba|tbc|to be (?:announced|determined|confirmed)|unknown|n\/?a|(?:19|20)\d\d)$/i;
/** The longest text read: a date text is a few words. */
const MAX_LENGTH = 80;

/** A month by name, its three-letter or "Sept" abbreviation, or a name of five letters or more within one edit. */
function monthOf(word: string): number | undefined {
  const named = monthNamed(word);
  if (named !== undefined || word.length < 5) return named;
  const close = MONTHS.findIndex((name) => editDistance(word, name, 1) <= 1);
  return close === -1 ? undefined : close + 1;
}

/** One end of a range: a month, a day, a year, each when written. */
interface End {
  month?: number;
  day?: number;
  year?: number;
}

/** The words of one end of a range; undefined when a word is no month, day or year. */
function readEnd(words: readonly string[]): End | undefined {
  const end: End = {};
  for (const word of words) {
    const number = /^(\d{1,4})(?:st|nd|rd|th)?$/.exec(word);
    if (number && number[1]!.length === 4 && end.year === undefined) end.year = Number(number[1]);
    else if (number && number[1]!.length <= 2 && end.day === undefined) end.day = Number(number[1]);
    else {
      const month = number ? undefined : monthOf(word);
      if (month === undefined || end.month !== undefined) return undefined;
      end.month = month;
    }
  }
  return end;
}

/** A real date, or undefined. */
function dayOf(year: number, month: number, day: number): Day | undefined {
  return day >= 1 && day <= daysInMonth(year, month) ? dayFromParts(year, month, day) : undefined;
}

/** The two ends of a range (or one end twice) as dates; undefined when they make none. */
function span(first: End, last: End, yearHint: number | undefined): DateReading | undefined {
  const lastMonth = last.month ?? first.month;
  const firstMonth = first.month ?? last.month;
  const lastYear = last.year ?? first.year ?? yearHint;
  if (firstMonth === undefined || lastMonth === undefined || lastYear === undefined) return undefined;
  const firstYear = first.year ?? (firstMonth > lastMonth ? lastYear - 1 : lastYear);
  if ((first.day === undefined) !== (last.day === undefined)) return undefined;
  if (first.day === undefined || last.day === undefined) {
    const start = dayFromParts(firstYear, firstMonth, 1);
    const end = dayFromParts(lastYear, lastMonth, daysInMonth(lastYear, lastMonth));
    return end >= start ? { precision: 'month', start, end } : undefined;
  }
  const start = dayOf(firstYear, firstMonth, first.day);
  const end = dayOf(lastYear, lastMonth, last.day);
  return start !== undefined && end !== undefined && end >= start ? { precision: 'day', start, end } : undefined;
}

/** A note after the dates: "April 12-18, 2026 with ICSE 2026", "July 5 - 9, 2026 co-located with FSE". */
const NOTE_RE = /[\s,;]*\b(?:(?:co-?\s*located|co-?\s*hosted|held)\s+with|with|alongside)\b.*$/i;
/** Words that hedge a date ("TBA likely May 2027", "tentative"): the date they hedge is read. */
const HEDGE_RE =
  /\b(?:tba|tbd|tbc|likely|tentative(?:ly)?|approx(?:imately)?|around|circa|expected|probably|estimated)\b\.?/gi;

/** Whether a text names a month or a day (a number that is no year): else it gives no date to read. */
function namesADate(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return words.some(
    (word) => /^\d{1,2}(?:st|nd|rd|th)?$/.test(word) || (/^[a-z]+$/.test(word) && monthOf(word) !== undefined),
  );
}

/**
 * "May 1-5, 2023 or May 8-12, 2023": two readings, the dates not chosen yet. The months they span,
 * to the month.
 */
function eitherOf(text: string, yearHint: number | undefined): DateReading | undefined {
  const [first, second] = text.split(/\s+or\s+/i).map((part) => readOne(part, yearHint));
  if (!first?.start || !second?.start) return undefined;
  const [start, end] = [Math.min(first.start, second.start), Math.max(first.end, second.end)];
  const [from, to] = [dateParts(start), dateParts(end)];
  return {
    precision: 'month',
    start: dayFromParts(from.year, from.month, 1),
    end: dayFromParts(to.year, to.month, daysInMonth(to.year, to.month)),
  };
}

/**
 * The dates a text gives, or undefined when it gives none that can be read. `yearHint` is the year
 * of the edition, for a text that does not write it ("November 30 - December 3"). A note after the
 * dates ("with ICSE 2026") and hedging words ("TBA likely May 2027") are left out; a text that names
 * no month and no day ("Extended", "None", "ICSE 2027") is dates not known yet.
 */
export function readDateText(text: string, yearHint?: number): DateReading | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const bare = text.replace(/\([^()]*\)/g, ' ').trim();
  if (UNKNOWN_RE.test(bare)) return { precision: 'unknown', start: null, end: null };
  const plain = bare.replace(NOTE_RE, '').replace(HEDGE_RE, ' ').replace(/\s+/g, ' ').trim();
  // "TBD, co-hosted with FSE 2026": nothing left but what says the dates are not known.
  if (bare !== '' && (plain === '' || !namesADate(plain))) return { precision: 'unknown', start: null, end: null };
  if (/\s+or\s+/i.test(plain)) return eitherOf(plain, yearHint);
  return readOne(plain, yearHint);
}

/** One date text, without its notes: a day, a range, a month or months, ISO dates. */
function readOne(bare: string, yearHint: number | undefined): DateReading | undefined {
  const cleaned = bare.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\b(?:to|until|through)\b/gi, '-');
  const iso = /^(\d{4}-\d{2}-\d{2})(?:\s*-\s*(\d{4}-\d{2}-\d{2}))?$/.exec(cleaned);
  if (iso) return isoSpan(iso[1]!, iso[2] ?? iso[1]!);
  const sides = cleaned.toLowerCase().split('-');
  if (sides.length > 2) return undefined;
  const ends = sides.map((side) => readEnd(side.split(/[\s,.]+/).filter((word) => word !== '')));
  if (ends.some((end) => end === undefined)) return undefined;
  const [first, last] = [ends[0]!, ends[1] ?? ends[0]!];
  return span(first, last, yearHint);
}

function isoSpan(first: string, last: string): DateReading | undefined {
  const [a, b] = [first, last].map((text) => text.split('-').map(Number) as [number, number, number]);
  const start = dayOf(...a!);
  const end = dayOf(...b!);
  return start !== undefined && end !== undefined && end >= start ? { precision: 'day', start, end } : undefined;
}
