/**
 * The parts of a connector question that its answer may leave out (relaxing.ts): parameters, a
 * date range as one, or words of q, and what each tells (the events it alone matches).
 */
import type { HandlerContext } from '../operation.js';
import { termEvents } from '../../search/index.js';
import { editionYear, namesKnownVenue, venueOf } from './acronym-words.js';
import { listText } from './list-text.js';
import type { Reading } from './reading.js';
import { type Parameters, searchOf } from './searches.js';

/** Parameters left out together: a date range is one part, as the search's relaxations read it, a radius and the order by distance with their city. */
const TOGETHER = [
  ['from', 'to', 'month', 'year', 'date_match'],
  ['deadline_from', 'deadline_to'],
  ['near', 'radius_km', 'sort'],
];

/**
 * A part of the question that may be left out: parameters, or words of q (`aside`: about the
 * asker); `later`: a window's end alone, which leaves the deadlines (the events) after it; `edition`:
 * the year written with the acronym ("NeurIPS 2026"), which names the edition asked about.
 */
export interface Part {
  names: readonly string[];
  words?: readonly string[];
  aside?: true;
  later?: true;
  edition?: true;
  /** Of editions named in `acronym` ("CVPR 2001,CVPR 2002"), the venues without their years. */
  venues?: string;
}

/** Every part of `parameters` but the subject's; the words of q the data has none of are one part. */
export function partsOf(parameters: Parameters, reading: Reading, context: HandlerContext): Part[] {
  const parts: Part[] = [];
  const grouped = new Set<string>();
  const edition = reading.acronyms.some(({ year }) => year !== null && String(year) === parameters.year);
  for (const group of TOGETHER) {
    const given = group.filter((name) => parameters[name] !== undefined);
    if (given.length > 0)
      parts.push({ names: given, ...(edition && given.includes('year') ? { edition: true as const } : {}) });
    for (const name of given) grouped.add(name);
  }
  // A deadline window with nothing in it is widened to the later deadlines before it is left out
  // (rank): leaving the whole window out answers with events whose deadlines have passed, no
  // answer to a question about deadlines.
  if (parameters.deadline_from !== undefined && parameters.deadline_to !== undefined) {
    parts.push({ names: ['deadline_to'], later: true });
  }
  // So is the week "right after" an edition: the events after it, not those of any time.
  const { around } = reading;
  if (around?.after !== undefined && around.near && !around.deadlines && parameters.to !== undefined)
    parts.push({ names: ['to'], later: true });
  for (const name of Object.keys(parameters)) {
    if (!['q', 'acronym', 'similar_to'].includes(name) && !grouped.has(name)) parts.push({ names: [name] });
  }
  // "CVPR in 2001 and 2002", none of them known: the years go, the venue stays, as a year written
  // with one acronym does.
  const venues = [...new Set(parameters.acronym?.split(',').map(venueOf))];
  if (parameters.acronym !== undefined && venues.join(',') !== parameters.acronym)
    parts.push({ names: ['acronym'], edition: true, venues: venues.join(',') });
  const all = (parameters.q?.split(' ') ?? []).filter((word) => !reading.subject.includes(word));
  // Beside an acronym or "like X" of the data, which name the subject, the words of q tell least.
  const named = namesKnownVenue(reading.acronyms, reading.like);
  const asides = all.filter((word) => named || reading.asides?.includes(word));
  if (asides.length > 0) parts.push({ names: ['q'], words: asides, aside: true });
  const words = all.filter((word) => !asides.includes(word));
  const unknown = words.filter((word) => termEvents(context.index, word) === 0);
  if (unknown.length > 0) parts.push({ names: ['q'], words: unknown });
  for (const word of words) if (!unknown.includes(word)) parts.push({ names: ['q'], words: [word] });
  return parts;
}

/**
 * The parts of `parameters` but the words of q (of those `only` takes), the one that tells least
 * first (matchesOf): the order one other part is left out in, one at a time.
 */
