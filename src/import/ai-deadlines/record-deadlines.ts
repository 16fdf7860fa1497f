/**
 * The deadlines of a record of the ai-deadlines family (docs/importers.md, ai-deadlines): the
 * `deadlines` list of the Hugging Face form, and the single fields of the older forms, each one
 * value, a list (rounds) or a free text ("Jan 07, Apr 22"), written `YYYY-MM-DD HH:MM:SS`,
 * `YYYY-MM-DD HH:MM`, `YYYY-M-DD` or ISO 8601 with an offset.
 */
import { readKindWord } from '../../source/deadline-kinds.js';
import { readDeadlineLabel } from '../../source/deadline-labels.js';
import { parseIsoDate } from '../../util/dates.js';
import { array, object, text } from '../files.js';
import { isTbd, type RecordNotes } from '../read-values.js';
import type { ImportedDeadline, ImportedTrack } from '../record.js';
import { abstractYear, type Dated, numberRounds } from '../rounds.js';
import { trackerZone } from './tracker-zones.js';

/** The single fields of a deadline, by the kind they are (aliases of the family's forks included). */
const SINGLE_FIELDS: readonly (readonly [string, string])[] = [
  ['abstract_deadline', 'abstract'],
  ['abstract', 'abstract'],
  ['abdeadline', 'abstract'],
  ['abstract deadline', 'abstract'],
  ['abstract:deadline', 'abstract'],
  ['deadline', 'paper'],
  ['submission_deadline', 'paper'],
  ['paper_deadline', 'paper'],
  ['cfp_ext', 'paper'],
  ['cfp', 'paper'],
  ['rebuttal_period_end', 'rebuttal'],
  ['final_decision_date', 'notification'],
  ['notification_date', 'notification'],
  ['commitment_deadline', 'commitment'],
  ['camera_ready_date', 'camera_ready'],
];
/** The keys of a timeline entry that holds several due times, and the kind of each. */
const TIMELINE_KEYS: readonly (readonly [string, 'abstract' | 'paper'])[] = [
  ['abstractDeadline', 'abstract'],
  ['abstract_deadline', 'abstract'],
  ['deadline', 'paper'],
];
/** Deadlines of the python-deadlines form of a track of the edition, not of its call for papers. */
const TRACK_FIELDS: readonly (readonly [string, string])[] = [
  ['workshop_deadline', 'Workshops'],
  ['tutorial_deadline', 'Tutorials'],
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DUE_RE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_RE = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/i;

/** A due value read: a day (with a time and zone when written), a month and day without a year, or why not. */
type Due = { due: string; zone: string | null } | { month: number; day: number } | { refused: string };

const pad = (n: string | number) => String(n).padStart(2, '0');

/** One due value: the local time and, for ISO 8601 with an offset, its zone; a day without its year; else why not. */
function dueOf(value: string): Due {
  const iso = DUE_RE.exec(value);
  if (iso) {
    const date = `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
    if (parseIsoDate(date) === null) return { refused: `a date that does not exist (${date})` };
    if (iso[4] === undefined) return { due: date, zone: null };
    if (Number(iso[4]) > 23) return { refused: 'a time that does not exist' };
    const due = `${date}T${pad(iso[4])}:${iso[5]}:${iso[6] ?? '00'}`;
    const offset = iso[7];
    return { due, zone: offset === undefined ? null : offset.toUpperCase() === 'Z' ? 'UTC' : `UTC${offset}` };
  }
  const day = DAY_RE.exec(value);
  const month = day ? MONTHS.indexOf(day[1]!.toLowerCase()) + 1 : 0;
  if (day && month > 0) {
    if (day[3] === undefined) return { month, day: Number(day[2]) };
    const date = `${day[3]}-${pad(month)}-${pad(day[2]!)}`;
    return parseIsoDate(date) === null
      ? { refused: `a date that does not exist (${date})` }
      : { due: date, zone: null };
  }
  return { refused: 'a due time that cannot be read' };
}

/** The year of a day written without one: the latest not after the start (else the edition's year, else this one). */
function yearBefore(month: number, day: number, start: string | null, year: number | null): number {
  const base = start ? Number(start.slice(0, 4)) : (year ?? new Date().getUTCFullYear());
  return start && `${base}-${pad(month)}-${pad(day)}` > start ? base - 1 : base;
}

type Read = Dated & { track: string | null };
type Yearless = Omit<Dated, 'due'> & { track: string | null; month: number; day: number; value: string };

/** Each day written without its year, dated (see deadlinesOf) and added to `read`. */
function placeYearless(
  yearless: readonly Yearless[],
  read: Read[],
  start: string | null,
  year: number | null,
  notes: RecordNotes,
): void {
  for (const { month, day, value, ...one } of yearless) {
    const papers = read.filter((d) => d.kind === 'paper' && d.track === one.track).map((d) => d.due);
    const given = one.kind === 'abstract' ? abstractYear(month, day, papers, start) : null;
    const date = `${given ?? yearBefore(month, day, start, year)}-${pad(month)}-${pad(day)}`;
    if (parseIsoDate(date) === null) notes.add('deadline_skipped', value, `a date that does not exist (${date})`);
    else read.push({ ...one, due: date });
  }
}

/** The values of a field: a list, or a text of several dates separated by commas or semicolons. */
function valuesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(text) : [text(value)];
  return list.flatMap((one) => {
    if (one === null) return [];
    if (/^[a-z]{3}/i.test(one) && /[,;]/.test(one)) {
      // "Jan 07, Apr 22" are two dates; "Jan 07, 2026" is one.
      const parts = one.split(/\s*[,;]\s*/);
      if (!parts.slice(1).every((part) => /^\d{4}$/.test(part))) return parts.filter((part) => part !== '');
    }
    return [one];
  });
}

/** A record's deadlines: the edition's own, numbered in rounds, and its tracks', each numbered apart. */
export interface RecordDeadlines {
  deadlines: ImportedDeadline[];
  tracks: ImportedTrack[];
}

/**
 * Every deadline of a record, numbered in rounds; a value that cannot be read is left out with a
 * note. A label is read by src/source/deadline-labels.ts: a round of a track (posters, revised
 * papers) is that track's, noted `deadline_track`, and never opens the edition's call. A day
 * written without its year ("May 23"), once every value is read: an abstract's is the year that
 * puts it before a paper of its record (rounds.ts, abstractYear), any other's (and an abstract's
 * with no paper) the latest not after `start`, the event's first day. `edition` is the words of
 * the edition's acronym, lower-cased.
 */
export function deadlinesOf(
  conf: Record<string, unknown>,
  start: string | null,
  year: number | null,
  notes: RecordNotes,
  edition: readonly string[] = [],
): RecordDeadlines {
  const fallbackZone = text(conf.timezone) ?? text(conf.deadline_timezone);
  const read: Read[] = [];
  const yearless: Yearless[] = [];
  const add = (
    kind: NonNullable<ReturnType<typeof readKindWord>>,
    value: string,
    zoneText: string | null,
    round: number | null,
    track: string | null = null,
  ) => {
    if (isTbd(value)) return notes.add('deadline_tbd', value, `${kind} not known yet`);
    if (/%[ymd]/i.test(value)) return notes.add('deadline_skipped', value, 'a recurring deadline (a template date)');
    if (/^(?:none|cancell?ed|no cfp)$/i.test(value)) return notes.add('deadline_skipped', value, `no ${kind} deadline`);
    const due = dueOf(value);
    if ('refused' in due) return notes.add('deadline_skipped', value, due.refused);
    const zone = ('zone' in due ? due.zone : null) ?? trackerZone(zoneText ?? fallbackZone, notes);
    if (zone === null) return notes.add('deadline_skipped', zoneText ?? fallbackZone, 'a time zone that names no zone');
    if ('month' in due) yearless.push({ kind, month: due.month, day: due.day, value, zone, round, track });
    else read.push({ kind, due: due.due, zone, round, track });
  };
  for (const entry of [...array(conf.deadlines), ...array(conf.timeline)]) {
    const fields = object(entry);
    const [type, label] = [text(fields.type), text(fields.label) ?? text(fields.note)];
    // A timeline entry of several due times by key ({abstractDeadline, deadline, note}): each of its kind.
    const keyed = fields.date === undefined ? TIMELINE_KEYS.filter(([key]) => text(fields[key]) !== null) : [];
    for (const [key, kind] of keyed) {
      const reading = readDeadlineLabel(label, kind, edition);
      if (reading.track !== null)
        notes.add('deadline_track', label, `a round of ${reading.track}, not a call for new papers`);
      add(reading.kind ?? kind, text(fields[key])!, text(fields.timezone), reading.round, reading.track);
    }
    if (keyed.length > 0) continue;
    const date = text(fields.date) ?? text(fields.deadline);
    const reading = readDeadlineLabel(label, type, edition);
    if (reading.skipped !== null)
      notes.add('deadline_skipped', label ?? type, `"${label ?? type}": ${reading.skipped}`);
    else if (!reading.kind) notes.add('deadline_skipped', type ?? label, `"${label ?? type}" is no kind of deadline`);
    else if (date === null) notes.add('deadline_tbd', null, `${reading.kind} has no due time`);
    else {
      if (reading.track !== null)
        notes.add('deadline_track', label, `a round of ${reading.track}, not a call for new papers`);
      add(reading.kind, date, text(fields.timezone), reading.round, reading.track);
    }
  }
  const listed = new Set([...read, ...yearless].filter((one) => one.track === null).map((one) => one.kind));
  const extended = conf.cfp_ext !== undefined && text(conf.cfp_ext) !== null;
  for (const [field, kindWord] of SINGLE_FIELDS) {
    const kind = readKindWord(kindWord)!;
    if (conf[field] === undefined) continue;
    if (field === 'cfp' && extended) {
      notes.add('deadline_skipped', text(conf.cfp), 'the first paper deadline, extended (cfp_ext)');
      continue;
    }
    if (listed.has(kind)) continue;
    const zone = field === 'deadline' ? text(conf.timezone_submission) : null;
    for (const value of valuesOf(conf[field])) add(kind, value, zone, null);
    listed.add(kind);
  }
  for (const [field, track] of TRACK_FIELDS) {
    for (const value of valuesOf(conf[field])) add('paper', value, null, null, track);
  }
  placeYearless(yearless, read, start, year, notes);
  const tracks = new Map<string, Dated[]>();
  for (const deadline of read) {
    if (deadline.track !== null) tracks.set(deadline.track, [...(tracks.get(deadline.track) ?? []), deadline]);
  }
  return {
    deadlines: numberRounds(read.filter((deadline) => deadline.track === null)),
    tracks: [...tracks].map(([name, list]) => ({ name, deadlines: numberRounds(list) })),
  };
}
