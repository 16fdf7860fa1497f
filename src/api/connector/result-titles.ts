/**
 * The titles of the connector search's results (docs/api.md, Connector tools): "ACL 2027 —
 * Vienna, Austria", the edition a person recognises and its place, with what the answer says of
 * each event (what a wider search left out, an estimated deadline, that it has ended), each cited
 * with its URL (views/citation.ts).
 */
import type { HandlerContext, TitleValue } from '../operation.js';
import type { ConferenceItem } from '../schemas/index.js';
import { UNDATED_TEXT } from '../../search/index.js';
import { formatIsoDate } from '../../util/dates.js';
import { citationUrl } from '../views/citation.js';
import { locationWords, rateWords } from '../views/event-words.js';
import { type Page, pageEvents } from './searches.js';
import { deadlineOf, kindOf, trackDeadlines } from './deadline-titles.js';
import { wordTable } from './word-tables.js';

/** What a title is written from: an event's values as its detail or a search's item shows them. */
interface Event {
  id: number;
  name: string;
  acronym: string | null;
  dates: { start: string | null };
  /** The last day, when known to the day or month (a title says when the event has ended). */
  end?: number | null;
  /** The edition's year, an undated one's too (series-json.ts); else the start's. */
  year?: number | null;
  location: { city: string; country: string };
  format: ConferenceItem['format'];
}

/** The title values of the events a page shows. */
function eventsAt(page: Page, context: HandlerContext): Event[] {
  return pageEvents(page, context).map((event) => ({
    id: event.id,
    name: event.name,
    acronym: event.acronym,
    dates: { start: event.start === null ? null : formatIsoDate(event.start) },
    end: event.end,
    year: event.year,
    location: { city: event.city ?? '', country: event.country ?? '' },
    format: event.format,
  }));
}

/** "Vienna, Austria", "Austria", "Online", or nothing. */
function placeOf({ location, format }: Event): string {
  const known = locationWords(location.city, location.country);
  if (known !== '') return known;
  return format === 'online' ? 'Online' : '';
}

/** "ACL 2027": the acronym and year, else the name and year. */
function editionOf(event: Event): string {
  const year = event.year ? String(event.year) : event.dates.start?.slice(0, 4);
  const named = event.acronym || event.name;
  return year === undefined || named.includes(year) ? named : `${named} ${year}`;
}

/**
 * "ACL 2027 — Vienna, Austria": the edition, then the place; `withName`: the name after the
 * edition, for two venues of one acronym ("FSE 2027 (Fast Software Encryption) — …").
 */
export function titleOf(event: Event, withName = false): string {
  const edition = withName && event.acronym ? `${editionOf(event)} (${event.name})` : editionOf(event);
  const place = placeOf(event);
  return place === '' ? edition : `${edition} — ${place}`;
}

/** A search result as connectors read it, cited with `url` (views/citation.ts). */
export const resultOf = (event: Event, url: string, withName = false) => ({
  id: String(event.id),
  title: titleOf(event, withName),
  url,
});

/**
 * The acceptance rate an edition is known by: its own; else its series' latest before it, with
 * that year (an edition to come has none yet); else none.
 */
export function knownRate(context: HandlerContext, position: number, year: number | null | undefined) {
  const values = context.index.itemValues().seriesValues;
  const rates = values.acceptanceRates(position);
  const own = values.acceptanceRate(position);
  if (own !== null) {
    const that = rates.find((one) => one.year === year);
    return {
      rate: own,
      counts: countsOf(that),
      submitted: that?.submitted ?? undefined,
      accepted: that?.accepted ?? undefined,
    };
  }
  const before = rates.find((one) => year == null || one.year < year);
  return (
    before && {
      rate: before.rate,
      year: before.year,
      counts: countsOf(before),
      submitted: before.submitted ?? undefined,
      accepted: before.accepted ?? undefined,
    }
  );
}