export function partsTellingLeast(
  parameters: Parameters,
  reading: Reading,
  context: HandlerContext,
  only = (_: Part) => true,
): Part[] {
  const known = new Map<string, number>();
  const telling = (part: Part) => matchesOf(part, parameters, context, known);
  const parts = partsOf(parameters, reading, context).filter((part) => part.words === undefined && only(part));
  return parts.sort((a, b) => telling(b) - telling(a));
}

/** `parameters` without `part`. */
export function without(parameters: Parameters, part: Part): Parameters {
  if (part.venues !== undefined) return { ...parameters, acronym: part.venues };
  const kept = Object.entries(parameters).filter(([name]) => !part.names.includes(name));
  // "sorted by date" of dates left out ("in 2031", none then): the events to come first, as
  // without dates asked (settleUpcoming), not the oldest the data has.
  if (parameters.sort === 'date' && part.names.some((name) => TOGETHER[0]!.includes(name)))
    return { ...Object.fromEntries(kept), sort: 'upcoming' };
  if (part.words === undefined) return Object.fromEntries(kept);
  const q = parameters.q!.split(' ').filter((word) => !part.words!.includes(word));
  return Object.fromEntries(q.length > 0 ? [...kept, ['q', q.join(' ')]] : kept);
}

/** The years of the editions named in `acronym`: "CVPR 2001,ICCV 2002" → 2001, 2002. */
const editionYears = (acronym: string): string[] => [
  ...new Set(acronym.split(',').flatMap((value) => editionYear(value) ?? [])),
];

export const noteOf = (part: Part, parameters: Parameters): string =>
  part.venues !== undefined
    ? `the years ${editionYears(parameters.acronym!).join(', ')}`
    : part.words === undefined
      ? part.names.map((name) => `${name}=${listText(parameters[name]!)}`).join(', ')
      : part.words.map((word) => `"${word}"`).join(', ');

/**
 * Events the part alone matches (more: it tells less), kept per part for the steps of one answer;
 * words the data has none of tell nothing: Infinity.
 */
export function matchesOf(
  part: Part,
  parameters: Parameters,
  context: HandlerContext,
  known: Map<string, number>,
): number {
  const key = `${part.names.map((name) => `${name}=${parameters[name]}`).join(',')}|${part.words?.join(' ') ?? ''}`;
  let matches = known.get(key);
  if (matches === undefined) {
    const alone = Object.fromEntries(part.names.map((name) => [name, parameters[name]!]));
    matches =
      part.words === undefined
        ? searchOf(alone, context, 0).total
        : termEvents(context.index, part.words.join(' ')) || Number.POSITIVE_INFINITY;
    known.set(key, matches);
  }
  return matches;
}

/** The parameters of a part as given. */
export const givenOf = (parameters: Parameters, part: Part): Parameters =>
  Object.fromEntries(part.names.map((name) => [name, parameters[name]!]));

/** Parameters of a time the question asks: the events' dates, their deadlines. */
export const TIME_PARAMETERS: ReadonlySet<string> = new Set([...TOGETHER[0]!, ...TOGETHER[1]!]);

/** Whether two parts hold parameters of one range (TOGETHER). */
export const oneRange = (a: readonly string[], b: readonly string[]): boolean =>
  TOGETHER.some((group) => a.some((name) => group.includes(name)) && b.some((name) => group.includes(name)));

/** Whether a search of `kept` left out one of `names` that the question asked (`asked`); none when no search says its parameters. */
export const askedLeftOut = (asked: Parameters, kept: Parameters | undefined, names: readonly string[]): boolean =>
  kept !== undefined && names.some((name) => asked[name] !== undefined && kept[name] === undefined);

/**
 * Whether a search of `kept` left out the years of several venues named one edition each ("ICML
 * 2027 and NeurIPS 2027", neither listed): then each venue's one edition answers, as when one is
 * listed, not every edition of both. One venue of several years ("SOSP in 2001, 2002") keeps its
 * editions.
 */
export function editionYearsLeftOut(asked: Parameters, kept: Parameters | undefined): boolean {
  const named = asked.acronym?.split(',') ?? [];
  const venues = new Set(named.map(venueOf));
  return (
    kept?.acronym !== undefined && kept.acronym !== asked.acronym && named.length > 1 && venues.size === named.length
  );
}
