import { describe, expect, it } from 'vitest';
import { CONTINENTS, type Continent } from '../../src/reference/continents.js';
import { ambiguousCountryKeys, CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { fold } from '../../src/reference/fold.js';

// The continent table of docs/api.md, copied verbatim.
const SPEC_2_6: Record<Continent, string> = {
  Asia: 'India | China | Japan | South Korea | Singapore | Malaysia | Thailand | Vietnam | Indonesia | Philippines | Taiwan | Hong Kong | UAE | Saudi Arabia | Qatar | Israel | Turkey | Pakistan | Bangladesh | Sri Lanka | Nepal | Myanmar | Cambodia | Laos | Mongolia | Kazakhstan | Uzbekistan | Iran | Iraq | Jordan | Lebanon | Kuwait | Bahrain | Oman',
  Europe:
    'United Kingdom | Germany | France | Italy | Spain | Netherlands | Belgium | Switzerland | Austria | Poland | Czech Republic | Portugal | Greece | Sweden | Norway | Denmark | Finland | Ireland | Hungary | Romania | Bulgaria | Croatia | Slovenia | Slovakia | Serbia | Ukraine | Russia | Estonia | Latvia | Lithuania | Luxembourg | Malta | Cyprus | Iceland',
  'North America': 'United States | Canada | Mexico',
  'South America':
    'Brazil | Argentina | Chile | Colombia | Peru | Venezuela | Ecuador | Bolivia | Paraguay | Uruguay | Guyana | Suriname',
  Africa:
    'South Africa | Egypt | Nigeria | Kenya | Morocco | Tunisia | Ghana | Tanzania | Ethiopia | Uganda | Rwanda | Senegal | Ivory Coast | Cameroon | Algeria | Zimbabwe',
  Oceania: 'Australia | New Zealand | Fiji | Papua New Guinea | Samoa | Tonga | Vanuatu',
};

const countries = loadCountries();
const resolver = new CountryResolver(countries);

describe('country reference data', () => {
  it('holds about 195 countries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(countries.length).toBeLessThanOrEqual(205);
  });

  it('is sorted by name and has unique names and codes', () => {
    const names = countries.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(countries.map((c) => c.alpha2)).size).toBe(names.length);
    expect(new Set(countries.map((c) => c.alpha3)).size).toBe(names.length);
    const sorted = [...names].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0));
    expect(names).toEqual(sorted);
  });

  for (const continent of CONTINENTS) {
    it(`stores every ${continent} country of the continent table under its name there and continent`, () => {
      for (const name of SPEC_2_6[continent].split(' | ')) {
        const country = resolver.byName(name);
        expect(country, name).toBeDefined();
        expect(country?.continent, name).toBe(continent);
      }
    });
  }

  it('gives countries outside 2.6 their geographic continent', () => {
    const expected: Record<string, Continent> = {
      Zambia: 'Africa',
      Jamaica: 'North America',
      'Costa Rica': 'North America',
      Cuba: 'North America',
      'Papua New Guinea': 'Oceania',
      Kosovo: 'Europe',
      Armenia: 'Asia', // world-countries puts it in Western Asia
      Palestine: 'Asia',
      'Vatican City': 'Europe',
    };
    for (const [name, continent] of Object.entries(expected)) {
      expect(resolver.byName(name)?.continent, name).toBe(continent);
    }
  });

  it('includes the UN observers, Taiwan, Hong Kong and Kosovo', () => {
    for (const name of ['Palestine', 'Vatican City', 'Taiwan', 'Hong Kong', 'Kosovo']) {
      expect(resolver.byName(name), name).toBeDefined();
    }
  });

  it('never lets one folded name, alias or code lead to two countries', () => {
    expect(ambiguousCountryKeys(countries)).toEqual([]);
  });

  it('keeps ISO codes out of the alias lists', () => {
    for (const country of countries) {
      expect(country.aliases).not.toContain(country.alpha2);
      expect(country.aliases).not.toContain(country.alpha3);
    }
  });
});

