import { describe, expect, it } from 'vitest';
import { CONTINENTS, parseContinent } from '../../src/reference/continents.js';

describe('parseContinent', () => {
  it('knows exactly six continents', () => {
    expect(CONTINENTS).toEqual(['Asia', 'Europe', 'North America', 'South America', 'Africa', 'Oceania']);
  });

  it('accepts any case, spaces, hyphens or no separator', () => {
    for (const text of [
      'North America',
      'north america',
      'NORTH AMERICA',
      'north-america',
      'northamerica',
      'North_America',
      ' north  america ',
    ]) {
      expect(parseContinent(text), text).toBe('North America');
    }
    expect(parseContinent('south-america')).toBe('South America');
    expect(parseContinent('OCEANIA')).toBe('Oceania');
    expect(parseContinent('asia')).toBe('Asia');
  });

  it('rejects anything else', () => {
    for (const text of ['', 'America', 'Antarctica', 'Eurasia', 'north amerika']) {
      expect(parseContinent(text), text).toBeUndefined();
    }
  });
});
