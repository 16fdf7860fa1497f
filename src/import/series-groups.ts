/**
 * The series of each edition, for its subjects (docs/importers.md, Subjects): editions whose
 * acronyms, their own and their records' (seriesAcronymKey), or DBLP keys share a key are of one series,
 * whatever source's acronym the merge kept: "SIGKDD 2027", also listed as "KDD 2027", is of the
 * series of "KDD 2025".
 */
import { seriesAcronymKey, splitAcronym } from '../source/acronym.js';
import type { ImportedEvent } from './record.js';

/** Acronyms of an edition read: its own and its records' (a merge of more is hostile). */
const ACRONYMS_READ = 16;

/** The series keys of an edition's acronyms and DBLP keys. */
function keysOf(event: ImportedEvent): string[] {
  const own = event.acronym === null ? null : splitAcronym(event.acronym).bare;
  const others = event.aliases
    .filter((alias) => alias.kind === 'acronym' || alias.kind === 'dblp')
    .map((alias) => alias.alias);
  const keys = [own, ...others]
    .slice(0, ACRONYMS_READ)
    .map((bare) => (bare === null ? '' : seriesAcronymKey(bare)))
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/** Each edition's series (a key naming it), or null for an edition without an acronym. */
export function seriesGroups(events: readonly ImportedEvent[]): (string | null)[] {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.get(at) !== at) at = parent.get(at)!;
    // Halve the path on the way up, so that finding stays near constant.
    for (let step = key; parent.get(step) !== at; ) {
      const next = parent.get(step)!;
      parent.set(step, at);
      step = next;
    }
    return at;
  };
  const keys = events.map(keysOf);
  for (const list of keys) {
    for (const key of list) if (!parent.has(key)) parent.set(key, key);
    for (const key of list.slice(1)) {
      const [a, b] = [root(list[0]!), root(key)];
      // The smaller key names the series, whatever the order of the events.
      if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
    }
  }
  return keys.map((list) => (list.length === 0 ? null : root(list[0]!)));
}
