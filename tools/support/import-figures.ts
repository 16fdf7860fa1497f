/**
 * The figures of a merged import (docs/importers.md, On the public data), read from what `npm run
 * import` and `npm run build:snapshot` wrote: the source file, its import report and, when given, the
 * build report. Each figure is computed the same way before and after a change of the importers.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { instantOf } from '../../src/import/precedence.js';
import { tagMeaning } from '../../src/import/tags.js';
import { seriesAcronymKey, splitAcronym } from '../../src/source/acronym.js';
import { journalCall } from '../../src/source/journals.js';
import { recordTrack } from '../../src/source/record-tracks.js';
import { MAIN_TRACK } from '../../src/source/track-names.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { type RawRound, rawRounds } from './raw-labels.js';
import { type ReaderFigures, readerFigures } from './reader-figures.js';

interface ReportSource {
  format: string;
  path: string;
  records: number;
  events: number;
  /** Notes by code (files refused whole are noted `file_refused` since the importers say so). */
  notes?: Record<string, number>;
}
interface ReportNote {
  source: string;
  recordId: string;
  code: string;
  value: string | null;
  detail: string;
}
/** A sub-topic of an edition that only trackers foreign to it give (src/import/subject-votes.ts). */
interface ReportForeignTag {
  eventId: number;
  acronym: string | null;
  subTopic: string;
  trackers: string[];
}
export interface ImportReportFile {
  sources: ReportSource[];
  notes: ReportNote[];
  /** Absent from the reports of importers before it. */
  foreignTags?: ReportForeignTag[];
}

export interface TrackerKept {
  path: string;
  records: number;
  events: number;
}

export interface Figures extends ReaderFigures {
  events: number;
  builtEvents: number | null;
  builderRefused: number | null;
  /** Editions listed more than once: one series (seriesAcronymKey: no organisation, joint or old name) and overlapping dates. */
  duplicateGroups: string[];
  /** The same acronym and the same start month. */
  sameMonthGroups: number;
  /** Paper or abstract deadlines whose source labels them a round of no new papers (a revision, posters). */
  falseRounds: string[];
  /** Events whose call is open at `at` through such a round. */
  falseOpenCalls: number;
  /** Events with a sub-topic that is a tracker's tag of no subject ("Conference", "COREA", "Tier 1"). */
  tagSubTopicEvents: number;
  /** Those sub-topics. */
  tagSubTopics: string[];
  /** Distinct sub-topics under Computer Science. */
  csSubTopics: number;
  /**
   * Editions written with a sub-topic that only trackers foreign to them give ("acronym: sub-topic
   * (trackers)"), as the report lists them; null for a report that does not.
   */
  foreignTagEditions: string[] | null;
  /** Of those, the editions whose first sub-topic (the field served) is such a sub-topic; null as above. */
  foreignTagFirst: number | null;
  /** Events with an abstract due after its round's paper. */
  lateAbstracts: number;
  /** Events that are a journal's call (src/source/journals.ts): "acronym | name". */
  journalEvents: string[];
  /** Events that are a track of an edition, not its own call (src/source/record-tracks.ts): "acronym | name". */
  trackEvents: string[];
  refusedByReason: [string, number][];
  /** Per tracker of the ai-deadlines family: records and the events made of them. */
  family: TrackerKept[];
}

