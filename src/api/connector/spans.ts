/**
 * The stretches of days a question names (docs/api.md, Connector tools), each from its first day to
 * its last: a day ("January 15, 2027", "15 January", "the 15th of January", "2027-01-15"), a month
 * ("March", "March 2027"), part of a month ("early December", "mid-January", "the first half of
 * December", "the last week of January": month-parts.ts),
 * a season ("spring 2027", "this winter": spring is March to May, summer June to August, autumn or
 * fall September to November, winter December to February), a quarter or half ("Q1 2027", "the
 * first quarter", "the second half of 2027"), part of a year ("early 2027" January to April, "mid"
 * May to August, "late" September to December), a year ("2027", "next year"), a holiday
 * (holidays.ts), the end or start of any of them ("the end of February" is its last day, as "the
 * last day of February" is), "now"
 * and "today". A stretch without a year is its next one that has not ended; a year written after
 * it is its year.
 */
import { dateParts, type Day, dayFromParts, daysInMonth, monthNamed, parseIsoDate } from '../../util/dates.js';
import { academicAt } from './academic-years.js';
import { holidayAt, seasonBreakAt } from './holidays.js';
import { fromNowAt } from './from-now.js';
import { ORDINALS as MONTH_ORDINALS, monthPartAt } from './month-parts.js';
import {
  DAY_RE,
  daysOf,
  inYear,
  isYearWord,
  monthAt,
  months,
  monthsSpan,
  SHIFTS,
  shiftedMonthYear,
  type Span,
  weekdayOf,
  word,
  yearAt,
} from './span-words.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

const QUARTER_RE = /^q([1-4])$/;
/** Seasons, as the first month and the number of months (winter runs into the next year). */
const SEASONS: Readonly<Record<string, number>> = wordTable({ spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 });
/** Whether `word` names a season ("summer", "fall"). */
export const isSeason = (word: string): boolean => SEASONS[word] !== undefined;
/** Words before a season that name its half of the world: whether it is the southern (months six apart). */
const HEMISPHERES: Readonly<Record<string, boolean>> = wordTable({ northern: false, southern: true, austral: true });
/** Words after a season that make it name something else ("summer school", "winter break"). */
const MODIFIED = new Set(
  'break breaks school schools semester term session holiday holidays vacation camp camps institute institutes edition'.split(
    ' ',
  ),
);
const PARTS: Readonly<Record<string, readonly [number, number]>> = wordTable({
  early: [1, 4],
  mid: [5, 8],
  middle: [5, 8],
  late: [9, 12],
});
/** Ordinals of a quarter or a half of a year: "the last quarter" is the fourth. */
const ORDINALS: Readonly<Record<string, number>> = wordTable({ ...MONTH_ORDINALS, last: 4 });

/** A day: "January 15(, 2027)", "15(th) (of) January (2027)", "2027-01-15". */
function dayAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const iso = parseIsoDate(word(tokens, at));
  if (iso !== null) return { first: iso, last: iso, length: 1, year: true };
  // "the 15th of January": the day read after its article.
  if (word(tokens, at) === 'the' && DAY_RE.test(word(tokens, at + 1))) {
    const day = dayAt(tokens, at + 1, today);
    return day && { ...day, length: day.length + 1 };
  }
  let month = monthAt(tokens, at);
  // "January the 15th".
  const the = month !== undefined && word(tokens, at + 1) === 'the' ? 1 : 0;
  let date = DAY_RE.exec(word(tokens, at + 1 + the));
  let length = 2 + the;
  if (month === undefined) {
    date = DAY_RE.exec(word(tokens, at));
    const of = word(tokens, at + 1) === 'of' ? 1 : 0;
    month = date ? monthNamed(word(tokens, at + 1 + of)) : undefined;
    length = 2 + of;
  }
  const number = Number(date?.[1]);
  if (month === undefined || !date || number < 1 || number > 31) return undefined;
  const written = isYearWord(word(tokens, at + length)) ? Number(word(tokens, at + length)) : undefined;
  const now = dateParts(today).year;
  const year = written ?? (dayFromParts(now, month, Math.min(number, daysInMonth(now, month))) < today ? now + 1 : now);
  const day = dayFromParts(year, month, Math.min(number, daysInMonth(year, month)));
  return { first: day, last: day, length: length + (written ? 1 : 0), year: written !== undefined };
}

