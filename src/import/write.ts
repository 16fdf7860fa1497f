/**
 * Writes imported events as one source file of format 6 (docs/source-format.md): the events and
 * deadlines tables and the optional tables of topics, sources, ranks, tracks, aliases and acceptance
 * rates. The rows go to a temporary file that the import renames into place at its very end, so a
 * failure leaves the file there as it was.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { nameKey } from '../reference/fold.js';
import { editionAcronymKey, ORGANISATIONS_RE, seriesKey, splitAcronym } from '../source/acronym.js';
import { PLACE_NOT_CHOSEN } from '../source/location.js';
import { EVENT_RANKS } from '../source/ranks.js';
import type { SOURCE_COLUMNS } from '../source/schema.js';
import { DEADLINES_TABLE, EVENTS_TABLE, type SourceWriter, writeSource } from '../source/source-writer.js';
import { ACCEPTANCE_RATES, EVENT_SOURCES, EVENT_TOPICS, SERIES_ALIASES } from '../source/tables.js';
import { EVENT_TRACKS } from '../source/tracks.js';
import type { ImportedAlias, ImportedEvent, ImportedRate } from './record.js';
import type { ImportedTrack } from './edition-tracks.js';

export interface ImportedSource {
  events: readonly ImportedEvent[];
  /** The id of each event, in the same order. */
  ids: readonly number[];
  rates: readonly ImportedRate[];
  /** The tracks of each edition that has any (edition-tracks.ts). */
  tracks?: ReadonlyMap<ImportedEvent, readonly ImportedTrack[]>;
  /** YYYY-MM-DD: every event's last_verified, given by the operator; null: each event's own, or none. */
  verified: string | null;
}

function eventRow(
  event: ImportedEvent,
  id: number,
  verified: string | null,
): Record<(typeof SOURCE_COLUMNS)[number], unknown> {
  const row: Record<(typeof SOURCE_COLUMNS)[number], unknown> = {
    id,
    name: event.name,
    acronym: event.acronym,
    type: event.type,
    topic: event.topics[0],
    sub_topic: event.subTopics[0] ?? null,
    start_date: event.start,
    end_date: event.end,
    city: event.city,
    country: event.country ?? (event.format === 'online' ? null : PLACE_NOT_CHOSEN),
    venue: event.venue,
    organizer: null,
    website: event.website,
    format: event.format,
    submission_deadline: null,
    contact_email: null,
    description: null,
    series: event.series,
    core_rank: event.coreRank,
    ccf_rank: event.ccfRank,
    region: event.region,
    date_precision: event.precision === 'day' ? null : event.precision,
    last_verified: verified ?? event.lastVerified ?? null,
  };
  return row;
}

/**
 * Leaves out each alias that is another series' own acronym (docs/importers.md, Merging): DBLP
 * files AsiaCCS under "ccs", and a tracker's "ACM CCS" merged into AsiaCCS is CCS's name, so
 * `acronym=CCS` finds CCS alone. A series' acronyms are its key and its editions' bare acronyms.
 * An alias is kept when the series owning it shares a name with its holder: one series under two
 * acronyms (a tracker's "KDD" with the full name of another's "SIGKDD", whose DBLP key is kdd).
 */
function dropOthersAcronyms(source: ImportedSource, aliases: Map<string, ImportedAlias[]>): void {
  const ownerOf = new Map<string, Set<string>>();
  const own = (text: string, series: string) => {
    const key = editionAcronymKey(text);
    if (key !== '') ownerOf.set(key, (ownerOf.get(key) ?? new Set()).add(series));
  };
  for (const event of source.events) {
    const series = event.series === null ? null : seriesKey(event.series);
    if (series === null) continue;
    own(series, series);
    const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
    if (bare !== null) own(bare, series);
  }
  const names = seriesNames(source, aliases);
  const shareAName = (a: string, b: string) => [...(names.get(a) ?? [])].some((name) => names.get(b)?.has(name));
  for (const [series, list] of aliases) {
    const kept = list.filter((alias) => {
      if (alias.kind === 'name') return true;
      const owners = ownerOf.get(editionAcronymKey(alias.alias));
      return owners === undefined || owners.has(series) || [...owners].some((owner) => shareAName(owner, series));
    });
    if (kept.length !== list.length) aliases.set(series, kept);
  }
}

/** The folded names of each series (by key): its editions' names and its aliases of kind name. */
function seriesNames(source: ImportedSource, aliases: Map<string, ImportedAlias[]>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (series: string, name: string) => names.set(series, (names.get(series) ?? new Set()).add(nameKey(name)));
  for (const event of source.events) {
    const series = event.series === null ? null : seriesKey(event.series);
    if (series !== null) add(series, event.name);
  }
  for (const [series, list] of aliases) for (const alias of list) if (alias.kind === 'name') add(series, alias.alias);
  return names;
}

