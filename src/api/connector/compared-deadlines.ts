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
import { ofNoYear } from './rate-answers.js';
import { type Page, readEvents, seriesKeys } from './searches.js';

/** Whether the question asks the deadlines of venues named with no year, nor a window, nor "past". */
export const deadlinesPerSeries = (reading: Reading, context: HandlerContext): boolean =>
  reading.acronyms.length > 0 &&
  ofNoYear(reading) &&
  reading.parameters.to === undefined &&
  reading.parameters.deadline_from === undefined &&
  reading.parameters.deadline_to === undefined &&
  (context.titleValues ?? []).some((value) => value === 'deadline' || value === 'deadline hour');

/**
 * Of `page` (every edition of the venues, in the usual order), one edition of each series (see the
 * top of this file): those with a deadline ahead first, soonest first, then the others in the
 * page's order.
 */
function deadlineEditions(page: Page, context: HandlerContext): number[] {
  const now = context.now ?? endOfDay(context.today);
  const values = context.index.itemValues().editionValues;
  /** The instant of an edition's first abstract or paper deadline ahead, announced or estimated. */
  const nextCall = (position: number): number | undefined => {
    for (const one of values.deadlines(position)) {
      const at = Date.parse(one.at) / 1000;
      if ((one.kind === 'abstract' || one.kind === 'paper') && at >= now) return at;
    }
    return undefined;
  };
  const chosen = new Map<string, { position: number; call: number | undefined }>();
  seriesKeys(page, context).forEach((series, at) => {
    const position = page.positions[at]!;
    const first = chosen.get(series);
    if (first !== undefined && first.call !== undefined) return;
    const call = nextCall(position);
    if (first === undefined || call !== undefined) chosen.set(series, { position, call });
  });
  const editions = [...chosen.values()];
  const ahead = editions.filter(({ call }) => call !== undefined).sort((a, b) => a.call! - b.call!);
  return [...ahead, ...editions.filter(({ call }) => call === undefined)].map(({ position }) => position);
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
