/** The online rules of docs/source-format.md (Online events), row by row. */
import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { loadPlaces } from '../../src/source/location.js';
import type { SourceRow } from '../../src/source/schema.js';
import { validateRow } from '../../src/source/validate.js';
import { type RowInput, sourceRow } from '../fixtures/source.js';

const countries = new CountryResolver(loadCountries());
const places = loadPlaces();

function validate(overrides: RowInput) {
  const result = validateRow(sourceRow(overrides) as unknown as SourceRow, countries, places);
  return { row: result.row, codes: result.problems.map((problem) => problem.code) };
}

describe('online events', () => {
  it('takes an online event with no country as held in no country', () => {
    for (const country of [null, '', '   ']) {
      const { row, codes } = validate({ country, city: null, format: 'online' });
      expect(row).toMatchObject({ country: null, city: null, format: 'online' });
      expect(codes).toEqual([]);
    }
  });

  it('reads Online, Virtual, Remote and Worldwide in any case as no country, and the format as online', () => {
    for (const country of ['Online', 'VIRTUAL', 'remote', 'Worldwide']) {
      const { row, codes } = validate({ country, city: null, format: null });
      expect(row, country).toMatchObject({ country: null, format: 'online' });
      expect(codes).toEqual([]);
    }
  });

  it('takes a webinar with no country and no format as online', () => {
    expect(validate({ type: 'webinar', country: null, city: null }).row).toMatchObject({
      country: null,
      format: 'online',
    });
  });

  it('refuses a conference with no country and no format, or an in-person or hybrid event without a country', () => {
    expect(validate({ country: null, city: null }).codes).toEqual(['country_required']);
    expect(validate({ country: 'Virtual', format: 'hybrid' }).codes).toEqual(['country_required']);
    expect(validate({ country: null, format: 'in-person' }).codes).toEqual(['country_required']);
  });

  it('keeps an event whose place is not chosen yet (TBD, TBA, TBC) with no country, no city and its format', () => {
    for (const country of ['TBD', 'tba', 'TBC', 'To be announced']) {
      const { row, codes } = validate({ country, city: 'TBD' });
      expect(row, country).toMatchObject({ country: null, city: null, format: 'in-person' });
      expect(codes, country).toEqual(['place_unknown']);
    }
    expect(validate({ country: 'TBD', format: 'hybrid' }).row).toMatchObject({ country: null, format: 'hybrid' });
  });

  it('drops the city of an event held in no country, with a warning', () => {
    const { row, codes } = validate({ country: 'Online', city: 'Berlin' });
    expect(row).toMatchObject({ country: null, city: null });
    expect(codes).toEqual(['online_city_dropped']);
  });

  it('keeps the country of an online event that names one', () => {
    expect(validate({ country: 'Germany', format: 'online' }).row).toMatchObject({ format: 'online', city: 'Berlin' });
  });
});

describe('rows without region and city data', () => {
  it('still rewrites a city whose rest names the country itself', () => {
    const result = validateRow(sourceRow({ city: 'Berlin, Germany' }) as unknown as SourceRow, countries);
    expect(result.row?.city).toBe('Berlin');
  });
});