/** "Q1 (2027)", "the first quarter (of 2027)", "the second half of 2027", "H2". */
function quarterAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const quarter = QUARTER_RE.exec(word(tokens, at));
  if (quarter) return monthsSpan(tokens, at + 1, today, Number(quarter[1]) * 3 - 2, 3, 1);
  const half = /^h([12])$/.exec(word(tokens, at));
  if (half) return monthsSpan(tokens, at + 1, today, half[1] === '1' ? 1 : 7, 6, 1);
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const unit = word(tokens, at + the + 1);
  // "next quarter", "this quarter": of the calendar, from today's ("last quarter" is the fourth).
  const shift = SHIFTS[word(tokens, at + the)];
  if (shift !== undefined && shift >= 0 && unit === 'quarter') {
    const now = dateParts(today);
    const quarter = Math.floor((now.month - 1) / 3) + shift;
    const span = months(now.year + Math.floor(quarter / 4), (quarter % 4) * 3 + 1, 3);
    return { ...span, length: the + 2, year: true };
  }
  const ordinal = ORDINALS[word(tokens, at + the)];
  if (ordinal === undefined || (unit !== 'quarter' && unit !== 'half')) return undefined;
  if (unit === 'half' && ordinal > 2 && word(tokens, at + the) !== 'last') return undefined;
  const first = unit === 'quarter' ? ordinal * 3 - 2 : ordinal === 1 ? 1 : 7;
  const after = at + the + 2;
  // "the second half of the month", "the first quarter of the semester": of no year.
  if (word(tokens, after) === 'of') {
    const ofYear = word(tokens, after + 1) === 'the' && word(tokens, after + 2) === 'year';
    if (ofYear)
      return { ...months(dateParts(today).year, first, unit === 'quarter' ? 3 : 6), length: the + 5, year: true };
    if (yearAt(tokens, after, today) === undefined) return undefined;
  }
  return monthsSpan(tokens, after, today, first, unit === 'quarter' ? 3 : 6, the + 2);
}

/** "spring 2027", "this winter", "next fall", "in the fall"; "fall" alone is the verb ("fall in"). */
function seasonAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const shift = SHIFTS[word(tokens, at)];
  let named = shift === undefined ? at : at + 1;
  // "the northern summer", "the southern winter": the season of that half of the world.
  const south = HEMISPHERES[word(tokens, named)];
  if (south !== undefined) named++;
  const season = SEASONS[word(tokens, named)];
  if (season === undefined) return undefined;
  const first = south ? ((season + 5) % 12) + 1 : season;
  const before = named - at;
  if (shift !== undefined) {
    const now = dateParts(today);
    // The season now or next ("this winter" in January began in December), else the one before or after it.
    let year = first === 12 && now.month <= 2 ? now.year - 1 : now.year;
    if (months(year, first, 3).last < today) year += 1;
    if (shift < 0) year -= 1;
    else if (shift > 0 && word(tokens, at) === 'next' && months(year, first, 3).first <= today) year += 1;
    return { ...months(year, first, 3), length: before + 1, year: true };
  }
  const written = yearAt(tokens, named + 1, today);
  // "winter 2027" is the winter that ends in 2027.
  if (written) {
    const year = first === 12 ? written.year - 1 : written.year;
    return { ...months(year, first, 3), length: before + 1 + written.length, year: true };
  }
  if (before === 0 && word(tokens, at) === 'fall' && word(tokens, at - 1) !== 'the') return undefined;
  return monthsSpan(tokens, named + 1, today, first, 3, before + 1);
}

/** "early 2027", "late next year", "mid-2027", "early spring" (its first month). */
function partAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const text = word(tokens, at);
  const glued = /^(early|mid|late)-((?:19|20)\d\d)$/.exec(text);
  if (glued) return { ...months(Number(glued[2]), PARTS[glued[1]!]![0], 4), length: 1, year: true };
  const part = PARTS[text];
  if (part === undefined) return undefined;
  const written = yearAt(tokens, at + 1, today);
  if (written) return { ...months(written.year, part[0], 4), length: 1 + written.length, year: true };
  // "early spring" is its first month, "late summer" its last.
  const season = seasonAt(tokens, at + 1, today);
  if (season === undefined) return undefined;
  const { year, month } = dateParts(season.first);
  const index = year * 12 + month - 1 + Math.floor(part[0] / 4);
  return { ...months(Math.floor(index / 12), (index % 12) + 1, 1), length: season.length + 1, year: season.year };
}

/** "early December", "mid-January 2027", "the first half of December", "the last week of next month". */
function monthPartSpanAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const named = monthPartAt(tokens, at);
  if (named === undefined) return undefined;
  const month =
    named.month === undefined
      ? monthSpanAt(tokens, at + named.length, today)
      : monthsSpan(tokens, at + 1, today, named.month, 1, 1);
  if (month === undefined) return undefined;
  const length = named.month === undefined ? named.length + month.length : month.length;
  const days = daysOf(month, named.part);
  // Without a year, the next such part that has not ended ("early November" on November 21: next year's).
  if (month.year || days.last >= today) return { ...days, length };
  return { ...daysOf(inYear(month, dateParts(month.first).year + 1), named.part), length };
}

/** "March", "March 2027", "May next year", "this month", "next month", "last month". */
function monthSpanAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const shift = SHIFTS[word(tokens, at)];
  if (shift !== undefined && word(tokens, at + 1) === 'month') {
    const now = dateParts(today);
    const index = now.year * 12 + now.month - 1 + shift;
    // Its year is said by the words: never rolled to another ("early this month" is this one's).
    return { ...months(Math.floor(index / 12), (index % 12) + 1, 1), length: 2, year: true, calendar: true };
  }
  // "next March", "this March", "last March": the coming one not begun, this year's, the last one ended.
  const named = shift === undefined ? undefined : monthNamed(word(tokens, at + 1));
  if (shift !== undefined && named !== undefined && !isYearWord(word(tokens, at + 2))) {
    return { ...months(shiftedMonthYear(shift, named, today), named, 1), length: 2, year: true, calendar: true };
  }
  const month = monthAt(tokens, at);
  return month === undefined ? undefined : { ...monthsSpan(tokens, at + 1, today, month, 1, 1), calendar: true };
}

