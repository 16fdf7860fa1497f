/**
 * The deadlines of one event (docs/source-format.md, Deadlines): its rows of the deadlines table,
 * each read as a UTC instant beside its kind, round, local date and zone, and the v2 column
 * `submission_deadline` as the shorthand of a paper deadline, round 1, AoE.
 */
import { formatIsoDate, parseIsoDate, type Day } from '../util/dates.js';
import { readKindWord, suggestKind } from './deadline-kinds.js';
import { fixedDate } from './fixes.js';
import type { Report } from './location.js';
import { DEADLINE_KINDS, type DeadlineKind, type DeadlineSourceRow } from './schema.js';
import { AOE, parseZone, suggestZone } from './zones.js';

/** One deadline of an event, as the snapshot keeps it. */
export interface Deadline {
  kind: DeadlineKind;
  /** 1 when the event has a single round. */
  round: number;
  /** The UTC instant, seconds since 1970-01-01T00:00:00Z. */
  at: number;
  /** The date in its own zone, as written, as a day number. */
  day: Day;
  /** The zone as the snapshot shows it: "AoE", "UTC", "UTC+08:00", "Europe/Berlin". */
  zone: string;
}

export const MAX_ROUND = 255;

/**
 * Two due times at most this far apart are one deadline written two ways (docs/source-format.md,
 * Deadlines): 23:59, 23:59:59 and 24:00 (the next day's 00:00) all close the same day, and
 * trackers write each of them for one call.
 */
export const SAME_DEADLINE_SECONDS = 60;

/** Whether two instants (seconds) are one deadline: a minute or less apart. */
export const sameDeadline = (a: number, b: number): boolean => Math.abs(a - b) <= SAME_DEADLINE_SECONDS;
const SECONDS_PER_DAY = 86_400;
/** A date alone means the last second of that day in its zone. */
const END_OF_DAY = SECONDS_PER_DAY - 1;
const DUE_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Deadlines are kept in (instant, kind, round) order. */
function compareDeadlines(a: Deadline, b: Deadline): number {
  return a.at - b.at || DEADLINE_KINDS.indexOf(a.kind) - DEADLINE_KINDS.indexOf(b.kind) || a.round - b.round;
}

/** Whether a deadline is one of submission: an abstract or a paper. */
export const isSubmission = (deadline: Deadline): boolean => deadline.kind === 'abstract' || deadline.kind === 'paper';

function text(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Kinds by the text that named them: a million deadline rows name a handful of kinds. */
const kindsRead = new Map<string, DeadlineKind | null>();

function readKind(value: string | null, report: Report): DeadlineKind | null {
  // The kind as the one constant string: a million deadlines keep no string of their own.
  let kind = value === null ? null : kindsRead.get(value);
  if (kind === undefined && value !== null) {
    kind = readKindWord(value);
    if (kindsRead.size < 1024) kindsRead.set(value, kind);
  }
  if (kind !== null && kind !== undefined) return kind;
  report('deadline_kind_unknown', 'deadlines.kind', value, value === null ? undefined : suggestKind(value));
  return null;
}

function readRound(value: unknown, report: Report): number | null {
  if (value === null || value === undefined || value === '') return 1;
  const round = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof round === 'number' && Number.isInteger(round) && round >= 1 && round <= MAX_ROUND) return round;
  report('deadline_round_invalid', 'deadlines.round', text(value), 'a whole number from 1; 1 when there is one round');
  return null;
}

/** The wall time of a due value read as if it were UTC (seconds), and its date; null when not a time. */
function readDue(value: string | null): { local: number; day: Day } | null {
  const match = value === null ? null : DUE_RE.exec(value);
  const day = match ? parseIsoDate(match[1]!) : null;
  if (!match || day === null) return null;
  if (match[2] === undefined) return { local: day * SECONDS_PER_DAY + END_OF_DAY, day };
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { local: day * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second, day };
}

/** One row of the deadlines table as a deadline; null (with the problems reported) when it is not one. */
function readDeadline(row: DeadlineSourceRow, report: Report): { deadline: Deadline; due: string } | null {
  const kind = readKind(text(row.kind), report);
  const round = readRound(row.round, report);
  const dueText = text(row.due);
  const due = readDue(dueText);
  if (due === null) {
    const suggestion = dueText === null ? undefined : fixedDate(dueText.slice(0, 10));
    report('due_invalid', 'deadlines.due', dueText, suggestion);
  }
  const zoneText = text(row.timezone);
  const zone = parseZone(zoneText);
  if (zone === null) report('zone_unknown', 'deadlines.timezone', zoneText, suggestZone(zoneText ?? ''));
  else if (zone.abbreviation !== undefined) report('zone_abbreviation', 'deadlines.timezone', zoneText, zone.name);
  if (kind === null || round === null || due === null || zone === null) return null;
  return { deadline: { kind, round, at: zone.instant(due.local), day: due.day, zone: zone.name }, due: dueText! };
}

