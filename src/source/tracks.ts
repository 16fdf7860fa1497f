/**
 * Tracks of an edition (docs/source-format.md, Tracks): the optional table `event_tracks`, one row
 * per deadline of one track of an event (Industry Track, Short Papers, Tool Demos...), or a row
 * without a deadline for a track that has none yet. A track's deadlines are read as the deadlines
 * table's are (deadlines.ts) and are the track's own: the event's calls for papers do not read them.
 */
import { nameKey } from '../reference/fold.js';
import type { Day } from '../util/dates.js';
import { DEADLINES_PER_TRACK, type Deadline, readDeadlines } from './deadlines.js';
import type { Report } from './location.js';
import type { DeadlineSourceRow } from './schema.js';
import type { OptionalTable, TableRow } from './tables.js';

/** At most this many tracks per event (the rest is left out, with list_over_limit). */
export const TRACKS_PER_EVENT = 16;

export const EVENT_TRACKS: OptionalTable = {
  name: 'event_tracks',
  columns: ['event_id', 'track', 'kind', 'round', 'due', 'timezone'],
  required: ['event_id', 'track'],
  eventColumn: 'event_id',
  ddl: `CREATE TABLE event_tracks (
  event_id INTEGER NOT NULL,
  track    TEXT NOT NULL,
  kind     TEXT,
  round    INTEGER,
  due      TEXT,
  timezone TEXT
)`,
};

/** One track of an edition: its name and its own deadlines, in (instant, kind, round) order. */
export interface EventTrack {
  name: string;
  deadlines: readonly Deadline[];
}

export const MAX_NAME = 300;

/**
 * The tracks of an event's rows of event_tracks, in the order of their first row; null when a row
 * breaks a rule of the deadlines table (reported: the event is invalid, as for its own deadlines).
 */
export function readTracks(rows: readonly TableRow[], start: Day | null, report: Report): EventTrack[] | null {
  const byName = new Map<string, { name: string; rows: DeadlineSourceRow[] }>();
  for (const row of rows) {
    const name = typeof row.track === 'string' ? row.track.trim() : '';
    if (name === '' || name.length > MAX_NAME) {
      report(name === '' ? 'required_empty' : 'text_too_long', 'event_tracks.track', name || null);
      return null;
    }
    const key = nameKey(name);
    let track = byName.get(key);
    if (!track) {
      if (byName.size === TRACKS_PER_EVENT) {
        report('list_over_limit', 'event_tracks.track', name, `at most ${TRACKS_PER_EVENT}; the rest is left out`);
        break;
      }
      byName.set(key, (track = { name, rows: [] }));
    }
    if (row.kind === null && row.due === null) continue;
    track.rows.push({ event_id: row.event_id, kind: row.kind, due: row.due, round: row.round, timezone: row.timezone });
  }
  const tracks: EventTrack[] = [];
  for (const { name, rows: deadlineRows } of byName.values()) {
    const deadlines = readDeadlines(deadlineRows, { start, submissionDeadline: null }, report, DEADLINES_PER_TRACK);
    if (deadlines === null) return null;
    tracks.push({ name, deadlines });
  }
  return tracks;
}
