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
  /** The earlier edition of the series it is estimated from. */
  from: number;
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

/** The estimates of every edition that needs one and can have one, in id order. */
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
    let latest: { row: ValidRow; paper: Deadline } | undefined;
    for (const edition of editions) {
      if (!hasSubmission(edition)) {
        const shift = latest ? edition.start - latest.row.start : 0;
        if (latest && shift > 0 && shift <= MAX_GAP_DAYS) {
          estimates.push({ id: edition.id, from: latest.row.id, deadline: shifted(latest.paper, shift) });
        }
        continue;
      }
      const paper = paperOf(edition);
      if (paper) latest = { row: edition, paper };
    }
  }
  return estimates.sort((a, b) => a.id - b.id);
}
