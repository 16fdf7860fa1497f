import { describe, expect, it } from 'vitest';
import type { MetaRegion } from '../../src/store/layout.js';
import { RegionTable } from '../../src/store/region-table.js';

const REGIONS: MetaRegion[] = [
  { code: 'DE-BY', country: 'DE', name: 'Bavaria', names: ['Bavaria', 'Bayern', 'BY', 'DE-BY'] },
  { code: 'JP-13', country: 'JP', name: 'Tokyo', names: ['Tokyo', '東京都', 'JP-13'] },
  { code: 'XX-1', country: 'XX', name: '', names: [] },
  { code: 'US-TX', country: 'US', name: 'Texas', names: ['Texas', 'TX', 'US-TX'] },
];

describe('region tables', () => {
  it('give back every region, its code, country, name and names, as the JSON held them', () => {
    const table = RegionTable.of(REGIONS);
    expect(table.length).toBe(4);
    expect(table.toArray()).toEqual(REGIONS);
    expect([table.code(1), table.country(1), table.name(1)]).toEqual(['JP-13', 'JP', 'Tokyo']);
    expect(table.namesOf(2)).toEqual([]);
    expect(table.namesOf(3)).toEqual(['Texas', 'TX', 'US-TX']);
    expect(RegionTable.of([]).toArray()).toEqual([]);
  });
});
