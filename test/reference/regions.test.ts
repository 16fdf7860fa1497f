import { describe, expect, it } from 'vitest';
import { loadRegions, RegionResolver } from '../../src/reference/regions.js';

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
