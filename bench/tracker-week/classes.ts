/**
 * Which changes of a week's log a tracker made and which the merge made. A change is a tracker's
 * when a record of the edition, imported alone at both commits of its tracker, changed that value
 * itself (its deadline of that kind from the value before to the value after, within a minute) or
 * gave it, new, where the edition had none; or when the edition's records were all added (or all
 * removed) by their trackers. Any other change is the merge's: the edition took another id though
 * its records stayed, or another record's value.
 */
import Database from 'better-sqlite3';
import { instantOf } from '../../src/import/precedence.js';
import type { ChangeEntry } from '../../src/store/change-table.js';

/** What one record gives: its edition's values, as the source file holds them. */
interface RecordValues {
  dates: string;
  place: string;
  format: string;
  website: string;
  /** Each deadline's kind and instant (seconds). */
  deadlines: { kind: string; at: number }[];
}

export interface SourceRecords {
  /** Each record (format, file URL, record id) and its edition's values. */
  values: Map<string, RecordValues>;
  /** Each event's records. */
  records: Map<number, string[]>;
}

/** The records of a source file, each with its edition's values. */
export function readRecords(file: string): SourceRecords {
  const db = new Database(file, { readonly: true });
  try {
    const events = new Map<number, RecordValues>();
    type Row = Record<string, string | number | null>;
    for (const row of db.prepare('SELECT * FROM events').all() as Row[]) {
      events.set(row.id as number, {
        dates: `${row.start_date}/${row.end_date}/${row.date_precision}`,
        place: `${row.city}/${row.country}`,
        format: String(row.format),
        website: String(row.website),
        deadlines: [],
      });
    }
    for (const row of db.prepare('SELECT event_id, kind, due, timezone FROM deadlines').all() as Row[]) {
      const at = instantOf({ due: String(row.due), zone: String(row.timezone ?? 'AoE') });
      if (at !== null) events.get(row.event_id as number)?.deadlines.push({ kind: String(row.kind), at });
    }
    const values = new Map<string, RecordValues>();
    const records = new Map<number, string[]>();
    for (const row of db.prepare('SELECT event_id, name, url, record_id FROM event_sources').all() as Row[]) {
      const key = `${row.name} ${row.url} ${row.record_id}`;
      const event = row.event_id as number;
      values.set(key, events.get(event)!);
      records.set(event, [...(records.get(event) ?? []), key]);
    }
    return { values, records };
  } finally {
    db.close();
  }
}

export const CLASSES = [
  'tracker: records added',
  'tracker: records removed',
  'tracker: value edited',
  'merge: id changed, records kept',
  'merge: records gone, none removed',
  'merge: records new, none added',
  "merge: another record's value",
  "merge: another record's deadline",
] as const;
export type ChangeClass = (typeof CLASSES)[number];

const FIELDS: Partial<Record<ChangeEntry['kind'], keyof RecordValues>> = {
  dates_changed: 'dates',
  place_changed: 'place',
  format_changed: 'format',
  website_changed: 'website',
};

/** The week's two merged imports and each record as its tracker alone gave it at both commits. */
export interface Week {
  before: SourceRecords;
  after: SourceRecords;
  /** Records of the trackers whose data changed: alone, at the earlier and the last commit. */
  aloneBefore: Map<string, RecordValues>;
  aloneAfter: Map<string, RecordValues>;
}

const instant = (text: string): number | null => (text === '' ? null : Date.parse(text) / 1000);
const near = (at: number, deadlines: RecordValues['deadlines'], kind: string) =>
  deadlines.some((deadline) => deadline.kind === kind && Math.abs(deadline.at - at) <= 60);

/** Whether the record's own tracker moved its deadline of `kind` from `before` to `after` (null: none). */
function movedDeadline(week: Week, record: string, kind: string, before: number | null, after: number | null) {
  const [was, now] = [week.aloneBefore.get(record), week.aloneAfter.get(record)];
  if (was === undefined && now === undefined) return false;
  const [old, fresh] = [was?.deadlines ?? [], now?.deadlines ?? []];
  const changed = (at: number) => near(at, old, kind) !== near(at, fresh, kind);
  if ((before === null || !changed(before)) && (after === null || !changed(after))) return false;
  return (before === null || near(before, old, kind)) && (after === null || near(after, fresh, kind));
}

/** The class of one change of the week's log. */
export function classify(week: Week, change: ChangeEntry, deadlineKind: string): ChangeClass {
  const was = week.before.records.get(change.event) ?? [];
  const now = week.after.records.get(change.event) ?? [];
  if (change.kind === 'edition_removed') {
    const gone = was.filter((record) => !week.after.values.has(record));
    if (gone.length < was.length) return 'merge: id changed, records kept';
    return gone.some((record) => week.aloneBefore.has(record) && !week.aloneAfter.has(record))
      ? 'tracker: records removed'
      : 'merge: records gone, none removed';
  }
  if (change.kind === 'edition_added') {
    const fresh = now.filter((record) => !week.before.values.has(record));
    if (fresh.length < now.length) return 'merge: id changed, records kept';
    return fresh.some((record) => week.aloneAfter.has(record) && !week.aloneBefore.has(record))
      ? 'tracker: records added'
      : 'merge: records new, none added';
  }
  const records = [...new Set([...was, ...now])];
  const field = FIELDS[change.kind];
  if (field !== undefined) {
    // Its tracker changed the record's value, or added the record where the edition had no value.
    const none = change.before === '' || change.before === 'unknown';
    const edited = (record: string) => {
      const [old, fresh] = [week.aloneBefore.get(record), week.aloneAfter.get(record)];
      return fresh !== undefined && (old === undefined ? none : old[field] !== fresh[field]);
    };
    return records.some(edited) ? 'tracker: value edited' : "merge: another record's value";
  }
  const before = change.kind === 'deadline_announced' ? null : instant(change.before);
  const after = instant(change.after);
  return records.some((record) => movedDeadline(week, record, deadlineKind, before, after))
    ? 'tracker: value edited'
    : "merge: another record's deadline";
}
