/**
 * The windows of a question settled once it is read (docs/api.md, Connector tools): what the
 * windows read (windows.ts), the words "upcoming" and "next" and the future tense leave to the
 * search, and a format or rank asked of a named edition, each change said in the reading's notes.
 */
import { type Day, formatIsoDate } from '../../util/dates.js';
import { YEAR_MAX, YEAR_MIN } from '../schemas/rules.js';
import { saidOfCalls } from './ahead-phrases.js';
import { type Claim, EVENT_DATES, type KindWindow, kindWindowOf } from './date-words.js';
import { RANK_PARAMETERS, settleAskedOfFound } from './rank-of-found.js';
import { settleOnlineBeside } from './place-settling.js';
import { EVENT_WORDS } from './subjects.js';
import { SUBMIT_WORDS } from './submitting.js';
import type { Token } from './tokens.js';

/**
 * The windows read, settled: deadlines before a day, or in a stretch that holds today in a question
 * not asked of the past, are the ones still to come (from today), and so are events before a day
 * ahead when no acronym is named; a
 * month or year of the events beside a window of their dates is left out (the window says more),
 * unless an acronym's year names an edition; a window that ends before it starts is left out. Each
 * change is said in `notes`.
 */
export function settleWindows(
  parameters: Record<string, string>,
  today: Day,
  { named, past, claims = [] }: { named: boolean; past: boolean; claims?: readonly { claim: Claim }[] },
  notes: string[],
): { kindWindow?: KindWindow } {
  const now = formatIsoDate(today);
  // A month read with a year is that year's month.
  if (parameters.month !== undefined && parameters.year !== undefined) {
    parameters.month = `${parameters.year}${parameters.month.slice(4)}`;
    delete parameters.year;
  }
  settleBounds(parameters, notes);
  const from = parameters.deadline_from;
  // Deadlines before a day, or in a stretch that holds today ("this month") unless asked of the past
  // ("which had deadlines this fall"): the ones still to come.
  const started = from === undefined || (from < now && !past);
  if (parameters.deadline_to !== undefined && started && parameters.deadline_to >= now) {
    parameters.deadline_from = now;
    notes.push(`deadlines from today, ${now}: the ones still to come`);
  }
  // Events by a day ahead ("conferences before March 2027"), of no edition named and not asked of
  // the past: those still to come, not every event since the first the data holds.
  if (!named && !past && parameters.from === undefined && parameters.to !== undefined && parameters.to >= now) {
    parameters.from = now;
    notes.push(`events from today, ${now}: the ones still to come`);
  }
  if (!named && (parameters.from !== undefined || parameters.to !== undefined)) {
    for (const name of ['month', 'year']) {
      if (parameters[name] === undefined) continue;
      notes.push(`${name}=${parameters[name]} left out beside the window of the events' dates`);
      delete parameters[name];
    }
  }
  leaveCrossedWindows(parameters, notes);
  return settledKind(kindWindowOf(claims).kindWindow, parameters, now, named || past, notes);
}

/**
 * A window of the events' dates or of the deadlines that ends before it starts, left out and said:
 * the search refuses it, and the question meant something else.
 */
export function leaveCrossedWindows(parameters: Record<string, string>, notes: string[]): void {
  for (const prefix of ['', 'deadline_']) {
    const from = parameters[`${prefix}from`];
    const to = parameters[`${prefix}to`];
    if (from === undefined || to === undefined || from <= to) continue;
    notes.push(`${prefix}from=${from} and ${prefix}to=${to} left out: the window ends before it starts`);
    delete parameters[`${prefix}from`];
    delete parameters[`${prefix}to`];
  }
}

/** The days and years the search takes (its parameters' bounds), as the windows of a question write them. */
const [FIRST_DAY, LAST_DAY] = [`${YEAR_MIN}-01-01`, `${YEAR_MAX}-12-31`];
const DAYS = ['from', 'to', 'deadline_from', 'deadline_to'];

/**
 * A day a question writes past the search's bounds ("after 9999-12-31", "in 200 years") is the
 * bound's, a month or year past them left out: the caller sent a question, not the parameter.
 */
function settleBounds(parameters: Record<string, string>, notes: string[]): void {
  const bounds = `the dates run from ${FIRST_DAY} to ${LAST_DAY}`;
  for (const name of DAYS) {
    const day = parameters[name];
    const year = Number(day?.split('-')[0]);
    if (day === undefined || (year >= YEAR_MIN && year <= YEAR_MAX)) continue;
    parameters[name] = year < YEAR_MIN ? FIRST_DAY : LAST_DAY;
    notes.push(`${name}=${day} read as ${parameters[name]}: ${bounds}`);
  }
  for (const name of ['month', 'year']) {
    const year = Number(parameters[name]?.split('-')[0]);
    if (parameters[name] === undefined || (year >= YEAR_MIN && year <= YEAR_MAX)) continue;
    notes.push(`${name}=${parameters[name]} left out: ${bounds}`);
    delete parameters[name];
  }
}

