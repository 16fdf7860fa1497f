/**
 * The windows the editions a question names bound (docs/api.md, Connector tools): "after X" is
 * the events from the day after X ends, "before X" those to the day before X starts (from today
 * when X is ahead, else from the first of its year), "between X and Y" both; "right after X", "the
 * week before X" keep the seven days beside it; "during X" the events under way on a day of X, X
 * itself left out, and "the same month as X" those of its months; of deadlines compared with X's
 * ("around the same time as X"), a week either side of X's deadline. X is the edition of its year
 * when one is written, else its next, as "like X" takes it. Said of the deadlines ("deadlines before ICML 2027"), the
 * window bounds the deadlines (`deadline_from`, `deadline_to`) alike; so does a side taken of one
 * of X's deadlines ("after the ICRA 2027 deadline": the day of that deadline). The window is ANDed
 * with the question's own dates; the reading says each edition's days. A deadline's day as a side
 * is edition-deadlines.ts's.
 */
import { settleNowFirst } from './date-words.js';
import type { HandlerContext } from '../operation.js';
import { dateParts, type Day, dayFromParts, daysInMonth, formatIsoDate } from '../../util/dates.js';
import { yearsOn } from '../../util/dates.js';
import { cycleOf, deadlineDays, saidOf } from './edition-deadlines.js';
import { monthText } from './projected-deadlines.js';
import { type AcronymRead, writtenAcronym as nameOf } from './acronym-words.js';
import type { Around } from './around-words.js';
import type { Reading } from './reading.js';
import { namedEdition, type Page, pageEvents, searchOf } from './searches.js';
import { leaveCrossedWindows } from './settling.js';

/** The days beside the edition that "right after X" or "the week before X" keeps. */
export const NEAR_DAYS = 7;

/** "2027-12", or "2027-11 to 2027-12": the months an edition dated to the month is held in. */
function monthsOf(start: Day, end: Day): string {
  const [first, last] = [formatIsoDate(start).slice(0, 7), formatIsoDate(end).slice(0, 7)];
  return first === last ? first : `${first} to ${last}`;
}

/** The Monday of `start`'s week and the Sunday of `end`'s (day 0, 1970-01-01, was a Thursday). */
function weeksAround(start: Day, end: Day): [Day, Day] {
  const weekday = (day: Day) => (((day + 3) % 7) + 7) % 7;
  return [start - weekday(start), end + 6 - weekday(end)];
}

/** The first day of `start`'s month and the last of `end`'s. */
function monthsAround(start: Day, end: Day): [Day, Day] {
  const [first, last] = [dateParts(start), dateParts(end)];
  return [
    dayFromParts(first.year, first.month, 1),
    dayFromParts(last.year, last.month, daysInMonth(last.year, last.month)),
  ];
}

/** The days of the edition `read` names on `side`, and the note that says them or why they bound nothing. */
function editionDays(
  read: AcronymRead,
  side: 'after' | 'before' | 'during',
  what: string,
  context: HandlerContext,
  near = false,
  span?: 'month' | 'week',
): { start?: Day; end?: Day; id?: number; said?: string; note: string } {
  // "around X" is read as the days of X and NEAR_DAYS either side; "the same month as X", its months.
  const [asked, told] =
    near && side === 'during'
      ? ['around', `within ${NEAR_DAYS} days of it`]
      : span !== undefined
        ? [`the same ${span} as`, `in its ${span}`]
        : [side, `${side} it`];
  const edition = namedEdition(read, context);
  if (edition === undefined) {
    const month = foreseenMonth(read, context);
    if (month === undefined) return { note: `"${asked} ${nameOf(read)}" not read: no event has ${nameOf(read)}` };
    // Its week not known either: the events of its month.
    const within = span === 'week' ? 'in its month' : told;
    return { ...month, note: `${month.note}, its days not known: the ${what} ${within}` };
  }
  const said = saidOf(edition, read);
  const { start, end } = edition;
  if (start === null || end === null) {
    return { note: `"${asked} ${nameOf(read)}" not read: the dates of ${said} are not known yet` };
  }
  // Dated to the month alone ("Dec 2027"): the window is bounded by the month.
  const days = edition.toTheDay
    ? `${formatIsoDate(start)} to ${formatIsoDate(end)}`
    : `in ${monthsOf(start, end)}, its days not known yet`;
  return { start, end, id: edition.id, said, note: `${said} is held ${days}: the ${what} ${told}` };
}

