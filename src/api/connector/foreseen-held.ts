/**
 * The venues of a question about events held in a window to come (docs/api.md, Connector tools)
 * whose next edition no tracker lists yet, by the month that edition is most likely held: its
 * latest edition's, as many years on as the series' last two editions lie apart (one or two).
 * Trackers list an edition months ahead, often once its call is out: "recommender systems
 * conferences in 2027", none listed, answered ECIR and WWW 2027, alike RecSys 2026, while RecSys
 * meets every September. Such a venue is answered by its latest edition, ended or not (NeurIPS
 * 2026, in December, stands for NeurIPS 2027 in a question of 2027), whose title says
 * that its next is not listed yet and about when it is held; for a question of a place, only a
 * venue whose last two editions were both held there (PyCon Japan, in Japan every year), for the
 * next edition's place is not known; never for one of a format, nor of a venue named (its own
 * title says it: projected-deadlines.ts; beside the venues alike it, namedForeseen), nor one whose
 * next edition would have been held already (it has most likely ceased).
 */
import type { HandlerContext } from '../operation.js';
import { seriesOf } from '../../search/index.js';
import { type Day, formatIsoDate, yearsOn } from '../../util/dates.js';
import {
  type Called,
  foreseenCall,
  heldIn,
  heldNote,
  heldThere,
  MOST_VENUES,
  monthText,
  PLACES,
  PROJECTED_READ,
  seriesCycle,
} from './projected-deadlines.js';
import { type Page, type Parameters, refusedAs, searchOf } from './searches.js';
import { seriesOfAcronym } from './series-lookups.js';
import { RESULTS } from './vocabulary.js';
import { askedDeadline, resultsOf, saysDeadlines } from './result-titles.js';
import { EVENT_DATES, eventWindow } from './date-words.js';

/** Parameters a series' next edition keeps from its latest (its subject, kind, rank), and those of the window. */
const KEPT: ReadonlySet<string> = new Set([
  'q',
  'type',
  'topic',
  'subtopic',
  'rank',
  'core_rank',
  'ccf_rank',
  'sort',
  'similar_to',
]);
const WINDOW: ReadonlySet<string> = new Set(EVENT_DATES);
/** Days from today a window without an end reaches ("upcoming recommender systems conferences"): a year. */
const AHEAD_DAYS = 365;

/** The first and last day of the window of dates `parameters` ask, from today on; undefined when none is read. */
function windowOf(parameters: Parameters, today: Day): { first: Day; last: Day } | undefined {
  const window = eventWindow(parameters);
  if (window === undefined) return undefined;
  const first = Math.max(window[0], today);
  const last = window[1] === Number.POSITIVE_INFINITY ? today + AHEAD_DAYS : window[1];
  return Number.isNaN(first) || Number.isNaN(last) || first > last ? undefined : { first, last };
}

/**
 * The note of `series`'s next edition when it is most likely held in [first, last] and not listed;
 * of a question of a place (`place`), when its last two editions were both held there.
 */
function heldOf(
  series: string,
  context: HandlerContext,
  [first, last]: readonly [Day, Day],
  place: Parameters,
  dated: boolean,
  subject: boolean,
) {
  const cycle = seriesCycle(series, context);
  if (cycle === undefined) return undefined;
  const { latest, before, gap } = cycle;
  if (latest.start === null || latest.end === null)
    return dated ? undatedOf(series, cycle, context, [first, last], place) : undefined;
  if (!subject) return undefined;
  const placed = Object.keys(place).length > 0;
  if (placed && !heldThere(series, { latest, before }, place, context)) return undefined;
  const day = yearsOn(latest.start, gap);
  if (day < first || day > last) return undefined;
  const note = `${heldNote(cycle, placed)}${callOf(latest, gap, context)}`;
  return { id: latest.id, position: cycle.position, note, call: foreseenCall(latest, gap)?.day };
}

/**
 * A series' latest edition listed with its dates not known yet, of a window of days or months
 * (whose search holds no undated event; one of a year finds it by its year): the note of the month
 * it is most likely held in, its edition before's as many years on, when that is in [first, last]
 * and, of a place, the edition is held there.
 */
