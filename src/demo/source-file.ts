/** Writes source rows into a fresh SQLite file in the operators' format (SOURCE_DDL). */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SOURCE_COLUMNS, SOURCE_DDL, type SourceRow } from '../source/schema.js';

const BATCH_SIZE = 20_000;

const INSERT_SQL = `INSERT INTO events (${SOURCE_COLUMNS.join(', ')})
 VALUES (${SOURCE_COLUMNS.map((column) => `@${column}`).join(', ')})`;

/**
 * Writes `rows` to `file` (an absolute path), replacing any file there. The rows go to a temporary
 * file that is renamed into place at the end, so a failure leaves no partial file.
 */
export async function writeSourceFile(
  file: string,
  rows: Iterable<SourceRow>,
  onProgress?: (done: number) => void,
): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  for (const path of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) rmSync(path, { force: true });
  const temp = `${file}.tmp-${process.pid}`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    await fill(db, rows, onProgress);
    db.close();
    renameSync(temp, file);
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

async function fill(db: Database.Database, rows: Iterable<SourceRow>, onProgress?: (done: number) => void) {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -65536');
  db.exec(SOURCE_DDL);
  const insert = db.prepare<SourceRow>(INSERT_SQL);
  const insertBatch = db.transaction((batch: readonly SourceRow[]) => {
    for (const row of batch) insert.run(row);
  });
  let done = 0;
  let batch: SourceRow[] = [];
  const flush = (): void => {
    insertBatch(batch);
    done += batch.length;
    batch = [];
    onProgress?.(done);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_SIZE) {
      flush();
      // Let other work (a server's timers, a progress bar) run between batches.
      await new Promise<void>((resolveTick) => setImmediate(resolveTick));
    }
  }
  if (batch.length > 0) flush();
}
