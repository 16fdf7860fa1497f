/**
 * A question of selective venues ("the most selective security conferences", "AI conferences with
 * an acceptance rate below 20%"; docs/api.md, Connector tools): no parameter of the search reads
 * acceptance rates, so the answer reads the events of the question's search whose series has one
 * (at most RATES_READ, in its usual order), keeps the first edition of each series with its rate
 * (its own, else its series' latest before it, as its title says: result-titles.ts), those within
 * the bound asked, and gives them lowest rate first ("a high acceptance rate": highest first). A
 * question of the highest h5-index ("computer vision venues with the highest h5-index") is
 * answered so by the venues' h5-index, highest first; one of the biggest venues ("the largest ML
 * conferences", "the most submissions") by the papers submitted their rate comes from.
 */
import { subjectSet } from '../../search/index.js';
import type { HandlerContext } from '../operation.js';
import { editionYear } from './acronym-words.js';
import { placeAlternatives } from './place-alternatives.js';
import type { Reading } from './reading.js';
import { h5Value, knownRate } from './result-titles.js';
import { oneOfEachSeries, type Page, type Parameters, pageEvents, readEvents, searchOf } from './searches.js';
import { askWords } from './rate-words.js';
import { RESULTS } from './vocabulary.js';
import { withNextEditions } from './next-editions.js';
import { estimatedDeadlines } from './estimated-deadlines.js';

/** The wider search of a question that finds nothing: its parameters and what its titles say was left out. */
export type Widening = (reading: Reading) => { parameters: Parameters; note: string } | undefined;

/** The events of a question's search read for their rates, at most: each is one edition's rate. */
export const RATES_READ = 10_000;

/**
 * The answer's page and note for a question of selective venues, or only a note when none of the
 * events read has a rate in the bound; undefined when the question asks none.
 */
export function rateAnswer(
  reading: Reading,
  context: HandlerContext,
  wider?: Widening,
): { page?: Page; note: string; titles?: ReadonlyMap<number, string> } | undefined {
  const ask = reading.rate;
  if (ask === undefined) return undefined;
  // Of a search that finds nothing ("the biggest ML conferences in 2028"), the wider search's
  // venues (relaxing.ts) in the measure's order, each title saying what was left out; not where
  // deadlines estimated in its window answer it.
  const none = wider && searchOf(reading.parameters, context, 1).total === 0;
  const widened = none && estimatedDeadlines(reading.parameters, context) === undefined ? wider(reading) : undefined;
  if (widened !== undefined) {
    const answer = rateAnswer({ ...reading, parameters: widened.parameters }, context);
    if (answer?.page === undefined) return answer;
    const said = (id: number) => [widened.note, answer.titles?.get(id)].filter(Boolean).join('; ');
    const ids = pageEvents(answer.page, context).map(({ id }) => id);
    return { ...answer, titles: new Map(ids.map((id) => [id, said(id)])) };
  }
  // "in Tokyo or Korea": places searched apart, each alone, which this answer does not do.
  if (placeAlternatives(reading.parameters, context.index))
    return { note: `${askWords(ask)} not read: the question names places searched apart` };
  const h5 = ask.measure === 'h5';
  // The rank filter keeps the events with an h5-index when the question asks no other rank.
  const { parameters } = reading;
  const byRank = h5 && parameters.rank === undefined;
  const withH5 = byRank ? { ...parameters, rank: `h5-index:${ask.min ?? 0}` } : parameters;
  const read = readEvents(withH5, context, RATES_READ, !h5);
  // With another rank asked, which the h5-index's would widen, only the events with one are kept.
  const some =
    h5 && !byRank ? read.positions.filter((position) => h5Value(context, position) !== undefined) : read.positions;
  const firsts = oneOfEachSeries({ ...read, positions: some }, context);
  const years = h5 ? [] : pageEvents({ ...read, positions: firsts }, context).map((event) => event.year);
  const measured = (position: number, at: number) => {
    if (h5) return h5Value(context, position);
    const known = knownRate(context, position, years[at]);
    if (ask.measure === 'size') return ask.accepted ? known?.accepted : known?.submitted;
    return known === undefined ? undefined : known.rate * 100;
  };
  const rated = firsts
    .map((position, at) => ({ position, value: measured(position, at) }))
    .filter((one): one is { position: number; value: number } => one.value !== undefined)
    .filter(({ value }) => (ask.max === undefined || value <= ask.max) && (ask.min === undefined || value >= ask.min))
    .sort((a, b) => (ask.order === 'low' ? a.value - b.value : b.value - a.value));
  // The venues of the subject itself first ("the biggest computer vision conferences": CVPR and
  // ICCV before AAAI, which lists computer vision among its fields), the order kept within each.
  const own = subjectSet(context.index, parameters.q);
  const first = rated.filter(({ position }) => own.has(position));
  const split = first.length > 0 && first.length < rated.length;
  if (split) rated.splice(0, rated.length, ...first, ...rated.filter(({ position }) => !own.has(position)));
  const ownFirst = split ? `, those of "${parameters.q}" itself first` : '';
  const cut =
    read.total > read.positions.length ? ` (the first ${read.positions.length.toLocaleString('en')} read)` : '';
  if (rated.length === 0) return { note: `${askWords(ask)}: no venue of the search has one known${cut}` };
  const found = { positions: rated.slice(0, RESULTS).map(({ position }) => position), total: rated.length };
  // An ended venue answered by its next edition in its place, as a subject's venues are: "top AI
  // conferences by h5-index" found CVPR 2026 by "ai", not CVPR 2027.
  const next = withNextEditions(parameters, found, context, parameters, true);
  const note = `${askWords(ask)}${ownFirst}: ${rated.length} ${rated.length === 1 ? 'venue has' : 'venues have'} one known${cut}`;
  return { page: next?.page ?? found, note, ...(next ? { titles: next.notes } : {}) };
}

