/**
 * The time windows of a question (docs/api.md, Connector tools), read before its single dates: a
 * window from today ("in the next 3 weeks", "over the next two months", "the coming 30 days"), a
 * range ("between March and May 2027", "from January to March", "between now and the end of
 * February"), a bound ("after January 15" is from the 16th; "before", "by", "until", "no later
 * than", "since"), or a stretch that is no single month or year ("spring 2027", "Q1", "early
 * 2027", "this winter": spans.ts). A window bounds the deadlines (`deadline_from`, `deadline_to`)
 * when the nearest word before it that says is about deadlines ("deadline", "submission", "due",
 * "CFP"), the events' dates (`from`, `to`) when it is about the events ("held", "taking place", "in"
 * after "conferences"); with neither near, the deadlines when the question speaks of them and not
 * of holding (window-sides.ts). The claim's note says what the window bounds.
 */
import { type Day, formatIsoDate } from '../../util/dates.js';
import type { Claim } from './date-words.js';
import { backWindow } from './back-windows.js';
import { otherCalendarHolidayAt } from './holidays.js';
import { nowAt } from './now-words.js';
import { relativeAt } from './relative-windows.js';
import { rangeAt, spanIn, type When } from './ranges.js';
import { type Span, wholeYear, word } from './span-words.js';
import { type Days, joinedWindows } from './joined-windows.js';
import { isSeason, modifiedSeason, spanAt } from './spans.js';
import type { Token } from './tokens.js';
import { CHANGES_NOTE, changedBefore } from './changed-windows.js';
import { deadlinesOfEventsBefore, sideOf, type Unfiltered } from './window-sides.js';
import type { OtherDeadlineKind } from '../../search/types.js';
import { wordTable } from './word-tables.js';
import { EVENT_WORDS } from './subjects.js';

/** The kind of deadline each side no filter takes names. */
const KIND_OF_SIDE: Readonly<Record<Unfiltered, OtherDeadlineKind>> = {
  notifications: 'notification',
  'camera-ready deadlines': 'camera_ready',
  rebuttals: 'rebuttal',
};

/** Words before a date that bound it: to its day before, its last day, from its first day or the day after. */
const BOUNDS: Readonly<Record<string, { side: 'from' | 'to'; day: 'before' | 'first' | 'last' | 'after' }>> = wordTable(
  {
    before: { side: 'to', day: 'before' },
    by: { side: 'to', day: 'last' },
    until: { side: 'to', day: 'last' },
    till: { side: 'to', day: 'last' },
    through: { side: 'to', day: 'last' },
    after: { side: 'from', day: 'after' },
    from: { side: 'from', day: 'first' },
    since: { side: 'from', day: 'first' },
    starting: { side: 'from', day: 'first' },
  },
);
/** Bounds of two words or three: "no later than", "prior to", "up to". */
const LONG_BOUNDS: readonly (readonly [string, string])[] = [
  ['no later than', 'by'],
  ['not later than', 'by'],
  ['at the latest', 'by'],
  ['prior to', 'before'],
  ['ahead of', 'before'],
  ['earlier than', 'before'],
  ['up to', 'by'],
  ['later than', 'after'],
  ['no earlier than', 'from'],
  ['not before', 'from'],
  // The day itself too: "on or after March 15" is from the 15th.
  ['on or after', 'from'],
  ['on or before', 'by'],
  // "a paper ready in February": the deadlines it can make, from then on (window-sides.ts).
  ['ready in', 'from'],
  ['ready by', 'from'],
  ['ready from', 'from'],
];
/** The longest window of the events (days after its first) that keeps those under way: a week. */
const UNDER_WAY_DAYS = 7;
/**
 * Most days from today to the start of a window of "deadlines for ... conferences" that makes it
 * the deadlines' (deadlinesOfEventsBefore): a paper deadline falls months before its conference.
 */
export const SOON_DAYS = 31;

const pastSpanAt = (tokens: readonly Token[], at: number, when: When): Span | undefined => {
  const span = spanAt(tokens, at, when.today);
  return span && spanIn(span, when);
};