/** "2027", "next year", "this year". */
function yearSpanAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const written = word(tokens, at) === 'of' ? undefined : yearAt(tokens, at, today);
  return written && { ...months(written.year, 1, 12), length: written.length, year: true, calendar: true };
}

/** "the last day of February", "the first day of 2027": that day alone. */
function edgeDayAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const edge = word(tokens, at + the);
  if (!['last', 'first'].includes(edge) || word(tokens, at + the + 1) !== 'day' || word(tokens, at + the + 2) !== 'of')
    return undefined;
  const inner = spanAt(tokens, at + the + 3, today);
  if (inner === undefined) return undefined;
  const day = edge === 'last' ? inner.last : inner.first;
  return { first: day, last: day, length: inner.length + the + 3, year: inner.year };
}

/** "the end of February", "the start of 2027": the stretch's last (or first) day. */
function edgeAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const dayOf = edgeDayAt(tokens, at, today);
  if (dayOf !== undefined) return dayOf;
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const edge = word(tokens, at + the);
  // "year-end", "year end", "end of year": the end of this year.
  const yearEnd = edge === 'year-end' ? 1 : edge === 'year' && word(tokens, at + the + 1) === 'end' ? 2 : 0;
  const thisYear = { ...months(dateParts(today).year, 1, 12), length: 1, year: true };
  if (yearEnd === 0 && (!['end', 'beginning', 'start'].includes(edge) || word(tokens, at + the + 1) !== 'of'))
    return undefined;
  const inner = yearEnd > 0 || word(tokens, at + the + 2) === 'year' ? thisYear : spanAt(tokens, at + the + 2, today);
  if (inner === undefined) return undefined;
  const end = yearEnd > 0 || edge === 'end';
  const day = end ? inner.last : inner.first;
  const length = yearEnd > 0 ? the + yearEnd : inner.length + the + 2;
  const alone = edgeAlone(inner, end);
  return end
    ? { first: day, last: day, length, year: inner.year, end: true, alone }
    : { first: inner.first, last: day, length, year: inner.year, alone };
}

/**
 * "the end of March" alone (not after a bound): late March; of a year, its last four months; of
 * another stretch, its last month. "the start of …" the same at its beginning.
 */
function edgeAlone(inner: Span, end: boolean): { first: Day; last: Day } {
  const first = dateParts(inner.first);
  const last = dateParts(inner.last);
  const spanned = (last.year - first.year) * 12 + last.month - first.month + 1;
  if (spanned === 1) return daysOf(inner, end ? [21, -1] : [1, 10]);
  if (spanned === 12) return end ? months(last.year, 9, 4) : months(first.year, 1, 4);
  return end ? months(last.year, last.month, 1) : months(first.year, first.month, 1);
}

/** Whether the words at `at` are a season naming something else ("the winter break", "summer school"). */
export const modifiedSeason = (tokens: readonly Token[], at: number): boolean =>
  SEASONS[word(tokens, at)] !== undefined && MODIFIED.has(word(tokens, at + 1)) && !seasonBreakAt(tokens, at);

/** Words after a season that make the two a kind of event, named so in the data ("Summer School"). */
const EVENT_KINDS = new Set(['school', 'schools', 'institute', 'institutes', 'camp', 'camps']);

/** Whether the words at `at` are a season naming a kind of event ("summer schools"): words of q. */
export const seasonalKind = (tokens: readonly Token[], at: number): boolean =>
  SEASONS[word(tokens, at)] !== undefined && EVENT_KINDS.has(word(tokens, at + 1));

/** "the week of March 15": Monday to Sunday of the week that holds the day. */
function weekOfAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  if (word(tokens, at + the) !== 'week' || word(tokens, at + the + 1) !== 'of') return undefined;
  const day = dayAt(tokens, at + the + 2, today);
  if (day === undefined) return undefined;
  const monday = day.first - ((weekdayOf(day.first) + 6) % 7);
  return { first: monday, last: monday + 6, length: the + 2 + day.length, year: day.year };
}

/** The stretch of days named at `at`, if one starts there. */
export function spanAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const text = word(tokens, at);
  if (text === 'now' || text === 'today') return { first: today, last: today, length: 1, year: true };
  const holiday = holidayAt(tokens, at, today);
  if (holiday) return holiday;
  return (
    fromNowAt(tokens, at, today) ??
    weekOfAt(tokens, at, today) ??
    academicAt(tokens, at, today) ??
    edgeAt(tokens, at, today) ??
    monthPartSpanAt(tokens, at, today) ??
    partAt(tokens, at, today) ??
    quarterAt(tokens, at, today) ??
    seasonAt(tokens, at, today) ??
    dayAt(tokens, at, today) ??
    monthSpanAt(tokens, at, today) ??
    yearSpanAt(tokens, at, today)
  );
}
