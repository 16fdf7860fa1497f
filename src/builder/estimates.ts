/**
 * Estimated deadlines (docs/source-format.md, Estimated deadlines): an edition of a series with no
 * submission deadline gets a paper deadline estimated from the series' latest earlier edition that
 * has one, at the same number of days before its start. Computed at build time from the rows kept;
 * the source holds no estimate.
 */
import type { Deadline } from '../source/deadlines.js';
import type { ValidRow } from '../source/validate.js';
import { parseZone } from '../source/zones.js';

/** An estimate is made from an edition at most this many days earlier (three years). */
const MAX_GAP_DAYS = 3 * 366;
const SECONDS_PER_DAY = 86_400;

export interface EstimatedDeadline {
  /** The edition the deadline is estimated for. */
  id: number;
  /** The earlier edition of the series it is estimated from: the latest with a paper deadline. */
  from: number;
  /**
   * The past editions compared (up to five latest with a paper deadline) whose deadline lay within a
   * week of the same number of days before their start: `from` first, then newest first.
   */
  agreeing: number[];
  /** How many past editions were compared. */
  compared: number;
  /** A paper deadline, round 1, in the earlier edition's zone. */
  deadline: Deadline;
}

/** Whether a row's dates are to the day (an estimate needs a start date to the day, on both sides). */
const exact = (row: ValidRow): boolean => (row.extras?.precision ?? 'day') === 'day';

/** The first paper deadline of round 1, else the first paper deadline; undefined when none. */
function paperOf(row: ValidRow): Deadline | undefined {
  let first: Deadline | undefined;
  for (const deadline of row.deadlines) {
    if (deadline.kind !== 'paper') continue;
    if (deadline.round === 1) return deadline;
    first ??= deadline;
  }
  return first;
}

function hasSubmission(row: ValidRow): boolean {
  for (const deadline of row.deadlines) if (deadline.kind === 'paper' || deadline.kind === 'abstract') return true;
  return false;
}

/**
 * A deadline moved by `days`, at the same wall time in its zone: in a zone with daylight saving
 * time, 17:00 in April stays 17:00 in the October of the estimate, whatever the offset then.
 */
function shifted(deadline: Deadline, days: number): Deadline {
  const zone = parseZone(deadline.zone);
  const day = deadline.day + days;
  if (zone === null) return { ...deadline, round: 1, day, at: deadline.at + days * SECONDS_PER_DAY };
  // The wall time of the day: the instant less the instant of that day's midnight in the zone.
  const wall = Math.min(Math.max(deadline.at - zone.instant(deadline.day * SECONDS_PER_DAY), 0), SECONDS_PER_DAY - 1);
  return { ...deadline, round: 1, day, at: zone.instant(day * SECONDS_PER_DAY + wall) };
}

/** At most this many past editions are compared with the one an estimate is drawn from. */
const COMPARED_EDITIONS = 5;
/** Two editions agree when their deadlines lay within this many days of the same offset before the start. */
const AGREE_DAYS = 7;

/** A past edition with a paper deadline, and the days from that deadline to its start. */
interface PastEdition {
  row: ValidRow;
  paper: Deadline;
  offset: number;
}

/**
 * The estimate of `edition` from the past editions of its series (start before its own, ascending),
 * or undefined: drawn from the latest, and compared with up to COMPARED_EDITIONS latest ones.
 */
function estimateFrom(edition: ValidRow, past: readonly PastEdition[]): EstimatedDeadline | undefined {
  const latest = past[past.length - 1];
  if (!latest) return undefined;
  const shift = edition.start - latest.row.start;
  if (shift <= 0 || shift > MAX_GAP_DAYS) return undefined;
  const compared = past.slice(-COMPARED_EDITIONS).reverse();
  const agreeing = compared.filter((other) => Math.abs(other.offset - latest.offset) <= AGREE_DAYS);
  return {
    id: edition.id,
    from: latest.row.id,
    agreeing: agreeing.map((other) => other.row.id),
    compared: compared.length,
    deadline: shifted(latest.paper, shift),
  };
}

/**
 * The estimates of every edition that needs one and can have one, in id order. The editions of a
 * series are walked by start date a day at a time, so that an edition's earlier editions are those
 * that started before it: an edition beside another of the same day is estimated from the ones
 * before both, never from that one (a shift of 0 days).
 */
export function estimateDeadlines(rows: readonly ValidRow[]): EstimatedDeadline[] {
  const bySeries = new Map<string, ValidRow[]>();
  for (const row of rows) {
    if (row.series === null || !exact(row)) continue;
    const list = bySeries.get(row.series);
    if (list) list.push(row);
    else bySeries.set(row.series, [row]);
  }
  const estimates: EstimatedDeadline[] = [];
  for (const editions of bySeries.values()) {
    if (editions.length < 2) continue;
    editions.sort((a, b) => a.start - b.start || a.id - b.id);
    const past: PastEdition[] = [];
    for (let first = 0; first < editions.length; ) {
      let end = first;
      while (end < editions.length && editions[end]!.start === editions[first]!.start) end++;
      const day = editions.slice(first, end);
      for (const edition of day) {
        if (hasSubmission(edition)) continue;
        const estimate = estimateFrom(edition, past);
        if (estimate) estimates.push(estimate);
      }
      for (const edition of day) {
        const paper = paperOf(edition);
        if (paper) past.push({ row: edition, paper, offset: edition.start - paper.day });
      }
      first = end;
    }
  }
  return estimates.sort((a, b) => a.id - b.id);
}