/** The bound written at `at` ("before", "no later than"), and its words. */
function boundAt(tokens: readonly Token[], at: number) {
  for (const [text, bound] of LONG_BOUNDS) {
    const words = text.split(' ');
    if (words.every((one, i) => word(tokens, at + i) === one)) return { ...BOUNDS[bound]!, length: words.length };
  }
  const bound = BOUNDS[word(tokens, at)];
  return bound && { ...bound, length: 1 };
}

/** Words of the asker's own date before the date ("before my defense on June 15"). */
const ASKER_DATE = new Set(['my', 'our']);
/** Most words of the asker's event between "my" and the date's "on" or "in" ("my PhD thesis defense"). */
export const ASKER_DATE_WORDS = 3;

/**
 * The words at `at` that name the asker's own date before the date itself, "my defense on" of
 * "before my defense on 2027-06-15": the bound is the date; 0 when none.
 */
function askerDateWords(tokens: readonly Token[], at: number): number {
  if (!ASKER_DATE.has(word(tokens, at))) return 0;
  for (let next = at + 1; next <= at + 1 + ASKER_DATE_WORDS && tokens[next] !== undefined; next++) {
    if (tokens[next]!.opens || tokens[next]!.listed) return 0;
    if (['on', 'in'].includes(word(tokens, next))) return next > at + 1 ? next + 1 - at : 0;
  }
  return 0;
}

/** Words that say when events start ("conferences starting next week", "events that begin in May"). */
const STARTING = new Set(['starting', 'start', 'starts', 'begin', 'begins', 'beginning']);

/**
 * The words at `at` that say the events start in the window after them, "starting" or "that start"
 * right after an event word (and "on" after them): the window then holds their first days,
 * not those from it on, nor those under way in it; 0 when none ("deadlines starting March 2027"
 * bounds from it).
 */
function startsOfEvents(tokens: readonly Token[], at: number): number {
  const that = ['that', 'which'].includes(word(tokens, at - 1)) ? 1 : 0;
  if (!STARTING.has(word(tokens, at)) || !EVENT_WORDS.has(word(tokens, at - 1 - that))) return 0;
  // "starting in March" is read as "in March" is: the month.
  if (word(tokens, at + 1) === 'in') return 0;
  return word(tokens, at + 1) === 'on' ? 2 : 1;
}

/** The window at `at` as from and to days (either may be open), with the words it takes. */
function windowDays(tokens: readonly Token[], at: number, when: When) {
  const starts = startsOfEvents(tokens, at);
  const first =
    starts > 0 ? (relativeAt(tokens, at + starts, when.today) ?? pastSpanAt(tokens, at + starts, when)) : undefined;
  // A day counted from today ("starting 3 months from now") is a bound: from it on.
  if (first && first.alone === undefined)
    return { from: first.first, to: first.last, length: starts + first.length, starts: true as const };
  const relative = relativeAt(tokens, at, when.today) ?? rangeAt(tokens, at, when);
  if (relative) return { from: relative.first, to: relative.last, length: relative.length };
  const bound = boundAt(tokens, at);
  if (bound) {
    const after = at + bound.length + askerDateWords(tokens, at + bound.length);
    // "before the summer": the season after "the" ("before the summer school" names no window).
    const season = isSeason(word(tokens, after + 1)) && !modifiedSeason(tokens, after + 1);
    const start = word(tokens, after) === 'the' && season ? after + 1 : after;
    const span = relativeAt(tokens, start, when.today) ?? pastSpanAt(tokens, start, when);
    if (span === undefined) return undefined;
    const day =
      span.end && bound.day === 'before'
        ? span.last
        : { before: span.first - 1, first: span.first, last: span.last, after: span.last + 1 }[bound.day];
    const length = start - at + span.length;
    return bound.side === 'from' ? { from: day, length } : { to: day, length };
  }
  return undefined;
}

