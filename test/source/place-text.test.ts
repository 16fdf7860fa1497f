/** Places as people write them (docs/source-format.md, Places as written). */
import { describe, expect, it } from 'vitest';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { regionName } from '../../src/reference/regions.js';
import { readCountryText, readPlaceText } from '../../src/source/place-text.js';
import { loadPlaces } from '../../src/source/places.js';
import { SPORTS_CODES } from '../../src/source/us-places.js';

const countries = new CountryResolver(loadCountries());
const places = loadPlaces();

/** A place text read as plain values. */
function place(text: string) {
  const reading = readPlaceText(text, countries, places);
  if (!reading) return reading;
  const { country, region, ...rest } = reading;
  return { ...rest, country: country?.name ?? null, region: region ? regionName(region) : null };
}

function country(text: string) {
  const reading = readCountryText(text, countries, places);
  return (
    reading && { country: reading.country.name, region: reading.region && regionName(reading.region), fix: reading.fix }
  );
}

describe('a country as written', () => {
  it('reads names, aliases and codes as they are, UK and U.K. included', () => {
    for (const text of ['United Kingdom', 'UK', 'U.K.', 'GB']) {
      expect(country(text), text).toEqual({ country: 'United Kingdom', region: null, fix: null });
    }
  });

  it('reads a US state or Canadian province, by name or code, as its country and region', () => {
    expect(country('California')).toEqual({ country: 'United States', region: 'California', fix: 'country_is_region' });
    expect(country('Ontario')).toEqual({ country: 'Canada', region: 'Ontario', fix: 'country_is_region' });
    expect(country('TX')).toEqual({ country: 'United States', region: 'Texas', fix: 'country_is_region' });
  });

  it('reads a region followed by its country', () => {
    expect(country('Maryland USA')).toEqual({ country: 'United States', region: 'Maryland', fix: 'country_is_region' });
  });

  it('reads a country within one edit, and nothing further', () => {
    expect(country('United Kindom')).toEqual({ country: 'United Kingdom', region: null, fix: 'country_corrected' });
    expect(country('Swtizerlnd')).toBeUndefined();
    // Too short to correct safely: "Iram" is one edit from Iran and from Iraq.
    expect(country('Iram')).toBeUndefined();
  });

  it('keeps a country that is also a region the country it names', () => {
    expect(country('Georgia')).toEqual({ country: 'Georgia', region: null, fix: null });
  });
});

