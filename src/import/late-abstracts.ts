/**
 * Abstracts due after the paper of their round (docs/importers.md, Report): each is a warning of
 * the import report, its event and records named. Neither date is dropped, since which of the two
 * is wrong cannot be told; the builder warns of them too (`abstract_after_paper`).
 */
import { type EventRef, ref } from './near-misses.js';
import { instantOf } from './precedence.js';
import type { ImportedEvent } from './record.js';

export interface LateAbstract {
  record: EventRef;
  acronym: string | null;
  /** Every record the event was made of, its own first. */
  records: string[];
  round: number;
  /** Each due time as written, with its zone. */
  abstract: string;
  paper: string;
}

/** The abstracts of the events due after the paper of their round, in the order of the events. */
export function lateAbstracts(events: readonly ImportedEvent[]): LateAbstract[] {
  const late: LateAbstract[] = [];
  for (const event of events) {
    for (const abstract of event.deadlines) {
      if (abstract.kind !== 'abstract') continue;
      const paper = event.deadlines.find((one) => one.kind === 'paper' && one.round === abstract.round);
      const [before, after] = [paper && instantOf(paper), instantOf(abstract)];
      if (!paper || before === null || before === undefined || after === null || after <= before) continue;
      late.push({
        record: ref(event),
        acronym: event.acronym,
        records: event.sources.map((source) => `${source.name} ${source.recordId}`),
        round: abstract.round,
        abstract: `${abstract.due} ${abstract.zone}`,
        paper: `${paper.due} ${paper.zone}`,
      });
    }
  }
  return late;
}