/** The window at `at`, with others joined by "or", "and" or a comma ("late 2026 or early 2027", "March, April or May") as one. */
function joinedDays(tokens: readonly Token[], at: number, when: When): Days | undefined {
  const alone = windowDays(tokens, at, when) ?? stretchAt(tokens, at, when);
  // Two months or years of the events joined are a window ("in March or April"), one alone is not.
  return joinedWindows(tokens, at, alone, (position) => {
    const span = pastSpanAt(tokens, position, when);
    const days = windowDays(tokens, position, when) ?? stretchAt(tokens, position, when);
    return days ?? (span && { from: span.first, to: span.last, length: span.length });
  });
}

/**
 * "deadlines today", "due tonight": today bounds the deadlines alone; after a word of starting (the
 * word before, or the one before that), it is where they start ("if I start writing today": the
 * deadlines from today on, not those due today). Of the events' dates it would keep only those held
 * within the day, not those under way, so there it is not read.
 */
function todayOfDeadlines(tokens: readonly Token[], at: number, today: Day) {
  if (!['today', 'tonight'].includes(word(tokens, at)) || sideOf(tokens, at, at + 1) !== 'deadlines') return undefined;
  if (STARTING.has(word(tokens, at - 1)) || STARTING.has(word(tokens, at - 2))) return { from: today, length: 1 };
  return { from: today, to: today, length: 1 };
}

/** Words before a day that ask of the days beside it too ("around Christmas", "roughly on March 15"). */
const AROUND: ReadonlySet<string> = new Set(['around', 'roughly', 'approximately', 'circa']);
/** Days added on each side of a window of at most as many days after one of them. */
const AROUND_DAYS = 7;

/** `days` a week wider on each side after "around" (or "around the", "roughly on"), when a week or less; else as it is. */
function aroundDays(tokens: readonly Token[], at: number, days: Days): { days: Days; around?: string } {
  const skip = ['the', 'on'].includes(word(tokens, at - 1)) ? 1 : 0;
  const before = tokens[at - 1 - skip];
  const { from, to } = days;
  if (before === undefined || !AROUND.has(before.word) || days.parts !== undefined) return { days };
  if (from === undefined || to === undefined || to - from >= AROUND_DAYS) return { days };
  const around = tokens.slice(at - 1 - skip, at).map(({ text }) => text);
  return { days: { ...days, from: from - AROUND_DAYS, to: to + AROUND_DAYS }, around: around.join(' ') };
}