/** A joint acronym's parts, of three characters or more: "UbiComp/ISWC", "SIGMOD+PODS". */
const JOINT_PARTS_RE = /^([^()/+]{3,20})(?:\s*[/+]\s*[^()/+]{3,20}){1,3}$/u;

/**
 * The parts of an edition's joint acronym, each an alias of kind `acronym` ("UbiComp/ISWC" is found
 * as UbiComp); dropOthersAcronyms leaves out a part another series owns (ISWC, the Semantic Web
 * conference's; SIGMOD of "SIGMOD/PODS").
 */
function jointParts(event: ImportedEvent): ImportedAlias[] {
  // "IEEE/ACM CGO" is CGO of two organisations, no joint name.
  const bare = event.acronym === null ? '' : (splitAcronym(event.acronym).bare ?? '').replace(ORGANISATIONS_RE, '');
  if (!JOINT_PARTS_RE.test(bare)) return [];
  return bare.split(/\s*[/+]\s*/u).map((part) => ({ alias: part, kind: 'acronym' as const }));
}

/** Every alias of each series (by key), once, and each rate's series resolved through them. */
function seriesRows(source: ImportedSource) {
  const aliases = new Map<string, ImportedAlias[]>();
  for (const event of source.events) {
    const key = event.series === null ? null : seriesKey(event.series);
    if (key === null) continue;
    const list = aliases.get(key) ?? [];
    for (const alias of [...event.aliases, ...jointParts(event)]) {
      if (
        nameKey(alias.alias) !== nameKey(key) &&
        !list.some((known) => nameKey(known.alias) === nameKey(alias.alias))
      ) {
        list.push(alias);
      }
    }
    aliases.set(key, list);
  }
  dropOthersAcronyms(source, aliases);
  const owner = new Map<string, string>();
  for (const [key, list] of aliases)
    for (const { alias } of list) if (!owner.has(nameKey(alias))) owner.set(nameKey(alias), key);
  const rateSeries = (series: string): string => {
    const key = seriesKey(series) ?? series;
    return aliases.has(key) ? key : (owner.get(nameKey(series)) ?? key);
  };
  return { aliases, rateSeries };
}

const TABLES = [
  EVENTS_TABLE,
  DEADLINES_TABLE,
  EVENT_TOPICS,
  EVENT_SOURCES,
  SERIES_ALIASES,
  ACCEPTANCE_RATES,
  EVENT_RANKS,
  EVENT_TRACKS,
];

/**
 * Writes the source file to a temporary file beside `path` and returns it, for the caller to rename
 * into place once everything else has succeeded; on a failure nothing is left.
 */
export function writeImportedSource(path: string, source: ImportedSource): string {
  mkdirSync(dirname(path), { recursive: true });
  return writeSource(path, TABLES, (writer) => writer.transaction(() => fill(writer, source)));
}

function fill(writer: SourceWriter, source: ImportedSource): void {
  source.events.forEach((event, index) => {
    const event_id = source.ids[index]!;
    writer.add(EVENTS_TABLE.name, eventRow(event, event_id, source.verified));
    for (const d of event.deadlines) {
      writer.add(DEADLINES_TABLE.name, { event_id, kind: d.kind, round: d.round, due: d.due, timezone: d.zone });
    }
    for (const name of event.topics.slice(1)) writer.add(EVENT_TOPICS.name, { event_id, kind: 'topic', name });
    for (const name of event.subTopics.slice(1)) writer.add(EVENT_TOPICS.name, { event_id, kind: 'sub_topic', name });
    for (const s of event.sources) {
      writer.add(EVENT_SOURCES.name, { event_id, name: s.name, record_id: s.recordId, url: s.url });
    }
    for (const r of event.ranks) {
      writer.add(EVENT_RANKS.name, {
        event_id,
        system: r.system,
        edition: r.edition,
        value: r.value,
        url: r.sourceUrl,
      });
    }
    for (const track of source.tracks?.get(event) ?? []) {
      if (track.deadlines.length === 0) writer.add(EVENT_TRACKS.name, { event_id, track: track.name });
      for (const d of track.deadlines) {
        const row = { event_id, track: track.name, kind: d.kind, round: d.round, due: d.due, timezone: d.zone };
        writer.add(EVENT_TRACKS.name, row);
      }
    }
  });
  const { aliases, rateSeries } = seriesRows(source);
  for (const [series, list] of aliases) {
    for (const { alias, kind } of list) writer.add(SERIES_ALIASES.name, { series, alias, kind });
  }
  for (const rate of source.rates) {
    const { year, submitted, accepted, rate: value, source: from } = rate;
    writer.add(ACCEPTANCE_RATES.name, {
      series: rateSeries(rate.series),
      year,
      submitted,
      accepted,
      rate: value,
      source: from,
    });
  }
}
