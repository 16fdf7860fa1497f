/** Writes demo events into a fresh SQLite file in the operators' format (SOURCE_DDL, DEADLINES_DDL). */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DEADLINES_DDL, SOURCE_COLUMNS, SOURCE_DDL } from '../source/schema.js';
import { EVENT_RANKS } from '../source/ranks.js';
import { EVENT_TOPICS } from '../source/tables.js';
import { EVENT_TRACKS } from '../source/tracks.js';
import { demoRanks, demoTracks } from './annex.js';
import type { DemoDeadline } from './calls.js';
import type { DemoEvent } from './calls.js';
import type { DemoTopic } from './more-topics.js';

const BATCH_SIZE = 20_000;

const INSERT_SQL = `INSERT INTO events (${SOURCE_COLUMNS.join(', ')})
 VALUES (${SOURCE_COLUMNS.map((column) => `@${column}`).join(', ')})`;
const INSERT_DEADLINE_SQL =
  'INSERT INTO deadlines (event_id, kind, round, due, timezone) VALUES (@event_id, @kind, @round, @due, @timezone)';
const INSERT_TOPIC_SQL = 'INSERT INTO event_topics (event_id, kind, name) VALUES (@event_id, @kind, @name)';
const INSERT_RANK_SQL =
  'INSERT INTO event_ranks (event_id, system, edition, value, url) VALUES (@event_id, @system, @edition, @value, @url)';
const INSERT_TRACK_SQL =
  'INSERT INTO event_tracks (event_id, track, kind, round, due, timezone) VALUES (@event_id, @track, @kind, @round, @due, @timezone)';
/** The builder reads deadlines and topics in event_id order: with these indexes SQLite reads them in order instead of sorting. */
const INDEX_SQL = [
  'CREATE INDEX deadlines_event_id ON deadlines (event_id)',
  'CREATE INDEX event_topics_event_id ON event_topics (event_id)',
  'CREATE INDEX event_ranks_event_id ON event_ranks (event_id)',
  'CREATE INDEX event_tracks_event_id ON event_tracks (event_id)',
];

/**
 * Writes `events` to `file` (an absolute path), replacing any file there. The rows go to a temporary
 * file that is renamed into place at the end, so a failure leaves no partial file.
 */
export async function writeSourceFile(
  file: string,
  events: Iterable<DemoEvent>,
  onProgress?: (done: number) => void,
): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  for (const path of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
  const temp = `${file}.tmp-${process.pid}`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    await fill(db, events, onProgress);
    db.close();
    renameSync(temp, file);
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

async function fill(db: Database.Database, events: Iterable<DemoEvent>, onProgress?: (done: number) => void) {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -65536');
  db.exec(SOURCE_DDL);
  db.exec(DEADLINES_DDL);
  db.exec(EVENT_TOPICS.ddl);
  db.exec(EVENT_RANKS.ddl);
  db.exec(EVENT_TRACKS.ddl);
  const insert = db.prepare(INSERT_SQL);
  const insertRank = db.prepare(INSERT_RANK_SQL);
  const insertTrack = db.prepare(INSERT_TRACK_SQL);
  const insertDeadline = db.prepare<DemoDeadline>(INSERT_DEADLINE_SQL);
  const insertTopic = db.prepare<DemoTopic>(INSERT_TOPIC_SQL);
  const insertBatch = db.transaction((batch: readonly DemoEvent[]) => {
    for (const event of batch) {
      insert.run(event.row);
      for (const deadline of event.deadlines) insertDeadline.run(deadline);
      for (const topic of event.topics ?? []) insertTopic.run(topic);
      for (const rank of demoRanks(event)) insertRank.run(rank);
      for (const track of demoTracks(event)) insertTrack.run(track);
    }
  });
  let done = 0;
  let batch: DemoEvent[] = [];
  const flush = (): void => {
    insertBatch(batch);
    done += batch.length;
    batch = [];
    onProgress?.(done);
  };
  for (const event of events) {
    batch.push(event);
    if (batch.length === BATCH_SIZE) {
      flush();
      // Let other work (a server's timers, a progress bar) run between batches.
      await new Promise<void>((resolveTick) => setImmediate(resolveTick));
    }
  }
  if (batch.length > 0) flush();
  for (const sql of INDEX_SQL) db.exec(sql);
}
