/**
 * Areas a question names (docs/api.md, Connector tools): a grouping of regions is its regions the
 * data has events in, else its country; a metropolitan area is near its main city with the radius
 * that holds it; a region outside the countries named is not read; several continents are their
 * countries; a hemisphere is the countries whose capital lies in it; WEST is a zone only in capitals. Over the demo data on its anchor day, against its rows.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { isoCode } from '../../../src/reference/regions.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';
import { METRO_AREAS, REGION_GROUPINGS, SOUTHERN_HEMISPHERE } from '../../../src/api/connector/place-groupings.js';

const demo = useDemoIndex(2000);
const { ask, ids } = askingOf(demo);
const read = (question: string) => readQuestion(demo.index, question, demo.today);
/** The ISO 3166-2 codes of the demo's events' regions. */
const withEvents = () => new Set(demo.rows.flatMap((row) => (row.region === null ? [] : [isoCode(row.region)])));

describe('a grouping of regions', () => {
  it('is its regions the data has events in, said', () => {
    const known = withEvents();
    const grouping = REGION_GROUPINGS.find(
      ({ codes }) =>
        codes.split(' ').some((code) => known.has(code)) && codes.split(' ').some((code) => !known.has(code)),
    );
    expect(grouping).toBeDefined();
    const codes = grouping!.codes.split(' ').filter((code) => known.has(code));
    const reading = read(`conferences in the ${grouping!.name}`);
    expect(reading.parameters).toEqual({ type: 'conference', region: codes.join(',') });
    expect(reading.notes).toEqual([`"${grouping!.name}" read as its regions: ${codes.join(', ')}`]);
    expect(ask(`conferences in the ${grouping!.name}`).results.map((result) => result.id)).toEqual(
      ids({ type: 'conference', region: codes.join(',') }),
    );
  });

  it('with none of its regions in the data, is their country, never a place of its words', () => {
    const known = withEvents();
    const grouping = REGION_GROUPINGS.find(({ codes }) => codes.split(' ').every((code) => !known.has(code)));
    expect(grouping).toBeDefined();
    // "New England" is no England, and no q "new".
    expect(read(`conferences in ${grouping!.name}`).parameters).toEqual({
      type: 'conference',
      country: 'United States',
    });
  });

  it('keeps, beside a country, the regions of that country, and says which it left out', () => {
    const reading = read('conferences in Texas in Germany');
    expect(reading.parameters).toEqual({ type: 'conference', country: 'Germany' });
    expect(reading.notes).toEqual(['region Texas not read: outside country=Germany']);
  });
});

describe('several continents', () => {
  it('are their countries, with the countries named, and a long list is said by its first', () => {
    const europe = demo.index.continentCountries('Europe');
    const asia = demo.index.continentCountries('Asia');
    const both = read('conferences in Europe or Asia');
    expect(both.parameters).toEqual({ type: 'conference', country: [...europe, ...asia].join(',') });
    expect(both.notes).toEqual([`continent Europe, Asia read as ${europe.length + asia.length} countries`]);
    const beside = read('conferences in Germany or Asia');
    expect(beside.parameters.country).toBe(['Germany', ...asia].join(','));
    expect(beside.parameters).not.toHaveProperty('continent');
    // The countries beside the continent, said by their first when many (of "Latin America" or Africa: 23).
    const latin = read('conferences in Latin America or Africa');
    const [mexico, guatemala, belize] = latin.parameters.country!.split(',');
    expect(latin.notes).toContain(
      `continent Africa read as ${demo.index.continentCountries('Africa').length} countries, beside country=${mexico},${guatemala},${belize},… (23)`,
    );
    // A continent that holds the countries named adds nothing, and is kept.
    expect(read('conferences in Germany in Europe').parameters).toEqual({
      type: 'conference',
      country: 'Germany',
      continent: 'Europe',
    });
    const [first, second, third] = europe;
    expect(ask('conferences in Europe or Asia').reading).toContain(
      `country=${first},${second},${third},… (${europe.length + asia.length})`,
    );
  });
});

describe('a metropolitan area', () => {
  it('is the events near its main city, within the radius that holds it', () => {
    const [area] = METRO_AREAS;
    const reading = read(`conferences in the ${area!.name} in 2027`);
    expect(reading.parameters).toEqual({
      type: 'conference',
      near: area!.near,
      radius_km: String(area!.km),
      year: '2027',
    });
    expect(reading.notes).toContain(`"${area!.name}" read as within ${area!.km} km of ${area!.near}`);
  });

  it('is "NYC", written in any case, New York City and around it', () => {
    for (const question of ['conferences in NYC in 2027', 'nyc conferences in 2027'])
      expect(read(question).parameters, question).toEqual({
        type: 'conference',
        near: 'New York City',
        radius_km: '50',
        year: '2027',
      });
  });

  it('is so after "near", which is no word of the subject', () => {
    for (const area of METRO_AREAS) {
      for (const question of [`conferences near ${area.name}`, `conferences near the ${area.name}`]) {
        expect(read(question).parameters, question).toEqual({
          type: 'conference',
          near: area.near,
          radius_km: String(area.km),
        });
        expect(read(question).unread ?? [], question).not.toContain('near');
      }
    }
  });
});

describe('"west" and "wet"', () => {
  it('are zones in capitals only', () => {
    expect(read('conferences on the west coast').zone).toBeUndefined();
    expect(read('deadline at 23:59 WEST').zone).toBe('WEST');
    expect(read('wet lab conferences').zone).toBeUndefined();
  });
});

describe('a hemisphere', () => {
  it('is the countries whose capital lies in it, never a word of q', () => {
    const southern = SOUTHERN_HEMISPHERE.flatMap((code) => demo.index.countries.resolve(code)?.name ?? []);
    expect(southern).toContain('Australia');
    expect(southern).toContain('Brazil');
    expect(southern).not.toContain('Japan');
    for (const question of [
      'robotics conferences in the southern hemisphere',
      'robotics conferences south of the equator',
    ]) {
      const reading = read(question);
      expect(reading.parameters).toEqual({ type: 'conference', country: southern.join(','), q: 'robotics' });
      expect(reading.notes[0]).toMatch(/^".+" read as the \d+ countries whose capital lies south of the equator$/u);
    }
    const northern = read('conferences in the northern hemisphere').parameters.country!.split(',');
    expect(northern).toContain('Japan');
    expect(northern.some((name) => southern.includes(name))).toBe(false);
    const answered = ask('conferences in the southern hemisphere').results.map((result) => result.id);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered).toEqual(ids({ type: 'conference', country: southern.join(',') }));
  });
});
