/**
 * The editions of the acronyms a question excludes (docs/api.md, Connector tools; negations.ts):
 * no answer to it, left out of its page, which stays full, and out of its count of events matched
 * ("NLP conferences except ACL").
 */
import type { HandlerContext } from '../operation.js';
import { writtenAcronym } from './acronym-words.js';
import type { Reading } from './reading.js';
import { pageEvents, searchOf } from './searches.js';

/** Editions of each acronym left out: the first of the search's order, those an answer of one edition a series shows. */
const EDITIONS_MAX = 3;
/** Editions of each acronym left out besides those the question finds, its next first, then its latest. */
const SERIES_MAX = 40;

/**
 * `reading` with the editions of each acronym it excludes that its search finds among the events
 * no answer to it: the answer leaves them out and stays full.
 */
export function withExcluded(reading: Reading, context: HandlerContext): Reading {
  if (reading.excluded === undefined) return reading;
  const besides = reading.excluded.flatMap((read) => {
    const acronym = writtenAcronym(read);
    const found = searchOf({ ...reading.parameters, acronym }, context, EDITIONS_MAX);
    // The first counts for every edition the question finds, shown or not; the others for none.
    const own = pageEvents(found, context).map(({ id }, at) => ({ id, acronym, stands: at === 0 ? found.total : 0 }));
    // And every other edition, the next first: those whose call no search reads when only estimated
    // ("NLP venues with deadlines in February 2027, excluding ACL": ACL 2027's), and those an answer
    // found without part of the question may show ("visualization conferences in 2027 besides IEEE
    // VIS": not IEEE VIS 2026, found without the year).
    const every = pageEvents(searchOf({ acronym, sort: 'upcoming' }, context, SERIES_MAX), context);
    const more = every.filter(({ id }) => !own.some((one) => one.id === id));
    return [...own, ...more.map(({ id }) => ({ id, acronym, stands: 0 }))];
  });
  return besides.length === 0 ? reading : { ...reading, besides: [...(reading.besides ?? []), ...besides] };
}
