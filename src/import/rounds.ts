/**
 * Rounds of the deadlines a record lists (docs/importers.md, Values): several deadlines of one kind
 * are rounds, numbered in order of their due times unless a label gives the number ("Round 2").
 */
import type { DeadlineKind } from '../source/schema.js';
import { daysInMonth, dayFromParts, parseIsoDate } from '../util/dates.js';
import type { ImportedDeadline } from './record.js';

/** A deadline as read, its round when a label gave one. */
export interface Dated {
  kind: DeadlineKind;
  due: string;
  zone: string;
  round: number | null;
}

/** Each deadline with its round: a round a label gave when no other deadline of its kind has it, else the lowest free one. */
export function numberRounds(deadlines: readonly Dated[]): ImportedDeadline[] {
  const numbered: ImportedDeadline[] = [];
  const kinds = [...new Set(deadlines.map((deadline) => deadline.kind))];
  for (const kind of kinds) {
    const unique = deadlines
      .filter((deadline) => deadline.kind === kind)
      .filter((deadline, index, list) => list.findIndex((other) => other.due === deadline.due) === index)
      .sort((a, b) => a.due.localeCompare(b.due));
    const taken = new Set<number>();
    const labelled = new Map<Dated, number>();
    for (const deadline of unique) {
      if (deadline.round === null || taken.has(deadline.round)) continue;
      taken.add(deadline.round);
      labelled.set(deadline, deadline.round);
    }
    let next = 1;
    for (const deadline of unique) {
      let round = labelled.get(deadline);
      if (round === undefined) {
        while (taken.has(next)) next++;
        round = next;
        taken.add(round);
      }
      numbered.push({ kind, round, due: deadline.due, zone: deadline.zone });
    }
  }
  return pairedByDate(numbered, deadlines);
}

/**
 * Abstracts paired with papers by date, not by order: an abstract no label numbered takes the
 * round of the first paper due on or after it that no other abstract has taken ("May 23" and
 * "December 3" before papers of May 30 and December 10 are rounds 1 and 2 whatever order they were
 * written in). An abstract due after every paper keeps its number: the report warns of it.
 */
function pairedByDate(numbered: ImportedDeadline[], read: readonly Dated[]): ImportedDeadline[] {
  const papers = numbered.filter((deadline) => deadline.kind === 'paper').sort((a, b) => a.due.localeCompare(b.due));
  const abstracts = numbered.filter((deadline) => deadline.kind === 'abstract');
  if (papers.length < 2 || abstracts.length === 0) return numbered;
  const labelled = new Set(read.filter((d) => d.kind === 'abstract' && d.round !== null).map((d) => d.due));
  const taken = new Set(abstracts.filter((a) => labelled.has(a.due)).map((a) => a.round));
  const rounds = new Map<ImportedDeadline, number>();
  for (const abstract of [...abstracts].sort((a, b) => a.due.localeCompare(b.due))) {
    if (labelled.has(abstract.due)) continue;
    const paper = papers.find((p) => p.due >= abstract.due && !taken.has(p.round));
    if (paper === undefined) continue;
    taken.add(paper.round);
    rounds.set(abstract, paper.round);
  }
  const free = abstracts.filter((a) => !labelled.has(a.due) && !rounds.has(a));
  let next = 1;
  for (const abstract of free) {
    while (taken.has(next)) next++;
    rounds.set(abstract, next);
    taken.add(next);
  }
  return numbered.map((deadline) => {
    const round = rounds.get(deadline);
    return round === undefined ? deadline : { ...deadline, round };
  });
}

/**
 * How long before its paper an abstract of the same round may be due: a quarter. Of the public
 * trackers' abstracts written with their year, all but a handful are due within a month of their
 * paper; a day further from every paper belongs to no round of the edition's cycle.
 */
export const ABSTRACT_LEAD_DAYS = 92;

/** The day of a month and day in a year; null when that year has no such day (February 29). */
const dayIn = (year: number, month: number, day: number): number | null =>
  day <= daysInMonth(year, month) ? dayFromParts(year, month, day) : null;

/**
 * The year of an abstract's day written without one ("May 23"), by the papers of the same record
 * (YYYY-MM-DD...) and the edition's start: the year that puts it on or before a paper and nearest
 * to it, at most ABSTRACT_LEAD_DAYS before, never after the start. When no year does (a tracker's
 * slip: "February 03" for a paper due January 28), the year that puts it nearest to a paper on
 * either side, so that the report can warn of an abstract after its paper. Null without papers.
 */
export function abstractYear(
  month: number,
  day: number,
  papers: readonly string[],
  start: string | null,
): number | null {
  const last = start === null ? null : parseIsoDate(start);
  let before: { year: number; gap: number } | null = null;
  let nearest: { year: number; gap: number } | null = null;
  for (const due of papers) {
    const paper = parseIsoDate(due.slice(0, 10));
    if (paper === null) continue;
    const year = Number(due.slice(0, 4));
    for (const candidate of [year - 1, year, year + 1]) {
      const at = dayIn(candidate, month, day);
      if (at === null || (last !== null && at > last)) continue;
      const gap = paper - at;
      if (gap >= 0 && gap <= ABSTRACT_LEAD_DAYS && (before === null || gap < before.gap))
        before = { year: candidate, gap };
      if (nearest === null || Math.abs(gap) < nearest.gap) nearest = { year: candidate, gap: Math.abs(gap) };
    }
  }
  return (before ?? nearest)?.year ?? null;
}
