/**
 * A window of a kind of deadline that opens no call ("Which conferences notify authors in January
 * 2027?", "camera-ready deadlines next week"; docs/api.md, Connector tools): no parameter of the
 * search takes it, so the connector searches the rest of the question with the events whose
 * deadline of that kind is dated in the window, each title giving that date.
 */
import type { HandlerContext } from '../operation.js';
import { searchFilterText } from '../search-seen.js';
import { countNote, readingText } from './reading-text.js';
import type { Reading } from './reading.js';
import { resultsOf } from './result-titles.js';
import type { KindWindow } from './date-words.js';
import { kindSearchOf, type Page, pageEvents } from './searches.js';
import { parseIsoDate } from '../../util/dates.js';
import { RESULTS } from './vocabulary.js';
import { kindYearBefore, yearBeforeCount, yearBeforeResults } from './kind-year-before.js';

/** Events read to order by their date of the window's kind: no order of the search reads it. */
export const KIND_READ = 200;

/**
 * The first `limit` events of `page` by their first date of the window's kind in it, the soonest
 * first, as a deadline window's answer is ("notification in February 2027": AsiaCCS on the 5th,
 * then ICDE on the 10th), those of one day in the search's order.
 */
function byKindDate(page: Page, window: KindWindow, context: HandlerContext, limit: number): Page {
  const from = window.from === undefined ? Number.NEGATIVE_INFINITY : (parseIsoDate(window.from) ?? 0);
  const to = window.to === undefined ? Number.POSITIVE_INFINITY : (parseIsoDate(window.to) ?? 0);
  const days = pageEvents(page, context).map(({ deadlines }) => {
    const dated = deadlines.filter(({ kind, day }) => kind === window.kind && day >= from && day <= to);
    return Math.min(...dated.map(({ day }) => day));
  });
  const order = page.positions.map((position, at) => ({ position, day: days[at]! }));
  order.sort((a, b) => a.day - b.day);
  return { ...page, positions: order.slice(0, limit).map(({ position }) => position) };
}

/**
 * The answer to a question of no acronym bounding a kind of deadline that opens no call, when the
 * question bounds no submission deadline too: its events with such a deadline in the window, or a
 * message that none has one, counted by `seen`. Of any other question, the reading, its window
 * said as no filter: the events named are answered whatever their date, each title giving it
 * ("Does CVPR notify in January?"), and a submission window is the one the search reads.
 */
export function kindWindowAnswer(
  reading: Reading,
  context: HandlerContext,
  asked: boolean,
  seen: HandlerContext['seen'],
): { results: ReturnType<typeof resultsOf>; reading?: string; message?: string } | Reading {
  const { kindWindow, parameters } = reading;
  if (kindWindow === undefined) return reading;
  const submission = ['deadline_from', 'deadline_to', 'cfp'].some((name) => parameters[name] !== undefined);
  if (reading.acronyms.length > 0 || submission) {
    const { words, side } = kindWindow.said;
    const unread = `not answered: "${words}" of ${side} (no filter takes them; each title gives the date)`;
    return { ...reading, notes: reading.notes.map((note) => (note === kindWindow.note ? unread : note)) };
  }
  const limit = reading.count ?? RESULTS;
  const page = byKindDate(kindSearchOf(parameters, kindWindow, context, KIND_READ), kindWindow, context, limit);
  const shown = page.positions.length;
  // A short page of a window ahead goes on with those of a year earlier, a year on (kind-year-before.ts).
  const earlier = kindYearBefore(parameters, kindWindow, page, limit - shown, context);
  const count = earlier?.page.total ?? 0;
  const estimated = count === 0 ? [] : [yearBeforeCount(count, shown, kindWindow.kind)];
  const here = countNote(page.total, shown, `the first ${shown} here`, asked && count === 0);
  const text = readingText({ ...reading, notes: [...reading.notes, ...here, ...estimated] });
  seen?.({ filters: searchFilterText(parameters), total: page.total });
  if (shown === 0 && earlier === undefined) return { results: [], message: `No event matches the question. ${text}` };
  // Each title gives the event's date of that kind in the window (a later round's).
  const { from, to } = kindWindow;
  const titled = { ...context, deadlineWindow: { ...(from && { from }), ...(to && { to }) } };
  const later = earlier ? yearBeforeResults(earlier, context) : [];
  return { results: [...resultsOf(page, titled), ...later], reading: text };
}
