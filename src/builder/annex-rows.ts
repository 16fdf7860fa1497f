/**
 * The rows of event_ranks and event_tracks (docs/source-format.md, Ranks and Tracks), joined to the
 * events as both are read: each event's ranks and tracks, kept by id for the compile. A rank that
 * breaks a rule is left out with a warning; a track row that is not a deadline makes its event
 * invalid, as a row of the deadlines table does.
 */
import type { Report } from '../source/location.js';
import { problem, type RowProblem } from '../source/problems.js';
import type { SourceReader } from '../source/read.js';
import { EVENT_RANKS, type EventRank, readRanks } from '../source/ranks.js';
import type { SourceRow } from '../source/schema.js';
import { type EventTrack, EVENT_TRACKS, readTracks } from '../source/tracks.js';
import { parseIsoDate } from '../util/dates.js';
import { EventJoin } from './deadline-join.js';

export class AnnexRows {
  private readonly rankRows: EventJoin<Record<string, unknown>>;
  private readonly trackRows: EventJoin<Record<string, unknown>>;
  readonly ranks = new Map<number, EventRank[]>();
  readonly tracks = new Map<number, EventTrack[]>();

  constructor(source: SourceReader) {
    this.rankRows = new EventJoin(source.table(EVENT_RANKS), EVENT_RANKS.name, 'row_event_unknown');
    this.trackRows = new EventJoin(source.table(EVENT_TRACKS), EVENT_TRACKS.name, 'row_event_unknown');
  }

  /**
   * Reads the ranks and tracks of an events row (each row is taken, valid or not, to keep the joins
   * in step); false when a track row has an error. `id` is the valid row's id, or null.
   */
  take(raw: SourceRow, id: number | null, problems: RowProblem[]): boolean {
    const rankRows = this.rankRows.take(raw.id);
    const trackRows = this.trackRows.take(raw.id);
    if (id === null || (rankRows.length === 0 && trackRows.length === 0)) return true;
    const ref = { id: raw.id, name: typeof raw.name === 'string' ? raw.name : null };
    let failed = false;
    const report: Report = (code, column, value, suggestion) => {
      const found = problem(ref, code, column, value, suggestion);
      if (found.severity === 'error') failed = true;
      problems.push(found);
    };
    const ranks = readRanks(rankRows, report);
    if (ranks.length > 0) this.ranks.set(id, ranks);
    const start = typeof raw.start_date === 'string' ? parseIsoDate(raw.start_date.trim()) : null;
    const tracks = trackRows.length === 0 ? [] : readTracks(trackRows, start, report);
    if (tracks === null || failed) return false;
    if (tracks.length > 0) this.tracks.set(id, tracks);
    return true;
  }

  /** The rows of no known event. */
  problems(): RowProblem[] {
    return [...this.rankRows.problems(), ...this.trackRows.problems()];
  }
}
