/**
 * The searches a question's reading asks beyond one (docs/api.md, Connector tools): "like X" is
 * `similar_to` the edition X names (its next edition when no year is written: the first of the
 * search's order), and a list of subjects is one search per subject, each widened as a question
 * alone is (relaxing.ts), their results taken in turn so each subject that finds events is among
 * them. The reading's text says what was read, what each window bounds, what each subject found
 * and what was not read.
 */
import type { HandlerContext } from '../operation.js';
import { termEvents } from '../../search/index.js';
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import type { Reading } from './reading.js';
import { relaxedSearch } from './relaxing.js';
import { namedEdition, type Page, type Parameters, searchOf, seriesSearchOf } from './searches.js';
import { placeLabel } from './place-alternatives.js';
import { windowLabel } from './window-alternatives.js';
import { RESULTS } from './vocabulary.js';
import { estimatedDeadlines } from './estimated-deadlines.js';
import { steadyEdition } from './reference-field.js';
import { deadlineField } from './ahead-alike.js';
import { heldMore } from './foreseen-held.js';

/**
 * One subject's search: the events found, the note its titles carry (when widened, or each
 * event's estimated deadline by its id) and the total (`estimated`: of the estimated deadlines).
 */
export interface Found {
  page: Page;
  note?: string | ReadonlyMap<number, string>;
  total: number;
  estimated?: number;
  /** Of those, venues whose next edition is not listed yet (projected-deadlines.ts). */
  foreseen?: number;
  /**
   * Beside a page of fewer than RESULTS, the events of a deadline estimated in the window, and their
   * titles' notes; of none, the venues foreseen held in it, `held` of them (foreseen-held.ts).
   */
  more?: { page: Page; note: ReadonlyMap<number, string> };
  held?: number;
  /** Of those, the ones listed with no dates yet. */
  heldUndated?: number;
  /** Notes of some events said after `note` (relaxing.ts, Wider). */
  also?: ReadonlyMap<number, string>;
  /** Of those, the ids of the ones that meet the whole question, said with their own note alone. */
  whole?: ReadonlySet<number>;
  /** What was left out to find the page, where `note` is each event's own (relaxing.ts, Wider). */
  said?: string;
  /** Of a subject's deadlines asked, its field, whose events come first (alike-results.ts, pageAndMore). */
  field?: { name: string; windowed: boolean };
}

/**
 * The edition "like X" names (its next when no year is written) and the note that says it; of an
 * acronym two series share, the series of the field of the others named ("like ICSE or FSE").
 */
function likeEdition(like: AcronymRead, reading: Reading, context: HandlerContext): { id?: number; note: string } {
  const named = writtenAcronym(like);
  const found = namedEdition(like, context, fieldsBeside(like, reading, context));
  if (found === undefined) return { note: `"like ${named}": no event has it` };
  const edition = steadyEdition(found, like, context);
  const { id, acronym } = edition;
  return { id, note: `"like ${named}": events alike ${acronym || named} (id ${id}), of other series` };
}

/** The fields (first sub-topics) of the next editions of the other acronyms "like X or Y" names. */
function fieldsBeside(like: AcronymRead, reading: Reading, context: HandlerContext): Set<string> {
  const others = [reading.like, ...(reading.alsoLike ?? [])].filter((one) => one !== undefined && one !== like);
  const fields = others.map((one) => namedEdition(one!, context)?.subtopics[0]);
  return new Set(fields.filter((field) => field !== undefined));
}

/** The reading with `similar_to` the id of the edition "like X" names; the note says when no event has X. */
export function withLike(reading: Reading, context: HandlerContext): Reading {
  const { like, alsoLike = [] } = reading;
  if (like === undefined) return reading;
  const { id, note } = likeEdition(like, reading, context);
  // "similar to ISMB and RECOMB", no event ISMB: RECOMB is the venue compared with.
  if (id === undefined && alsoLike.length > 0) {
    const [next, ...rest] = alsoLike;
    const compared = withLike({ ...reading, like: next, alsoLike: rest.length > 0 ? rest : undefined }, context);
    return { ...compared, notes: [note, ...compared.notes] };
  }
  const parameters = id === undefined ? reading.parameters : { ...reading.parameters, similar_to: String(id) };
  return { ...reading, parameters, notes: [note, ...reading.notes] };
}

/**
 * "like X or Y": the first page of the events alike each other edition named after X, with the rest
 * of the question, and the notes that say each.
 */
export function alsoAlike(reading: Reading, context: HandlerContext): { searches: Searched[]; notes: string[] } {
  const searches: Searched[] = [];
  const notes: string[] = [];
  for (const also of reading.alsoLike ?? []) {
    const { id, note } = likeEdition(also, reading, context);
    notes.push(note);
    if (id === undefined) continue;
    const parameters = { ...reading.parameters, similar_to: String(id) };
    searches.push({ page: searchOf(parameters, context), parameters });
  }
  return { searches, notes };
}

/** A search's first page and the parameters it was made of. */
export interface Searched {
  page: Page;
  parameters: Parameters;
}

/**
 * The search of one alternative: of venues (no acronym named, nor "like X", which answers each
 * series once), one edition of each series, as a question of one subject has it ("top networking or
 * distributed systems conferences" gave NDSS 2026, 2025, 2024 and 2023).
 */
function venuesOf(parameters: Parameters, context: HandlerContext): Page {
  if (parameters.acronym !== undefined || parameters.similar_to !== undefined) return searchOf(parameters, context);
  return seriesSearchOf(parameters, context, RESULTS).page;
}

