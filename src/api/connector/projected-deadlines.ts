/**
 * The venues of a question's deadline window ahead whose next edition no tracker lists yet, by the
 * paper deadline that edition's call most likely has (docs/api.md, Connector tools): its latest
 * edition's, as many years on as the series' last two editions lie apart (one or two). Months
 * ahead, trackers list an edition once its call is out: "software engineering conferences with
 * deadlines in the next 6 months" answered ISSTA alone, while ASE, whose 2026 paper deadline fell
 * in March, calls again then. A venue is answered by its latest edition, whose title says that its
 * next is not listed yet and about when its deadline falls; never one whose next call would have
 * passed already (it has most likely ceased), nor for a question of the edition's own dates or
 * format, which the next edition's are not known; of a place, only a venue whose last two editions
 * were both held there (INDOCRYPT, in India every year).
 */
import type { HandlerContext } from '../operation.js';
import { seriesOf } from '../../search/index.js';
import { type Day, dateParts, formatIsoDate, MONTH_NAMES, parseIsoDate, yearsOn } from '../../util/dates.js';
import { venueOf } from './acronym-words.js';
import { type Page, type Parameters, pageEvents, refusedAs, searchOf } from './searches.js';
import { seriesEdition } from './series-lookups.js';
import type { Reading } from './reading.js';
import { saysDeadlines } from './result-titles.js';

/** Parameters a series' next edition keeps from its latest (its subject, kind, rank): any other asks of the edition itself. */
const KEPT: ReadonlySet<string> = new Set([
  ...['q', 'type', 'topic', 'subtopic', 'rank', 'core_rank', 'ccf_rank', 'similar_to', 'acronym'],
  ...['cfp', 'deadline_from', 'deadline_to'],
]);
/** Events of the question read for their venues, and venues compared at most: each costs three searches. */
export const PROJECTED_READ = 50;
export const MOST_VENUES = 30;
/** Days from today a call is foreseen at most when the window has no end ("upcoming deadlines"): a year. */
const AHEAD_DAYS = 365;
/** Editions named that are looked at, and editions of each read for their series ("FSE": two). */
const MOST_NAMED = 5;
/** Years apart a series' last two editions lie at most for its next one to be foreseen. */
export const MOST_GAP = 2;

/** A venue's next call foreseen: its latest edition, the day, and the note its title carries. */
export interface Projected {
  position: number;
  id: number;
  day: Day;
  /** The year of the edition foreseen, and the years its series' editions lie apart. */
  year: number;
  gap: number;
  note: string;
  /** The note of a question of the edition's days or place, not its deadlines: when it is held, then its call. */
  held?: string;
  /** Whether the latest edition has ended, and whether a paper deadline of its is ahead (a cycle open). */
  ended: boolean;
  open: boolean;
}