/**
 * A window of a kind of deadline that opens no call (notifications, camera-ready deadlines,
 * rebuttals) before a day, or in a stretch that holds today, searched for itself (of no edition
 * named nor submission deadline asked, kind-windows.ts) and not asked of the past: the ones still
 * to come, as deadlines are ("security conferences whose notification comes before April").
 */
function settledKind(
  window: KindWindow | undefined,
  parameters: Record<string, string>,
  now: string,
  kept: boolean,
  notes: string[],
) {
  if (window === undefined) return {};
  const submission = ['deadline_from', 'deadline_to', 'cfp'].some((name) => parameters[name] !== undefined);
  const started = window.from === undefined || window.from < now;
  if (kept || submission || !started || window.to === undefined || window.to < now) return { kindWindow: window };
  notes.push(`${window.said.side} from today, ${now}: the ones still to come`);
  return { kindWindow: { ...window, from: now } };
}

/**
 * Words that ask for the events ahead, alone: "upcoming HPC conferences", "the next ICLR", "any
 * security workshops soon?"; what the asker can drive or commute to, read only beside the asker's
 * city (asker-near.ts).
 */
const AHEAD_WORDS = ['upcoming', 'next', 'soon', 'drive', 'driving', 'commute', 'commuting'];
/** What aheadWords gives for "upcoming" said of deadlines (saidOfCalls), no word of the question. */
const UPCOMING_CALLS = 'upcoming:calls';
/**
 * Words that, said of deadlines, ask for the open calls ("upcoming NLP deadlines", "the next 5 ML
 * deadlines", "the nearest CV conference deadlines").
 */
const CALLS_AHEAD = new Set(['upcoming', 'next', 'nearest', 'closest', 'soonest', 'earliest']);

/** Verbs right before "next" said last that make it the events ahead ("Which conferences are next?"). */
const NEXT_VERBS = new Set(['are', 'is', "what's", 'come', 'comes', 'up']);

/** Words after "next" that open what the calls are asked of ("submit to next on databases", "in Europe"). */
const SUBJECT_OPENERS = new Set(['on', 'about', 'in', 'for', 'regarding']);
/** Most words between the submitting and "next" said last ("submit my federated learning paper next"). */
export const SUBMIT_REACH = 4;

/** Most words between "next" and the event word it asks of ("the next big data mining conference"). */
export const NEXT_SPAN = 5;

/**
 * The words read as no filter of their own, each a filler word's empty claim ("upcoming"); "next"
 * only before the one acronym searched ("the next ICLR", "the next edition of ICLR"), a name
 * written with a capital ("the next PyCon"), a few words before an event word ("the next data
 * mining conference") or said last after its verb ("Which conferences are next?"): elsewhere it
 * names no events ("the next option", "next to"), and of a list the next edition of one may be
 * none ahead.
 */
export function aheadWords(
  found: { claims: readonly { claim: Claim; at: number }[]; acronyms: readonly { at: number }[] },
  tokens: readonly Token[],
  searched: number,
): string[] {
  const acronymAt = (at: number) => found.acronyms.some((acronym) => acronym.at === at);
  const edition = (at: number) =>
    ['edition', 'editions'].includes(tokens[at]?.word ?? '') && tokens[at + 1]?.word === 'of';
  const nextOfOne = (at: number) => searched === 1 && (acronymAt(at + 1) || (edition(at + 1) && acronymAt(at + 3)));
  const nextOfEvents = (at: number) => {
    if (tokens[at + 1]?.word === 'to') return false;
    // "Which conferences are next?", "What NLP conferences come next?": said last, after its verb.
    const last = tokens[at + 1] === undefined || tokens[at + 1]!.opens === true;
    if (last && NEXT_VERBS.has(tokens[at - 1]?.word ?? '')) return true;
    // "When is the next PyCon?": a name written with a capital, read as words of q.
    if (/^\p{Lu}/u.test(tokens[at + 1]?.text ?? '') && !tokens[at + 1]!.opens && !acronymAt(at + 1)) return true;
    for (let word = at + 1; word <= at + 1 + NEXT_SPAN && tokens[word] !== undefined; word++) {
      if (tokens[word]!.opens) return false;
      if (EVENT_WORDS.has(tokens[word]!.word)) return true;
    }
    return false;
  };
  // "What conferences should I submit to next?": said last (or before what is asked of: "next on
  // databases"), a few words after the asker's submitting.
  const submitsNext = (at: number) => {
    const after = tokens[at + 1];
    const last = after === undefined || after.opens === true || SUBJECT_OPENERS.has(after.word);
    if (tokens[at]!.word !== 'next' || !last) return false;
    const from = Math.max(0, at - 1 - SUBMIT_REACH);
    return tokens.slice(from, at).some((token) => SUBMIT_WORDS.has(token.word));
  };
  // "the next ICML deadline" is of ICML's next edition, as "the next ICML" is.
  const callsAhead = (at: number) =>
    submitsNext(at) ||
    (CALLS_AHEAD.has(tokens[at]!.word) && saidOfCalls(tokens, at) && !(tokens[at]!.word === 'next' && nextOfOne(at)));
  return found.claims
    .filter(({ claim }) => claim.length === 1 && claim.parameters.length === 0)
    .filter(
      ({ at }) =>
        tokens[at]!.word !== 'next' || nextOfOne(at) || nextOfEvents(at) || saidOfCalls(tokens, at) || submitsNext(at),
    )
    .map(({ at }) => (callsAhead(at) ? UPCOMING_CALLS : tokens[at]!.word));
}