interface EventRow {
  id: number;
  acronym: string | null;
  name: string;
  website: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** Groups of two or more events of one acronym key whose dates overlap (a month's dates contain its days). */
function duplicateGroups(events: readonly EventRow[]): { overlapping: string[]; sameMonth: number } {
  const byKey = new Map<string, EventRow[]>();
  const months = new Map<string, number>();
  for (const event of events) {
    const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
    if (bare === null || event.start_date === null) continue;
    const key = seriesAcronymKey(bare);
    if (key === '') continue;
    byKey.set(key, [...(byKey.get(key) ?? []), event]);
    const month = `${key}|${event.start_date.slice(0, 7)}`;
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  const overlapping: string[] = [];
  const shown = (group: EventRow[]) => group.map((e) => `${e.acronym} ${e.start_date}..${e.end_date}`).join(' | ');
  for (const list of byKey.values()) {
    const sorted = [...list].sort((a, b) => a.start_date!.localeCompare(b.start_date!));
    let group = [sorted[0]!];
    let end = sorted[0]!.end_date ?? sorted[0]!.start_date!;
    for (const event of sorted.slice(1)) {
      if (event.start_date! <= end) group.push(event);
      else {
        if (group.length > 1) overlapping.push(shown(group));
        group = [event];
      }
      end = [end, event.end_date ?? event.start_date!].sort().at(-1)!;
    }
    if (group.length > 1) overlapping.push(shown(group));
  }
  return { overlapping, sameMonth: [...months.values()].filter((count) => count > 1).length };
}

/** Events served that are a journal's call, and those that are a track of an edition (not its own call). */
function journalsAndTracks(events: readonly EventRow[]): { journalEvents: string[]; trackEvents: string[] } {
  const shown = (event: EventRow) => `${event.acronym ?? ''} | ${event.name}`;
  const journalEvents = events.filter((e) => journalCall({ ...e, start: e.start_date }) !== null).map(shown);
  const trackEvents = events
    .filter((event) => {
      const track = recordTrack(event.acronym, event.name);
      return track !== null && track.track !== MAIN_TRACK;
    })
    .map(shown);
  return { journalEvents, trackEvents };
}

/** The reason of a refusal without its value: "dates that cannot be read", "not YAML". */
const reasonOf = (detail: string): string =>
  detail
    .replace(/^(?:start|end): /, '')
    .replace(/^(not YAML|not JSON):.*$/, '$1')
    .replace(/\s*\(.*\)$/, '');

/** A file refused whole: its records, counted as the list items at the start of a line. */
function recordsOfFile(root: string, rel: string): number {
  try {
    return (readFileSync(`${root}/${rel}`, 'utf8').match(/^- /gm) ?? []).length;
  } catch {
    return 0;
  }
}

function falseCalls(db: Database.Database, sources: ImportReportFile['sources'], at: string) {
  const rounds = rawRounds(sources);
  const recordsOf = new Map<number, string[]>();
  for (const row of db.prepare('SELECT event_id, record_id FROM event_sources').all() as {
    event_id: number;
    record_id: string;
  }[]) {
    recordsOf.set(row.event_id, [...(recordsOf.get(row.event_id) ?? []), row.record_id]);
  }
  const falseRounds: string[] = [];
  const open = new Set<number>();
  const rows = db.prepare("SELECT event_id, due FROM deadlines WHERE kind IN ('paper', 'abstract')").all() as {
    event_id: number;
    due: string;
  }[];
  for (const { event_id: id, due } of rows) {
    const labelled: RawRound[] = (recordsOf.get(id) ?? []).flatMap((record) => rounds.get(record) ?? []);
    const day = due.slice(0, 10);
    const there = labelled.filter((round) => round.day === day && round.newPapers !== null);
    // A round is false when every label of that day says it calls for no new papers.
    if (there.length === 0 || there.some((round) => round.newPapers)) continue;
    falseRounds.push(`${id} ${due} ${there.map((round) => round.label).join(' / ')}`);
    if (day >= at) open.add(id);
  }
  return { falseRounds, falseOpenCalls: open.size };
}

function lateAbstracts(db: Database.Database): number {
  const rows = db
    .prepare("SELECT event_id, kind, round, due, timezone FROM deadlines WHERE kind IN ('paper', 'abstract')")
    .all() as {
    event_id: number;
    kind: string;
    round: number;
    due: string;
    timezone: string | null;
  }[];
  const papers = new Map<string, number>();
  for (const row of rows) {
    const at = instantOf({ due: row.due, zone: row.timezone ?? 'AoE' });
    if (row.kind === 'paper' && at !== null) papers.set(`${row.event_id}|${row.round}`, at);
  }
  const late = new Set<number>();
  for (const row of rows) {
    const paper = papers.get(`${row.event_id}|${row.round}`);
    const at = instantOf({ due: row.due, zone: row.timezone ?? 'AoE' });
    if (row.kind === 'abstract' && paper !== undefined && at !== null && at > paper) late.add(row.event_id);
  }
  return late.size;
}

function subTopics(db: Database.Database) {
  const rows = db
    .prepare(
      `SELECT e.id AS id, e.topic AS topic, e.sub_topic AS name FROM events e WHERE e.sub_topic IS NOT NULL
       UNION ALL SELECT e.id, e.topic, t.name FROM event_topics t JOIN events e ON e.id = t.event_id WHERE t.kind = 'sub_topic'`,
    )
    .all() as { id: number; topic: string; name: string }[];
  const tagged = new Set<number>();
  const tags = new Set<string>();
  const cs = new Set<string>();
  for (const { id, topic, name } of rows) {
    if (tagMeaning(name, name).kind !== 'subject') {
      tagged.add(id);
      tags.add(name);
    }
    if (topic === 'Computer Science') cs.add(name.toLowerCase());
  }
  return { tagSubTopicEvents: tagged.size, tagSubTopics: [...tags].sort(), csSubTopics: cs.size };
}

/**
 * The editions the report lists with a sub-topic only foreign trackers give that the source file
 * still gives them, and how many of them have it first.
 */
function foreignTags(db: Database.Database, tags: ReportForeignTag[] | undefined) {
  if (tags === undefined) return { foreignTagEditions: null, foreignTagFirst: null };
  const rows = db
    .prepare(
      `SELECT id, sub_topic AS name, 1 AS first FROM events WHERE sub_topic IS NOT NULL
       UNION ALL SELECT event_id, name, 0 FROM event_topics WHERE kind = 'sub_topic'`,
    )
    .all() as { id: number; name: string; first: number }[];
  const served = new Map(rows.map((row) => [`${row.id}|${row.name.toLowerCase()}`, row.first === 1]));
  const found = new Map<number, string[]>();
  const first = new Set<number>();
  for (const tag of tags) {
    const key = `${tag.eventId}|${tag.subTopic.toLowerCase()}`;
    if (!served.has(key)) continue;
    if (served.get(key)) first.add(tag.eventId);
    const shown = `${tag.subTopic} (${tag.trackers.join(', ')})`;
    found.set(tag.eventId, [...(found.get(tag.eventId) ?? [tag.acronym ?? String(tag.eventId)]), shown]);
  }
  const foreignTagEditions = [...found.values()].map(([acronym, ...given]) => `${acronym}: ${given.join('; ')}`);
  return { foreignTagEditions, foreignTagFirst: first.size };
}

/** The figures of one import: its source file, its report and the build report, when there is one. */
export function importFigures(sourcePath: string, report: ImportReportFile, build: unknown, at: string): Figures {
  if (parseIsoDate(at) === null) throw new Error(`--at ${at}: not YYYY-MM-DD`);
  const db = new Database(sourcePath, { readonly: true, fileMustExist: true });
  try {
    const events = db
      .prepare('SELECT id, acronym, name, website, start_date, end_date FROM events')
      .all() as EventRow[];
    const groups = duplicateGroups(events);
    const refused = new Map<string, number>();
    const family = report.sources
      .filter((source) => source.format === 'ai-deadlines')
      .map((source) => ({
        path: source.path,
        // Records left out on purpose (a journal's special issue) or joined to another's event (a
        // round listed as a record) are neither kept nor refused.
        records: source.records - (source.notes?.record_left_out ?? 0) - (source.notes?.round_joined ?? 0),
        events: source.events,
        filesRefused: source.notes?.file_refused ?? 0,
      }));
    for (const note of report.notes) {
      const whole =
        note.code === 'file_refused' || (note.code === 'record_refused' && /\.(?:ya?ml|json)$/.test(note.recordId));
      if (note.code !== 'record_refused' && !whole) continue;
      const reason = reasonOf(note.detail);
      refused.set(reason, (refused.get(reason) ?? 0) + 1);
      // A file refused whole: its records count as read, and as refused, for the tracker that holds
      // that file and refused a file (or read nothing, for reports that did not count files apart).
      if (note.source === 'ai-deadlines' && whole) {
        const tracker = family.find(
          (one) => (one.filesRefused > 0 || one.records === 0) && recordsOfFile(one.path, note.recordId) > 0,
        );
        if (tracker) {
          tracker.records += recordsOfFile(tracker.path, note.recordId);
          tracker.filesRefused = Math.max(0, tracker.filesRefused - 1);
        }
      }
    }
    const built = build as { validRows?: number; invalidRows?: number } | null;
    return {
      events: events.length,
      builtEvents: built?.validRows ?? null,
      builderRefused: built?.invalidRows ?? null,
      duplicateGroups: groups.overlapping,
      sameMonthGroups: groups.sameMonth,
      ...falseCalls(db, report.sources, at),
      ...subTopics(db),
      ...foreignTags(db, report.foreignTags),
      lateAbstracts: lateAbstracts(db),
      ...readerFigures(db, events, at),
      ...journalsAndTracks(events),
      refusedByReason: [...refused].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
      family: family.map(({ path, records, events }) => ({ path, records, events })),
    };
  } finally {
    db.close();
  }
}
