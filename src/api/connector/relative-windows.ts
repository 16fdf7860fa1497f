/**
 * The windows of a question that run from today (docs/api.md, Connector tools): "(the) next 3
 * weeks", "the coming two months", "the next 30 days", "the next week", "the next fortnight",
 * "within two weeks", "in 2 weeks", "the coming months" (a few: 3), "the next half year" (6
 * months); "this week" (to Sunday), "later this year", "later this month", "the rest of the year"
 * (to its end); "tomorrow", "this weekend"; and "next week", the calendar week after this one;
 * "Friday", "next Friday". Months and years are calendar ones. Back from today: "the past 3
 * weeks", "the last 10 days" (to yesterday), "last week" (the calendar week before), "yesterday".
 */
import { dateParts, type Day, dayFromParts, daysInMonth } from '../../util/dates.js';
import { type Span, weekdayOf } from './span-words.js';
import { spanAt } from './spans.js';
import type { Token } from './tokens.js';
import { ahead, COUNT_WORDS, countAt, MAX_COUNT, UNITS } from './counted-units.js';
import { countRangeAt } from './from-now.js';
import { NUMBER_WORDS } from './vocabulary.js';
import { wordTable } from './word-tables.js';

const AHEAD = new Set(['next', 'coming', 'following', 'upcoming']);
/** Words before "the next year" that make it the twelve months from today, no calendar year. */
const SPANNING = new Set(['over', 'within', 'during', 'throughout']);
const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** The ways of writing half a year, each ending at the word of the year. */
const HALF_YEAR: readonly (readonly string[])[] = [['half', 'year'], ['half', 'a', 'year'], ['half-year']];

/** How many words half a year takes at `at` ("half a year": 3), else 0. */
const halfYearAt = (tokens: readonly Token[], at: number): number =>
  HALF_YEAR.find((words) => words.every((one, i) => word(tokens, at + i) === one))?.length ?? 0;

/** Words of a most before "than" ("in less than 10 days"). */
const LESS = new Set(['less', 'fewer']);

/**
 * "(the) next 3 weeks", "the coming two months", "next few weeks", "the next 30 days", "next week",
 * "the next fortnight", "within two weeks", "within a fortnight", "in less than 10 days", "in under
 * two weeks", "the coming months" (a few: 3).
 */
export function relativeAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const rest =
    countRangeAt(tokens, at, today) ??
    restAt(tokens, at, today) ??
    remainderAt(tokens, at, today) ??
    dayWordAt(tokens, at, today) ??
    besideAt(tokens, at, today) ??
    behindAt(tokens, at, today);
  if (rest) return rest;
  const the = word(tokens, at) === 'the' ? 1 : 0;
  // "in less than 10 days", "in under two weeks", "less than a week": a most, as "within".
  const less = (from: number) => (LESS.has(word(tokens, from)) && word(tokens, from + 1) === 'than' ? 2 : 0);
  const bare = less(at) > 0;
  const skip = bare ? 1 : less(at + 1) || (word(tokens, at + 1) === 'under' ? 1 : 0);
  // "within two weeks", "in 2 weeks": a count is needed ("within March" is no window from today).
  const within = bare || (['within', 'in'].includes(word(tokens, at)) && !AHEAD.has(word(tokens, at + 1)));
  if (!within && !AHEAD.has(word(tokens, at + the))) return undefined;
  const first = at + the + 1 + skip;
  let next = first;
  const given = countAt(tokens, next);
  let count = given?.count ?? 1;
  next += given?.length ?? 0;
  // "the next half year", "within half a year", "the coming half-year": six months.
  const half = given === undefined ? halfYearAt(tokens, next) : 0;
  if (half > 0) [count, next] = [6, next + half - 1];
  const unit = half > 0 ? 'month' : UNITS[word(tokens, next)];
  const counted = next !== first || half > 0;
  // "next week" alone is the calendar week after this one, Monday to Sunday, as "next weekend" is
  // its weekend; "the next week" and "within the next week" are the seven days from today.
  if (!counted && !within && the === 0 && word(tokens, at) === 'next' && word(tokens, next) === 'week') {
    const monday = today + ((8 - weekdayOf(today)) % 7 || 7);
    return { first: monday, last: monday + 6, length: 2, year: true };
  }
  // "the coming months", "the next weeks": a few of them.
  const plural = !counted && word(tokens, next).endsWith('s');
  if (plural) count = COUNT_WORDS.few!;
  // "next month" and "next year" alone are a calendar month and year (spans.ts); "the next month",
  // as "the next week", the month from today ("the next year or two" stays the calendar years, as
  // "in the next year" does; "over the next year", "within the coming year" are twelve months).
  const spanned = the === 1 && SPANNING.has(word(tokens, at - 1));
  const single = !counted && !plural && the === 1 && unit !== undefined && (unit !== 'year' || spanned);
  if (
    unit === undefined ||
    count < 1 ||
    count > MAX_COUNT ||
    (!counted && !plural && !single && (within || (unit !== 'day' && unit !== 'week' && unit !== 'fortnight')))
  )
    return undefined;
  const more = single ? orMore(tokens, next + 1) : undefined;
  const last = ahead(today, more?.count ?? count, unit);
  return { first: today, last, length: next + 1 - at + (more?.length ?? 0), year: true };
}