/** The month of `day` as a note says when an edition is held: "July 2027". */
export function monthText(day: Day): string {
  const { month, year } = dateParts(day);
  const name = MONTH_NAMES[month - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

/**
 * The note of a series' next edition, not listed, by when it is most likely held: its latest's
 * month as many years on ("ICML 2027 not listed yet: held about July 2027, a year after this
 * edition"); of a place asked, where its last two were. Undefined when the latest has no dates.
 */
export function heldNote(cycle: NonNullable<ReturnType<typeof seriesCycle>>, placed: boolean): string | undefined {
  const { latest, gap, named, next, after } = cycle;
  if (latest.start == null) return undefined;
  const where = placed ? ', where its last two were' : '';
  return `${named} ${next} not listed yet: held about ${monthText(yearsOn(latest.start, gap))}, ${after} after this edition${where}`;
}

/** Later editions a series' latest dated one is read for, each a year or two after the one before. */
const MOST_LATER = 3;

/**
 * A series' latest edition and the years its last two lie apart (one or two), the year of its
 * next, and how the notes name them; undefined when it has fewer than two editions of known years
 * or they lie further apart. An edition listed by its year alone sorts after the dated ones
 * ("SenSys 2027", its call out, its dates not): one a year or two after the latest dated is later,
 * so never is a next edition foreseen while a later one is listed, dated or not; one between the
 * latest dated and the one before it is the one before.
 */
export function seriesCycle(series: string, context: HandlerContext) {
  const page = searchOf({ series, sort: '-date' }, context, 2);
  let [latest, before] = pageEvents(page, context);
  let position = page.positions[0]!;
  // An edition listed by its year alone between the two dated ones is the one before (FAccT 2025).
  if (latest?.year != null && before?.year != null && before.year < latest.year - 1)
    before = seriesEdition(series, latest.year - 1, context)?.edition ?? before;
  for (let step = 0; latest?.year != null; step += 1) {
    const later = seriesEdition(series, latest.year + 1, context) ?? seriesEdition(series, latest.year + 2, context);
    if (later === undefined) break;
    // Editions listed years ahead of the latest dated one: too far from any call announced to foresee.
    if (step === MOST_LATER) return undefined;
    [before, latest, position] = [latest, later.edition, later.position];
  }
  if (latest?.year == null || before?.year == null) return undefined;
  const gap = latest.year - before.year;
  if (gap < 1 || gap > MOST_GAP) return undefined;
  const named = latest.acronym ?? 'its next edition';
  const after = gap === 1 ? 'a year' : 'two years';
  return { position, latest, before, year: latest.year, gap, next: latest.year + gap, named, after };
}

/** An edition's deadlines, as a search's events have them. */
export interface Called {
  deadlines: readonly { kind: string; estimated: boolean; day: Day }[];
}

/**
 * The first paper deadline announced of an edition and its day `gap` years on, its next call: a
 * call is foreseen from one, never from an estimate; of several cycles (USENIX Security's August
 * and January), the first; `last`, the last announced. Undefined when none is announced.
 */
export function foreseenCall(edition: Called, gap: number): { first: Day; last: Day; day: Day } | undefined {
  const papers = edition.deadlines
    .filter(({ kind, estimated }) => kind === 'paper' && !estimated)
    .map(({ day }) => day);
  if (papers.length === 0) return undefined;
  const first = Math.min(...papers);
  return { first, last: Math.max(...papers), day: yearsOn(first, gap) };
}

/** Parameters of a place: a venue is foreseen in one where its last two editions were both held. */
export const PLACES: ReadonlySet<string> = new Set(['country', 'continent', 'region', 'city']);

/** Whether `edition`, of `series`, is held in `place`; one of no dates found by its year. */
export function heldIn(series: string, { id, year }: Edition, place: Parameters, context: HandlerContext): boolean {
  if (year == null) return false;
  return pageEvents(searchOf({ ...place, series, year: String(year) }, context, 2), context).some(
    (one) => one.id === id,
  );
}

/** Whether `latest` and `before`, editions of `series`, were both held in `place`. */
export function heldThere(
  series: string,
  { latest, before }: { latest: Edition; before: Edition },
  place: Parameters,
  context: HandlerContext,
): boolean {
  return heldIn(series, latest, place, context) && heldIn(series, before, place, context);
}

/** An edition as heldIn reads it. */
type Edition = { id: number; year?: number | null };

/** The next call of `series` (a series key) when it falls in [first, last], of `place` held there. */
function projectedOf(series: string, context: HandlerContext, [first, last]: [Day, Day], place: Parameters) {
  const cycle = seriesCycle(series, context);
  if (cycle === undefined) return undefined;
  const { latest, gap, next, named, after } = cycle;
  const call = foreseenCall(latest, gap);
  if (call === undefined || call.first >= context.today) return undefined;
  const { day } = call;
  if (day < first || day > last) return undefined;
  const placed = Object.keys(place).length > 0;
  if (placed && !heldThere(series, cycle, place, context)) return undefined;
  const where = placed ? ', held where its last two were' : '';
  const note = `${named} ${next} not listed yet: paper deadline about ${formatIsoDate(day)}, ${after} after this edition's${where}`;
  const held = heldNote(cycle, placed);
  const ended = latest.end != null && latest.end < context.today;
  const open = call.last >= context.today;
  const heldCall = held && { held: `${held}; paper deadline about ${formatIsoDate(day)}` };
  return {
    position: cycle.position,
    id: latest.id,
    day,
    year: next,
    gap,
    note,
    ...heldCall,
    ended,
    open,
  } satisfies Projected;
}

/** projectedOf, none where a search refuses the series' key (a source's, whatever it holds). */
const foreseenOf = (series: string, context: HandlerContext, first: Day, last: Day, place: Parameters = {}) =>
  refusedAs(undefined, () => projectedOf(series, context, [first, last], place));

/**
 * The venues of `window` (a deadline window from today on, windowAhead) whose next call is
 * foreseen in it, in the search's order (see the top of this file); none for a question of
 * anything else, or of an acronym's edition of a year.
 */
export function projectedDeadlines(window: Parameters, context: HandlerContext): Projected[] {
  const { deadline_from: from, deadline_to: to, cfp: _, from: since, sort: __, ...rest } = window;
  // "upcoming" (the events from today on) asks nothing of a next edition, held after its call ahead,
  // nor does an order ("sorted by deadline"): the answer orders the venues.
  const upcoming = since !== undefined && since <= formatIsoDate(context.today);
  const asked = (name: string) =>
    KEPT.has(name) || PLACES.has(name) || (name === 'from' && upcoming) || name === 'sort';
  if (!Object.keys(window).every(asked)) return [];
  if (rest.acronym !== undefined && venueOf(rest.acronym) !== rest.acronym) return [];
  const first = from === undefined ? context.today : (parseIsoDate(from) ?? context.today);
  const last = (to === undefined ? undefined : parseIsoDate(to)) ?? context.today + AHEAD_DAYS;
  const venues = new Set<string>();
  for (const position of searchOf(rest, context, PROJECTED_READ).positions) {
    const series = seriesOf(context.index.store, position);
    if (series !== null) venues.add(series);
    if (venues.size === MOST_VENUES) break;
  }
  const place = Object.fromEntries(Object.entries(rest).filter(([name]) => PLACES.has(name)));
  return [...venues].flatMap((series) => foreseenOf(series, context, first, last, place) ?? []);
}

/**
 * The call of each edition a question names of a year no event has, when it is its series' next
 * and foreseen ahead ("When is the ASE 2027 deadline?": ASE 2026's next), by the id of the
 * series' latest edition, which the wider answer gives (relaxing.ts); of an acronym named without
 * a year, its series' next edition's, when no call of its latest is open and that edition has
 * ended ("FOCS": FOCS 2026's, FOCS 2027 not listed yet) or the titles say deadlines ("ICSE
 * deadline": ICSE 2027's passed; "When is the next ICSE?" asks of ICSE 2027 alone). Undefined
 * when none.
 */
export function foreseenEditions(reading: Reading, context: HandlerContext): ReadonlyMap<number, string> | undefined {
  const notes = new Map<number, string>();
  // Its own year ("ICSME 2027 and ASE 2027"), else the question's ("CHI, UIST and CSCW 2027").
  const asked = reading.parameters.year === undefined ? null : Number(reading.parameters.year);
  const deadlines = saysDeadlines(context);
  // "When" asks a deadline's day ("When is the SIGIR 2027 deadline?"); a place, or "when" of the
  // edition ("When is the next ECCV and what are its deadlines?"), asks of the edition.
  const heldAsked = context.titleValues?.includes('place') === true || context.heldAsked === true;
  for (const { year: own, bare } of reading.acronyms.slice(0, MOST_NAMED)) {
    const year = own ?? asked;
    const venues = new Set<string>();
    for (const position of refusedAs([], () => searchOf({ acronym: bare }, context, MOST_NAMED).positions)) {
      const series = seriesOf(context.index.store, position);
      if (series !== null) venues.add(series);
    }
    for (const series of venues) {
      const found = foreseenOf(series, context, context.today, Number.POSITIVE_INFINITY);
      // "CVPR 2028" of a latest edition whose call is not announced: when its next is held alone.
      const held = found === undefined && year !== null && !deadlines ? heldAlone(series, year, context) : undefined;
      if (held !== undefined) notes.set(held.id, held.note);
      // "ECCV 2027" of a venue whose last two editions lie two years apart, 2026 its latest: its next foreseen.
      const skipped = year !== null && found?.gap === 2 && found.year === year + 1;
      const unasked = year === null ? found?.open !== false || (!found.ended && !deadlines) : found?.year !== year;
      if (found === undefined || (unasked && !skipped)) continue;
      // "When is SIGIR 2027?", "its deadline and location": when it is most likely held, then its
      // call; "When is the SIGIR 2027 deadline?": its call.
      const note = deadlines && !heldAsked ? found.note : (found.held ?? found.note);
      notes.set(found.id, skipped ? `none listed for ${year}, its last two editions two years apart; ${note}` : note);
    }
  }
  return notes.size > 0 ? notes : undefined;
}

/** The note of when `series`' edition of `year`, its next, not listed, is most likely held; undefined else. */
function heldAlone(series: string, year: number, context: HandlerContext) {
  const cycle = refusedAs(undefined, () => seriesCycle(series, context));
  const note = cycle?.next === year ? heldNote(cycle, false) : undefined;
  return note === undefined ? undefined : { id: cycle!.latest.id, note };
}

/** `page`, answering acronyms named, with the notes that foresee their next calls (foreseenEditions); undefined when none. */
export function foreseenNext(reading: Reading, page: Page, context: HandlerContext) {
  const notes = reading.acronyms.length > 0 ? foreseenEditions(reading, context) : undefined;
  return notes && { page, notes };
}

/**
 * Of a question that asks deadlines, the next call of each ended edition of `page` that is its
 * series' latest, foreseen ahead ("recommender systems conferences and their deadlines": RecSys
 * 2026, its calls passed, RecSys 2027 not listed yet), by its id; undefined when none.
 */
export function foreseenOfEnded(page: Page, context: HandlerContext): ReadonlyMap<number, string> | undefined {
  if (!saysDeadlines(context)) return undefined;
  const notOver = context.index.notOver(context.today);
  const notes = new Map<number, string>();
  for (const position of page.positions.slice(0, MOST_VENUES)) {
    const series = notOver.has(position) ? null : seriesOf(context.index.store, position);
    const found = series === null ? undefined : foreseenOf(series, context, context.today, Number.POSITIVE_INFINITY);
    if (found?.position === position) notes.set(found.id, found.note);
  }
  return notes.size > 0 ? notes : undefined;
}
