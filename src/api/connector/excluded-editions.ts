/**
 * The editions of the acronyms a question excludes (docs/api.md, Connector tools; negations.ts):
 * no answer to it, left out of its page, which stays full, and out of its count of events matched
 * ("NLP conferences except ACL"); of the ranks it excludes ("other than the big four"), those of
 * the venues of those ranks.
 */
import type { HandlerContext } from '../operation.js';
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import { EXCLUDED_MAX } from './negations.js';
import type { Reading } from './reading.js';
import { oneOfEachSeries, pageEvents, searchOf } from './searches.js';
import { resultsOf } from './result-titles.js';
import { alikeEdition } from './alike-edition.js';

/** The parameters the venues of ranks excluded are searched by: the subject's, no time nor place. */
const UNRANKED_KEPT = ['q', 'type', 'topic', 'subtopic'] as const;
/** Editions read to find them: a few of each venue at most (EXCLUDED_MAX venues). */
const UNRANKED_READ = EXCLUDED_MAX * 4;

/**
 * `reading` with the venues of each rank it excludes (of its subject, the first the search of that
 * rank finds, as many as its count) among its excluded acronyms, at most EXCLUDED_MAX with those,
 * and said: "big four" read as NDSS, S&P, USENIX Security, CCS.
 */
function withUnranked(reading: Reading, context: HandlerContext): Reading {
  if (reading.unranked === undefined) return reading;
  const { parameters } = reading;
  const kept = UNRANKED_KEPT.flatMap((name) => (parameters[name] === undefined ? [] : [[name, parameters[name]]]));
  const excluded: AcronymRead[] = [...(reading.excluded ?? [])];
  const notes: string[] = [];
  for (const { ranks, count, text } of reading.unranked) {
    const page = searchOf(Object.fromEntries([...kept, ...ranks]), context, UNRANKED_READ);
    const first = new Set(oneOfEachSeries(page, context));
    const taken = new Set(excluded.map(({ bare }) => bare.toLowerCase()));
    const venues = pageEvents(page, context)
      .flatMap(({ acronym }, at) => (first.has(page.positions[at]!) && acronym !== null ? [acronym] : []))
      .filter((acronym) => !taken.has(acronym.toLowerCase()))
      .slice(0, Math.min(count ?? EXCLUDED_MAX, EXCLUDED_MAX - excluded.length));
    excluded.push(...venues.map((bare) => ({ length: 0, bare, year: null, known: true })));
    notes.push(
      venues.length === 0
        ? `"${text}" not read: no other venue of the subject has those ranks`
        : `"${text}" read as ${venues.join(', ')}: left out of the results`,
    );
  }
  return { ...reading, notes: [...reading.notes, ...notes], ...(excluded.length > 0 ? { excluded } : {}) };
}

/** Editions of each acronym left out: the first of the search's order, those an answer of one edition a series shows. */
const EDITIONS_MAX = 3;
/** Editions of each acronym left out besides those the question finds, its next first, then its latest. */
const SERIES_MAX = 40;

/**
 * `reading` with the editions of each acronym it excludes that its search finds among the events
 * no answer to it: the answer leaves them out and stays full.
 */
export function withExcluded(asked: Reading, context: HandlerContext): Reading {
  const reading = withUnranked(asked, context);
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

/**
 * Of a question whose every event found is of an acronym it excludes ("Which conferences on
 * human-robot interaction are in 2027, apart from HRI?": HRI 2027 alone), the events alike the
 * first of those shown, of other series, with the rest of the question but its words (which only
 * the venue excluded holds), and the note that says so; undefined when none.
 */
export function alikeOfExcluded(reading: Reading, shown: readonly string[], context: HandlerContext) {
  const edition = reading.besides?.find(({ id }) => shown.includes(String(id)));
  const alike = edition && alikeEdition(reading.parameters, edition, context);
  if (edition === undefined || alike === undefined) return undefined;
  return {
    results: resultsOf(alike.page, context, alike.note),
    note: `the question's events are all of ${edition.acronym}, which it excludes: events alike it answer`,
  };
}
