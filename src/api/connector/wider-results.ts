/**
 * The answer of a question whose own search found nothing (docs/api.md, Connector tools): of
 * "during X", the events within a week of X; else its wider search (relaxing.ts), the events alike
 * first when "like X" asks for them, each title saying what was left out.
 */
import type { HandlerContext } from '../operation.js';
import { venueOf } from './acronym-words.js';
import { alikeTopUp, pageAndMore, withoutLiked } from './alike-results.js';
import { callsAheadPage } from './compared-deadlines.js';
import { EVENT_DATES } from './date-words.js';
import { missingAcronyms } from './missing-acronyms.js';
import { ofNamedFields } from './named-fields.js';
import { foreseenEditions } from './projected-deadlines.js';
import type { Reading } from './reading.js';
import { askedLeftOut } from './question-parts.js';
import { relaxedSearch } from './relaxing.js';
import { resultsOf } from './result-titles.js';
import { asksDeadlines, editionsOf, type Page } from './searches.js';
import { RESULTS } from './vocabulary.js';
import { NEAR_DAYS } from './around-editions.js';
import { writtenAcronym } from './acronym-words.js';
import { alsoRead, whyNothing } from './empty-answers.js';
import { readingText } from './reading-text.js';
import { formatIsoDate, parseIsoDate } from '../../util/dates.js';

/**
 * The results of the wider search of a question whose own found nothing (relaxing.ts), none of those
 * liked; of one that left out the events' dates asked, each title says the event's.
 */
function widerResults(reading: Reading, page: Page, context: HandlerContext) {
  // "medical imaging conferences like MICCAI", none alike with the words: the subject's own venues,
  // then those alike without the words (alike-results.ts), before any part of the question is left
  // out; of deadlines asked, the wider search, which adds the deadlines estimated, unless in a window
  // (alikeWithoutWords puts X's field first there, estimates too: "mobile systems like MobiSys").
  const { deadline_from, deadline_to } = reading.parameters;
  const windowed = deadline_from !== undefined || deadline_to !== undefined;
  const asked = reading.alsoLike === undefined && (windowed || !asksDeadlines(reading.parameters));
  const alike = asked ? alikeTopUp(reading, [], context) : [];
  if (alike.length > 0) return alike.slice(0, RESULTS);
  const wider = relaxedSearch(reading, page, context);
  if (wider === undefined) return [];
  const left = (names: readonly string[]) => askedLeftOut(reading.parameters, wider.parameters, names);
  const titled = left(EVENT_DATES) ? withDates(context) : context;
  // A deadline window left out: those with a deadline ahead first, not the calls closed months ago.
  const called = left(['deadline_from', 'deadline_to']) ? callsAheadPage(wider.page, context) : wider.page;
  // "ICSE 2027 and FSE 2027 on testing", found without "testing": ACM's FSE, of ICSE's field, not IACR's.
  const ahead = reading.acronyms.length > 1 ? ofNamedFields(called, reading, context, called.positions.length) : called;
  // "When is the ASE 2027 deadline?", none listed: ASE 2026's title foresees its call.
  const foreseen = foreseenEditions(reading, context);
  const also = foreseen && new Map([...(wider.also ?? []), ...foreseen]);
  const found = { ...wider, page: ahead, ...(also && { also }) };
  const results = pageAndMore(found, titled, (one) => withoutLiked(reading, one, context));
  // Of several venues named, each the wider page leaves out by its own wider search ("which of
  // NeurIPS, ICML, ICLR, AAAI and IJCAI will be held in Asia in 2027": NeurIPS 2026, its next not listed yet).
  const shown = new Set(results.map(({ id }) => id));
  const venues = new Set(editionsOf(found.page, context).map(({ acronym }) => venueOf(acronym).toLowerCase()));
  const each = missingAcronyms(reading, context, venues).answers.flatMap((one) =>
    resultsOf(one.page, titled, one.note),
  );
  return [...results, ...each.filter(({ id }) => !shown.has(id))].slice(0, RESULTS);
}

/** `context` whose titles give each event's dates too. */
export function withDates(context: HandlerContext): HandlerContext {
  const values = context.titleValues ?? [];
  return values.includes('dates') ? context : { ...context, titleValues: [...values, 'dates'] };
}

/**
 * The answer of a question its own search found nothing for: "at the same time as X", none under
 * way during X, is asked again (`again`) of the events within NEAR_DAYS days of it, as "around X"
 * is ("AI conferences at the same time as CVPR 2027": IJCNN and COLT 2027, a week on); else its
 * wider search's results (widerResults), else a message that nothing matches.
 */
export function widerOrNear<Again>(
  reading: Reading,
  page: Page,
  context: HandlerContext,
  again: (near: Reading) => Again,
) {
  const near = nearDuring(reading);
  if (near !== undefined) return again(near);
  const wider = widerResults(reading, page, context);
  if (wider.length > 0) return { results: wider, reading: readingText(reading), wider: true as const };
  return { results: [], message: `${whyNothing(reading, page, context)}${alsoRead(reading)}` };
}

/** The reading of "during X" (its days alone) widened to NEAR_DAYS either side, said; undefined of any other. */
function nearDuring(reading: Reading): Reading | undefined {
  const { around, parameters } = reading;
  const { from, to } = parameters;
  const only = around?.during !== undefined && !around.near && !around.deadlines && !around.month && !around.week;
  const [first, last] = [from, to].map((day) => (day === undefined ? null : parseIsoDate(day)));
  if (!only || parameters.date_match !== 'overlap' || first == null || last == null) return undefined;
  const widened = { from: formatIsoDate(first - NEAR_DAYS), to: formatIsoDate(last + NEAR_DAYS) };
  const note = `none under way during ${writtenAcronym(around.during!)}: the events within ${NEAR_DAYS} days of it`;
  return {
    ...reading,
    around: { ...around, near: true },
    parameters: { ...parameters, ...widened },
    notes: [...reading.notes, note],
  };
}
