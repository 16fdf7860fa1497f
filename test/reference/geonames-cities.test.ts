import { describe, expect, it } from 'vitest';
import { PlaceNames } from '../../src/reference/geonames-cities.js';

const places = new PlaceNames();

describe('known names of a city', () => {
  it('gives the exonyms and native names of a city in its country', () => {
    expect(places.knownNames('Munich', 'DE')).toContain('München');
    expect(places.knownNames('München', 'DE')).toContain('Munich');
    expect(places.knownNames('Köln', 'DE')).toContain('Cologne');
    expect(places.knownNames('Cologne', 'DE')).toContain('Köln');
  });

  it('finds the city by any of its names, folded', () => {
    expect(places.knownNames('MUENCHEN', 'DE')).toContain('Munich');
    expect(places.knownNames('munchen', 'DE')).toContain('München');
  });

  it('leaves out the stored name itself and codes such as IATA codes', () => {
    const names = places.knownNames('Munich', 'DE');
    expect(names).not.toContain('Munich');
    expect(names).not.toContain('MUC');
    expect(names).not.toContain('');
  });

  it('takes the most populous place of the country when several share the name', () => {
    // Austin, Texas (about 900,000 people) before Austin, Minnesota.
    expect(places.knownNames('Austin', 'US')).toContain('Остин');
    expect(places.knownNames('Austin', 'US')).not.toContain('Austin');
  });

  it('knows no other name for a city of another country or an unknown city', () => {
    expect(places.knownNames('Munich', 'FR')).toEqual([]);
    expect(places.knownNames('Atlantis City', 'DE')).toEqual([]);
  });

  it('answers the same after prepare, which looks up many cities in one pass', () => {
    const prepared = new PlaceNames();
    const cities = [
      ['Munich', 'DE'],
      ['Köln', 'DE'],
      ['Austin', 'US'],
      ['東京', 'JP'],
      ["St. John's", 'CA'],
    ] as const;
    prepared.prepare(cities);
    for (const [city, country] of cities) {
      expect(prepared.knownNames(city, country), city).toEqual(places.knownNames(city, country));
    }
    expect(prepared.knownNames('東京', 'JP')).toContain('Tokyo');
  });
});

describe('cities of a US state or Canadian province', () => {
  it('tells whether a city lies in a state or province', () => {
    expect(places.hasCityInRegion('San Francisco', 'US', 'CA')).toBe(true);
    expect(places.hasCityInRegion('San Francisco', 'US', 'TX')).toBe(false);
    expect(places.hasCityInRegion("St. John's", 'CA', 'NL')).toBe(true);
    expect(places.hasCity('San Francisco', 'CA')).toBe(false);
  });
});
