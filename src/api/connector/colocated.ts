/**
 * Events held with an edition (docs/api.md, Connector tools): "workshops at NeurIPS 2026", "ICSE
 * 2027 co-located events". Trackers list a conference's workshops as events of their own, with
 * their own acronyms, in the conference's city on its days: a search for the conference's acronym
 * with type=workshop finds none of them. When a question names one edition (with its year, else
 * the next) and asks for events of another type than the edition's, or says "co-located" or
 * "satellite", its answer is the events held in the edition's city on a day from the day before
 * the edition's start to the day after its end, the rest of the question kept, the edition itself
 * left out.
 */
import type { HandlerContext } from '../operation.js';
import { eventPosition } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import { locationWords } from '../views/event-words.js';
import type { Reading } from './reading.js';
import { namedEdition, type Page, type Parameters, searchOf } from './searches.js';

/** Words that ask for the events held with an edition, whatever their type. */
const COLOCATED_RE = /(?<![\p{L}\p{N}])(?:co-?located|collocated|satellite|affiliated)(?![\p{L}\p{N}])/iu;
/** Words that ask for the events in the edition's city, on any days ("in the same city as NeurIPS 2026"). */
const SAME_CITY_RE = /\bsame (?:city|town|place|location|venue) as\b/iu;
/** The days before the start and after the end of the edition that its workshops may take. */
const DAYS_AROUND = 1;
const AROUND_WORDS = DAYS_AROUND === 1 ? 'a day' : `${DAYS_AROUND} days`;
/** Parameters of the edition, which the events held with it do not share. */
const OF_THE_EDITION = ['acronym', 'year', 'month', 'from', 'to', 'date_match'];

/**
 * The events held with the edition the question names, and the note that says where, or only a
 * note that none is; undefined when it asks for none, or when its own search (`page`) found events
 * and it says no "co-located".
 */
export function colocatedSearch(
  question: string,
  reading: Reading,
  page: Page,
  context: HandlerContext,
): { page?: Page; note: string } | undefined {
  const [named, ...more] = reading.acronyms;
  if (named === undefined || more.length > 0 || !named.known) return undefined;
  const asked = reading.parameters.type;
  const sameCity = SAME_CITY_RE.test(question);
  const colocated = sameCity || COLOCATED_RE.test(question);
  if ((asked === undefined || page.positions.length > 0) && !colocated) return undefined;
  // Without a year, its next edition: the first of the search's order, as "like X" takes it.
  const edition = namedEdition(named, context);
  if (edition === undefined) return undefined;
  if (!colocated && asked!.split(',').includes(edition.type.toLowerCase())) return undefined;
  const called = edition.year == null ? named.bare : `${named.bare} ${edition.year}`;
  const how = sameCity ? `in the city of ${called}` : `held with ${called}`;
  if (edition.city === null || edition.country === null || edition.start === null || edition.end === null)
    return { note: `none found ${how}: its place or dates are not known yet` };
  const kept = Object.entries(reading.parameters).filter(([name]) => !OF_THE_EDITION.includes(name) && name !== 'q');
  // "satellite" asks for the events held with the edition, no subject of theirs.
  const q = reading.parameters.q?.split(' ').filter((word) => !COLOCATED_RE.test(word));
  const held: Parameters = {
    ...Object.fromEntries(kept),
    ...(q && q.length > 0 ? { q: q.join(' ') } : {}),
    city: `${edition.city}, ${edition.country}`,
    ...(sameCity
      ? {}
      : {
          from: formatIsoDate(edition.start - DAYS_AROUND),
          to: formatIsoDate(edition.end + DAYS_AROUND),
          date_match: 'overlap',
        }),
  };
  const found = searchOf(held, context);
  const itself = eventPosition(context.index, edition.id);
  const positions = found.positions.filter((position) => position !== itself);
  const place = locationWords(edition.city, edition.country);
  // The edition's own days, and the margin searched: the days searched alone read as its dates.
  const days = `${formatIsoDate(edition.start)} to ${formatIsoDate(edition.end)}`;
  const where = sameCity ? `in ${place}` : `in ${place}, ${days}, ${AROUND_WORDS} either side`;
  // None held with it: the answer is the search's own, and says that none was found.
  if (positions.length === 0) return { note: `none found ${how} (${where})` };
  return { page: { ...found, positions }, note: `${how}: ${where}` };
}
