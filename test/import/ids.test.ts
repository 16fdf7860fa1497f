/** Stable ids of imported events (docs/importers.md, Ids). */
import { describe, expect, it } from 'vitest';
import { assignIds } from '../../src/import/ids.js';
import { editionYear, type PreviousIds, recordKey } from '../../src/import/previous-ids.js';
import type { ImportedEvent } from '../../src/import/record.js';
import { importedEvent } from './context.js';

const event = (recordId: string, overrides: Partial<ImportedEvent>) => importedEvent('test', recordId, overrides);

describe('ids of imported events', () => {
  const icml = event('a', { series: 'ICML', year: 2027, name: 'International Conference on Machine Learning' });
  const devconf = event('b', { name: 'DevConf' });

  it('gives an edition the same id whatever else is imported, and whatever its name or dates say', () => {
    const [alone] = assignIds([icml]);
    const [withOthers] = assignIds([devconf, event('c', { name: 'Other' }), icml]).slice(2);
    expect(withOthers).toBe(alone);
    expect(assignIds([{ ...icml, name: 'ICML', start: '2027-07-12' }])[0]).toBe(alone);
    expect(alone).toBeGreaterThanOrEqual(1);
    expect(alone).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('gives two records of one key distinct ids, the same ones again for the same data', () => {
    const twice = [event('x', { name: 'Same' }), event('y', { name: 'Same' })];
    const ids = assignIds(twice);
    expect(new Set(ids).size).toBe(2);
    expect(assignIds(twice)).toEqual(ids);
    expect(assignIds([...twice].reverse())).toEqual([...ids].reverse());
  });
});

describe('ids carried from the previous import', () => {
  const source = (name: string, recordId: string) => ({ name, recordId, url: `https://github.com/${name}` });
  /** An edition of the given records (the first is its own), as the merge makes it. */
  const edition = (records: ReturnType<typeof source>[], overrides: Partial<ImportedEvent>): ImportedEvent => ({
    ...importedEvent(records[0]!.name, records[0]!.recordId, overrides),
    source: records[0]!,
    sources: records,
  });
  const pl = source('Linyxus/pl-deadlines', 'ecmlpkdd22');
  const ccf = source('ccfddl/ccf-deadlines', 'ecmlpkdd22');
  const pwc = source('paperswithcode/ai-deadlines', 'ecmlpkdd22');
  const previousOf = (events: ImportedEvent[], ids: number[]): PreviousIds =>
    new Map(
      events.flatMap((event, at) =>
        event.sources.map((record) => [
          recordKey(record),
          { id: ids[at]!, year: editionYear(event.acronym, event.start) },
        ]),
      ),
    );
  // ECML-PKDD 2022 as three trackers listed it, pl-deadlines first, which named the series "ECML/PKDD".
  const before = edition([pl, ccf, pwc], {
    series: 'ECML/PKDD',
    acronym: 'ECML/PKDD 2022',
    year: 2022,
    start: '2022-09-19',
  });
  const after = edition([ccf, pwc], {
    series: 'ECML-PKDD',
    acronym: 'ECML-PKDD 2022',
    year: 2022,
    start: '2022-09-19',
  });
  const [had] = assignIds([before]);

  it('keeps the id of an edition one tracker stopped listing, which its first record named otherwise', () => {
    expect(assignIds([after])[0]).not.toBe(had);
    expect(assignIds([after], previousOf([before], [had!]))[0]).toBe(had);
  });

  it('gives a record moved to another year the id of its key, not the one it had', () => {
    const next = edition([ccf], { series: 'ECML-PKDD', acronym: 'ECML-PKDD 2023', year: 2023, start: '2023-09-18' });
    expect(assignIds([next], previousOf([before], [had!]))).toEqual(assignIds([next]));
  });

  it('gives the id of an edition split in two to the part holding more of its records', () => {
    const alone = edition([pl], { series: 'ECML/PKDD', acronym: 'ECML/PKDD 2022', year: 2022, start: '2022-09-19' });
    const ids = assignIds([alone, after], previousOf([before], [had!]));
    expect(ids[1]).toBe(had);
    expect(ids[0]).not.toBe(had);
  });

  it('gives two editions merged into one the id most of its records had, the smaller on a tie', () => {
    const [first, second] = [
      edition([pl], { series: 'ECML/PKDD', acronym: 'ECML/PKDD 2022', year: 2022, start: '2022-09-19' }),
      edition([ccf], { series: 'ECML-PKDD', acronym: 'ECML-PKDD 2022', year: 2022, start: '2022-09-19' }),
    ];
    const previous = previousOf([first, second], [900, 800]);
    const of2022 = { series: 'ECML-PKDD', acronym: 'ECML-PKDD 2022', year: 2022, start: '2022-09-19' };
    expect(assignIds([edition([pl, ccf], of2022)], previous)).toEqual([800]);
    const third = new Map([...previous, [recordKey(pwc), { id: 900, year: 2022 }]]);
    expect(assignIds([edition([pl, ccf, pwc], of2022)], third)).toEqual([900]);
  });

  it('takes nothing from a record the previous import gave two editions, and hashes no id onto a carried one', () => {
    const ambiguous: PreviousIds = new Map([[recordKey(ccf), null]]);
    expect(assignIds([after], ambiguous)).toEqual(assignIds([after]));
    // Another edition whose key hashes to the carried id takes the next free value.
    const other = edition([source('x', 'y')], { series: 'ECML-PKDD', acronym: 'ECML-PKDD 2022', year: 2022 });
    const [hashed] = assignIds([other]);
    const ids = assignIds([other, after], new Map([[recordKey(ccf), { id: hashed!, year: 2022 }]]));
    expect(ids[1]).toBe(hashed);
    expect(ids[0]).not.toBe(hashed);
  });
});
