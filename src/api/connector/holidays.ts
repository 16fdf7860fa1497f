/**
 * The holidays a question names (docs/api.md, Connector tools): Christmas (December 25) and its
 * eve (December 24), New Year (January 1) and its eve (December 31), Easter (Good Friday to Easter
 * Monday, by the Gregorian date of Western churches) and Thanksgiving (the fourth Thursday of
 * November, as in the United States). As a break ("the
 * Christmas holidays", "Thanksgiving weekend"), Christmas is December 24 to January 1 and
 * Thanksgiving Thursday to Sunday; "Thanksgiving week" is the week, Monday to Sunday, it falls
 * in; the summer break ("summer holidays", "summer vacation") is the
 * summer, June to August; "the holidays", "the holiday season" and "winter break" are the Christmas
 * break. Without a year, the next one that has not ended; a year written after it is its year
 * ("Christmas 2027").
 */
import { dateParts, type Day, dayFromParts } from '../../util/dates.js';
import { isYearWord, months, type Span, weekdayOf, word } from './span-words.js';
import { inAskerAside, type Token } from './tokens.js';

/**
 * Easter Sunday of a Gregorian year: the anonymous Gregorian algorithm (Meeus, Astronomical
 * Algorithms), written out because no calendar library the project uses gives movable feasts.
 */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return dayFromParts(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** The fourth Thursday of November. */
function thanksgiving(year: number): Day {
  const first = dayFromParts(year, 11, 1);
  return first + ((4 - weekdayOf(first) + 7) % 7) + 21;
}

const oneDay = (day: Day) => ({ first: day, last: day });

interface Holiday {
  words: readonly string[];
  /** Its days in a year. */
  days: (year: number) => { first: Day; last: Day };
  /** Its days as a break ("the Christmas holidays", "Thanksgiving weekend"), when more than `days`. */
  break?: (year: number) => { first: Day; last: Day };
  /** Named only as a break: "the summer break" (alone, "summer" is the season: spans.ts). */
  onlyAsBreak?: true;
  /** Its words name a break themselves: "the holidays", "the holiday season". */
  isBreak?: true;
  /**
   * Not read in an aside about the asker ("I still have some time over the holidays"): the
   * asker's own time, not the events'. A holiday named ("before Christmas") is read there too.
   */
  notOfAsker?: true;
}

/** The Christmas break, December 24 to January 1. */
const christmasBreak = (year: number) => ({ first: dayFromParts(year, 12, 24), last: dayFromParts(year + 1, 1, 1) });

/** The northern summer, June to August, as spans.ts reads the season (its first month, three of them). */
const summer = (year: number) => months(year, 6, 3);

const HOLIDAYS: readonly Holiday[] = [
  // The eves first: "Christmas Eve" is not Christmas.
  { words: ['christmas', 'eve'], days: (year) => oneDay(dayFromParts(year, 12, 24)) },
  { words: ['new', 'year', 'eve'], days: (year) => oneDay(dayFromParts(year, 12, 31)) },
  { words: ['new', 'years', 'eve'], days: (year) => oneDay(dayFromParts(year, 12, 31)) },
  {
    words: ['christmas'],
    days: (year) => oneDay(dayFromParts(year, 12, 25)),
    break: christmasBreak,
  },
  // "over the holidays", "the holiday season", "winter break": the Christmas break, as in English
  // the holidays of late December are (a country's own holidays are not known).
  { words: ['holiday', 'season'], days: christmasBreak, isBreak: true, notOfAsker: true },
  { words: ['holidays'], days: christmasBreak, isBreak: true, notOfAsker: true },
  { words: ['winter'], days: christmasBreak, onlyAsBreak: true, notOfAsker: true },
  { words: ['new', 'year'], days: (year) => oneDay(dayFromParts(year, 1, 1)) },
  // "New Year's": tokens.ts reads the word without its possessive.
  { words: ['new', 'years'], days: (year) => oneDay(dayFromParts(year, 1, 1)) },
  { words: ['easter'], days: (year) => ({ first: easterSunday(year) - 2, last: easterSunday(year) + 1 }) },
  {
    words: ['thanksgiving'],
    days: (year) => oneDay(thanksgiving(year)),
    break: (year) => ({ first: thanksgiving(year), last: thanksgiving(year) + 3 }),
  },
  { words: ['summer'], days: summer, onlyAsBreak: true },
];

/** Words before a holiday that name its week: "the week of Thanksgiving". */
const WEEK_OF = ['the', 'week', 'of'];
/** Words after a holiday that name it as a break: its days, or its `break` where it has one. */
const BREAK_WORDS = new Set(['break', 'holiday', 'holidays', 'vacation', 'weekend']);

/** "Christmas", "Easter 2027", "the Christmas holidays": the holiday's days, the next that have not ended without a year. */
export function holidayAt(tokens: readonly Token[], at: number, today: Day): Span | undefined {
  // "the week of Thanksgiving", as "Thanksgiving week".
  const weekOfWords = WEEK_OF.every((one, i) => word(tokens, at + i) === one) ? WEEK_OF.length : 0;
  // "the Christmas break": the article is the break's.
  const the = weekOfWords === 0 && word(tokens, at) === 'the' ? 1 : 0;
  const holiday = holidayNamedAt(tokens, at + weekOfWords + the);
  if (holiday === undefined || (holiday.notOfAsker && inAskerAside(tokens, at))) return undefined;
  let length = weekOfWords + the + holiday.words.length;
  const asBreak = weekOfWords === 0 && BREAK_WORDS.has(word(tokens, at + length));
  // "Thanksgiving week": the week, Monday to Sunday, the holiday begins in.
  const weekAfter = !asBreak && word(tokens, at + length) === 'week';
  const week = (weekOfWords > 0 || weekAfter) && !holiday.isBreak && !holiday.onlyAsBreak;
  // "the holidays" names a break alone; "holidays" alone is no holiday ("chemistry holidays").
  if (holiday.isBreak) {
    if (the === 0) return undefined;
  } else if ((the === 1 || holiday.onlyAsBreak) && !asBreak && !week) return undefined;
  if (asBreak || (week && weekAfter)) length++;
  const days = week ? weekOf(holiday.days) : (asBreak && holiday.break) || holiday.days;
  const written = word(tokens, at + length);
  if (isYearWord(written)) return { ...days(Number(written)), length: length + 1, year: true, inYear: days };
  const { year } = dateParts(today);
  return { ...(days(year).last < today ? days(year + 1) : days(year)), length, year: false, inYear: days };
}

/** The week, Monday to Sunday, that the first of `days` falls in. */
const weekOf =
  (days: Holiday['days']) =>
  (year: number): { first: Day; last: Day } => {
    const { first } = days(year);
    const monday = first - ((weekdayOf(first) + 6) % 7);
    return { first: monday, last: monday + 6 };
  };

/** The holiday whose words start at `at`, if one does. */
const holidayNamedAt = (tokens: readonly Token[], at: number): Holiday | undefined =>
  HOLIDAYS.find(({ words }) => words.every((one, i) => word(tokens, at + i) === one));

/** Words before "New Year" that name another calendar's, whose day moves and is not computed here. */
const OTHER_CALENDARS = new Set(['chinese', 'lunar']);

/** The words of a holiday of another calendar at `at` ("Chinese New Year", "Lunar New Year's Eve"), 0 when none. */
export function otherCalendarHolidayAt(tokens: readonly Token[], at: number): number {
  if (!OTHER_CALENDARS.has(word(tokens, at))) return 0;
  const holiday = holidayNamedAt(tokens, at + 1);
  return holiday?.words[0] === 'new' ? 1 + holiday.words.length : 0;
}

/** Whether the words at `at` name a holiday that is only a break, as one ("summer vacation"). */
export function seasonBreakAt(tokens: readonly Token[], at: number): boolean {
  const holiday = holidayNamedAt(tokens, at);
  if (holiday?.onlyAsBreak !== true || !BREAK_WORDS.has(word(tokens, at + holiday.words.length))) return false;
  return !(holiday.notOfAsker && inAskerAside(tokens, at));
}