/** "317 of 1,000 accepted": the counts a rate comes from, when the source gives both. */
function countsOf(rate: { accepted: number | null; submitted: number | null } | undefined): string | undefined {
  if (rate?.accepted == null || rate.submitted == null) return undefined;
  return `${rate.accepted.toLocaleString('en')} of ${rate.submitted.toLocaleString('en')} accepted`;
}

/** "acceptance rate 31.7%: 317 of 1,000 accepted", "acceptance rate 27% in 2026" (see knownRate). */
function rateOf(context: HandlerContext, position: number, year: number | null | undefined): string[] {
  const known = knownRate(context, position, year);
  // "What is the acceptance rate of EANN?": that none is known answers too.
  if (known === undefined) return ['acceptance rate not known'];
  const counts = known.counts === undefined ? '' : `: ${known.counts}`;
  return [`acceptance rate ${rateWords(known.rate)}${known.year === undefined ? '' : ` in ${known.year}`}${counts}`];
}

/** "Apr 26-30, 2027": its dates as answers write them; "dates not known yet" for an edition of no dates. */
function datesOf(context: HandlerContext, position: number): string[] {
  const range = context.index.itemValues().dateRange(position);
  return [range === UNDATED_TEXT ? 'dates not known yet' : range];
}

/**
 * "place not known yet" for an edition whose title gives no place (its city, country and format
 * unknown): the title of one that has one already says it. Of one that has ended, "place not
 * known": no place is to come ("Where was ICML 2019 held?").
 */
function placeNotKnown(context: HandlerContext, position: number): string[] {
  const values = context.index.itemValues();
  const known = values.city(position) ?? values.country(position);
  if (known !== null || values.format(position) === 'online') return [];
  return [context.index.notOver(context.today).has(position) ? 'place not known yet' : 'place not known'];
}

/** How a title says each format. */
const FORMAT_SAID: Readonly<Record<string, string>> = wordTable({
  'in-person': 'in person',
  hybrid: 'hybrid',
  online: 'online',
});

/**
 * "in person", "hybrid" or "online": the answer to "Is NeurIPS 2026 in person?"; none for an online
 * event of no place, whose title's place is "Online" already.
 */
function formatOf(context: HandlerContext, position: number): string[] {
  const values = context.index.itemValues();
  const format = values.format(position);
  if (format === 'online' && values.city(position) === null && values.country(position) === null) return [];
  return [FORMAT_SAID[format] ?? format];
}