/**
 * "upcoming" or "next" outside a phrase or a window read ("upcoming HPC conferences", "when is the
 * next ICLR", not "upcoming deadlines" nor "the next two months"): the events from today on, unless
 * a window of the events' dates already bounds them or the question asks of the past. Settled after
 * the windows, so a month or year written beside it stays ("upcoming conferences in 2026": the rest
 * of 2026). "Sorted by date" with no dates asked is the upcoming order; "sorted by deadline" the
 * events from today too, unless a window of deadlines is asked.
 */

export function settleUpcoming(
  parameters: Record<string, string>,
  words: readonly string[],
  today: Day,
  past: boolean,
  notes: string[],
): void {
  const dated = EVENT_DATES.some((name) => parameters[name] !== undefined);
  const bounded = parameters.from !== undefined || parameters.to !== undefined;
  // "sorted by date" with no date asked: the events to come first, not the oldest the data has.
  if (parameters.sort === 'date' && !dated) parameters.sort = 'upcoming';
  // "sorted by deadline": the calls to come, of the events to come; an ended one has none. A window
  // of deadlines bounds them already, and keeps the ended editions that stand for their next's call.
  const windowed = parameters.deadline_from !== undefined || parameters.deadline_to !== undefined;
  if (parameters.sort === 'deadline' && !dated && !past && !windowed) {
    parameters.from = formatIsoDate(today);
    notes.push(`the order by deadline: the events from today, ${parameters.from}`);
    return;
  }
  // "upcoming NLP deadlines": the open calls, not the events from today (whose calls may be closed).
  if (words.includes(UPCOMING_CALLS) && !past) parameters.cfp ??= 'open';
  // The ahead word, else a phrase ("will take place"), read beside a past ("deadline passed, not yet held").
  const phrase = words.find((one) => one.includes(' '));
  const word = AHEAD_WORDS.find((one) => words.includes(one)) ?? phrase;
  if ((past && phrase === undefined) || word === undefined || bounded) return;
  parameters.from = formatIsoDate(today);
  notes.push(`"${word}": the events from today, ${parameters.from}`);
}

/** Words that open a question asked of a thing, to be answered yes or no ("Is NeurIPS 2027 in-person?"). */
export const YES_OR_NO: ReadonlySet<string> = new Set(['is', 'are', 'will', 'does', 'do', 'was', 'has']);

/**
 * A format or a rank asked of the editions a question names (settleAskedFormat, settleAskedRank),
 * a rank asked of the events it finds (rank-of-found.ts), and online events beside a place.
 */
export function settleAskedValues(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  { named, claims }: { named: boolean; claims: readonly { claim: Claim; at: number }[] },
  notes: string[],
): void {
  settleAskedFormat(parameters, tokens, named, notes);
  settleOnlineBeside(parameters, tokens, claims, notes);
  settleAskedRank(parameters, tokens, named, notes);
  settleAskedOfFound(parameters, tokens, claims, notes);
}

/**
 * A format asked of the editions a question names ("Is NeurIPS 2027 in-person?", "Will ICML be
 * hybrid?"): a question to answer yes or no of them, no filter, which would answer another
 * edition, or none, when the answer is no; said in `notes`, the edition's answer giving its format.
 */
function settleAskedFormat(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  named: boolean,
  notes: string[],
): void {
  if (!named || parameters.format === undefined || !YES_OR_NO.has(tokens[0]?.word ?? '')) return;
  notes.push(`format=${parameters.format} is asked of the edition named, not a filter: its answer gives its format`);
  delete parameters.format;
}

/**
 * A rank asked of the venues a question names ("Is SIGIR an A* conference?", "Is ICML top-tier?"):
 * a question to answer yes or no of them, no filter, which would answer nothing when the answer is
 * no; said in `notes`, the answer giving its ranks. "Are there A* conferences ..." asks for events.
 */
function settleAskedRank(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  named: boolean,
  notes: string[],
): void {
  if (!named || !YES_OR_NO.has(tokens[0]?.word ?? '') || tokens[1]?.word === 'there') return;
  for (const name of RANK_PARAMETERS) {
    if (parameters[name] === undefined) continue;
    notes.push(`${name}=${parameters[name]} is asked of the venue named, not a filter: its answer gives its ranks`);
    delete parameters[name];
  }
}
