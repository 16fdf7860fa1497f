/**
 * The figures a reader of the served events would count (docs/importers.md, Figures of a merged
 * import): one edition served twice under two names (one folded name and start date; the groups
 * of one series with overlapping dates are import-figures.ts'), editions whose acronym names
 * another year than the one they start in, and calls open through a paper deadline after the
 * edition's own start. Counted from the source file alone, the same way before and after a change.
 */
import type Database from 'better-sqlite3';
import { nameKey } from '../../src/reference/fold.js';
import { seriesAcronymKey, splitAcronym } from '../../src/source/acronym.js';

export interface ReaderEventRow {
  id: number;
  acronym: string | null;
  name: string;
  start_date: string | null;
  end_date: string | null;
}

export interface ReaderFigures {
  /** Groups of two or more events of one folded name and start date. */
  nameStartGroups: string[];
  /** Events whose acronym's year (four digits) is not the year they start in. */
  acronymYearSlips: string[];
  /** Events open at `at` only through a paper deadline after their start. */
  openAfterStart: string[];
  /** Editions none of whose sub-topics another edition of their series has, where others have some. */
  foreignSubTopics: string[];
}

const shown = (group: readonly ReaderEventRow[]) =>
  group.map((e) => `${e.acronym ?? e.name} ${e.start_date}..${e.end_date}`).join(' | ');

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Editions none of whose sub-topics any other edition of their series (seriesAcronymKey) has,
 * though some of them have one: sub-topics that only who lists this edition gives (sec-deadlines'
 * "Cybersecurity" on ISSTA 2027, where ISSTA's other editions say Software Engineering).
 */
function foreignSubTopics(db: Database.Database, events: readonly ReaderEventRow[]): string[] {
  const subsOf = new Map<number, Set<string>>();
  const rows = db
    .prepare(
      `SELECT id, sub_topic AS name FROM events WHERE sub_topic IS NOT NULL
       UNION ALL SELECT event_id, name FROM event_topics WHERE kind = 'sub_topic'`,
    )
    .all() as { id: number; name: string }[];
  for (const { id, name } of rows) subsOf.set(id, (subsOf.get(id) ?? new Set()).add(nameKey(name)));
  const series = groupBy(events, (e) => {
    const bare = e.acronym === null ? null : splitAcronym(e.acronym).bare;
    const key = bare === null ? '' : seriesAcronymKey(bare);
    return key === '' ? null : key;
  });
  const found: string[] = [];
  for (const list of series.values()) {
    for (const event of list) {
      const mine = subsOf.get(event.id);
      const others = new Set(list.filter((e) => e !== event).flatMap((e) => [...(subsOf.get(e.id) ?? [])]));
      if (mine === undefined || others.size === 0 || [...mine].some((name) => others.has(name))) continue;
      found.push(`${shown([event])} ${[...mine].join(', ')} (others: ${[...others].join(', ')})`);
    }
  }
  return found;
}

/** The reader's figures of a source file, calls counted open at the day `at`. */
export function readerFigures(db: Database.Database, events: readonly ReaderEventRow[], at: string): ReaderFigures {
  const dated = events.filter((event) => event.start_date !== null);
  const nameStartGroups = [...groupBy(dated, (e) => `${nameKey(e.name)}|${e.start_date}`).values()]
    .filter((group) => group.length > 1)
    .map(shown);
  const acronymYearSlips = dated
    .filter((e) => {
      const year = e.acronym === null ? null : splitAcronym(e.acronym).year;
      return year !== null && year >= 1900 && String(year) !== e.start_date!.slice(0, 4);
    })
    .map((e) => shown([e]));
  const byId = new Map(dated.map((e) => [e.id, e]));
  const rows = db.prepare("SELECT event_id, kind, due FROM deadlines WHERE kind IN ('paper', 'abstract')").all() as {
    event_id: number;
    kind: string;
    due: string;
  }[];
  const openBefore = new Set<number>();
  const openAfter = new Set<number>();
  for (const { event_id: id, kind, due } of rows) {
    const event = byId.get(id);
    const day = due.slice(0, 10);
    if (event === undefined || day < at) continue;
    if (kind === 'paper' && day > event.start_date!) openAfter.add(id);
    else openBefore.add(id);
  }
  const openAfterStart = [...openAfter].filter((id) => !openBefore.has(id)).map((id) => shown([byId.get(id)!]));
  return { nameStartGroups, acronymYearSlips, openAfterStart, foreignSubTopics: foreignSubTopics(db, events) };
}