/** Words before a unit that count it back from today ("the past 3 weeks", "the last week", "last week"). */
const BEHIND = new Set(['last', 'past', 'previous', 'preceding']);

/**
 * "the past 3 weeks", "the last 10 days", "past two months", "the past weeks" (a few), "the last
 * week" (the seven days before today): the stretch before today, to yesterday; "last week" alone, the
 * calendar week before this one, Monday to Sunday; "yesterday". "last month" and "last year" alone
 * are calendar ones (spans.ts), and "the last week of March" a part of March (month-parts.ts).
 */
function behindAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  if (word(tokens, at) === 'yesterday') return { first: today - 1, last: today - 1, length: 1, year: true };
  const the = word(tokens, at) === 'the' ? 1 : 0;
  if (!BEHIND.has(word(tokens, at + the))) return undefined;
  let next = at + the + 1;
  const given = countAt(tokens, next);
  const counted = given !== undefined;
  const count = given?.count ?? 1;
  next += given?.length ?? 0;
  const unit = UNITS[word(tokens, next)];
  if (unit === undefined || count < 1 || count > MAX_COUNT || word(tokens, next + 1) === 'of') return undefined;
  const length = next + 1 - at;
  const plural = !counted && word(tokens, next).endsWith('s');
  if (!counted && !plural && (the === 0 || unit === 'year')) {
    if (the === 1 || unit !== 'week') return undefined;
    const monday = today - ((weekdayOf(today) + 6) % 7) - 7;
    return { first: monday, last: monday + 6, length, year: true };
  }
  return { first: ahead(today, -(plural ? COUNT_WORDS.few! : count), unit), last: today - 1, length, year: true };
}

/** "or two", "or 3" after "the next month": that many instead; "or so": about the one. */
function orMore(tokens: readonly Token[], at: number): { count: number; length: number } | undefined {
  if (word(tokens, at) !== 'or') return undefined;
  const after = word(tokens, at + 1);
  if (after === 'so') return { count: 1, length: 2 };
  const count = /^\d{1,3}$/.test(after) ? Number(after) : NUMBER_WORDS[after];
  return count !== undefined && count > 1 && count <= MAX_COUNT ? { count, length: 2 } : undefined;
}

/**
 * "the two weeks after Christmas", "the week before March 15", "the 10 days after New Year": that
 * many units right after the stretch named (from its next day) or right before it (to its day
 * before). A single unit needs its article ("the week after"): "week after week" is no window.
 */
function besideAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const given = countAt(tokens, at + the);
  const counted = given !== undefined;
  const count = given?.count ?? 1;
  const unitAt = at + the + (given?.length ?? 0);
  const unit = UNITS[word(tokens, unitAt)];
  const side = word(tokens, unitAt + 1);
  if (unit === undefined || (side !== 'after' && side !== 'before') || (the === 0 && !counted)) return undefined;
  if (count < 1 || count > MAX_COUNT) return undefined;
  const span = spanAt(tokens, unitAt + 2, today);
  if (span === undefined) return undefined;
  const length = unitAt + 2 + span.length - at;
  if (side === 'after') return { first: span.last + 1, last: ahead(span.last, count, unit), length, year: span.year };
  return { first: ahead(span.first, -count, unit), last: span.first - 1, length, year: span.year };
}