/**
 * The month the edition `read` names, not listed yet, is most likely held in, when it is its
 * series' next: the latest's month, as many years on as the last two lie apart (seriesCycle), and
 * the note that says so ("ICML 2027 not listed yet: held about July 2027, a year after ICML 2026").
 */
function foreseenMonth(read: AcronymRead, context: HandlerContext) {
  const cycle = cycleOf(read, context);
  if (cycle === undefined || cycle.next !== read.year || cycle.latest.start === null) return undefined;
  const day = yearsOn(cycle.latest.start, cycle.gap);
  const { year, month } = dateParts(day);
  const said = nameOf(read);
  return {
    start: dayFromParts(year, month, 1),
    end: dayFromParts(year, month, daysInMonth(year, month)),
    said,
    note: `${said} not listed yet: held about ${monthText(day)}, ${cycle.after} after ${saidOf(cycle.latest, read)}`,
  };
}

/** The days that bound the side of `around` (its edition's, or its deadline's), and the note. */
function sideDays(around: Around, side: 'after' | 'before', what: string, context: HandlerContext) {
  const kind = around.deadlineOf?.[side];
  const read = around[side]!;
  return kind === undefined
    ? editionDays(read, side, what, context)
    : deadlineDays(read, side, kind, around.missed === true, context);
}

/**
 * The days "during X" bounds (see the top of this file), the notes that say them, and X itself to
 * leave out of the results; no days when X's are not known.
 */
function duringDays(around: Around, what: string, context: HandlerContext) {
  // Under way on a day of it: the events' dates overlap its days; the edition itself is no answer.
  // Of its deadline ("deadlines around the same time as NeurIPS"), a week either side of it.
  const month = around.month === true;
  const kind = around.deadlineOf?.during;
  // Of events, "the same week as X" is its weeks; of deadlines, a week either side of X's, as "around".
  const week = around.week === true && kind === undefined;
  const told = month ? 'in its month' : `within ${NEAR_DAYS} days of it`;
  const span = month ? 'month' : week ? 'week' : undefined;
  const { start, end, id, said, note } =
    kind === undefined
      ? editionDays(around.during!, 'during', what, context, around.near, span)
      : deadlineDays(around.during!, 'during', kind, false, context, told);
  const notes = [note];
  if (start === undefined || end === undefined) return { notes, besides: [] };
  // "around NeurIPS 2026": within a week of its days; "the same month as VLDB 2027": its months.
  const days: [Day, Day] = month
    ? monthsAround(start, end)
    : week && id !== undefined
      ? weeksAround(start, end)
      : around.near || kind !== undefined
        ? [start - NEAR_DAYS, end + NEAR_DAYS]
        : [start, end];
  // One not listed yet (foreseenMonth) is in no result to leave out.
  if ((around.deadlines && kind === undefined) || id === undefined) return { notes, days, besides: [] };
  notes.push(`${said} itself left out of the results`);
  return { notes, days, besides: [{ id, acronym: said! }] };
}

