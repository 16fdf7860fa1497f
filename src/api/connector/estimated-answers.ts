/**
 * The events of a question's deadline window ahead whose paper deadline is only estimated there
 * (estimated-deadlines.ts) as its answer gives them: without the editions it excludes
 * (excluded-editions.ts), and the note that counts them.
 */
import type { HandlerContext } from '../operation.js';
import { type Estimated, estimatedDeadlines } from './estimated-deadlines.js';
import { estimatedCount } from './reading-text.js';
import type { Reading } from './reading.js';
import { pageEvents } from './searches.js';
import { RESULTS } from './vocabulary.js';

/**
 * The events of the question's deadline window ahead whose paper deadline is only estimated there,
 * without the editions it excludes (withExcluded), counted without them; undefined when none is left.
 */
export function estimatedOf(reading: Reading, context: HandlerContext): Estimated | undefined {
  const estimated = estimatedDeadlines(reading.parameters, context);
  if (estimated === undefined || reading.besides === undefined) return estimated;
  const left = new Set(reading.besides.map(({ id }) => id));
  const { positions } = estimated.page;
  const ids = pageEvents(estimated.page, context).map(({ id }) => id);
  const gone = positions.filter((_, at) => left.has(ids[at]!));
  if (gone.length === 0) return estimated;
  if (gone.length === positions.length) return undefined;
  const kept = positions.filter((position) => !gone.includes(position));
  const unforeseen = gone.filter((position) => estimated.foreseen.has(position)).length;
  return {
    ...estimated,
    page: { positions: kept, total: estimated.page.total - gone.length },
    foreseen: new Set([...estimated.foreseen].filter((position) => kept.includes(position))),
    foreseenCount: estimated.foreseenCount - unforeseen,
  };
}

/**
 * The count of the events of a deadline estimated in the window, and how many the answer gives when
 * not all: "give me 20 AI conferences with deadlines in 2027" gave 6 announced and 4 of 16 estimated.
 */
export function estimatedNote(
  estimated: Estimated,
  reading: Reading,
  shown: number,
  results: readonly { id: string }[],
  context: HandlerContext,
): string {
  const { page, foreseenCount } = estimated;
  const ids = new Set(pageEvents(page, context).map(({ id }) => String(id)));
  const here = results.slice(0, RESULTS).filter(({ id }) => ids.has(id)).length;
  const note = estimatedCount(page.total, shown > 0, reading.parameters.cfp !== undefined, foreseenCount);
  if (here >= page.total) return note;
  return `${note}; ${here === 0 ? 'none of them here' : `the first ${here} here`}`;
}
