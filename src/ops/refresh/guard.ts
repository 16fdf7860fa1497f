/**
 * The guard a new snapshot passes before it is published (docs/operating.md, "Refreshing the
 * data"): every source fetched and giving events (or empty by design, as it was at the last
 * publish), no more than `max_event_loss` of the served
 * snapshot's events lost, and no source losing more than `max_source_loss` of the events it gave
 * at the last publish. Counts, and identities: no more than `max_changed` of the events both
 * snapshots have (by id) may change their dates, place or deadlines (changes.ts).
 */
import type { IdentityChanges } from './changes.js';

export interface GuardLimits {
  max_event_loss: number;
  max_source_loss: number;
  max_changed: number;
}

export interface SourceCount {
  name: string;
  /** Events made from its records this time; null when it was not read (its fetch, or another's, failed). */
  events: number | null;
  /** Its events at the last publish, when known. */
  before: number | undefined;
  /** Empty by design (no record, no file refused: the import report's `empty`). */
  empty?: boolean | null | undefined;
  /** Why it could not be read, when it could not. */
  error?: string | null | undefined;
}

export interface GuardInput {
  /** The events of the snapshot the store names now; undefined when nothing is published yet. */
  servedEvents: number | undefined;
  /** The events of the new snapshot; undefined when none was built. */
  newEvents: number | undefined;
  sources: readonly SourceCount[];
  limits: GuardLimits;
  /** What the new snapshot changes of the served one's events, when both are known. */
  changes?: IdentityChanges | undefined;
}

/** The share lost going from `before` to `after` (0 when nothing was lost). */
export function lostShare(before: number, after: number): number {
  return before <= 0 || after >= before ? 0 : (before - after) / before;
}

const percent = (share: number): string => `${Number((share * 100).toFixed(1))}%`;

/** Every reason not to publish, each one line; none: publish. */
export function guardProblems(input: GuardInput): string[] {
  const problems: string[] = [];
  for (const source of input.sources) {
    if (source.events === null) {
      if (source.error) problems.push(`source ${source.name} was not read: ${source.error}`);
    } else if (source.events === 0) {
      // Gone empty, or records that gave nothing; a tracker empty by design that gave none before passes.
      if (source.before !== undefined && source.before > 0)
        problems.push(`source ${source.name} went empty (${source.before} -> 0 events)`);
      else if (!source.empty) problems.push(`source ${source.name} gave no event`);
    } else if (source.before !== undefined) {
      const lost = lostShare(source.before, source.events);
      if (lost > input.limits.max_source_loss) {
        problems.push(
          `source ${source.name} lost ${percent(lost)} of its events (${source.before} -> ${source.events}), more than ${percent(input.limits.max_source_loss)}`,
        );
      }
    }
  }
  if (input.servedEvents !== undefined && input.newEvents !== undefined) {
    const lost = lostShare(input.servedEvents, input.newEvents);
    if (lost > input.limits.max_event_loss) {
      problems.push(
        `the new snapshot lost ${percent(lost)} of the served events (${input.servedEvents} -> ${input.newEvents}), more than ${percent(input.limits.max_event_loss)}`,
      );
    }
  }
  const changed = changedProblem(input.changes, input.limits.max_changed);
  if (changed !== null) problems.push(changed);
  return problems;
}

/** The reason not to publish when too many of the kept events changed, or null. */
function changedProblem(changes: IdentityChanges | undefined, limit: number): string | null {
  if (changes === undefined || changes.kept === 0) return null;
  const share = changes.changed / changes.kept;
  if (share <= limit) return null;
  const what = `dates ${changes.dates}, place ${changes.place}, deadlines ${changes.deadlines}`;
  return `the new snapshot changes ${percent(share)} of the served events it keeps (${changes.changed} of ${changes.kept}: ${what}), more than ${percent(limit)}; first: ${changes.examples[0] ?? ''}`;
}
