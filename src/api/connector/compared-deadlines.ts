/**
 * The deadlines of venues named with no year (docs/api.md, Connector tools): "deadlines for OSDI,
 * SOSP, EuroSys and ATC", "which of CHI, UIST and CSCW has the latest deadline", "NeurIPS
 * deadline". Each is answered by one edition: its first whose abstract or paper deadline,
 * announced or estimated, is still ahead, else its next not ended, else its latest. Every edition
 * of each, newest first, would put the first venue's past editions before the others' next call,
 * and one venue's passed calls before its next ("NeurIPS deadline": NeurIPS 2026, then 2027).
 */
import type { HandlerContext } from '../operation.js';
import { endOfDay } from '../../search/index.js';
import type { Reading } from './reading.js';
import { comparedPerSeries, ofNoYear } from './rate-answers.js';
import { oneOfEachSeries, type Page, type Parameters, readEvents, seriesKeys } from './searches.js';

/** Whether the question asks for deadlines: each title then gives them (title-words.ts). */
const deadlinesAsked = (context: HandlerContext): boolean =>
  (context.titleValues ?? []).some((value) => value === 'deadline' || value === 'deadline hour');

/** Whether the question asks the deadlines of venues named with no year, nor a window, nor "past". */
export const deadlinesPerSeries = (reading: Reading, context: HandlerContext): boolean =>
  reading.acronyms.length > 0 &&
  ofNoYear(reading) &&
  reading.parameters.to === undefined &&
  reading.parameters.deadline_from === undefined &&
  reading.parameters.deadline_to === undefined &&
  deadlinesAsked(context);

/** The instant of an edition's first abstract or paper deadline ahead, announced or estimated, by position. */
export function nextCallOf(context: HandlerContext): (position: number) => number | undefined {
  const now = context.now ?? endOfDay(context.today);
  const values = context.index.itemValues().editionValues;
  return (position) => {
    for (const one of values.deadlines(position)) {
      const at = Date.parse(one.at) / 1000;
      if ((one.kind === 'abstract' || one.kind === 'paper') && at >= now) return at;
    }
    return undefined;
  };
}

/**
 * `page` as a question of a subject's deadlines with no window, call or order of its own shows it
 * ("What are the NLP deadlines?"): the venues with a deadline ahead first, in their order, not the
 * calls closed; any other question's as it is.
 */
export function deadlinesAheadFirst(reading: Reading, page: Page, context: HandlerContext): Page {
  const asked =
    reading.acronyms.length === 0 &&
    reading.parameters.q !== undefined &&
    ['deadline_from', 'deadline_to', 'cfp', 'sort'].every((name) => reading.parameters[name] === undefined) &&
    deadlinesAsked(context);
  return asked ? { ...page, positions: callsAheadFirst(page.positions, context) } : page;
}

/** `page` with the events of a deadline ahead first, then the others, each part in its order. */
export const callsAheadPage = (page: Page, context: HandlerContext): Page => ({
  ...page,
  positions: callsAheadFirst(page.positions, context),
});

/**
 * `positions` with those of a deadline ahead first, then the others; `soonest`: those ahead soonest
 * first, else each part in its order (a subject's own venues stay before the others).
 */
function callsAheadFirst(positions: readonly number[], context: HandlerContext, soonest = false): number[] {
  const nextCall = nextCallOf(context);
  const calls = positions.map((position) => ({ position, call: nextCall(position) }));
  const ahead = calls.filter(({ call }) => call !== undefined);
  if (soonest) ahead.sort((a, b) => a.call! - b.call!);
  return [...ahead, ...calls.filter(({ call }) => call === undefined)].map(({ position }) => position);
}

/**
 * Of `page` (every edition of the venues, in the usual order), one edition of each series (see the
 * top of this file): those with a deadline ahead first, soonest first, then the others in the
 * page's order.
 */
function deadlineEditions(page: Page, context: HandlerContext): number[] {
  const nextCall = nextCallOf(context);
  const chosen = new Map<string, { position: number; call: number | undefined }>();
  seriesKeys(page, context).forEach((series, at) => {
    const position = page.positions[at]!;
    const first = chosen.get(series);
    if (first !== undefined && first.call !== undefined) return;
    const call = nextCall(position);
    if (first === undefined || call !== undefined) chosen.set(series, { position, call });
  });
  return callsAheadFirst(
    [...chosen.values()].map(({ position }) => position),
    context,
    true,
  );
}

/** Whether the venues named are answered one edition each: compared by a value, or their deadlines asked. */
export const namedPerSeries = (reading: Reading, context: HandlerContext): boolean =>
  comparedPerSeries(reading, context) || deadlinesPerSeries(reading, context);

/**
 * Of a wider page of the venues named (relaxing.ts), one edition of each: of their deadlines asked,
 * as deadlineEditions has them ("CHI or CSCW for a paper on online communities: which has the
 * later deadline?"), else the first of each series.
 */
const seriesPositions = (reading: Reading, page: Page, context: HandlerContext): number[] =>
  deadlinesPerSeries(reading, context) ? deadlineEditions(page, context) : oneOfEachSeries(page, context);

/** Orders of time in which a venue's first edition is its earliest. */
const EARLIEST_FIRST: ReadonlySet<string> = new Set(['date', 'deadline']);

/**
 * seriesPositions of a wider page (relaxing.ts); of one in an order of time where each venue's
 * first edition is its earliest ("the deadlines of ICML and NeurIPS 2027 in chronological order",
 * neither listed: ICML 2022), each venue's edition as the `upcoming` order has it (its next, else
 * its latest), kept in the order asked.
 */
export function namedEditions(
  reading: Reading,
  found: { page: Page; parameters?: Parameters },
  context: HandlerContext,
) {
  const { parameters } = found;
  if (parameters === undefined || !EARLIEST_FIRST.has(parameters.sort ?? '')) {
    return seriesPositions(reading, found.page, context);
  }
  const limit = EDITIONS_READ * reading.acronyms.length;
  const chosen = new Set(
    seriesPositions(reading, readEvents({ ...parameters, sort: 'upcoming' }, context, limit), context),
  );
  return readEvents(parameters, context, limit).positions.filter((position) => chosen.has(position));
}

/**
 * The search of the question, every edition of the venues read in the `upcoming` order (at most
 * EDITIONS_READ of each venue named), then one of each (deadlineEditions).
 */
export function deadlineSearchOf(reading: Reading, context: HandlerContext): { page: Page; skipped: boolean } {
  const limit = EDITIONS_READ * reading.acronyms.length;
  const page = readEvents({ ...reading.parameters, sort: 'upcoming' }, context, limit);
  return { page: { ...page, positions: deadlineEditions(page, context) }, skipped: true };
}

/** Editions read of each venue named: a venue's editions to come are a few, first in the order. */
const EDITIONS_READ = 50;
