/**
 * Events held with an edition (docs/api.md, Connector tools): "workshops at NeurIPS 2026", "ICSE
 * 2027 co-located events". Trackers list a conference's workshops as events of their own, with
 * their own acronyms, in the conference's city on its days: a search for the conference's acronym
 * with type=workshop finds none of them. When a question names editions (with their year, else
 * the next) and asks for events of another type than theirs, or says "co-located" or "satellite",
 * its answer is the events held in each edition's city on a day from the day before the edition's
 * start to the day after its end, the rest of the question kept (of a subject none there has,
 * left out), the edition itself left out.
 */
import type { HandlerContext } from '../operation.js';
import { eventPosition } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import { locationWords } from '../views/event-words.js';
import type { Reading } from './reading.js';
import { namedEdition, type Page, type Parameters, searchOf } from './searches.js';
import type { AcronymRead } from './acronym-words.js';
import { inTurn } from './listed-search.js';

/** Words that ask for the events held with an edition, whatever their type. */
const COLOCATED_RE = /(?<![\p{L}\p{N}])(?:co-?located|collocated|satellite|affiliated)(?![\p{L}\p{N}])/iu;
/** Words that ask for the events in the edition's city, on any days ("in the same city as NeurIPS 2026"). */
const SAME_CITY_RE = /\bsame (?:city|town|place|location|venue) as\b/iu;
/** The days before the start and after the end of the edition that its workshops may take. */
const DAYS_AROUND = 1;
const AROUND_WORDS = DAYS_AROUND === 1 ? 'a day' : `${DAYS_AROUND} days`;
/** Parameters of the edition, which the events held with it do not share. */
const OF_THE_EDITION = ['acronym', 'year', 'month', 'from', 'to', 'date_match'];

/** Editions named whose events held with them are searched, at most: each is a search. */
export const MOST_HOSTS = 5;

/**
 * The events held with the editions the question names (each of several in turn: "workshops at
 * NeurIPS or ICML"), and the note that says where, or only a note that none is; undefined when it
 * asks for none, or when its own search (`page`) found events and it says no "co-located". Of a
 * subject none held with them has, those held with them answer, each title saying the subject was
 * left out (`said`).
 */
export function colocatedSearch(
  question: string,
  reading: Reading,
  page: Page,
  context: HandlerContext,
): { page?: Page; note: string; said?: string } | undefined {
  const named = reading.acronyms;
  if (named.length === 0 || named.length > MOST_HOSTS || named.some((one) => !one.known)) return undefined;
  const asked = reading.parameters.type;
  const sameCity = SAME_CITY_RE.test(question);
  const colocated = sameCity || COLOCATED_RE.test(question);
  if ((asked === undefined || page.positions.length > 0) && !colocated) return undefined;
  // Without a year, its next edition: the first of the search's order, as "like X" takes it.
  const editions = named.map((one) => ({ named: one, edition: namedEdition(one, context) }));
  if (editions.some(({ edition }) => edition === undefined)) return undefined;
  const other = (type: string) => colocated || !asked!.split(',').includes(type.toLowerCase());
  if (!editions.every(({ edition }) => other(edition!.type))) return undefined;
  // "satellite" asks for the events held with the edition, no subject of theirs.
  const words = reading.parameters.q?.split(' ').filter((word) => !COLOCATED_RE.test(word));
  const q = words && words.length > 0 ? words.join(' ') : undefined;
  const search = (subject: string | undefined) =>
    editions.map(({ named: one, edition }) => heldWith(one, edition!, reading, { sameCity, q: subject }, context));
  let held = search(q);
  let said: string | undefined;
  if (q !== undefined && held.every((one) => one.positions.length === 0) && held.some((one) => one.where)) {
    const without = search(undefined);
    if (without.some((one) => one.positions.length > 0)) [held, said] = [without, `found without "${q}"`];
  }
  const notes = held.map(({ how, where, positions }) =>
    where === undefined
      ? `none found ${how}: its place or dates are not known yet`
      : positions.length === 0
        ? `none found ${how} (${where})`
        : `${how}: ${where}`,
  );
  const positions = inTurn(held.map((one) => one.positions.map((id) => ({ id })))).map(({ id }) => id);
  // None held with them: the answer is the search's own, and says that none was found.
  if (positions.length === 0) return { note: notes.join('; ') };
  return { page: { positions, total: positions.length }, note: notes.join('; '), ...(said && { said }) };
}

/**
 * The events held with one edition (in its city, from the day before its start to the day after
 * its end; `sameCity`: any day), the rest of the question kept, the edition itself left out, and
 * how and where that was; `where` undefined when its place or dates are not known yet.
 */
function heldWith(
  named: AcronymRead,
  edition: NonNullable<ReturnType<typeof namedEdition>>,
  reading: Reading,
  { sameCity, q }: { sameCity: boolean; q: string | undefined },
  context: HandlerContext,
): { how: string; where?: string; positions: number[] } {
  const called = edition.year == null ? named.bare : `${named.bare} ${edition.year}`;
  const how = sameCity ? `in the city of ${called}` : `held with ${called}`;
  if (edition.city === null || edition.country === null || edition.start === null || edition.end === null)
    return { how, positions: [] };
  const kept = Object.entries(reading.parameters).filter(([name]) => !OF_THE_EDITION.includes(name) && name !== 'q');
  const held: Parameters = {
    ...Object.fromEntries(kept),
    ...(q === undefined ? {} : { q }),
    city: `${edition.city}, ${edition.country}`,
    ...(sameCity
      ? {}
      : {
          from: formatIsoDate(edition.start - DAYS_AROUND),
          to: formatIsoDate(edition.end + DAYS_AROUND),
          date_match: 'overlap',
        }),
  };
  const itself = eventPosition(context.index, edition.id);
  const positions = searchOf(held, context).positions.filter((position) => position !== itself);
  const place = locationWords(edition.city, edition.country);
  // The edition's own days, and the margin searched: the days searched alone read as its dates.
  const days = `${formatIsoDate(edition.start)} to ${formatIsoDate(edition.end)}`;
  return { how, where: sameCity ? `in ${place}` : `in ${place}, ${days}, ${AROUND_WORDS} either side`, positions };
}
