/**
 * The ids a previous import gave (docs/importers.md, Ids): read from the source file it wrote, by
 * record (each row of its event_sources), with the year of the edition each record was part of, so
 * that an edition keeps its id while any of its records still lists it as of that year.
 */
import { splitAcronym } from '../source/acronym.js';
import { openSource } from '../source/read.js';
import { EVENT_SOURCES } from '../source/tables.js';
import type { RecordSource } from './record.js';

/** The id a record's edition had, and its year; null when the record was a source of two editions. */
export type PreviousId = { id: number; year: number | null } | null;
export type PreviousIds = ReadonlyMap<string, PreviousId>;

/** What names one record across imports: its format, its file's URL and its id in the file. */
export const recordKey = (source: Pick<RecordSource, 'name' | 'recordId' | 'url'>): string =>
  `${source.name}\u0000${source.url ?? ''}\u0000${source.recordId}`;

/**
 * The year an edition is of, as its row says: the year its acronym names ("ICML 2027", "ICML'27"),
 * else its start's; null for neither. The same reading on both sides of two imports.
 */
export function editionYear(acronym: string | null, start: string | null): number | null {
  const named = acronym === null ? null : splitAcronym(acronym).year;
  if (named !== null) return named < 100 ? 2000 + named : named;
  const year = start === null ? Number.NaN : Number(start.slice(0, 4));
  return Number.isInteger(year) ? year : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Every record of the source file at `path` and the id (and year) of the event it was a source of. */
export function readPreviousIds(path: string): PreviousIds {
  const source = openSource(path);
  try {
    const years = new Map<number, number | null>();
    for (const row of source.rows()) {
      if (typeof row.id === 'number') years.set(row.id, editionYear(text(row.acronym), text(row.start_date)));
    }
    const ids = new Map<string, PreviousId>();
    for (const row of source.table(EVENT_SOURCES)) {
      const [id, name, recordId] = [row.event_id, text(row.name), text(row.record_id)];
      if (typeof id !== 'number' || !years.has(id) || name === null || recordId === null) continue;
      const key = recordKey({ name, recordId, url: text(row.url) });
      const known = ids.get(key);
      if (known === undefined) ids.set(key, { id, year: years.get(id)! });
      else if (known !== null && known.id !== id) ids.set(key, null);
    }
    return ids;
  } finally {
    source.close();
  }
}