describe('a place as written', () => {
  it('reads City, Country and City, State, Country', () => {
    expect(place('Berlin, Germany')).toMatchObject({ city: 'Berlin', country: 'Germany', region: null, venue: null });
    expect(place('Vancouver, British Columbia, Canada')).toMatchObject({
      city: 'Vancouver',
      region: 'British Columbia',
      country: 'Canada',
    });
    expect(place('Washington, DC, USA')).toMatchObject({ city: 'Washington', country: 'United States' });
  });

  it('reads a US "City, State" by the state\'s name, code or old abbreviation, and Washington DC', () => {
    const us = (city: string, region: string) => ({ city, region, country: 'United States' });
    expect(place('Chicago, ILL')).toMatchObject(us('Chicago', 'Illinois'));
    expect(place('Portland, Ore.')).toMatchObject(us('Portland', 'Oregon'));
    expect(place('Miami, Florida')).toMatchObject(us('Miami', 'Florida'));
    expect(place('St. Pete Beach, Florida')).toMatchObject(us('St. Pete Beach', 'Florida'));
    expect(place('Atlanta, Georgia')).toMatchObject(us('Atlanta', 'Georgia'));
    expect(place('Tbilisi, Georgia')).toMatchObject({ city: 'Tbilisi', country: 'Georgia' });
    expect(place('Washington DC')).toMatchObject(us('Washington', 'District of Columbia'));
    expect(place('Washington, D.C.')).toMatchObject(us('Washington', 'District of Columbia'));
  });

  it('reads a last part that only says the event is online too as a hybrid event there', () => {
    for (const text of ['London, UK, and virtual', 'London, UK, & online', 'London, United Kingdom, hybrid'])
      expect(place(text), text).toMatchObject({ city: 'London', country: 'United Kingdom', hybrid: true });
    expect(place('London, UK')).toMatchObject({ city: 'London', country: 'United Kingdom', hybrid: false });
  });

  it("reads a region's code alone before its country as the region, and no short other name as a city", () => {
    expect(place('VA, USA')).toMatchObject({ city: null, region: 'Virginia', country: 'United States' });
    // "San" is one of San Diego's other names in GeoNames: a misspelt San Francisco stays as written.
    expect(place('San Franciso, USA')).toMatchObject({ city: 'San Franciso', country: 'United States' });
    expect(place('San Francisco Bay, USA and KSIR Virtual Conference Center, USA')).toMatchObject({
      city: null,
      venue: 'San Francisco Bay, USA and KSIR Virtual Conference Center',
      country: 'United States',
    });
    expect(place('BITS Pilani Goa, India')).toMatchObject({ city: 'Goa', venue: 'BITS Pilani Goa' });
  });

  it('reads a sports code that is no ISO code as its country: Munich, GER', () => {
    expect(place('Munich, GER')).toMatchObject({ city: 'Munich', country: 'Germany' });
    expect(place('Lausanne, SUI')).toMatchObject({ city: 'Lausanne', country: 'Switzerland' });
    expect(place('Porto, POR')).toMatchObject({ city: 'Porto', country: 'Portugal' });
    // None names another country in the reference (its code, a name or an alias).
    for (const [code, alpha2] of Object.entries(SPORTS_CODES))
      expect(countries.resolve(code)?.alpha2 ?? alpha2, code).toBe(alpha2);
  });

  it('reads "EE.UU." as the United States and Macao as a city of China, its "S.A.R." a note', () => {
    expect(place('Hawaii, EEUU')).toMatchObject({ country: 'United States' });
    expect(place('Macao, S.A.R.')).toMatchObject({ city: 'Macau', country: 'China' });
  });

  it('reads Hong Kong and Taiwan written before China as the territories the reference lists apart', () => {
    for (const text of ['Hong Kong, China', 'Hong Kong SAR, China', 'Hong Kong', 'HKUST, Hong Kong, China'])
      expect(place(text), text).toMatchObject({ city: 'Hong Kong', country: 'Hong Kong' });
    expect(place('Taipei, Taiwan, China')).toMatchObject({ city: 'Taipei', country: 'Taiwan', venue: null });
    expect(place('Taipei, Taiwan')).toMatchObject({ city: 'Taipei', country: 'Taiwan' });
    // A city of a territory, of no place of its sovereign, written before the sovereign.
    expect(place('Taipei, China')).toMatchObject({ city: 'Taipei', country: 'Taiwan', venue: null });
    expect(place('Hsinchu, China')).toMatchObject({ city: 'Hsinchu', country: 'Taiwan' });
    expect(place('Kowloon, China')).toMatchObject({ city: 'Kowloon', country: 'Hong Kong' });
    for (const text of ['Beijing, China', 'Suzhou, China', 'Macau, China', 'Zhongshan, China'])
      expect(place(text), text).toMatchObject({ country: 'China' });
    // A state of the same name as another country stays the state: Georgia is no territory of the US.
    expect(place('Atlanta, Georgia, USA')).toMatchObject({ city: 'Atlanta', country: 'United States' });
  });

  it('spells Macao one way, whatever the tracker wrote', () => {
    for (const text of ['Macao, China', 'Macau SAR, China', 'Macao SAR, China', 'Macau'])
      expect(place(text), text).toMatchObject({ city: 'Macau', country: 'China' });
  });

  it('reads Venue, City, Country, and names written in capitals', () => {
    expect(place('Hilton Hotel, Vienna, Austria')).toMatchObject({
      venue: 'Hilton Hotel',
      city: 'Vienna',
      country: 'Austria',
    });
    expect(place('PHILADELPHIA, PENNSYLVANIA, USA')).toMatchObject({
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'United States',
    });
  });

  it('reads a venue that starts with its city, but not a longer place name joined by "de"', () => {
    expect(place('San Diego Convention Center, USA')).toMatchObject({
      venue: 'San Diego Convention Center',
      city: 'San Diego',
    });
    // Porto de Galinhas is a beach town of Pernambuco, not a venue in a Brazilian "Porto".
    for (const text of ['Porto de Galinhas, Brazil', 'Porto de Galinas, Brazil'])
      expect(place(text), text).toMatchObject({ venue: null, city: text.split(',')[0], country: 'Brazil' });
  });

  it('reads a venue that starts with its country, and a state after a city', () => {
    expect(place('Singapore EXPO')).toMatchObject({ venue: 'Singapore EXPO', city: 'Singapore', country: 'Singapore' });
    expect(place('Honolulu, Hawaii')).toMatchObject({
      city: 'Honolulu',
      region: 'Hawaii',
      country: 'United States',
      fix: 'country_is_region',
    });
    expect(place('San Francisco, CA')).toMatchObject({
      city: 'San Francisco',
      country: 'United States',
      region: 'California',
    });
    expect(place('Toronto, CA')).toMatchObject({ city: 'Toronto', country: 'Canada' });
  });

  it('reads Virtual and Online as no place, and refuses a place with no country', () => {
    for (const text of ['Virtual', 'online', 'Virtual Conference'])
      expect(place(text), text).toMatchObject({ online: true, country: null });
    expect(place('TBD')).toBeUndefined();
    expect(place(`${'Hall, '.repeat(60)}Berlin, Germany`)).toBeUndefined();
    expect(place('')).toBeUndefined();
  });

  it('reads a typo of the country within one edit', () => {
    expect(place('London, United Kindom')).toMatchObject({
      city: 'London',
      country: 'United Kingdom',
      fix: 'country_corrected',
    });
  });
});
