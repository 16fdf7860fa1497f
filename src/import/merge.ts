/**
 * One event from many records (docs/importers.md, Merging). Within one source, records of the same
 * name, dates and place are relistings (confs.tech lists an event once per topic file): one event
 * with every topic. Across sources, records of the same edition are merged: the same series or
 * acronym (or an alias of either, or one series' acronym: seriesAcronymKey) and year, starting
 * within 31 days or dates one containing the other, else the same folded name, start date and city
 * (the acronym too when both records give one). Pairs that look alike but are not merged are listed as near-misses. Events
 * that still share a folded name and start date (one franchise's events in several cities) are
 * named with their city, so that no two served events read alike.
 *
 * The builder's duplicate check (src/builder/dedupe.ts) is another rule on purpose: it judges an
 * operator's finished rows by exact keys and warns (or drops with --dedupe); this one judges
 * records of several public sources by what names an edition and joins them, every source kept.
 */
import type { CountryResolver } from '../reference/countries.js';
import { countryFoldedKey } from './country-words.js';
import { type Fold, nameDayKey, placeKey, sameSite, sameUnnamed, siteDayKey, websiteListingKey } from './merge-keys.js';
import { nameKey } from '../reference/fold.js';
import { acronymKey, editionAcronymKey, seriesAcronymKey, splitAcronym } from '../source/acronym.js';
import { EditionIndex } from './editions.js';
import { AcronymOwners } from './foreign-aliases.js';
import { type EventRef, type NearMiss, NearMissIndex, NearMissLog, ref } from './near-misses.js';
import { type Conflict, mergeInto } from './precedence.js';
import { type DateChoice, dateValueOf, settleDates } from './date-votes.js';
import { MAIN_TRACK } from '../source/track-names.js';
import { trackOf } from './edition-tracks.js';
import type { FormatResult, ImportedEvent } from './record.js';

export type { EventRef, NearMiss } from './near-misses.js';

export interface Relisting {
  source: string;
  /** The records listed as one event, the kept one first. */
  records: string[];
  topics: string[];
  subTopics: string[];
  /** The other places the records gave (a record of the same website in another city), when any. */
  otherPlaces?: string[];
}

export interface Merge {
  /** How they were found alike: "edition icml 2027", or "name, start and city". */
  by: string;
  records: EventRef[];
  conflicts: Conflict[];
}

/** An event named with its city: another event of its name starts on the same day elsewhere. */
export interface Renaming {
  record: EventRef;
  name: string;
}

export interface MergeResult {
  events: ImportedEvent[];
  relistings: Relisting[];
  merges: Merge[];
  nearMisses: NearMiss[];
  /** Near-misses past the NEAR_MISSES_LISTED listed: counted, not listed. */
  nearMissesLeftOut: number;
  renamed: Renaming[];
  /** Editions whose records gave other dates: the dates kept and why (date-votes.ts). */
  dates: DateChoice[];
}

const placeText = (event: ImportedEvent): string => [event.city, event.country].filter(Boolean).join(', ');

/** An acronym as written: a capital, then up to 15 letters, digits or & + - ("LISA", "CVPR", "ECML-PKDD"). */
const ACRONYM_RE = /^[A-Z][A-Za-z0-9&+-]{1,15}$/;

/**
 * The acronym of an event that gives none in a column: its name when the name is one ("LISA"), or
 * the last text in parentheses that is one ("Conference on Computer Vision ... (CVPR)").
 */
function impliedAcronym(name: string): string | null {
  if (ACRONYM_RE.test(name)) return name;
  const last = [...name.matchAll(/\(([^()]+)\)/g)].at(-1)?.[1]?.trim();
  return last !== undefined && ACRONYM_RE.test(last) && last === last.toUpperCase() ? last : null;
}

