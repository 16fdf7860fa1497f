/**
 * How a SQLite baseline was prepared: the time of each step, kept in its baseline_meta table,
 * read back with the file's size, and formatted for a log line.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** How long each step of prepareBaseline took, in milliseconds; kept in baseline_meta. */
export interface PrepStats {
  sourceRows: number;
  events: number;
  skippedRows: number;
  loadMs: number;
  ftsMs: number;
  indexMs: number;
  analyzeMs: number;
  totalMs: number;
  /** Size of the database file (not stored: measured when read). */
  bytes: number;
}

/** How the baseline at path was prepared (written by prepareBaseline). */
export function readPrepStats(path: string): PrepStats {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const value = db.prepare(`SELECT value FROM baseline_meta WHERE key = 'prep'`).pluck().get() as string;
    return { ...(JSON.parse(value) as PrepStats), bytes: statSync(path).size };
  } finally {
    db.close();
  }
}

/** "41.2 s (load 20.1 s, FTS 9.8 s, indexes 9.0 s, analyze 0.4 s), 1000000 events, 612 MiB". */
export function formatPrep(stats: PrepStats): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${s(stats.totalMs)} (load ${s(stats.loadMs)}, FTS ${s(stats.ftsMs)}, indexes ${s(stats.indexMs)}, analyze ${s(stats.analyzeMs)}), ` +
    `${stats.events} events${stats.bytes ? `, ${(stats.bytes / 2 ** 20).toFixed(0)} MiB` : ''}`
  );
}
