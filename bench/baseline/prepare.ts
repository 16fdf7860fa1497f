/**
 * The SQLite baseline's ETL step: the operators' source copied into a database prepared the way
 * a competent engineer would serve the search API straight from SQLite (better-sqlite3), with
 * derived key columns, B-tree indexes for the filters and orders, and an FTS5 table for `q`.
 * The benchmark compares the in-memory engine with this database (bench/engine-vs-sqlite.ts).
 * The schema is in schema.ts, the words given to FTS5 in fts-words.ts, and the figures kept of
 * each preparation in prep-stats.ts.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { nameKey } from '../../src/reference/fold.js';
import { openSource } from '../../src/source/read.js';
import { validateRow } from '../../src/source/validate.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { BENCH_DATASET } from '../dataset.js';
import { checkVocabulary, foldedWords } from './fts-words.js';
import { formatPrep, readPrepStats, type PrepStats } from './prep-stats.js';
import { BASELINE_VERSION, INDEXES, SCHEMA } from './schema.js';

/** The baseline database of the pinned 1M data set. */
export const BENCH_BASELINE = BENCH_DATASET.baseline;

/**
 * Copies the source into a new baseline database at outPath (built next to it under a temporary
 * name, then renamed over any old file). Rows are validated with the builder's rules; invalid
 * and duplicate rows are skipped, as `--skip-invalid` does. Throws if FTS5's tokenizer does not
 * reproduce our words.
 */
export function prepareBaseline(sourcePath: string, outPath: string): void {
  const started = performance.now();
  const tmpPath = `${outPath}.tmp-${process.pid}`;
  rmSync(tmpPath, { force: true });
  const db = new Database(tmpPath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288'); // 512 MiB while building indexes
    db.pragma('temp_store = MEMORY');
    db.exec(SCHEMA);

    const resolver = new CountryResolver(loadCountries());
    const insertEvent = db.prepare(`INSERT INTO events VALUES (${new Array(23).fill('?').join(', ')})`);
    const insertText = db.prepare('INSERT INTO events_fts (rowid, name, topic, sub_topic) VALUES (?, ?, ?, ?)');
    const topics = new Map<string, string>();
    const subtopics = new Map<string, string>();
    const vocabulary = new Set<string>();
    const seen = new Set<number>();
    const texts: [number, string, string, string][] = [];
    let sourceRows = 0;
    let maxDuration = 0;

    // Load: validate each source row and write it with its derived columns.
    const source = openSource(sourcePath);
    try {
      db.transaction(() => {
        for (const raw of source.rows()) {
          sourceRows++;
          const { row } = validateRow(raw, resolver);
          if (!row || seen.has(row.id)) continue;
          seen.add(row.id);
          const topicKey = nameKey(row.topic);
          const subKey = row.subTopic === null ? null : nameKey(row.subTopic);
          if (!topics.has(topicKey)) topics.set(topicKey, row.topic);
          if (subKey !== null && !subtopics.has(subKey)) subtopics.set(subKey, row.subTopic!);
          maxDuration = Math.max(maxDuration, row.end - row.start);
          insertEvent.run(
            row.id,
            row.name,
            row.acronym,
            row.type,
            row.topic,
            row.subTopic,
            formatIsoDate(row.start),
            formatIsoDate(row.end),
            row.city,
            row.country?.name,
            row.venue,
            row.organizer,
            row.website,
            row.format,
            row.deadline === null ? null : formatIsoDate(row.deadline),
            row.email,
            row.description,
            row.country?.continent,
            topicKey,
            subKey,
            row.city === null ? null : nameKey(row.city),
            row.start,
            row.end,
          );
          const text: [number, string, string, string] = [
            row.id,
            foldedWords(row.name),
            foldedWords(row.topic),
            foldedWords(row.subTopic),
          ];
          for (const column of text.slice(1) as string[])
            for (const word of column.split(' ')) if (word) vocabulary.add(word);
          texts.push(text);
        }
      })();
    } finally {
      source.close();
    }
    const loaded = performance.now();

    // Full-text index, then a check that the tokenizer kept our words as they are.
    db.transaction(() => {
      for (const text of texts) insertText.run(...text);
      texts.length = 0;
    })();
    db.exec(`INSERT INTO events_fts (events_fts) VALUES ('optimize')`);
    checkVocabulary(db, vocabulary);
    const ftsDone = performance.now();

    db.exec(INDEXES);
    const indexed = performance.now();
    db.exec('ANALYZE');
    const analyzed = performance.now();

    const insertKey = (table: string, entries: Map<string, string>) => {
      const statement = db.prepare(`INSERT INTO ${table} (key, name) VALUES (?, ?)`);
      for (const [key, name] of entries) statement.run(key, name);
    };
    insertKey('topics', topics);
    insertKey('subtopics', subtopics);
    const stats: PrepStats = {
      sourceRows,
      events: seen.size,
      skippedRows: sourceRows - seen.size,
      loadMs: loaded - started,
      ftsMs: ftsDone - loaded,
      indexMs: indexed - ftsDone,
      analyzeMs: analyzed - indexed,
      totalMs: 0,
      bytes: 0,
    };
    stats.totalMs = performance.now() - started;
    const meta = db.prepare('INSERT INTO baseline_meta (key, value) VALUES (?, ?)');
    meta.run('version', String(BASELINE_VERSION));
    meta.run('source', sourcePath);
    meta.run('max_duration', String(maxDuration));
    meta.run('prep', JSON.stringify(stats));
    db.close();
    renameSync(tmpPath, outPath);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw error;
  }
}

function baselineVersion(path: string): number | null {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return Number(db.prepare(`SELECT value FROM baseline_meta WHERE key = 'version'`).pluck().get());
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/**
 * Prepares the baseline at outPath unless a current one is already there. Returns its prep
 * statistics and whether it was built now.
 */
export function ensureBaseline(
  sourcePath: string,
  outPath: string,
  log: (line: string) => void = console.log,
): { stats: PrepStats; built: boolean } {
  const built = !existsSync(outPath) || baselineVersion(outPath) !== BASELINE_VERSION;
  if (built) {
    log(`preparing SQLite baseline ${outPath} from ${sourcePath} ...`);
    prepareBaseline(sourcePath, outPath);
  }
  const stats = readPrepStats(outPath);
  if (built) log(`baseline prepared in ${formatPrep(stats)}`);
  return { stats, built };
}
