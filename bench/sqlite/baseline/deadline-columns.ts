/**
 * What the SQLite baseline derives from an event's deadlines when it loads them (schema.ts): which
 * rows are submission deadlines, and the last moment the call is open.
 */
import type { Deadline } from '../../../src/source/deadlines.js';
import type { DeadlineKind } from '../../../src/source/schema.js';

/** Abstract and paper deadlines are the submission deadlines (cfp, sort=deadline, deadline_from/to). */
export const isSubmission = (kind: DeadlineKind): boolean => kind === 'abstract' || kind === 'paper';

/**
 * The last moment the call is open (events.open_until): a round is open while none of its
 * submission deadlines has passed, so until its earliest one; the call is open while any round is,
 * so until the latest of those. Null without a submission deadline.
 */
export function openUntil(deadlines: Iterable<Deadline>): number | null {
  const roundCloses = new Map<number, number>();
  for (const { kind, round, at } of deadlines)
    if (isSubmission(kind)) roundCloses.set(round, Math.min(at, roundCloses.get(round) ?? at));
  return roundCloses.size === 0 ? null : Math.max(...roundCloses.values());
}