/** One subject of a list searched alone, widened when nothing matches. */
export function subjectSearch(reading: Reading, subject: string, context: HandlerContext): Found {
  const parameters = { ...reading.parameters, q: subject };
  // The subject's words are never left out: a word the data has none of finds nothing, as said.
  const unknown = subject.split(' ').some((word) => termEvents(context.index, word) === 0);
  return searchAlone({ ...reading, parameters, subject: subject.split(' ') }, context, unknown);
}

/** Each window apart of the question searched alone (window-alternatives.ts), as a subject of a list is. */
export function windowSearches(reading: Reading, context: HandlerContext): { subject: string; found: Found }[] {
  return (reading.windows ?? []).map((parameters) => ({
    subject: windowLabel(parameters),
    found: aloneSearch({ ...reading, parameters }, context),
  }));
}

/** An alternative of the question searched as a subject of a list is (searchAlone), widened when nothing matches. */
export const aloneSearch = (alone: Reading, context: HandlerContext): Found => searchAlone(alone, context, false);

/**
 * The search of one alternative of the question (`alone`), a short page going on with its deadlines
 * estimated in the window, widened when nothing matches unless `unknown` (a word no event has).
 */
function searchAlone(alone: Reading, context: HandlerContext, unknown: boolean): Found {
  const { parameters } = alone;
  const page = venuesOf(parameters, context);
  // As a subject asked alone: a short page goes on with the deadlines estimated in the window,
  // the subject's own field first.
  const estimated = page.positions.length < RESULTS ? estimatedDeadlines(parameters, context) : undefined;
  const field = estimated || page.positions.length > 0 ? deadlineField(parameters, context) : undefined;
  if (page.positions.length > 0) {
    const more = estimated
      ? {
          more: { page: estimated.page, note: estimated.titles },
          estimated: estimated.page.total,
          foreseen: estimated.foreseenCount,
        }
      : heldMore(parameters, page, context);
    return { page, total: page.total, ...more, ...(field && { field }) };
  }
  if (estimated) {
    const { page: found, titles: note, foreseenCount: foreseen } = estimated;
    return { page: found, note, total: 0, estimated: found.total, foreseen, ...(field && { field }) };
  }
  if (unknown) return { page, total: 0 };
  return widened(alone, page, context);
}

/** What a search of the reading that found nothing (`page`) finds once widened (relaxing.ts), else nothing. */
function widened(reading: Reading, page: Page, context: HandlerContext): Found {
  const wider = relaxedSearch(reading, page, context);
  if (wider === undefined) return { page, total: 0 };
  const { also, more, whole, said } = wider;
  const put = also ? { also, ...(whole ? { whole } : {}) } : {};
  return { page: wider.page, note: wider.note, total: 0, ...(more ? { more } : {}), ...(said && { said }), ...put };
}

/** One place (or other alternative) of the question searched alone with the rest of it, widened when nothing matches. */
function placeSearch(reading: Reading, parameters: Parameters, context: HandlerContext): Found {
  const page = venuesOf(parameters, context);
  if (page.positions.length > 0) return { page, total: page.total };
  return widened({ ...reading, parameters }, page, context);
}

/** Each place of the question searched alone (place-alternatives.ts), in the question's order. */
export function placeSearches(reading: Reading, alternatives: readonly Parameters[], context: HandlerContext) {
  return searchesOf(
    reading,
    alternatives.map((parameters) => ({ label: placeLabel(parameters), parameters })),
    context,
  );
}

/** Each of the question's alternatives searched alone, in order, each widened when nothing matches. */
function searchesOf(
  reading: Reading,
  alternatives: readonly { label: string; parameters: Parameters }[],
  context: HandlerContext,
) {
  return alternatives.map(({ label, parameters }) => ({
    subject: label,
    found: placeSearch(reading, parameters, context),
  }));
}

/** Each subject of the reading's list searched, in the list's order. */
export function listedSearches(reading: Reading, context: HandlerContext): { subject: string; found: Found }[] {
  return (reading.anyOf ?? []).map((subject) => ({ subject, found: subjectSearch(reading, subject, context) }));
}

/** The results of several searches taken in turn, each event once, at most RESULTS. */
export function inTurn<T extends { id: number | string }>(lists: readonly (readonly T[])[]): T[] {
  const taken: T[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let at = 0; at < longest && taken.length < RESULTS; at++) {
    for (const list of lists) {
      const item = list[at];
      if (item === undefined || seen.has(String(item.id)) || taken.length >= RESULTS) continue;
      seen.add(String(item.id));
      taken.push(item);
    }
  }
  return taken;
}

/**
 * The events `taken` that meet the whole question first (an estimated deadline as the window's),
 * each as its subject that met it says it ("blockchain or cryptocurrency venues of 2027": FC 2027,
 * put for FC 2026, before IEEE ICBC 2026, found without the year), the rest after, as taken.
 */
export function askedFirst<T extends { id: string }>(taken: T[], lists: T[][], ordered: readonly { found: Found }[]) {
  const asked = new Map<string, T>();
  lists.forEach((list, at) => {
    const { total, estimated, whole } = ordered[at]!.found;
    for (const result of list)
      if ((total > 0 || estimated !== undefined || whole?.has(Number(result.id))) && !asked.has(result.id))
        asked.set(result.id, result);
  });
  return [
    ...taken.filter(({ id }) => asked.has(id)).map(({ id }) => asked.get(id)!),
    ...taken.filter(({ id }) => !asked.has(id)),
  ];
}