/** The venue's h5-index, when the data has one that is a whole number. */
export function h5Value(context: HandlerContext, position: number): number | undefined {
  const ranks = context.index.itemValues().editionValues.ranks(position);
  const value = Number(ranks.find(({ system }) => system === 'h5-index')?.value);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** "h5-index 304": the venue's; "h5-index not known" when the data has none. */
function h5Of(context: HandlerContext, position: number): string[] {
  const h5 = h5Value(context, position);
  return [h5 === undefined ? 'h5-index not known' : `h5-index ${h5}`];
}

/** "CORE A*, CCF B": the ranks the filters take (core_rank, ccf_rank), those it has. */
function rankOf(context: HandlerContext, position: number): string[] {
  const values = context.index.itemValues().editionValues;
  const core = values.coreRank(position);
  const ccf = values.ccfRank(position);
  const ranks = [...(core === null ? [] : [`CORE ${core}`]), ...(ccf === null ? [] : [`CCF ${ccf}`])];
  // "Is PyCon Italia an A* conference?": that it has none answers too.
  return [ranks.length === 0 ? 'no CORE or CCF rank' : ranks.join(', ')];
}

/** "organized by ACM", or that the data names none. */
function organizerOf(context: HandlerContext, position: number): string[] {
  const organizer = context.index.itemValues().organizer(position);
  return [organizer === null ? 'organizer not known' : `organized by ${organizer}`];
}

/** A website longer than this is left to fetch: a title is read whole, and an URL cut is no URL. */
export const WEBSITE_SAID = 300;

/** "website https://…", or that the data has none (fetch gives a long one). */
function websiteOf(context: HandlerContext, position: number): string[] {
  const website = context.index.itemValues().website(position);
  if (website === null) return ['website not known'];
  return [website.length > WEBSITE_SAID ? 'website too long to say here: fetch gives it' : `website ${website}`];
}

/** How a title says each value a question may ask of its events. */
const TITLE_VALUES: Readonly<
  Record<TitleValue, (context: HandlerContext, position: number, year: number | null | undefined) => string[]>
> = {
  dates: datesOf,
  place: placeNotKnown,
  format: formatOf,
  'acceptance rate': rateOf,
  'h5-index': h5Of,
  rank: rankOf,
  deadline: (context, position) => deadlineOf(context, position),
  'deadline hour': (context, position) => deadlineOf(context, position, true),
  notification: kindOf('notification'),
  rebuttal: kindOf('rebuttal'),
  'camera-ready': kindOf('camera-ready'),
  // Said after the edition, as two venues of one acronym and year are (resultsOf).
  name: () => [],
  organizer: organizerOf,
  website: websiteOf,
};

/**
 * The deadline the question asks of the event at `position`, as its title says it, for a note of a
 * page whose other notes say theirs (narrower-subject.ts): none when it asks none.
 */
export function askedDeadline(context: HandlerContext, position: number): string[] {
  const asked = (context.titleValues ?? []).filter((value) => value === 'deadline' || value === 'deadline hour');
  return asked.flatMap((value) => TITLE_VALUES[value](context, position, undefined));
}

/**
 * "acceptance rate 31.7%", "h5-index 304", "CORE A*": the values the question asks of the event at
 * `position`, or that it has none; its deadline not when its own note says it (`deadlineSaid`: estimated-deadlines.ts).
 */
function valuesOf(context: HandlerContext, position: number, year: number | null | undefined, deadlineSaid: boolean) {
  const asked = (context.titleValues ?? []).filter(
    (value) => (value !== 'deadline' && value !== 'deadline hour') || !deadlineSaid,
  );
  const tracks = (context.titleTracks ?? []).flatMap((name) => trackDeadlines(name)(context, position));
  return [...asked.flatMap((value) => TITLE_VALUES[value](context, position, year)), ...tracks];
}

/** Whether the question asks the events' deadlines, which each title then says ("ICSE deadline"). */
export const saysDeadlines = (context: HandlerContext): boolean => context.titleValues?.includes('deadline') === true;

/**
 * The results of a page, each title with `note`: one for all, or each event's by its id (saying
 * its deadline, unless `notesSayDeadlines` is false, as estimated-deadlines.ts's do). Editions
 * the page shows twice (two venues of one acronym and year) are told apart by their names. An
 * event that ended before today says so: a title's year alone ("PyCon Sweden 2026", asked in late
 * November 2026) does not tell a model that reads only the titles whether it is still to come.
 */
export function resultsOf(
  page: Page,
  context: HandlerContext,
  note?: string | ReadonlyMap<number, string>,
  notesSayDeadlines = true,
) {
  const events = eventsAt(page, context);
  const editions = events.map(editionOf);
  const twice = new Set(editions.filter((edition, at) => editions.indexOf(edition) !== at));
  // "What is the full name of ISCA?": each title gives it.
  const named = context.titleValues?.includes('name') === true;
  return events.map((event, at) => {
    const url = citationUrl(context.index, event.id, context.publicBaseUrl);
    const result = resultOf(event, url, twice.has(editions[at]!) || named);
    const ended = event.end != null && event.end < context.today ? `ended ${formatIsoDate(event.end)}` : undefined;
    const own = typeof note === 'string' ? undefined : note?.get(event.id);
    const values = valuesOf(context, page.positions[at]!, event.year, own !== undefined && notesSayDeadlines);
    // A value its own note already says ("dates not known yet: held about …") is not said twice.
    const told = own === undefined ? values : values.filter((value) => !own.includes(value));
    const said = [typeof note === 'string' ? note : own, ...told, ended].filter((part) => part !== undefined);
    return said.length === 0 ? result : { ...result, title: `${result.title} (${said.join('; ')})` };
  });
}
