/**
 * An edition's year checked (docs/importers.md, Values): the year its dates start in against the
 * year its acronym names, the year its record id names and the year its paper deadlines point to.
 * When most of those name another year than the dates, the dates were written a year off (one
 * tracker's "Euro-Par 2024" held 28-30 August 2023, its deadlines in 2024): they are moved to that
 * year, noted `dates_year_fixed`. A disagreement without a majority is kept as written and noted
 * `year_disagrees` (ICPR 2020, held in January 2021: acronym and id say 2020, dates and deadlines
 * 2021). An even vote decides nothing: the edition is merged with a record whose paper deadlines
 * agree, or with one that gives none as of the year it names (editions.ts), never else (a
 * tracker's "CIKM 2020" dated October 2021, its deadline of 2020, is not CIKM 2021). A paper
 * deadline after the edition's start calls for no paper: it is left out, noted
 * `deadline_after_start` (a tracker's typo, or a round of another program). Deadlines alone a year
 * early, the other years agreeing with the dates, are moved a year on, noted `deadline_year_fixed`
 * (deadlinesBehind). An edition whose dates are not known yet and whose record gives no year takes
 * the one its acronym, name, record id or deadlines name (source/edition-year.ts), so that it is
 * merged and found by its year.
 */
import { splitAcronym } from '../source/acronym.js';
import { recordIdYear, undatedEditionYear } from '../source/edition-year.js';
import { parseIsoDate } from '../util/dates.js';
import type { FormatResult, ImportedEvent, ImportNote } from './record.js';

/** Paper deadlines further than this before an edition's start point to the year before. */
export const LEAD_DAYS = 550;

const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** The year the paper deadlines point to: the start's, the next when one is after it, the previous when all are long before. */
function deadlineYear(event: ImportedEvent, startYear: number): number | null {
  const days = event.deadlines
    .filter((one) => one.kind === 'paper')
    .map((one) => parseIsoDate(one.due.slice(0, 10)))
    .filter((day) => day !== null);
  const start = parseIsoDate(event.start!);
  if (days.length === 0 || start === null) return null;
  if (Math.max(...days) > start) return startYear + 1;
  if (start - Math.max(...days) > LEAD_DAYS) return startYear - 1;
  return startYear;
}

/** A date moved by whole years; February 29 in a year without one is February 28. */
function shifted(date: string, years: number): string {
  const moved = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return parseIsoDate(moved) === null ? `${moved.slice(0, 8)}28` : moved;
}

/** A due time ("2026-01-11T23:59:00") a year later. */
const dueShifted = (due: string): string => `${shifted(due.slice(0, 10), 1)}${due.slice(10)}`;

/** The year most sources of an edition name, when it is not its start year and more name it than the start year. */
function checkedYear(event: ImportedEvent): { votes: Map<number, number>; year: number } | null {
  if (event.start === null || event.precision === 'unknown') return null;
  const startYear = Number(event.start.slice(0, 4));
  const acronymYear = event.acronym === null ? null : splitAcronym(event.acronym).year;
  const votes = new Map<number, number>();
  const vote = (year: number | null) => {
    if (year !== null && Math.abs(year - startYear) <= 1) votes.set(year, (votes.get(year) ?? 0) + 1);
  };
  vote(startYear);
  vote(acronymYear === null ? null : fullYear(acronymYear));
  vote(recordIdYear(event.source.recordId));
  vote(deadlineYear(event, startYear));
  if (votes.size < 2) return null;
  const [best] = [...votes].sort((a, b) => b[1] - a[1]);
  const year = best![1] > (votes.get(startYear) ?? 0) ? best![0] : startYear;
  return { votes, year };
}

/**
 * Whether the deadlines alone were written a year early: they point to the year before the start
 * (every paper deadline over LEAD_DAYS before it), each other year named (acronym, record id) is
 * the start's, and a year later every deadline is due by the start, every paper within the year
 * before it (sec-deadlines' "ISSTA 2027", held in September 2027, its paper due 2026-01-11: ISSTA's
 * papers are due about 8 months ahead).
 */