describe('CountryResolver', () => {
  const cases: [string, string][] = [
    ['USA', 'United States'],
    ['U.S.', 'United States'],
    ['u.s.a.', 'United States'],
    ['United States of America', 'United States'],
    ['us', 'United States'],
    ['UK', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['GBR', 'United Kingdom'],
    ['Korea', 'South Korea'],
    ['Republic of Korea', 'South Korea'],
    ['de', 'Germany'],
    ['DEU', 'Germany'],
    ['germany', 'Germany'],
    ['  GERMANY ', 'Germany'],
    ['Holland', 'Netherlands'],
    ['Czechia', 'Czech Republic'],
    ['Türkiye', 'Turkey'],
    ['turkiye', 'Turkey'],
    ["côte d'ivoire", 'Ivory Coast'],
    ['United Arab Emirates', 'UAE'],
    ['uae', 'UAE'],
    ['Burma', 'Myanmar'],
    ['Viet Nam', 'Vietnam'],
    ['Russian Federation', 'Russia'],
  ];
  for (const [text, name] of cases) {
    it(`resolves "${text}" to ${name}`, () => {
      expect(resolver.resolve(text)?.name).toBe(name);
    });
  }

  it('returns undefined for unknown names and empty text', () => {
    expect(resolver.resolve('Atlantis')).toBeUndefined();
    expect(resolver.resolve('')).toBeUndefined();
    expect(resolver.resolve('  ')).toBeUndefined();
    expect(resolver.resolve('zz')).toBeUndefined();
  });

  it('finds stored names exactly with byName', () => {
    expect(resolver.byName('United States')?.alpha2).toBe('US');
    expect(resolver.byName('USA')).toBeUndefined();
  });

  it('suggests the closest stored names for a typo', () => {
    expect(resolver.suggest('Germny')).toContain('Germany');
    expect(resolver.suggest('Germny')[0]).toBe('Germany');
    expect(resolver.suggest('Swizerland')[0]).toBe('Switzerland');
    expect(resolver.suggest('Untied Kingdom')[0]).toBe('United Kingdom');
    expect(resolver.suggest('xqzvw')).toEqual([]);
  });

  it('limits suggestions to max and never repeats a country', () => {
    const suggestions = resolver.suggest('Guinea', 2);
    expect(suggestions.length).toBeLessThanOrEqual(2);
    const many = resolver.suggest('Congo', 10);
    expect(new Set(many).size).toBe(many.length);
  });

  it('rejects a list in which one alias names two countries', () => {
    const a = { name: 'A', alpha2: 'AA', alpha3: 'AAA', continent: 'Asia' as const, aliases: ['Same'], foreign: [] };
    const b = { name: 'B', alpha2: 'BB', alpha3: 'BBB', continent: 'Asia' as const, aliases: ['same'], foreign: [] };
    expect(() => new CountryResolver([a, b])).toThrow(/both/);
  });
});

describe('native names and translations', () => {
  const resolver = new CountryResolver(loadCountries());

  it('resolve to their country', () => {
    for (const [name, country] of [
      ['Deutschland', 'Germany'],
      ['España', 'Spain'],
      ['Polska', 'Poland'],
      ['Sverige', 'Sweden'],
      ['Nippon', 'Japan'],
      ['Schweiz', 'Switzerland'],
      ['Österreich', 'Austria'],
      ['Allemagne', 'Germany'],
      ['Россия', 'Russia'],
    ]) {
      expect(resolver.resolve(name!)?.name, name).toBe(country);
    }
  });

  it('suggest their country when a text is within one edit (two from eight letters on), never looser', () => {
    expect(resolver.suggest('Germny')).toEqual(['Germany']);
    expect(resolver.suggest('Deutschlnd')).toEqual(['Germany']);
    expect(resolver.suggest('Deutchland')).toEqual(['Germany']);
    expect(resolver.suggest('Osterrreich')).toEqual(['Austria']);
    expect(resolver.suggest('Polsk')).toEqual(['Poland']);
    // Three edits from "Deutschland": no native name is offered.
    expect(resolver.suggest('Deuxchlxnx')).toEqual([]);
  });
});
