/**
 * Aliases that name another series (docs/importers.md, Merging, 2): DBLP files AsiaCCS under `ccs`,
 * so ccf-deadlines gives AsiaCCS the alias "ccs", the acronym of its own CCS series; found by it,
 * AsiaCCS 2025 in Hanoi was merged with a tracker's undated "ACM CCS 2025", and CCS 2025 was served
 * in Hanoi. An alias of kind `acronym` or `dblp` whose acronym key is the own acronym (series or
 * edition acronym) of another series of the record's own source is no key of the record's edition.
 * One no other series of its source claims stays a key: ccf-deadlines' "SIGKDD", whose DBLP key is
 * `kdd`, is found as another tracker's "KDD".
 */
import { editionAcronymKey, seriesAcronymKey, splitAcronym } from '../source/acronym.js';
import type { ImportedAlias, ImportedEvent } from './record.js';

/** The series an edition is of, as a key ("SIGOPS ATC" and "ATC" alike); null without series or acronym. */
function seriesOf(event: ImportedEvent): string | null {
  const name = event.series ?? (event.acronym === null ? null : splitAcronym(event.acronym).bare);
  const key = name === null ? '' : seriesAcronymKey(name);
  return key === '' ? null : key;
}

/** The series of one source that own each acronym key. */
export class AcronymOwners {
  private readonly owners = new Map<string, Set<string>>();

  constructor(events: Iterable<ImportedEvent>) {
    for (const event of events) {
      const series = seriesOf(event);
      if (series === null) continue;
      const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
      for (const text of [event.series, bare]) {
        const key = text === null ? '' : editionAcronymKey(text);
        if (key === '') continue;
        let owners = this.owners.get(key);
        if (owners === undefined) this.owners.set(key, (owners = new Set()));
        owners.add(series);
      }
    }
  }

  /** Whether `alias` of `event`, a record of this source, is another series' own acronym here. */
  names(event: ImportedEvent, alias: ImportedAlias): boolean {
    if (alias.kind !== 'acronym' && alias.kind !== 'dblp') return false;
    const series = seriesOf(event);
    if (series === null) return false;
    const owners = this.owners.get(editionAcronymKey(alias.alias));
    return owners !== undefined && !owners.has(series);
  }
}