function deadlinesBehind(event: ImportedEvent, votes: ReadonlyMap<number, number>, startYear: number): boolean {
  if (votes.size !== 2 || (votes.get(startYear) ?? 0) < 2 || votes.get(startYear - 1) !== 1) return false;
  const last = `${event.start}T23:59:59`;
  // A year later, each paper is due within the year before the start: two years off are left as written.
  const yearBefore = `${shifted(event.start!, -1)}T00:00:00`;
  return event.deadlines.every(
    (one) => dueShifted(one.due) <= last && (one.kind !== 'paper' || dueShifted(one.due) >= yearBefore),
  );
}

/** The year of an edition known only by its acronym, name, record id or deadlines (source/edition-year.ts). */
const undatedYear = (event: ImportedEvent): number | null =>
  undatedEditionYear({
    acronym: event.acronym,
    name: event.name,
    recordIds: [event.source.recordId],
    paperDays: event.deadlines
      .filter((one) => one.kind === 'paper')
      .map((one) => parseIsoDate(one.due.slice(0, 10)))
      .filter((day) => day !== null),
  });

function fixEvent(event: ImportedEvent, note: (code: ImportNote['code'], value: string, detail: string) => void) {
  let fixed = event;
  const checked = checkedYear(event);
  if (checked !== null) {
    const said = [...checked.votes].map(([year, count]) => `${year} (${count})`).join(', ');
    const startYear = Number(event.start!.slice(0, 4));
    if (checked.year !== startYear) {
      const by = checked.year - startYear;
      fixed = { ...event, start: shifted(event.start!, by), end: event.end === null ? null : shifted(event.end, by) };
      note(
        'dates_year_fixed',
        `${event.start} ${event.end}`,
        `read as of ${checked.year}: the years named are ${said}`,
      );
    } else if (deadlinesBehind(event, checked.votes, startYear)) {
      fixed = { ...event, deadlines: event.deadlines.map((one) => ({ ...one, due: dueShifted(one.due) })) };
      for (const one of event.deadlines)
        note('deadline_year_fixed', one.due, `read as ${dueShifted(one.due)}: the years named are ${said}`);
    } else {
      note('year_disagrees', `${event.start} ${event.end}`, `kept as of ${startYear}: the years named are ${said}`);
      // An even vote decides nothing: the edition is merged with a record whose deadlines agree, or
      // with one that gives none as of the year it names (editions.ts).
      const even = (checked.votes.get(startYear) ?? 0) === Math.max(...checked.votes.values());
      const named = event.year !== null && event.year !== startYear && checked.votes.get(event.year);
      if (even && named === checked.votes.get(startYear)) fixed = { ...event, yearUndecided: true };
    }
  }
  if (fixed.start === null) return fixed.year === null ? { ...fixed, year: undatedYear(fixed) } : fixed;
  const start = fixed.start;
  const late = fixed.deadlines.filter((one) => one.kind === 'paper' && one.due.slice(0, 10) > start);
  if (late.length === 0) return fixed;
  for (const one of late)
    note('deadline_after_start', one.due, `the paper of round ${one.round} is due after the start (${start})`);
  // The round's abstract goes with its paper: an abstract alone would open the call.
  const rounds = new Set(late.map((one) => one.round));
  const kept = fixed.deadlines.filter(
    (one) => !((one.kind === 'paper' || one.kind === 'abstract') && rounds.has(one.round)),
  );
  return { ...fixed, deadlines: kept };
}

/** An importer's result with each edition's year checked and its paper deadlines after its start left out, each noted. */
export function checkEditionYears(result: FormatResult): FormatResult {
  const notes: ImportNote[] = [...result.notes];
  const events = result.events.map((event) =>
    fixEvent(event, (code, value, detail) =>
      notes.push({ source: result.format, recordId: event.source.recordId, code, value, detail }),
    ),
  );
  return { ...result, events, notes };
}