/**
 * The keys an edition is known by: its series, bare acronym (or the acronym its name implies) and
 * aliases (but those naming another series: foreign-aliases.ts), each as its words folded ("ECML-PKDD" and "ECML PKDD" alike) and as its acronym key
 * (src/source/acronym.ts: no organisation prefix, "ACM ASIACCS" is "AsiaCCS"), with the year it
 * is held, then its own (a record named "ASIACCS 2026" held in July 2027 is found as of 2027 first;
 * one whose year is undecided, edition-years.ts, as of its own first, and joins only a record whose
 * deadlines agree: editions.ts).
 * A track of an edition is known by the edition's key and the track's name.
 */
function editionKeys(event: ImportedEvent, owners: AcronymOwners): string[] {
  // A track record is merged with the same track's records, never as its edition (edition-tracks.ts folds it).
  const track = trackOf(event);
  if (track !== null && track.track !== MAIN_TRACK) return [track.key.replace('|', `#${nameKey(track.track)}|`)];
  const startYear = event.start === null ? null : Number(event.start.slice(0, 4));
  // An edition whose year is undecided is looked for as of the year it names first.
  const years = (event.yearUndecided ? [event.year, startYear] : [startYear, event.year]).filter(
    (year) => year !== null,
  );
  if (years.length === 0) return [];
  const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
  const implied = event.acronym === null && event.series === null ? impliedAcronym(event.name) : null;
  const aliases = event.aliases
    .filter((alias) => alias.kind !== 'name' && !owners.names(event, alias))
    .map((alias) => alias.alias);
  const names = [event.series, bare, implied, ...aliases].filter((name) => name !== null);
  const keys = [
    ...names.map((name) => nameKey(name) || acronymKey(name)),
    ...names.map(editionAcronymKey).filter((key) => key !== ''),
    ...names.map(seriesAcronymKey).filter((key) => key !== ''),
  ];
  return [...new Set(years.flatMap((year) => keys.map((key) => `${key}|${year}`)))];
}

/** An event whose lists a merge may add to without touching the record's. */
const copy = (event: ImportedEvent): ImportedEvent => ({
  ...event,
  sources: [...event.sources],
  topics: [...event.topics],
  subTopics: [...event.subTopics],
  deadlines: [...event.deadlines],
  aliases: [...event.aliases],
});

interface Listed {
  event: ImportedEvent;
  records: string[];
  otherPlaces: string[];
}

/**
 * Merges the relistings of one source: same name, start, end and place, or same name, start, end
 * and website in another place (the first listing's place kept, the others reported); every topic
 * kept.
 */
function mergeRelistings(result: FormatResult, relistings: Relisting[]): ImportedEvent[] {
  const byKey = new Map<string, Listed>();
  const bySite = new Map<string, Listed>();
  for (const event of result.events) {
    // A track's record (mpc-deadlines' call for posters) is never a relisting of its edition's.
    const track = trackOf(event)?.track ?? '';
    const key = `${placeKey(event)}|${event.end}|${track}`;
    const site = websiteListingKey(event);
    const first = byKey.get(key) ?? (site === null ? undefined : bySite.get(site));
    if (!first) {
      const listed = { event: copy(event), records: [], otherPlaces: [] };
      byKey.set(key, listed);
      if (site !== null && !bySite.has(site)) bySite.set(site, listed);
      continue;
    }
    const place = placeText(event);
    if (place !== placeText(first.event) && !first.otherPlaces.includes(place)) first.otherPlaces.push(place);
    mergeInto(first.event, event);
    first.records.push(event.source.recordId);
  }
  const events = new Set<Listed>(byKey.values());
  for (const { event, records, otherPlaces } of events) {
    if (records.length === 0) continue;
    const { topics, subTopics } = event;
    relistings.push({
      source: result.format,
      records: [event.source.recordId, ...records],
      topics,
      subTopics,
      ...(otherPlaces.length > 0 ? { otherPlaces } : {}),
    });
  }
  return [...events].map(({ event }) => event);
}

/**
 * Names with its city each event that shares its folded name, acronym and start date with an
 * event in another city ("GDG DevFest" in Busan and in Vienna on one day: "GDG DevFest Busan"),
 * unless its name already holds the city. Editions told apart by their acronyms ("Euro-Par 2023",
 * "Euro-Par 2024" with a mistyped year) keep their names.
 */