/** Whether the venues a question names have no year, written with them or apart. */
export const ofNoYear = (reading: Reading): boolean =>
  reading.acronyms.every(({ year }) => year === null) &&
  reading.parameters.year === undefined &&
  // An edition named with its year in `acronym` ("ACL 2025", of "ACL in 2025 and 2027").
  !(reading.parameters.acronym ?? '').split(',').some((value) => editionYear(value) !== undefined);

/**
 * Whether several venues named with no year are compared by a value their titles give ("ICLR vs
 * ICML vs NeurIPS acceptance rates", "h5-index of CVPR and ICCV", "the ranks of NeurIPS, ICML
 * and ICLR"): each is answered by one
 * edition, whose title gives its series' latest, as a question of venues is; ICML 2027 beside ICML
 * 2028 said one rate twice and left venues named out of the first results. So is one venue asked
 * its rank or h5-index: eight editions of SIGIR said "CORE A*, CCF A" eight times.
 */
export function comparedPerSeries(reading: Reading, context: HandlerContext): boolean {
  if (reading.acronyms.length === 0 || !ofNoYear(reading)) return false;
  const values = context.titleValues ?? [];
  if (reading.acronyms.length > 1)
    return values.some((value) => value === 'acceptance rate' || value === 'h5-index' || value === 'rank');
  // "the CORE rank of SIGIR", "the h5-index of ICML": a venue's, said by its next edition alone
  // (its rate asked too, by its editions of a rate of their own: ownRatesAsked).
  return values.some((value) => value === 'rank' || value === 'h5-index') && !values.includes('acceptance rate');
}

/**
 * Whether one venue named with no year is asked its acceptance rate ("What is the acceptance rate
 * of CHI?"): its editions are then its next and those with a rate of their own (ownRates).
 */
export const ownRatesAsked = (reading: Reading, context: HandlerContext): boolean =>
  reading.acronyms.length === 1 && ofNoYear(reading) && (context.titleValues ?? []).includes('acceptance rate');

/**
 * Of `page` (a venue's editions, its next first), the next, whose title gives the series' latest
 * rate, then those with a rate of their own, newest first, the first `limit`: every other edition
 * would say the latest again (six editions of CHI, each "27.6% in 2023").
 */
export function ownRates(page: Page, context: HandlerContext, limit: number): Page {
  const events = pageEvents(page, context);
  const own = (position: number, at: number) => {
    const known = knownRate(context, position, events[at]!.year);
    return known !== undefined && !('year' in known);
  };
  const positions = page.positions.filter((position, at) => at === 0 || own(position, at)).slice(0, limit);
  return { ...page, positions, total: positions.length };
}
