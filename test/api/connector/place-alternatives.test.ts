/**
 * Places of two kinds a question joins (docs/api.md, Connector tools): a city that lies in none of
 * the countries named beside it is another place, each searched alone with the rest of the
 * question and answered in turn; a country the city lies in qualifies it. Over the demo data on
 * its anchor day.
 */
import { describe, expect, it } from 'vitest';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';

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