/** The reading with from and to bounded by its editions' dates; each edition's days said in its notes. */
export function withAround(reading: Reading, context: HandlerContext): Reading {
  const { around } = reading;
  if (around === undefined) return reading;
  const notes: string[] = [];
  const what = around.deadlines ? 'deadlines' : 'events';
  let from: Day | undefined;
  let to: Day | undefined;
  if (around.after) {
    const { end, note } = sideDays(around, 'after', what, context);
    // After a deadline passed, the deadlines still to come: those passed since are no place to
    // submit; so after one not known ("after the ICML notification", none known yet).
    const ofDeadline = !around.near && around.deadlineOf?.after !== undefined;
    const toCome = ofDeadline && (end === undefined || end < context.today);
    notes.push(
      toCome ? `${note}${end === undefined ? ': the deadlines still to come' : ', those still to come'}` : note,
    );
    if (toCome) from = context.today;
    else if (end !== undefined) {
      from = end + 1;
      if (around.near) to = end + NEAR_DAYS;
    }
  }
  if (around.before) {
    const { start, note } = sideDays(around, 'before', what, context);
    notes.push(note);
    if (start !== undefined) {
      to = start - 1;
      if (around.near) from = start - NEAR_DAYS;
      else from ??= start > context.today ? context.today : dayFromParts(dateParts(start).year, 1, 1);
    }
  }
  const parameters = { ...reading.parameters };
  const prefix = around.deadlines ? 'deadline_' : '';
  let besides: { id: number; acronym: string }[] = [];
  if (around.during) {
    const during = duringDays(around, what, context);
    notes.push(...during.notes);
    if (during.days !== undefined) {
      const [first, last] = during.days;
      from = from === undefined || first > from ? first : from;
      to = to === undefined || last < to ? last : to;
      if (!around.deadlines) parameters.date_match = 'overlap';
      besides = during.besides;
    }
  }
  if (from !== undefined && to !== undefined && from > to) {
    notes.push(`the window from ${formatIsoDate(from)} to ${formatIsoDate(to)} ends before it starts: left out`);
  } else {
    // ANDed with the question's own window: the later start, the earlier end.
    const [first, last] = [parameters[`${prefix}from`], parameters[`${prefix}to`]];
    if (from !== undefined && (first ?? '') < formatIsoDate(from)) parameters[`${prefix}from`] = formatIsoDate(from);
    if (to !== undefined && (last === undefined || last > formatIsoDate(to)))
      parameters[`${prefix}to`] = formatIsoDate(to);
    // The question's own window may end before this one starts ("rejected from X ... by January").
    leaveCrossedWindows(parameters, notes);
  }
  // Of a window holding today, those to come first (date-words.ts).
  if (!around.deadlines) settleNowFirst(parameters, context.today, reading.anyOf !== undefined);
  return {
    ...reading,
    parameters,
    notes: [...notes, ...reading.notes],
    ...(besides.length > 0 ? { besides } : {}),
  };
}

/**
 * A page of the question's search without the events no answer to it ("during ICML 2027": ICML
 * 2027), at most `limit` of them, its total without those it counts: the page was read with one
 * event more for each left out, so that it stays full.
 */
export function pageWithoutBesides<Found extends { page: Page }>(
  reading: Reading,
  found: Found,
  limit: number,
  context: HandlerContext,
): Found {
  const { besides } = reading;
  if (besides === undefined) return found;
  const ids = pageEvents(found.page, context).map((event) => event.id);
  const left = new Set(besides.map(({ id }) => id));
  const positions = found.page.positions.filter((_, at) => !left.has(ids[at]!)).slice(0, limit);
  // Counted as many times as it stands for when known ("except ACL": every edition of ACL the
  // question finds), else once when shown, or found by the question's search narrowed to its acronym.
  const counts = ({ id, acronym, stands }: (typeof besides)[number]) =>
    stands ??
    (ids.includes(id) ||
    (reading.parameters.acronym === undefined &&
      pageEvents(searchOf({ ...reading.parameters, acronym }, context), context).some((event) => event.id === id))
      ? 1
      : 0);
  const counted = besides.reduce((sum, one) => sum + counts(one), 0);
  return { ...found, page: { ...found.page, positions, total: found.page.total - counted } };
}