function nameApart(events: ImportedEvent[], renamed: Renaming[]): void {
  const byDay = new Map<string, ImportedEvent[]>();
  for (const event of events) {
    // A track's record is folded into its edition later (edition-tracks.ts), no event of its own.
    if (trackOf(event) !== null) continue;
    const key = `${nameKey(event.name)}|${event.start}|${event.acronym ?? ''}`;
    const group = byDay.get(key);
    if (group) group.push(event);
    else byDay.set(key, [event]);
  }
  for (const group of byDay.values()) {
    if (group.length < 2) continue;
    for (const event of group) {
      const city = event.city;
      if (city === null || nameKey(event.name).includes(nameKey(city))) continue;
      const record = ref(event);
      event.name = `${event.name} ${city}`;
      renamed.push({ record, name: event.name });
    }
  }
}

/**
 * The events of every source merged, sources in the order given. Events of one --from are merged
 * only as relistings; the same row in two files of one format is merged like any two sources'.
 */
export function mergeSources(results: readonly FormatResult[], countries?: CountryResolver): MergeResult {
  const fold: Fold = countries === undefined ? nameKey : (text) => countryFoldedKey(countries, text);
  const merged: MergeResult = {
    events: [],
    relistings: [],
    merges: [],
    nearMisses: [],
    nearMissesLeftOut: 0,
    renamed: [],
    dates: [],
  };
  const log = new NearMissLog();
  const near = new NearMissIndex(log);
  /** The --from each event was read from: events of one are never merged but as relistings. */
  const origin = new Map<ImportedEvent, number>();
  const editions = new EditionIndex(log);
  const byPlace = new Map<string, ImportedEvent>();
  const byNameDay = new Map<string, ImportedEvent>();
  const bySiteDay = new Map<string, ImportedEvent>();
  results.forEach((result, from) => {
    const owners = new AcronymOwners(result.events);
    for (const event of mergeRelistings(result, merged.relistings)) {
      const keys = editionKeys(event, owners);
      const edition = editions.find(event, keys, from);
      const nameDay = nameDayKey(event, fold);
      const named = nameDay === null ? undefined : byNameDay.get(nameDay);
      const unnamed = named && sameUnnamed(named, event) ? named : undefined;
      const siteDay = siteDayKey(event);
      const sited = siteDay === null ? undefined : bySiteDay.get(siteDay);
      const atSite = sited && sameSite(sited, event) ? sited : undefined;
      const place = placeKey(event, fold);
      // A track's record joins the same track's records alone (its key), never its edition by place.
      const track = trackOf(event) !== null;
      const into = edition?.event ?? (track ? undefined : (byPlace.get(place) ?? unnamed ?? atSite));
      if (into && origin.get(into) !== from) {
        const by = edition
          ? `edition ${edition.key.replace('|', ' ')}`
          : into === atSite && into !== unnamed
            ? 'website and start'
            : 'name, start and city';
        // Each source's dates are a vote, settled once every record is merged (date-votes.ts).
        into.dateValues ??= [dateValueOf(into)];
        into.dateValues.push(...(event.dateValues ?? [dateValueOf(event)]));
        merged.merges.push({ by, records: [ref(into), ref(event)], conflicts: mergeInto(into, event) });
        // The edition is found by the keys of each of its records, not only of the first: whether a
        // third record joins it must not depend on which of the two came first.
        editions.add(into, keys, from);
        continue;
      }
      near.add(event);
      merged.events.push(event);
      origin.set(event, from);
      editions.add(event, keys, from);
      if (track) continue;
      if (!byPlace.has(place)) byPlace.set(place, event);
      if (nameDay !== null && !byNameDay.has(nameDay)) byNameDay.set(nameDay, event);
      if (siteDay !== null && !bySiteDay.has(siteDay)) bySiteDay.set(siteDay, event);
    }
  });
  merged.dates = settleDates(merged.events);
  nameApart(merged.events, merged.renamed);
  merged.nearMisses = log.listed;
  merged.nearMissesLeftOut = log.leftOut;
  return merged;
}