/**
 * "tomorrow" (that day), "this weekend" or "the weekend" (the coming Saturday and Sunday, or the
 * rest of this one), "next weekend" (the Saturday and Sunday of next week, Monday to Sunday),
 * "the weekend of May 15" (weekendOf).
 */
function dayWordAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  if (word(tokens, at) === 'tomorrow') return { first: today + 1, last: today + 1, length: 1, year: true };
  const named = weekdayAt(tokens, at, today);
  if (named) return named;
  if (!['this', 'the', 'next'].includes(word(tokens, at)) || word(tokens, at + 1) !== 'weekend') return undefined;
  if (word(tokens, at + 2) === 'of') return weekendOf(tokens, at, today);
  const weekday = weekdayOf(today);
  if (word(tokens, at) === 'next') {
    const monday = today + ((8 - weekday) % 7 || 7);
    return { first: monday + 5, last: monday + 6, length: 2, year: true };
  }
  const first = weekday === 0 || weekday === 6 ? today : today + (6 - weekday);
  return { first, last: weekday === 0 ? today : first + 1, length: 2, year: true };
}

/** Days of the week by name, as weekdayOf numbers them (Sunday 0). */
const WEEKDAYS: Readonly<Record<string, number>> = wordTable({
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
});

/**
 * "Friday", "this Friday" (the coming one, today if it is one), "next Friday" (that of next week,
 * Monday to Sunday, as "next week" is): that day.
 */
function weekdayAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const lead = ['this', 'next', 'coming'].includes(word(tokens, at)) ? 1 : 0;
  const day = WEEKDAYS[word(tokens, at + lead)];
  if (day === undefined) return undefined;
  const first =
    word(tokens, at) === 'next'
      ? today + ((8 - weekdayOf(today)) % 7 || 7) + ((day + 6) % 7)
      : today + ((day - weekdayOf(today) + 7) % 7);
  return { first, last: first, length: lead + 1, year: true };
}

/**
 * "the weekend of May 15, 2027": the Saturday and Sunday that hold the day, or, of a weekday, the
 * ones after it; undefined without a day after "of".
 */
function weekendOf(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const day = spanAt(tokens, at + 3, today);
  if (day === undefined || day.first !== day.last) return undefined;
  const weekday = weekdayOf(day.first);
  const saturday = weekday === 0 ? day.first - 1 : day.first + (6 - weekday);
  return { first: saturday, last: saturday + 1, length: 3 + day.length, year: day.year };
}

/**
 * "this week" (to Sunday; on a Sunday, to the next: asked then, the week is the one ahead), "later
 * this month", "later this year" (to its end): from today.
 */
function restAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const later = word(tokens, at) === 'later' ? 1 : 0;
  if (word(tokens, at + later) !== 'this') return undefined;
  const unit = word(tokens, at + later + 1);
  const { year, month } = dateParts(today);
  let last: Day | undefined;
  if (unit === 'week') last = today + ((7 - weekdayOf(today)) % 7 || 7);
  else if (later && unit === 'month') last = dayFromParts(year, month, daysInMonth(year, month));
  else if (later && unit === 'year') last = dayFromParts(year, 12, 31);
  return last === undefined ? undefined : { first: today, last, length: later + 2, year: true };
}

/** Words of what is left of a year or month ("the rest of the year"). */
const REMAINDER = new Set(['rest', 'remainder']);

/** "the rest of the year", "the remainder of this month", "the rest of 2026" (this year): from today to its end. */
function remainderAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  const the = word(tokens, at) === 'the' ? 1 : 0;
  if (!REMAINDER.has(word(tokens, at + the)) || word(tokens, at + the + 1) !== 'of') return undefined;
  const after = at + the + 2;
  const article = word(tokens, after) === 'the' || word(tokens, after) === 'this' ? 1 : 0;
  const unit = word(tokens, after + article);
  const { year, month } = dateParts(today);
  let last: Day | undefined;
  if (article ? unit === 'year' : unit === String(year)) last = dayFromParts(year, 12, 31);
  else if (article && unit === 'month') last = dayFromParts(year, month, daysInMonth(year, month));
  return last === undefined ? undefined : { first: today, last, length: the + 3 + article, year: true };
}
