/**
 * A year mistyped in one of a round's two due times (docs/importers.md, Values): an abstract due
 * about a year after its paper, where one of the two read a year later or earlier is due on or
 * before the other within ABSTRACT_LEAD_DAYS and not after the edition's start ("abstract
 * 2025-11-26, paper 2024-12-03" for an edition of June 2026: the paper is 2025-12-03). The paper a
 * year later is tried first (the round nearer its edition), then the abstract a year earlier; the
 * due time changed is noted `deadline_year_fixed`. Anything else is left as written, for the
 * report to warn of (late-abstracts.ts).
 */
import { parseIsoDate } from '../util/dates.js';
import { instantOf } from './precedence.js';
import type { FormatResult, ImportedDeadline, ImportedEvent, ImportNote } from './record.js';
import { ABSTRACT_LEAD_DAYS } from './rounds.js';

const SECONDS_PER_DAY = 86_400;

/** A due time with its year moved by `years`; null when that year has no such day (February 29). */
function movedYear(deadline: ImportedDeadline, years: number): ImportedDeadline | null {
  const due = `${Number(deadline.due.slice(0, 4)) + years}${deadline.due.slice(4)}`;
  return parseIsoDate(due.slice(0, 10)) === null ? null : { ...deadline, due };
}

/** Whether an abstract is due on or before its paper, at most ABSTRACT_LEAD_DAYS before. */
function leads(abstract: ImportedDeadline, paper: ImportedDeadline): boolean {
  const [a, p] = [instantOf(abstract), instantOf(paper)];
  return a !== null && p !== null && a <= p && p - a <= ABSTRACT_LEAD_DAYS * SECONDS_PER_DAY;
}

/** The event's deadlines with each round's slip fixed, and the notes of what changed. */
function fixEvent(event: ImportedEvent, note: (value: string, detail: string) => void): ImportedEvent {
  if (event.start === null) return event;
  const last = `${event.start}T23:59:59`;
  let deadlines = event.deadlines;
  for (const abstract of event.deadlines) {
    if (abstract.kind !== 'abstract') continue;
    const paper = event.deadlines.find((one) => one.kind === 'paper' && one.round === abstract.round);
    const [a, p] = [instantOf(abstract), paper && instantOf(paper)];
    if (!paper || a === null || p === null || p === undefined || a <= p) continue;
    const later = movedYear(paper, 1);
    const earlier = movedYear(abstract, -1);
    const [kept, fixed] =
      later && later.due <= last && leads(abstract, later)
        ? [paper, later]
        : earlier && leads(earlier, paper)
          ? [abstract, earlier]
          : [null, null];
    if (kept === null || fixed === null) continue;
    deadlines = deadlines.map((one) => (one === kept ? fixed : one));
    note(
      kept.due,
      `the ${kept.kind} of round ${kept.round} read as ${fixed.due}: written a year off its ${kept.kind === 'paper' ? 'abstract' : 'paper'}, due ${(kept === paper ? abstract : paper).due}`,
    );
  }
  return deadlines === event.deadlines ? event : { ...event, deadlines };
}

/** An importer's result with the year slips of its events' rounds fixed, each noted. */
export function fixYearSlips(result: FormatResult): FormatResult {
  const notes: ImportNote[] = [...result.notes];
  const events = result.events.map((event) =>
    fixEvent(event, (value, detail) =>
      notes.push({
        source: result.format,
        recordId: event.source.recordId,
        code: 'deadline_year_fixed',
        value,
        detail,
      }),
    ),
  );
  return { ...result, events, notes };
}