export interface EventDates {
  start: Day | null;
  /** The v2 column submission_deadline as a day, when valid. */
  submissionDeadline: Day | null;
}

const NO_DEADLINES: readonly Deadline[] = Object.freeze([]);

/**
 * At most this many deadline rows per event, and per track of one: twice the most the public
 * trackers give (24 of one event, 4 of one track), so that an event's every answer fits its cap.
 */
export const DEADLINES_PER_EVENT = 32;
export const DEADLINES_PER_TRACK = 8;

/**
 * The deadlines of one event, in (instant, kind, round) order: its rows of the deadlines table, and
 * submission_deadline as a paper deadline, round 1, AoE, when the table gives the event no paper
 * deadline. Null when a row is not a deadline (errors reported); warnings do not stop it.
 */
export function readDeadlines(
  given: readonly DeadlineSourceRow[],
  event: EventDates,
  report: Report,
  most: number = DEADLINES_PER_EVENT,
): readonly Deadline[] | null {
  if (given.length === 0 && event.submissionDeadline === null) return NO_DEADLINES;
  // Bounded before anything reads them: every answer about the event lists them (docs/source-format.md).
  const rows = given.length > most ? given.slice(0, most) : given;
  if (rows !== given)
    report('list_over_limit', 'deadlines.due', String(given[most]!.due), `at most ${most}; the rest is left out`);
  const read = rows.map((row) => readDeadline(row, report));
  const valid = read.filter((entry) => entry !== null);
  if (valid.length < read.length) return null;
  const twice = valid.find(({ deadline }, index) =>
    valid.some(
      (other, at) => at < index && other.deadline.kind === deadline.kind && other.deadline.round === deadline.round,
    ),
  );
  if (twice) {
    const { kind, round } = twice.deadline;
    report('deadline_duplicate', 'deadlines.kind', `${kind} round ${round}`, 'keep one row per kind and round');
    return null;
  }
  const papers = valid.filter(({ deadline }) => deadline.kind === 'paper');
  checkAbstracts(valid, report);
  for (const { deadline, due } of papers) checkPaperDay(deadline, due, 'deadlines.due', event.start, report);
  // Arrays of their exact length: push would leave room for 16 more in each of a million events.
  let deadlines = valid.map(({ deadline }) => deadline);
  const shorthand = event.submissionDeadline;
  if (shorthand !== null && papers.length === 0) {
    const paper = shorthandDeadline(shorthand);
    checkPaperDay(paper, formatIsoDate(shorthand), 'submission_deadline', event.start, report);
    deadlines = deadlines.length === 0 ? [paper] : [...deadlines, paper];
  } else if (shorthand !== null && !papers.some(({ deadline }) => deadline.day === shorthand)) {
    const first = papers.map(({ deadline }) => deadline).sort(compareDeadlines)[0]!;
    report(
      'submission_deadline_ignored',
      'submission_deadline',
      formatIsoDate(shorthand),
      `the deadlines table gives the paper deadline (${formatIsoDate(first.day)} ${first.zone}): write that date, or leave submission_deadline empty`,
    );
  }
  return deadlines.length === 0 ? NO_DEADLINES : deadlines.sort(compareDeadlines);
}

/** submission_deadline: a paper deadline, round 1, at the end of its day AoE. */
function shorthandDeadline(day: Day): Deadline {
  return { kind: 'paper', round: 1, at: AOE.instant(day * SECONDS_PER_DAY + END_OF_DAY), day, zone: AOE.name };
}

function checkAbstracts(valid: readonly { deadline: Deadline; due: string }[], report: Report): void {
  for (const { deadline: abstract, due } of valid) {
    if (abstract.kind !== 'abstract') continue;
    const paper = valid.find(({ deadline }) => deadline.kind === 'paper' && deadline.round === abstract.round);
    if (paper && abstract.at > paper.deadline.at) {
      report(
        'abstract_after_paper',
        'deadlines.due',
        due,
        `the paper of round ${abstract.round} is due ${paper.due} ${paper.deadline.zone}: an abstract is due before its paper; check both`,
      );
    }
  }
}

function checkPaperDay(paper: Deadline, due: string, column: string, start: Day | null, report: Report): void {
  if (start === null || paper.day <= start) return;
  report(
    'paper_after_start',
    column,
    due,
    `the event starts ${formatIsoDate(start)}: check the deadline's year, or its kind (a camera-ready deadline may fall later)`,
  );
}

/** The latest submission deadline's local date (deadlines in instant order): the v2 `deadline` column's meaning. */
export function lastSubmissionDay(deadlines: Iterable<Deadline>): Day | null {
  let day: Day | null = null;
  for (const deadline of deadlines) if (isSubmission(deadline)) day = deadline.day;
  return day;
}
