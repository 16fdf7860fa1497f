import { describe, expect, it } from 'vitest';
import { PlaceNames } from '../../src/reference/geonames-cities.js';
import { RegionPlaces } from '../../src/reference/region-places.js';
import { loadRegions, RegionResolver, regionNames } from '../../src/reference/regions.js';

const regions = new RegionResolver(loadRegions());

describe('regions of a country', () => {
  it('names a region by code, prefixed code or folded name', () => {
    expect(regions.isRegionOf('TX', 'US')).toBe(true);
    expect(regions.isRegionOf('us-tx', 'US')).toBe(true);
    expect(regions.isRegionOf('texas', 'US')).toBe(true);
    expect(regions.isRegionOf('Ontario', 'CA')).toBe(true);
    expect(regions.isRegionOf('ON', 'CA')).toBe(true);
    expect(regions.isRegionOf('Baden-Württemberg', 'DE')).toBe(true);
  });

  it('reads a dotted code as the code', () => {
    expect(regions.isRegionOf('D.C.', 'US')).toBe(true);
  });

  it('does not take a region of one country for another', () => {
    expect(regions.isRegionOf('TX', 'DE')).toBe(false);
    expect(regions.isRegionOf('Bavaria', 'US')).toBe(false);
  });

  it('finds US states and Canadian provinces by their two-letter code only', () => {
    expect(regions.northAmerican('ca')).toMatchObject({ code: 'CA', name: 'California', country: 'US' });
    expect(regions.northAmerican('NL')).toMatchObject({ name: 'Newfoundland and Labrador', country: 'CA' });
    expect(regions.northAmerican('BY')).toBeUndefined();
  });

  it('finds the country of a region named instead of a country', () => {
    expect(regions.named('Puerto Rico').map((region) => region.country)).toContain('US');
  });
});

describe('the region a GeoNames city lies in', () => {
  const placer = new RegionPlaces(regions, new PlaceNames());
  const namesOf = (city: string, alpha2: string) => {
    const region = placer.place(city, alpha2, null)?.region;
    return region ? regionNames(region) : null;
  };

  it('keeps the regions of the United States, Canada, Germany, France, Japan and China', () => {
    expect(namesOf('Austin', 'US')).toEqual(['Texas', 'TX', 'US-TX']);
    expect(namesOf('Toronto', 'CA')).toEqual(['Ontario', 'ON', 'CA-ON']);
    expect(namesOf('Munich', 'DE')).toEqual(['Bavaria', 'Bayern', 'BY', 'DE-BY']);
    expect(namesOf('Lyon', 'FR')).toContain('FR-ARA');
    expect(namesOf('Toulouse', 'FR')).toEqual(['Occitania', 'Occitanie', 'OCC', 'FR-OCC']);
    expect(namesOf('Osaka', 'JP')).toContain('JP-27');
    expect(namesOf('Beijing', 'CN')).toContain('CN-BJ');
  });

  it('places cities of other countries in their first-level division, with English and native names', () => {
    expect(namesOf('Barcelona', 'ES')).toEqual(['Catalonia', 'CT', 'ES-CT']);
    expect(namesOf('Badalona', 'ES')).toEqual(['Catalonia', 'CT', 'ES-CT']);
    expect(namesOf('Manchester', 'GB')).toEqual(['England', 'ENG', 'GB-ENG']);
    expect(namesOf('São Paulo', 'BR')).toEqual(['São Paulo', 'SP', 'BR-SP']);
    expect(namesOf('Amsterdam', 'NL')).toEqual(['North Holland', 'Noord-Holland', 'NH', 'NL-NH']);
    expect(namesOf('Mexico City', 'MX')).toContain('MX-CMX');
  });

  it('reads the added divisions as regions of their country', () => {
    expect(regions.ofCountry('Catalonia', 'ES')).toMatchObject({ code: 'CT', country: 'ES' });
    expect(regions.ofCountry('Scotland', 'GB')).toMatchObject({ code: 'SCT', country: 'GB' });
    expect(regions.isRegionOf('Catalonia', 'FR')).toBe(false);
  });
});
