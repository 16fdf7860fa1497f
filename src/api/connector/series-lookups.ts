/**
 * A series' edition of a year, and the series an acronym names: the lookups by which a venue's
 * next edition, or its edition a year before, is read (projected-deadlines.ts, deadline-titles.ts).
 */
import type { HandlerContext } from '../operation.js';
import { seriesOf } from '../../search/index.js';
import { pageEvents, refusedAs, searchOf } from './searches.js';

/** The edition of a series of `year`, dated or not (`year` finds undated ones by their year). */
export function seriesEdition(series: string, year: number, context: HandlerContext) {
  const page = searchOf({ series, year: String(year) }, context, 1);
  const [edition] = pageEvents(page, context);
  return edition?.year === year ? { edition, position: page.positions[0]! } : undefined;
}

/** The series of the first event of an acronym; null when none has it, or a search refuses it. */
export function seriesOfAcronym(acronym: string, context: HandlerContext): string | null {
  const [position] = refusedAs([], () => searchOf({ acronym }, context, 1).positions);
  return position === undefined ? null : seriesOf(context.index.store, position);
}
