/**
 * Writes imported events as one source file of format 6 (docs/source-format.md): the events and
 * deadlines tables and the optional tables of topics, sources, ranks, tracks, aliases and acceptance
 * rates. The rows go to a temporary file that the import renames into place at its very end, so a
 * failure leaves the file there as it was.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { nameKey } from '../reference/fold.js';
import { seriesKey } from '../source/acronym.js';
import { PLACE_NOT_CHOSEN } from '../source/location.js';
import { EVENT_RANKS } from '../source/ranks.js';
import { DEADLINES_DDL, SOURCE_COLUMNS, SOURCE_DDL } from '../source/schema.js';
import { ACCEPTANCE_RATES, EVENT_SOURCES, EVENT_TOPICS, type OptionalTable, SERIES_ALIASES } from '../source/tables.js';
import { EVENT_TRACKS } from '../source/tracks.js';
import type { ImportedAlias, ImportedEvent, ImportedRate } from './record.js';
import type { ImportedTrack } from './tracks.js';

export interface ImportedSource {
  events: readonly ImportedEvent[];
  /** The id of each event, in the same order. */
  ids: readonly number[];
  rates: readonly ImportedRate[];
  /** The tracks of each edition that has any (tracks.ts). */
  tracks?: ReadonlyMap<ImportedEvent, readonly ImportedTrack[]>;
  /** YYYY-MM-DD: every event's last_verified, given by the operator; null: each event's own, or none. */
  verified: string | null;
}

const insertSql = (table: string, columns: readonly string[]): string =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

function eventRow(event: ImportedEvent, id: number, verified: string | null): unknown[] {
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
  return SOURCE_COLUMNS.map((column) => row[column]);
}

/** Every alias of each series (by key), once, and each rate's series resolved through them. */
function seriesRows(source: ImportedSource) {
  const aliases = new Map<string, ImportedAlias[]>();
  for (const event of source.events) {
    const key = event.series === null ? null : seriesKey(event.series);
    if (key === null) continue;
    const list = aliases.get(key) ?? [];
    for (const alias of event.aliases) {
      if (
        nameKey(alias.alias) !== nameKey(key) &&
        !list.some((known) => nameKey(known.alias) === nameKey(alias.alias))
      ) {
        list.push(alias);
      }
    }
    aliases.set(key, list);
  }
  const owner = new Map<string, string>();
  for (const [key, list] of aliases)
    for (const { alias } of list) if (!owner.has(nameKey(alias))) owner.set(nameKey(alias), key);
  const rateSeries = (series: string): string => {
    const key = seriesKey(series) ?? series;
    return aliases.has(key) ? key : (owner.get(nameKey(series)) ?? key);
  };
  return { aliases, rateSeries };
}

/**
 * Writes the source file to a temporary file beside `path` and returns it, for the caller to rename
 * into place once everything else has succeeded; on a failure nothing is left.
 */
export function writeImportedSource(path: string, source: ImportedSource): string {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.transaction(() => fill(db, source))();
    db.close();
    return temp;
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

function fill(db: Database.Database, source: ImportedSource): void {
  for (const ddl of [
    SOURCE_DDL,
    DEADLINES_DDL,
    EVENT_TOPICS.ddl,
    EVENT_SOURCES.ddl,
    SERIES_ALIASES.ddl,
    ACCEPTANCE_RATES.ddl,
    EVENT_RANKS.ddl,
    EVENT_TRACKS.ddl,
  ]) {
    db.exec(ddl);
  }
  const insert = (table: OptionalTable | { name: string; columns: readonly string[] }) =>
    db.prepare(insertSql(table.name, table.columns));
  const events = insert({ name: 'events', columns: SOURCE_COLUMNS });
  const deadlines = insert({ name: 'deadlines', columns: ['event_id', 'kind', 'round', 'due', 'timezone'] });
  const topics = insert(EVENT_TOPICS);
  const sources = insert(EVENT_SOURCES);
  const ranks = insert(EVENT_RANKS);
  const tracks = insert(EVENT_TRACKS);
  source.events.forEach((event, index) => {
    const id = source.ids[index]!;
    events.run(eventRow(event, id, source.verified));
    for (const d of event.deadlines) deadlines.run(id, d.kind, d.round, d.due, d.zone);
    for (const name of event.topics.slice(1)) topics.run(id, 'topic', name);
    for (const name of event.subTopics.slice(1)) topics.run(id, 'sub_topic', name);
    for (const s of event.sources) sources.run(id, s.name, s.recordId, s.url);
    for (const r of event.ranks) ranks.run(id, r.system, r.edition, r.value, r.sourceUrl);
    for (const track of source.tracks?.get(event) ?? []) {
      if (track.deadlines.length === 0) tracks.run(id, track.name, null, null, null, null);
      for (const d of track.deadlines) tracks.run(id, track.name, d.kind, d.round, d.due, d.zone);
    }
  });
  const { aliases, rateSeries } = seriesRows(source);
  const aliasRows = insert(SERIES_ALIASES);
  for (const [series, list] of aliases) for (const { alias, kind } of list) aliasRows.run(series, alias, kind);
  const rates = insert(ACCEPTANCE_RATES);
  for (const rate of source.rates) {
    rates.run(rateSeries(rate.series), rate.year, rate.submitted, rate.accepted, rate.rate, rate.source);
  }
  for (const table of ['deadlines', EVENT_TOPICS.name, EVENT_SOURCES.name, EVENT_RANKS.name, EVENT_TRACKS.name]) {
    db.exec(`CREATE INDEX ${table}_event_id ON ${table} (event_id)`);
  }
}