function undatedOf(
  series: string,
  { latest, before, gap, position, named, after }: NonNullable<ReturnType<typeof seriesCycle>>,
  context: HandlerContext,
  [first, last]: readonly [Day, Day],
  place: Parameters,
) {
  if (before.start === null || latest.year == null) return undefined;
  if (Object.keys(place).length > 0 && !heldIn(series, latest, place, context)) return undefined;
  const day = yearsOn(before.start, gap);
  if (day < first || day > last) return undefined;
  const held = `held about ${monthText(day)}, ${after} after ${before.acronym ?? named} ${before.year}`;
  // Its deadline asked, the note says it, as callOf does of a call foreseen.
  const note = [`dates not known yet: ${held}`, ...askedDeadline(context, position)].join('; ');
  const calls = latest.deadlines.filter(({ kind }) => kind === 'paper').map(({ day }) => day);
  return { id: latest.id, position, note, undated: true, call: calls.length > 0 ? Math.max(...calls) : undefined };
}

/**
 * Of a question that asks deadlines ("recommender systems conferences in 2027 and their deadlines"),
 * the call the next edition most likely has, its latest's first paper deadline announced as many
 * years on ("; paper deadline about 2027-04-21"), which the title says in place of the latest's,
 * passed; else nothing.
 */
function callOf(latest: Called, gap: number, context: HandlerContext): string {
  const call = foreseenCall(latest, gap);
  if (call === undefined || !saysDeadlines(context)) return '';
  const { day } = call;
  return `; paper deadline about ${formatIsoDate(day)}${day < context.today ? ', passed' : ''}`;
}

/** Whether a venue foreseen has a call ahead: its next's foreseen, or its undated edition's own. */
const callAhead = ({ call }: { call: Day | undefined }, context: HandlerContext) =>
  call !== undefined && call >= context.today;

/**
 * The latest editions of the venues the question finds but for its window whose next edition is
 * foreseen in it (see the top of this file), in the search's order, each with its title's note,
 * and their series (of the series `named` alone, when given: namedForeseen); undefined when none,
 * or when the question asks anything but its subject, kind or rank of events of a window to come
 * (and an open call: then those with a call ahead, the soonest first).
 */
export function heldForeseen(parameters: Parameters, context: HandlerContext, named?: readonly string[]) {
  const names = Object.keys(parameters);
  // Events under way in the window (date_match=overlap, "the same month as ACL 2027") are held in it too.
  // Of an open call asked ("… in summer 2027, with deadlines I can still make"), a call foreseen ahead.
  const open = parameters.cfp === 'open';
  const asked = (name: string) =>
    KEPT.has(name) || WINDOW.has(name) || PLACES.has(name) || name === 'date_match' || (name === 'cfp' && open);
  if (!names.every(asked)) return undefined;
  const window = windowOf(parameters, context.today);
  if (window === undefined || !names.some((name) => WINDOW.has(name))) return undefined;
  const of = (kept: ReadonlySet<string>) =>
    Object.fromEntries(Object.entries(parameters).filter(([name]) => kept.has(name) && name !== 'sort'));
  const place = of(PLACES);
  // No subject asked (words or "like X"), a place's own listed editions of no dates alone ("in Hong Kong in the fall of 2027": ACMMM 2027).
  const subject = named !== undefined || parameters.q !== undefined || parameters.similar_to !== undefined;
  if (!subject && Object.keys(place).length === 0) return undefined;
  const rest = { ...of(KEPT), ...place };
  // A window of days or months: an undated edition is in no search of it.
  const dated = ['month', 'from', 'to'].some((name) => parameters[name] !== undefined);
  // An open call asked, each title says the call foreseen.
  const values = context.titleValues ?? [];
  const titled =
    open && !values.includes('deadline') ? { ...context, titleValues: [...values, 'deadline' as const] } : context;
  const venues = new Set<string>(named);
  for (const position of named === undefined ? searchOf(rest, context, PROJECTED_READ).positions : []) {
    const series = seriesOf(context.index.store, position);
    if (series !== null) venues.add(series);
    if (venues.size === MOST_VENUES) break;
  }
  const held = [...venues].flatMap((series) => {
    // A search refuses a series key it cannot read (a source's, whatever it holds): none foreseen.
    const one = refusedAs(undefined, () => heldOf(series, titled, [window.first, window.last], place, dated, subject));
    return one === undefined || (open && !callAhead(one, context)) ? [] : [{ ...one, series }];
  });
  // An open call's soonest first, as its answer orders deadlines.
  if (open) held.sort((a, b) => a.call! - b.call!);
  if (held.length === 0) return undefined;
  const shown = held.slice(0, RESULTS);
  const page: Page = { positions: shown.map((one) => one.position), total: held.length };
  return {
    page,
    notes: new Map(shown.map(({ id, note }) => [id, note])),
    series: new Set(shown.map((one) => one.series)),
    undated: held.filter((one) => 'undated' in one).length,
  };
}

