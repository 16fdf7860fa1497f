/**
 * What the builder gives compileStore for `city=` (docs/source-format.md, City names): the stored
 * city after the "City, Region" rewrite, and its other known names through the provider function.
 */
import { describe, expect, it } from 'vitest';
import { knownCityNames } from '../../src/builder/build.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { loadPlaces } from '../../src/source/location.js';
import type { SourceRow } from '../../src/source/schema.js';
import { validateRow } from '../../src/source/validate.js';
import { sourceRow } from '../fixtures/source.js';

const countries = new CountryResolver(loadCountries());
const places = loadPlaces();
const provider = knownCityNames(places.cities);

/** The stored city and country of a source row with this city and country. */
function stored(city: string, country: string) {
  const { row } = validateRow(sourceRow({ city, country }) as unknown as SourceRow, countries, places);
  if (!row?.country || row.city === null) throw new Error(`${city}, ${country} should be a valid row with a city`);
  return { city: row.city, country: row.country };
}

describe('known city names through the provider', () => {
  it('gives Munich the name München, and München the name Munich', () => {
    const munich = stored('Munich', 'Germany');
    expect(provider(munich.city, munich.country)).toContain('München');
    const muenchen = stored('München', 'DE');
    expect(provider(muenchen.city, muenchen.country)).toContain('Munich');
  });

  it('gives Cologne the name Köln, and Köln the name Cologne', () => {
    const cologne = stored('Cologne', 'Germany');
    expect(provider(cologne.city, cologne.country)).toContain('Köln');
    const koeln = stored('Köln', 'Germany');
    expect(provider(koeln.city, koeln.country)).toContain('Cologne');
  });

  it('stores "Austin, TX" as Austin, whose known names are those of Austin, Texas', () => {
    const austin = stored('Austin, TX', 'United States');
    expect(austin).toEqual({ city: 'Austin', country: countries.resolve('US') });
    expect(provider(austin.city, austin.country)).toContain('Остин');
  });

  it('rewrites other "City, Region" forms: state and province names, the country itself, several parts', () => {
    expect(stored('Portland, OR', 'USA').city).toBe('Portland');
    expect(stored('Toronto, Ontario', 'Canada').city).toBe('Toronto');
    expect(stored('Berlin, Germany', 'Germany').city).toBe('Berlin');
    expect(stored('Austin, Texas, USA', 'United States').city).toBe('Austin');
    expect(stored('Washington, D.C.', 'United States').city).toBe('Washington');
  });

  it('keeps a city whose rest is no region of its country as given', () => {
    expect(stored('Eglise Catholique, Centrale GIKO', 'Rwanda').city).toBe('Eglise Catholique, Centrale GIKO');
  });

  it('returns nothing for a city it does not know', () => {
    const nowhere = stored('Nowhere Springs', 'Germany');
    expect(provider(nowhere.city, nowhere.country)).toEqual([]);
  });
});
