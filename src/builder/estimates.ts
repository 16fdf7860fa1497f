/**
 * Estimated deadlines (docs/source-format.md, Estimated deadlines): an edition of a series with no
 * submission deadline gets a paper deadline estimated from the series' latest earlier edition that
 * has one, at the same number of days before its start; an edition known to the month alone, at
 * that deadline's date in its year; an edition of a known year alone, at that deadline as many years
 * on. Computed at build time from the rows kept; the source holds no estimate.
 */
import type { Deadline } from '../source/deadlines.js';
import { UNDATED, type ValidRow } from '../source/validate.js';
import { editionYear } from '../store/event-extras.js';
import { parseZone } from '../source/zones.js';
import { lowerBound } from '../util/binary-search.js';
import { dateParts, dayFromParts, daysInMonth } from '../util/dates.js';

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

/** Whether a row's dates are to the day (an estimate is drawn only from a start date to the day). */
const exact = (row: ValidRow): boolean => (row.extras?.precision ?? 'day') === 'day';
/** Whether a row's dates are known to the month alone (its start the month's first day). */
const toMonth = (row: ValidRow): boolean => row.extras?.precision === 'month';

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
  return drawnFrom(edition, past, shift, (other) => Math.abs(other.offset - latest.offset) <= AGREE_DAYS);
}

/**
 * The estimate of `edition` from the latest of `past` moved by `shift` days, `agrees` telling of
 * each of the COMPARED_EDITIONS latest whether it agrees.
 */
function drawnFrom(
  edition: ValidRow,
  past: readonly PastEdition[],
  shift: number,
  agrees: (other: PastEdition) => boolean,
): EstimatedDeadline {
  const latest = past[past.length - 1]!;
  const compared = past.slice(-COMPARED_EDITIONS).reverse();
  return {
    id: edition.id,
    from: latest.row.id,
    agreeing: compared.filter(agrees).map((other) => other.row.id),
    compared: compared.length,
    deadline: shifted(latest.paper, shift),
  };
}

/** The same month and day `years` later (the 29th of February: the 28th in a common year). */
function yearsLater(day: number, years: number): number {
  const { year, month, day: date } = dateParts(day);
  return dayFromParts(year + years, month, Math.min(date, daysInMonth(year + years, month)));
}

/** How many days apart two dates lie in the year, whatever their years (0 to 183). */
function daysApartInYear(a: number, b: number): number {
  const apart = Math.abs(a - yearsLater(b, dateParts(a).year - dateParts(b).year));
  return Math.min(apart, 365 - apart);
}

/**
 * The estimate of an edition known to the month alone, whose start is no day to count back from:
 * the latest past edition's paper deadline at the same date in the edition's year (NeurIPS 2027,
 * "December 2027": 2026's deadline of May 7 gives May 7, 2027), compared with the past editions by
 * their deadlines' dates in the year. None when it would fall in or after the edition's month.
 */
function monthEstimateFrom(edition: ValidRow, past: readonly PastEdition[]): EstimatedDeadline | undefined {
  const latest = past[past.length - 1];
  if (!latest) return undefined;
  const years = dateParts(edition.start).year - dateParts(latest.row.start).year;
  if (years < 1 || edition.start - latest.row.start > MAX_GAP_DAYS) return undefined;
  const shift = yearsLater(latest.paper.day, years) - latest.paper.day;
  if (latest.paper.day + shift >= edition.start) return undefined;
  return drawnFrom(edition, past, shift, (other) => daysApartInYear(other.paper.day, latest.paper.day) <= AGREE_DAYS);
}

/**
 * The estimate of an edition whose dates are not known, only its year (UIST 2027): the latest
 * paper deadline of the past editions of earlier years as many years on as their editions lie
 * apart (at most three), compared with the others by their deadlines' dates in the year.
 */
function yearEstimateFrom(
  edition: ValidRow,
  past: readonly PastEdition[],
  starts: readonly number[],
): EstimatedDeadline | undefined {
  const year = editionYear(edition);
  if (year === 0) return undefined;
  // The past editions of earlier years lead `past` (by start): the last few of them are compared.
  const end = lowerBound(starts, dayFromParts(year, 1, 1));
  const before = past.slice(Math.max(0, end - COMPARED_EDITIONS), end);
  const latest = before[before.length - 1];
  if (!latest) return undefined;
  const years = year - dateParts(latest.row.start).year;
  if (years * 366 > MAX_GAP_DAYS) return undefined;
  const shift = yearsLater(latest.paper.day, years) - latest.paper.day;
  return drawnFrom(edition, before, shift, (other) => daysApartInYear(other.paper.day, latest.paper.day) <= AGREE_DAYS);
}

/**
 * The estimates of every edition that needs one and can have one, in id order. The editions of a
 * series are walked by start date a day at a time, so that an edition's earlier editions are those
 * that started before it: an edition beside another of the same day is estimated from the ones
 * before both, never from that one (a shift of 0 days).
 */
export function estimateDeadlines(rows: readonly ValidRow[]): EstimatedDeadline[] {
  const bySeries = new Map<string, ValidRow[]>();
  const monthsBySeries = new Map<string, ValidRow[]>();
  const undatedBySeries = new Map<string, ValidRow[]>();
  for (const row of rows) {
    if (row.series === null) continue;
    const bare = !hasSubmission(row);
    const map = exact(row)
      ? bySeries
      : bare && toMonth(row)
        ? monthsBySeries
        : bare && row.start === UNDATED
          ? undatedBySeries
          : undefined;
    if (map === undefined) continue;
    const list = map.get(row.series);
    if (list) list.push(row);
    else map.set(row.series, [row]);
  }
  const estimates: EstimatedDeadline[] = [];
  for (const [series, editions] of bySeries) {
    const months = (monthsBySeries.get(series) ?? []).sort((a, b) => a.start - b.start || a.id - b.id);
    let month = 0;
    editions.sort((a, b) => a.start - b.start || a.id - b.id);
    const past: PastEdition[] = [];
    for (let first = 0; first < editions.length; ) {
      let end = first;
      while (end < editions.length && editions[end]!.start === editions[first]!.start) end++;
      const day = editions.slice(first, end);
      // The editions known to the month that start by this day: estimated from the ones before it.
      for (; month < months.length && months[month]!.start <= editions[first]!.start; month++) {
        const estimate = monthEstimateFrom(months[month]!, past);
        if (estimate) estimates.push(estimate);
      }
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
    for (; month < months.length; month++) {
      const estimate = monthEstimateFrom(months[month]!, past);
      if (estimate) estimates.push(estimate);
    }
    const starts = past.map(({ row }) => row.start);
    for (const edition of undatedBySeries.get(series) ?? []) {
      const estimate = yearEstimateFrom(edition, past, starts);
      if (estimate) estimates.push(estimate);
    }
  }
  return estimates.sort((a, b) => a.id - b.id);
}
