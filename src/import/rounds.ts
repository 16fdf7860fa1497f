/**
 * Rounds of the deadlines a record lists (docs/importers.md, Values): several deadlines of one kind
 * are rounds, numbered in order of their due times unless a label gives the number ("Round 2").
 */
import type { DeadlineKind } from '../source/schema.js';
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
  return numbered;
}
