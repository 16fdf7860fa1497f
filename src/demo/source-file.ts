/** Writes demo events into a fresh source file in the operators' format, through the one source writer. */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { EVENT_RANKS } from '../source/ranks.js';
import { DEADLINES_TABLE, EVENTS_TABLE, type SourceWriter, writeSource } from '../source/source-writer.js';
import { EVENT_TOPICS } from '../source/tables.js';
import { EVENT_TRACKS } from '../source/tracks.js';
import { demoRanks, demoTracks } from './ranks-and-tracks.js';
import type { DemoEvent } from './calls.js';

const BATCH_SIZE = 20_000;

const TABLES = [EVENTS_TABLE, DEADLINES_TABLE, EVENT_TOPICS, EVENT_RANKS, EVENT_TRACKS];

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
  renameSync(await writeSource(file, TABLES, (writer) => fill(writer, events, onProgress)), file);
}

async function fill(writer: SourceWriter, events: Iterable<DemoEvent>, onProgress?: (done: number) => void) {
  const write = (batch: readonly DemoEvent[]) => {
    for (const event of batch) {
      writer.add(EVENTS_TABLE.name, event.row);
      for (const deadline of event.deadlines) writer.add(DEADLINES_TABLE.name, deadline);
      for (const topic of event.topics ?? []) writer.add(EVENT_TOPICS.name, topic);
      for (const rank of demoRanks(event)) writer.add(EVENT_RANKS.name, rank);
      for (const track of demoTracks(event)) writer.add(EVENT_TRACKS.name, track);
    }
  };
  let done = 0;
  let batch: DemoEvent[] = [];
  const flush = (): void => {
    writer.transaction(() => write(batch));
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
}
