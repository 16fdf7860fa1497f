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
/** Editions of each acronym left out of an answer found without part of the question, its latest first. */
const SERIES_MAX = 40;

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
    // And every other edition, which an answer found without part of the question may show ("visualization
    // conferences in 2027 besides IEEE VIS": not IEEE VIS 2026, found without the year).
    const every = searchOf({ acronym, sort: 'upcoming' }, context, SERIES_MAX);
    const more = [...(next === undefined ? [] : pageEvents(next, context)), ...pageEvents(every, context)].filter(
      ({ id }, at, all) => !own.some((one) => one.id === id) && all.findIndex((one) => one.id === id) === at,
    );
    return [...own, ...more.map(({ id }) => ({ id, acronym, stands: 0 }))];
  });
  return besides.length === 0 ? reading : { ...reading, besides: [...(reading.besides ?? []), ...besides] };
}
