import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../../src/reference/countries.js';
import { givenCountries } from '../../../src/search/components/country-list.js';

const resolver = new CountryResolver(loadCountries());
const named = (filters: { country?: string; countries?: string[] }) =>
  givenCountries(resolver, filters).map(({ text, parameter, country }) => [text, parameter, country?.name ?? null]);

describe('givenCountries', () => {
  it('reads country, a comma list, then countries, each with the parameter it came in', () => {
    expect(named({ country: 'France, DE', countries: ['Japan'] })).toEqual([
      ['France', 'country', 'France'],
      ['DE', 'country', 'Germany'],
      ['Japan', 'countries', 'Japan'],
    ]);
  });

  it('reads a name holding a comma of its own as one country', () => {
    const [first, ...rest] = givenCountries(resolver, { country: 'Korea, Republic of,Chile' });
    expect(first).toMatchObject({ text: 'Korea, Republic of', parameter: 'country' });
    expect(first!.country?.alpha2).toBe('KR');
    expect(rest.map((given) => given.country?.name)).toEqual(['Chile']);
  });

  it('keeps an unknown name, unresolved, for the filter to refuse', () => {
    expect(named({ countries: ['Atlantis'] })).toEqual([['Atlantis', 'countries', null]]);
    expect(named({})).toEqual([]);
  });
});