/** The window at `at`, if one starts there, as the parameters it sets and a note of what it bounds. */
export function windowAt(tokens: readonly Token[], at: number, when: When): Claim | undefined {
  // "the fall semester", "Chinese New Year": said, as their days are not known here.
  const unknown = modifiedSeason(tokens, at) ? 2 : otherCalendarHolidayAt(tokens, at);
  if (unknown > 0) {
    const words = tokens.slice(at, at + unknown).map((token) => token.text);
    return { length: unknown, parameters: [], note: `"${words.join(' ')}" not read as a date` };
  }
  const now = nowAt(tokens, at, when.today);
  const found: Days | undefined =
    joinedDays(tokens, at, when) ??
    todayOfDeadlines(tokens, at, when.today) ??
    now ??
    backWindow(tokens, at, (position) => joinedDays(tokens, position, when));
  if (found === undefined) return undefined;
  const { days, around }: { days: Days; around?: string } =
    found === now ? { days: now } : aroundDays(tokens, at, found);
  const side = windowSide(tokens, at, days.length, days, when.today);
  // "accepting papers right now": the open calls say it; what is on now is of the events alone.
  if (days === now && (side !== 'events' || now.from === undefined)) return { length: now.length, parameters: [] };
  const words = [
    ...(around === undefined ? [] : [around]),
    ...tokens.slice(at, at + days.length).map(({ text }) => text),
  ].join(' ');
  const from = days.from;
  const range = (days.parts ?? [[from, days.to] as const])
    .map((part) => part.map((day) => (day === undefined ? '…' : formatIsoDate(day))).join(' to '))
    .join(' or ');
  if (side !== undefined && side !== 'deadlines' && side !== 'events') {
    // No filter takes them: the connector answers the events with one then (answers.ts).
    const ends = {
      ...(from === undefined ? {} : { from: formatIsoDate(from) }),
      ...(days.to === undefined ? {} : { to: formatIsoDate(days.to) }),
    };
    const note = `"${words}" bounds the ${side}: ${range}`;
    const said = { words, side };
    return { length: days.length, parameters: [], note, kindWindow: { kind: KIND_OF_SIDE[side], ...ends, note, said } };
  }
  if (side === undefined) return { length: days.length, parameters: [], note: `"${words}" not read as a date` };
  // "announced in the last week": when they were listed, which the change log has, not their dates.
  if (changedBefore(tokens, at) && (days.to ?? days.from ?? 0) <= when.today)
    return { length: days.length, parameters: [], note: `"${words}" not read: ${CHANGES_NOTE}` };
  const deadlines = side === 'deadlines';
  const prefix = deadlines ? 'deadline_' : '';
  const parameters: [string, string][] = [];
  if (from !== undefined) parameters.push([`${prefix}from`, formatIsoDate(from)]);
  if (days.to !== undefined) parameters.push([`${prefix}to`, formatIsoDate(days.to)]);
  // Of the events, a window of a week or less asks what is on then and keeps those under way ("this
  // week", "right now", "next weekend"); over a longer one ("the next two months") the asker plans
  // what to attend, and an event begun before it is none.
  const underWay =
    !deadlines && !days.starts && from !== undefined && days.to !== undefined && days.to - from <= UNDER_WAY_DAYS;
  if (underWay) parameters.push(['date_match', 'overlap']);
  const note = `"${words}" bounds the ${deadlines ? 'deadlines' : "events' dates"}: ${range}${underWay ? ', events under way then included' : ''}`;
  const single = deadlines ? wholeYear(from, days.to) : undefined;
  const years = single === undefined ? days.years : [single];
  // "ICML and NeurIPS deadlines in 2027": the editions of 2027, whose deadlines may fall in 2026.
  const named: Claim | undefined = years
    ? {
        length: days.length,
        parameters: years.map((year) => ['year', year] as const),
        note: `"${words}" read as the year${years.length > 1 ? 's' : ''} of the editions named, ${years.join(', ')}`,
      }
    : undefined;
  // "a paper ready in February" says when the asker can submit: a window the question asks for wins.
  const yields = word(tokens, at) === 'ready' ? ({ yields: true } as const) : {};
  const ends = (part: readonly [Day, Day]) => [
    [`${prefix}from`, formatIsoDate(part[0])] as const,
    [`${prefix}to`, formatIsoDate(part[1])] as const,
  ];
  const alternatives = days.parts ? { alternatives: days.parts.map(ends) } : {};
  return { length: days.length, parameters, note, ...(named ? { named } : {}), ...yields, ...alternatives };
}

/**
 * What the window at `at`, `length` words of `days`, bounds (sideOf); the deadlines after "deadlines
 * for theory conferences" when it starts within SOON_DAYS ("in the next 3 months", "next month"):
 * the conferences held then had their calls months ago.
 */
function windowSide(tokens: readonly Token[], at: number, length: number, days: Pick<Days, 'from' | 'to'>, today: Day) {
  const { from, to } = days;
  // A whole year names the editions of that year ("deadlines for NLP conferences in 2027").
  const soon = from !== undefined && from <= today + SOON_DAYS && wholeYear(from, to) === undefined;
  return soon && deadlinesOfEventsBefore(tokens, at) ? 'deadlines' : sideOf(tokens, at, at + length);
}

/**
 * A stretch that is no single month or year ("spring 2027", "Q1", "early 2027", "January 15"), or
 * any stretch the deadlines are about: a single month or year of the events is `month` or `year`
 * (date-words.ts).
 */
function stretchAt(tokens: readonly Token[], at: number, when: When) {
  const span = pastSpanAt(tokens, at, when);
  // "now" and "today" alone bound nothing ("I am now looking"): only in a range or after a bound.
  if (span === undefined || word(tokens, at) === 'now' || word(tokens, at) === 'today') return undefined;
  const { first, last } = span.alone ?? span;
  if (span.calendar && windowSide(tokens, at, span.length, { from: first, to: last }, when.today) === 'events')
    return undefined;
  return { from: first, to: last, length: span.length };
}
