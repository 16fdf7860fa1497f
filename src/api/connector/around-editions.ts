/**
 * The windows the editions a question names bound (docs/api.md, Connector tools): "after X" is
 * the events from the day after X ends, "before X" those to the day before X starts (from today
 * when X is ahead, else from the first of its year), "between X and Y" both; "right after X", "the
 * week before X" keep the seven days beside it; "during X" the events under way on a day of X, X
 * itself left out. X is the edition of its year when one is written,
 * else its next, as "like X" takes it. Said of the deadlines ("deadlines before ICML 2027"), the
 * window bounds the deadlines (`deadline_from`, `deadline_to`) alike. The window is ANDed with the
 * question's own dates; the reading says each edition's days.
 */
import type { HandlerContext } from '../operation.js';
import { dateParts, type Day, dayFromParts, formatIsoDate } from '../../util/dates.js';
import { type AcronymRead, writtenAcronym as nameOf } from './acronym-words.js';
import type { Reading } from './reading.js';
import { namedEdition } from './searches.js';

/** The days beside the edition that "right after X" or "the week before X" keeps. */
export const NEAR_DAYS = 7;

/** "2027-12", or "2027-11 to 2027-12": the months an edition dated to the month is held in. */
function monthsOf(start: Day, end: Day): string {
  const [first, last] = [formatIsoDate(start).slice(0, 7), formatIsoDate(end).slice(0, 7)];
  return first === last ? first : `${first} to ${last}`;
}

/** The days of the edition `read` names on `side`, and the note that says them or why they bound nothing. */
function editionDays(
  read: AcronymRead,
  side: 'after' | 'before' | 'during',
  what: string,
  context: HandlerContext,
): { start?: Day; end?: Day; id?: number; said?: string; note: string } {
  const edition = namedEdition(read, context);
  if (edition === undefined) return { note: `"${side} ${nameOf(read)}" not read: no event has ${nameOf(read)}` };
  const acronym = edition.acronym ?? read.bare;
  const said = edition.year === null ? acronym : `${acronym} ${edition.year}`;
  const { start, end } = edition;
  if (start === null || end === null) {
    return { note: `"${side} ${nameOf(read)}" not read: the dates of ${said} are not known yet` };
  }
  // Dated to the month alone ("Dec 2027"): the window is bounded by the month.
  const days = edition.toTheDay
    ? `${formatIsoDate(start)} to ${formatIsoDate(end)}`
    : `in ${monthsOf(start, end)}, its days not known yet`;
  return { start, end, id: edition.id, said, note: `${said} is held ${days}: the ${what} ${side} it` };
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
    const { end, note } = editionDays(around.after, 'after', what, context);
    notes.push(note);
    if (end !== undefined) {
      from = end + 1;
      if (around.near) to = end + NEAR_DAYS;
    }
  }
  if (around.before) {
    const { start, note } = editionDays(around.before, 'before', what, context);
    notes.push(note);
    if (start !== undefined) {
      to = start - 1;
      if (around.near) from = start - NEAR_DAYS;
      else from ??= start > context.today ? context.today : dayFromParts(dateParts(start).year, 1, 1);
    }
  }
  const parameters = { ...reading.parameters };
  const prefix = around.deadlines ? 'deadline_' : '';
  let besides: number[] = [];
  if (around.during) {
    // Under way on a day of it: the events' dates overlap its days; the edition itself is no answer.
    const { start, end, id, said, note } = editionDays(around.during, 'during', what, context);
    notes.push(note);
    if (start !== undefined && end !== undefined) {
      from = from === undefined || start > from ? start : from;
      to = to === undefined || end < to ? end : to;
      if (!around.deadlines) {
        parameters.date_match = 'overlap';
        besides = [id!];
        notes.push(`${said} itself left out of the results`);
      }
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
  }
  return {
    ...reading,
    parameters,
    notes: [...notes, ...reading.notes],
    ...(besides.length > 0 ? { besides } : {}),
  };
}
