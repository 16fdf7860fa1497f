/**
 * Places of two kinds a question joins (docs/api.md, Connector tools): a city that lies in none of
 * the countries named beside it is another place, each searched alone with the rest of the
 * question and answered in turn; a country the city lies in qualifies it; a region outside the
 * countries named that is a city of its name is that city ("Hong Kong or Macau"). Over the demo
 * data on its anchor day, and two events in Hong Kong and Macau.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askingOf, askOver, indexOfRows } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total, ids } = askingOf(demo);

/** The demo's cities of one word with conferences, with their country. */
const cities = () => {
  const seen = new Map<string, string>();
  for (const row of demo.rows)
    if (row.type === 'conference' && row.city !== null && /^[A-Z][a-z]+$/.test(row.city) && row.country !== null)
      seen.set(row.city, row.country.name);
  return [...seen].map(([city, country]) => ({ city, country }));
};

describe('a city and a country it does not lie in', () => {
  it('are each searched alone, their events answered in turn, and the reading says what each found', () => {
    const places = cities();
    const found = places
      .flatMap(({ city, country }) =>
        places.filter((other) => other.country !== country).map((other) => ({ city, other: other.country })),
      )
      .find(
        ({ city, other }) =>
          total({ type: 'conference', city }) > 0 && total({ type: 'conference', country: other }) > 0,
      );
    expect(found).toBeDefined();
    const { city, other } = found!;
    const answer = ask(`conferences in ${city} or ${other}`);
    const inCity = ids({ type: 'conference', city });
    const inCountry = ids({ type: 'conference', country: other });
    expect(answer.results.slice(0, 2).map((result) => result.id)).toEqual([inCity[0], inCountry[0]]);
    const [cityTotal, countryTotal] = [
      total({ type: 'conference', city }),
      total({ type: 'conference', country: other }),
    ];
    const count = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'event' : 'events'}`;
    expect(answer.reading).toBe(
      `Read as type=conference; any of city=${city} (${count(cityTotal)}), country=${other} (${count(countryTotal)}).`,
    );
  });
});

describe('a city and the country it lies in', () => {
  it('is one search: the country qualifies the city', () => {
    const { city, country } = cities().find(({ city }) => total({ type: 'conference', city }) > 0)!;
    const answer = ask(`conferences in ${city}, ${country}`);
    expect(answer.reading).toContain(`city=${city}, country=${country}`);
    expect(answer.reading).not.toContain('any of');
    expect(answer.results.map((result) => result.id)).toEqual(ids({ type: 'conference', city, country }).slice(0, 10));
  });
});

describe('a region outside the country named beside it, of a city of its name', () => {
  const { dir, cleanup } = tempDir('confdir-region-cities-');
  let index: SnapshotIndex;
  beforeAll(() => {
    index = indexOfRows(dir, [
      sourceRow({ id: 1, name: 'Harbour Chemistry Meeting', city: 'Hong Kong', country: 'Hong Kong' }),
      sourceRow({ id: 2, name: 'Lotus Chemistry Meeting', city: 'Macau', region: 'Macau', country: 'China' }),
    ]);
  });
  afterAll(cleanup);

  it('is that city, searched alone beside the country', () => {
    const answer = askOver(() => index, parseIsoDate('2026-11-21')!)('chemistry meetings in Hong Kong or Macau');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['1', '2']);
    expect(answer.reading).toContain('region Macau read as the city, beside country=Hong Kong');
  });
});