/**
 * Of venues named whose next edition the rest of the question (`parameters`, no acronym) would
 * find but for not being listed yet ("conferences on computational biology like RECOMB in 2027":
 * RECOMB 2027), their latest editions foreseen in its window, as heldForeseen has a subject's.
 */
export function namedForeseen(parameters: Parameters, acronyms: readonly string[], context: HandlerContext) {
  const series = acronyms.flatMap((acronym) => seriesOfAcronym(acronym, context) ?? []);
  return series.length === 0 ? undefined : heldForeseen(parameters, context, series);
}

/**
 * Of a question about events held in a window to come, whose own page is shorter than `limit`
 * ("the deadlines for operating systems conferences in 2027": OSDI, ASPLOS and EuroSys 2027;
 * "formal verification conferences in 2027": VMCAI 2027), the venues of its subject foreseen in
 * the window (heldForeseen), as many as fit after them ("SOSP 2026 (SOSP 2027 not listed yet: held
 * about October 2027, …; paper deadline about 2027-04-01)", the call when it asks deadlines), and
 * the note that counts them and says how many are here; undefined when the page is full or none is
 * foreseen. Of an open call, after the events whose deadline is estimated ahead (`also`), none of
 * their venues: "NLP conferences in 2027 with open calls", ACL 2027 estimated, then EMNLP 2026.
 */
export function heldAfter(parameters: Parameters, page: Page, limit: number, context: HandlerContext, also?: Page) {
  const room = limit - page.positions.length - (also?.positions.length ?? 0);
  if (room <= 0) return undefined;
  const held = heldForeseen(parameters, context);
  if (held === undefined) return undefined;
  // Of an open call, the venues its estimates gave (`also`) are not given twice.
  const taken = new Set(also?.positions.map((position) => seriesOf(context.index.store, position)));
  const fresh = held.page.positions.filter((position) => !taken.has(seriesOf(context.index.store, position)));
  const count = held.page.total - (held.page.positions.length - fresh.length);
  if (count === 0) return undefined;
  const positions = fresh.slice(0, room);
  const here = positions.length < count ? `; the first ${positions.length} here` : '';
  return {
    results: resultsOf({ positions, total: count }, context, held.notes),
    notes: [`${heldCount(count, held.undated, page.positions.length + taken.size > 0)}${here}`],
  };
}

/**
 * "2 more venues whose next editions are not listed yet, foreseen in the window"; of `undated` of
 * them listed with no dates, said so.
 */
export function heldCount(count: number, undated = 0, more = true): string {
  const venues = count === 1 ? 'venue whose next edition is' : 'venues whose next editions are';
  const how =
    undated === 0 ? 'not listed yet' : undated === count ? 'listed with no dates yet' : 'not listed or not dated yet';
  return `${more ? `${count} more` : `none listed; ${count}`} ${venues} ${how}, foreseen in the window`;
}

/**
 * Of a subject of a list whose page is short ("information systems", beside "like ICIS or ECIS",
 * in 2027: BIS, HICSS 2027), the venues foreseen in the window after it, as a question of that
 * subject alone has them (heldAfter): `more` of its search, and how many (listed-search.ts).
 */
export function heldMore(parameters: Parameters, page: Page, context: HandlerContext) {
  if (page.positions.length >= RESULTS) return undefined;
  const held = heldForeseen(parameters, context);
  return held && { more: { page: held.page, note: held.notes }, held: held.page.total, heldUndated: held.undated };
}
