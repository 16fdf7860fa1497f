/**
 * Rows that describe the same event (docs/source-format.md, Duplicates): equal folded names,
 * start dates and countries, or equal normalised websites and start dates. Listed as warnings;
 * with `dedupe` only the lowest id of each group is kept.
 */
import { fold } from '../reference/fold.js';
import { problem, type RowProblem } from '../source/problems.js';
import type { ValidRow } from '../source/validate.js';

/** One group of rows that describe the same event, in the build report. */
export interface DuplicateGroup {
  /** Every id of the group, ascending. */
  ids: number[];
  /** The ids built: all of them, or the lowest alone with --dedupe. */
  kept: number[];
  /** The ids left out (with --dedupe). */
  dropped: number[];
}

export interface Duplicates {
  groups: DuplicateGroup[];
  /** One warning per row of a group but its lowest id. */
  problems: RowProblem[];
  /** The rows to build: all of them, or without the dropped ones. */
  rows: ValidRow[];
}

/** Folded name (case and diacritics; symbols kept, so "C++ Now" is not "C Now"), start, country. */
function nameKey(row: ValidRow): string {
  return `${row.start} ${row.country?.alpha2 ?? ''} ${fold(row.name).replace(/\s+/g, ' ')}`;
}

const URL_PARTS_RE = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i;

/** Website with scheme and host lower-cased and trailing slashes dropped, and start. */
function websiteKey(row: ValidRow): string | null {
  if (row.website === null) return null;
  const match = URL_PARTS_RE.exec(row.website);
  const url = match ? match[1]!.toLowerCase() + match[2]! : row.website;
  return `${row.start} ${url.replace(/\/+$/, '')}`;
}

/** Finds the groups of duplicate rows; `rows` are in ascending id order, ids unique. */
export function findDuplicates(rows: ValidRow[], dedupe: boolean): Duplicates {
  const parent = new Int32Array(rows.length).map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  // Every row tied to another, with the column that first tied it.
  const matchedBy = new Map<number, 'name' | 'website'>();
  const union = (index: number, earlier: number, column: 'name' | 'website'): void => {
    if (!matchedBy.has(index)) matchedBy.set(index, column);
    if (!matchedBy.has(earlier)) matchedBy.set(earlier, column);
    const [a, b] = [root(index), root(earlier)];
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };
  const byName = new Map<string, number>();
  const byWebsite = new Map<string, number>();
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const name = nameKey(row);
    const first = byName.get(name);
    if (first === undefined) byName.set(name, index);
    else union(index, first, 'name');
    const website = websiteKey(row);
    if (website === null) continue;
    const firstSite = byWebsite.get(website);
    if (firstSite === undefined) byWebsite.set(website, index);
    else union(index, firstSite, 'website');
  }
  if (matchedBy.size === 0) return { groups: [], problems: [], rows };

  // Each group's rows in ascending order: its root, the lowest, comes first.
  const members = new Map<number, number[]>();
  for (const index of [...matchedBy.keys()].sort((a, b) => a - b)) {
    const top = root(index);
    const list = members.get(top);
    if (list) list.push(index);
    else members.set(top, [index]);
  }
  const groups: DuplicateGroup[] = [];
  const problems: RowProblem[] = [];
  const dropped = new Set<number>();
  for (const [top, indexes] of members) {
    const ids = indexes.map((index) => rows[index]!.id);
    const keptId = rows[top]!.id;
    groups.push({ ids, kept: dedupe ? [keptId] : ids, dropped: dedupe ? ids.slice(1) : [] });
    for (const index of indexes.slice(1)) {
      const row = rows[index]!;
      const column = matchedBy.get(index)!;
      const advice = dedupe
        ? `dropped: the same event as id ${keptId}, which is kept`
        : `the same event as id ${keptId}; build with --dedupe to keep only id ${keptId}`;
      problems.push(problem(row, 'duplicate', column, column === 'name' ? row.name : row.website, advice));
      if (dedupe) dropped.add(index);
    }
  }
  return { groups, problems, rows: dedupe ? rows.filter((_, index) => !dropped.has(index)) : rows };
}
