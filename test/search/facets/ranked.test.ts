import { describe, expect, it } from 'vitest';
import { RankedValues } from '../../../src/search/facets/ranked.js';

describe('ranked facet values', () => {
  it('keep the values with events, most first, then by name, and show the first ones', () => {
    const ranked = RankedValues.of(['Italy', 'France', 'Austria', 'Chile', 'Benin'], [3, 5, 3, 0, 7]);
    expect(ranked.length).toBe(4);
    expect(ranked.first(10)).toEqual([
      { value: 'Benin', count: 7 },
      { value: 'France', count: 5 },
      { value: 'Austria', count: 3 },
      { value: 'Italy', count: 3 },
    ]);
    expect(ranked.first(2)).toEqual([
      { value: 'Benin', count: 7 },
      { value: 'France', count: 5 },
    ]);
    expect([ranked.countOf('Italy'), ranked.countOf('Chile'), ranked.countOf('Peru')]).toEqual([3, 0, 0]);
  });

  it('keep values ranked already in their order', () => {
    const values = [
      { value: 'Paris, France', count: 9 },
      { value: 'Lyon, France', count: 9 },
      { value: 'Nice, France', count: 1 },
    ];
    const ranked = RankedValues.ofRanked(values);
    expect(ranked.first(3)).toEqual(values);
    expect(ranked.first(0)).toEqual([]);
    expect(ranked.countOf('Nice, France')).toBe(1);
  });
});
