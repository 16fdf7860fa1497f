/**
 * Rows that describe the same event (docs/source-format.md, Duplicates): equal folded names,
 * start dates and countries, or equal normalised websites and start dates. Listed as warnings;
 * with `dedupe` only the lowest id of each group is kept.
 *
 * Not the importer's rule (src/import/merge.ts) on purpose: this one judges an operator's finished
 * rows, a million of them, by exact keys hashed in typed arrays, and only warns or drops; the merge
 * judges records of public sources by what names an edition (acronym keys without organisations,
 * years, dates one of which contains the other) and joins them, every source kept. A row the merge
 * joined never reaches this check twice.
 */
import { problem, type RowProblem } from '../source/problems.js';
import type { ValidRow } from '../source/validate.js';
import { type DuplicateKey, NAME_KEY, WEBSITE_KEY } from './duplicate-keys.js';

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

type Column = DuplicateKey['column'];

/**
 * Ties every row to the first row with the same key. The first row of each hash sits in an
 * open-addressing table (typed arrays: a million rows, no allocation per row); a row whose hash
 * is there is compared by the key's text, and texts that share a hash with another text are kept
 * apart in a map by text.
 */
export function tieRows(
  rows: readonly ValidRow[],
  key: DuplicateKey,
  tie: (index: number, first: number) => void,
): void {
  const mask = 2 ** Math.ceil(Math.log2(rows.length * 2 + 1)) - 1;
  const hashes = new Int32Array(mask + 1);
  const firsts = new Int32Array(mask + 1).fill(-1);
  const firstByText = new Map<string, number>();
  for (let index = 0; index < rows.length; index++) {
    const hash = key.hash(rows[index]!);
    if (hash === null) continue;
    let slot = hash & mask;
    while (firsts[slot] !== -1 && hashes[slot] !== hash) slot = (slot + 1) & mask;
    const first = firsts[slot]!;
    if (first === -1) {
      hashes[slot] = hash;
      firsts[slot] = index;
      continue;
    }
    const text = key.text(rows[index]!);
    const firstText = key.text(rows[first]!);
    if (text === firstText) {
      tie(index, first);
      continue;
    }
    if (!firstByText.has(firstText)) firstByText.set(firstText, first);
    const other = firstByText.get(text);
    if (other === undefined) firstByText.set(text, index);
    else tie(index, other);
  }
}

/** Finds the groups of duplicate rows; `rows` are in ascending id order, ids unique. */
export function findDuplicates(rows: ValidRow[], dedupe: boolean): Duplicates {
  // Union-find over row indexes; the root of a group is its lowest index.
  const parent = new Int32Array(rows.length);
  for (let index = 0; index < parent.length; index++) parent[index] = index;
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  // Every row tied to another, with the column that first tied it.
  const matchedBy = new Map<number, Column>();
  for (const key of [NAME_KEY, WEBSITE_KEY]) {
    tieRows(rows, key, (index, first) => {
      if (!matchedBy.has(index)) matchedBy.set(index, key.column);
      if (!matchedBy.has(first)) matchedBy.set(first, key.column);
      const [a, b] = [root(index), root(first)];
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    });
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
