/**
 * The editions of the acronyms a question excludes (docs/api.md, Connector tools; negations.ts):
 * no answer to it, left out of its page, which stays full, and out of its count of events matched
 * ("NLP conferences except ACL").
 */
import type { HandlerContext } from '../operation.js';
import { writtenAcronym } from './acronym-words.js';
import type { Reading } from './reading.js';
import { pageEvents, searchOf } from './searches.js';
import { type Estimated, estimatedDeadlines } from './estimated-deadlines.js';

/** Editions of each acronym left out: the first of the search's order, those an answer of one edition a series shows. */
const EDITIONS_MAX = 3;

/**
 * `reading` with the editions of each acronym it excludes that its search finds among the events
 * no answer to it: the answer leaves them out and stays full.
 */
export function withExcluded(reading: Reading, context: HandlerContext): Reading {
  if (reading.excluded === undefined) return reading;
  const { deadline_from, deadline_to, cfp, ...uncalled } = reading.parameters;
  const called = deadline_from !== undefined || deadline_to !== undefined || cfp !== undefined;
  const besides = reading.excluded.flatMap((read) => {
    const acronym = writtenAcronym(read);
    const found = searchOf({ ...reading.parameters, acronym }, context, EDITIONS_MAX);
    // The first counts for every edition the question finds, shown or not; the others for none.
    const own = pageEvents(found, context).map(({ id }, at) => ({ id, acronym, stands: at === 0 ? found.total : 0 }));
    // Of deadlines asked, its next editions too, whose call no search reads when only estimated
    // ("NLP venues with deadlines in February 2027, excluding ACL": ACL 2027's, estimated then).
    const next = called ? searchOf({ ...uncalled, acronym, sort: 'upcoming' }, context, EDITIONS_MAX) : undefined;
    const more =
      next === undefined ? [] : pageEvents(next, context).filter(({ id }) => !own.some((one) => one.id === id));
    return [...own, ...more.map(({ id }) => ({ id, acronym, stands: 0 }))];
  });
  return besides.length === 0 ? reading : { ...reading, besides: [...(reading.besides ?? []), ...besides] };
}

/**
 * The events of the question's deadline window ahead whose paper deadline is only estimated there
 * (estimated-deadlines.ts), without the editions it excludes (withExcluded), counted without them;
 * undefined when none is left.
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
