/**
 * Why a connector search answers no results (docs/api.md, Connector tools): the answer's `message`
 * gives the question as read (the search parameters) and the reason: an acronym no event has (with
 * the closest acronym of the data), words the data has none of, or, when each part exists, that
 * even the subject alone (or, without one, half of the question) finds no event; a question of
 * nothing but a venue no event has to compare with ("conferences like ISMB") finds none.
 */
import { acronymEvents, termEvents } from '../../search/index.js';
import type { HandlerContext } from '../operation.js';
import { writtenAcronym } from './acronym-words.js';
import type { Reading } from './reading.js';
import { type Page, searchOf } from './searches.js';

const NOTHING_TO_SEARCH =
  'The question names nothing to search for: no event (an acronym such as VLDB 2027), topic, place, date, ' +
  'rank or call for papers was found in it.';

const quoted = (words: readonly string[]): string => words.map((word) => `"${word}"`).join(', ');

/** The question as read: "acronym=VLDB, year=2031", "q=\"basket weaving\", type=conference". */
const readAs = ({ parameters }: Reading): string =>
  Object.entries(parameters)
    .map(([name, value]) => (name === 'q' ? `q="${value}"` : `${name}=${value}`))
    .join(', ');

/** The notes of a reading after the message of an answer that finds nothing, but those that start with `said`. */
export function alsoRead({ notes }: Reading, said?: string): string {
  const left = [...new Set(notes)].filter((note) => said === undefined || !note.startsWith(said));
  return left.length > 0 ? ` Also read: ${left.join('; ')}.` : '';
}

/** Parameters of the kind of event alone: beside "like X", they narrow nothing the comparison asks. */
const KINDS: ReadonlySet<string> = new Set(['type', 'format']);

/**
 * The message of a question that names nothing to search for, if it is one: no parameter read, or
 * none but the kind of event beside "like X" when no event is X ("conferences like ISMB"), whose
 * answer would be every event.
 */
export function nothingAsked(reading: Reading, context: HandlerContext): string | undefined {
  const { like, parameters } = reading;
  const names = Object.keys(parameters);
  if (like === undefined) return names.length === 0 ? `${whyNothing(reading)}${alsoRead(reading)}` : undefined;
  if (parameters.similar_to !== undefined || !names.every((name) => KINDS.has(name))) return undefined;
  const named = writtenAcronym(like);
  const closest = searchOf({ acronym: like.bare }, context, 0).hints?.find(
    (hint) => hint.reason === 'unknown_acronym' && hint.value !== like.bare,
  );
  const why =
    acronymEvents(context.index, like.bare) === 0
      ? `no event has the acronym ${like.bare}${closest ? ` (the closest is ${closest.value})` : ''}`
      : `no event is ${named}`;
  const read = names.length > 0 ? `, read as ${readAs(reading)}` : '';
  return `No event matches the question${read}: ${why}, to find the events alike it.${alsoRead(reading, `"like ${named}"`)}`;
}

/** The message of an empty answer to `reading`, whose search answered `page` (none: nothing was read). */
export function whyNothing(reading: Reading, page?: Page, context?: Pick<HandlerContext, 'index'>): string {
  if (page === undefined || context === undefined) return NOTHING_TO_SEARCH;
  const reasons: string[] = [];
  for (const acronym of reading.acronyms.filter((read) => !read.known)) {
    const closest = page.hints?.find((hint) => hint.reason === 'unknown_acronym' && hint.value !== acronym.bare);
    reasons.push(`no event has the acronym ${acronym.bare}${closest ? ` (the closest is ${closest.value})` : ''}`);
  }
  const unknown = (reading.parameters.q ?? '')
    .split(' ')
    .filter((word) => word && termEvents(context.index, word) === 0);
  if (unknown.length > 0) reasons.push(`no event has the word${unknown.length > 1 ? 's' : ''} ${quoted(unknown)}`);
  if (reasons.length === 0) {
    const subject = reading.acronyms.map((read) => read.bare).join(', ') || quoted(reading.subject);
    reasons.push(
      subject
        ? `no event matches all of it, nor ${subject} with the rest left out`
        : 'no event matches all of it, nor with up to half of it left out',
    );
  }
  return `No event matches the question, read as ${readAs(reading)}: ${reasons.join('; ')}.`;
}
