/**
 * The changes verb (docs/api.md, Changes): the snapshot's change log (src/store/change-table.ts)
 * since a date or a snapshot version, newest first, narrowed to the editions a search's filters
 * match. The log is in build order already, so the changes since a build are a prefix of it, read
 * once; a change is one id looked up and one bitmap membership.
 */
import { type Day, dayOfInstant } from '../../util/dates.js';
import { CHANGE_KINDS, type ChangeKind, type ChangeLog } from '../../store/change-table.js';
import { positionOfId } from '../../store/store.js';
import { endOfDay } from '../components/cfp.js';
import { matchesOf } from '../components/matches.js';
import { planSearch } from '../filters.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { SearchFilters } from '../types.js';

/** Since when: a day (changes of builds on or after it), a snapshot version (of builds after it), or the whole log. */
export type ChangesSince = { day: Day } | { version: string } | null;

export interface ChangesQuery {
  filters: SearchFilters;
  since: ChangesSince;
  /** Only changes of these kinds (none: every kind). */
  kinds?: readonly ChangeKind[];
  offset: number;
  /** At most this many rows of the page; 0: the total alone. */
  limit: number;
}

export interface ChangesResult {
  /** The changes found. */
  total: number;
  /** Indexes into the log of the page's changes, newest first. */
  rows: number[];
  log: ChangeLog;
}

/** The number of builds whose changes are asked for (builds 0 to end - 1), or -1 for a version the log lacks. */
function buildsSince(log: ChangeLog, since: ChangesSince): number {
  if (since === null) return log.builds.length;
  if ('version' in since) return log.builds.findIndex((build) => build.version === since.version);
  let end = 0;
  while (end < log.builds.length && dayOfInstant(Date.parse(log.builds[end]!.builtAt) / 1000) >= since.day) end++;
  return end;
}

/**
 * The changes of a query, or null when its version is not one of the log's builds. An edition no
 * longer in the snapshot matches no filter: its changes are found only when no filter narrows.
 */
export function changesSince(
  index: SnapshotIndex,
  query: ChangesQuery,
  today: Day,
  now = endOfDay(today),
): ChangesResult | null {
  const log = index.store.changes;
  const end = buildsSince(log, query.since);
  if (end < 0) return null;
  const matches = matchesOf(index, planSearch(index, { ...query.filters, offset: 0, limit: 0 }, now));
  const kinds = query.kinds?.map((kind) => CHANGE_KINDS.indexOf(kind));
  const rows: number[] = [];
  let total = 0;
  for (let at = 0; at < log.event.length && log.build[at]! < end; at++) {
    if (kinds !== undefined && !kinds.includes(log.kind[at]!)) continue;
    if (matches !== null) {
      const position = positionOfId(index.store, log.event[at]!);
      if (position < 0 || !matches.has(position)) continue;
    }
    if (total >= query.offset && rows.length < query.limit) rows.push(at);
    total++;
  }
  return { total, rows, log };
}
