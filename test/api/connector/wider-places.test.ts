/**
 * A place the connector search leaves out when a question finds nothing there (docs/api.md,
 * Connector tools): it is widened to the place that holds it, a city's surroundings (300 km;
 * of "near" a city, then 500 km), then its country, then a country's
 * continent, where the search finds events, unless only ended events are found there and events
 * ahead without it. Over the demo data on its anchor day.
 */
import { describe, expect, it } from 'vitest';
import { formatIsoDate as isoDay, type Day } from '../../../src/util/dates.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total, ids, venueIds } = askingOf(demo);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthOf = (day: Day) => isoDay(day).slice(0, 7);
/** The demo's cities of one word with conferences, each once, with their country and continent. */
const cities = () => {
  const seen = new Map<string, { city: string; country: string; continent: string }>();
  for (const row of demo.rows)
    if (row.type === 'conference' && row.city !== null && /^[A-Z][a-z]+$/.test(row.city) && row.country !== null)
      seen.set(row.city, { city: row.city, country: row.country.name, continent: row.country.continent });
  return [...seen.values()];
};

describe('a city with nothing in the month asked for', () => {
  it("answers the month's conferences in its surroundings, then in its country, and says so", () => {
    const months = [...new Set(demo.rows.filter((row) => row.start > demo.today).map((row) => monthOf(row.start)))];
    const near = cities()
      .flatMap((place) => months.map((month) => ({ ...place, month })))
      .find(({ city, month }) => {
        if (total({ city, month }) > 0 || total({ city, type: 'conference' }) === 0) return false;
        return (
          total({ type: 'conference', near: city, radius_km: '300', month }) > 0 && total({ city }) > total({ month })
        );
      });
    expect(near).toBeDefined();
    const [year, number] = near!.month.split('-');
    const answer = ask(`conferences in ${near!.city} in ${MONTHS[Number(number) - 1]} ${year}`);
    expect(answer.results.map((result) => result.id)).toEqual(
      ids({ type: 'conference', near: near!.city, radius_km: '300', month: near!.month }),
    );
    for (const result of answer.results)
      expect(result.title).toMatch(
        new RegExp(`\\(found without city=${near!.city}, with near=${near!.city}, radius_km=300\\)$`),
      );
  });

  it("answers the month's conferences in its country when none are in its surroundings", () => {
    const months = [...new Set(demo.rows.filter((row) => row.start > demo.today).map((row) => monthOf(row.start)))];
    // A city that a month's conferences elsewhere in its country miss, and that matches more
    // events than the month (so the city, not the month, is left out first).
    const found = cities()
      .flatMap((place) => months.map((month) => ({ ...place, month })))
      .find(({ city, country, month }) => {
        if (!/^[A-Z][a-z]+$/.test(city) || total({ city, month }) > 0 || total({ city, type: 'conference' }) === 0)
          return false;
        const nearby = total({ type: 'conference', near: city, radius_km: '300', month });
        return nearby === 0 && total({ type: 'conference', country, month }) > 0 && total({ city }) > total({ month });
      });
    expect(found).toBeDefined();
    const { city, country, month } = found!;
    const [year, number] = month.split('-');
    const answer = ask(`conferences in ${city} in ${MONTHS[Number(number) - 1]} ${year}`);
    expect(answer.reading).toContain(`city=${city}`);
    expect(answer.reading).toContain(`month=${month}`);
    expect(answer.results.map((result) => result.id)).toEqual(ids({ type: 'conference', country, month }));
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(`\\(found without city=${city}, with country=${country}\\)$`));
  });
});

describe('two cities with nothing in the month asked for', () => {
  it("answers the month's conferences in their one country, no surroundings asked of both", () => {
    const months = [...new Set(demo.rows.filter((row) => row.start > demo.today).map((row) => monthOf(row.start)))];
    const pairs = cities().flatMap((one) =>
      cities()
        .filter((two) => two.country === one.country && two.city > one.city)
        .flatMap((two) => months.map((month) => ({ city: `${one.city},${two.city}`, country: one.country, month }))),
    );
    const found = pairs.find(
      ({ city, country, month }) =>
        total({ city, month }) === 0 &&
        total({ city }) > total({ month }) &&
        total({ type: 'conference', country, month }) > 0,
    );
    expect(found).toBeDefined();
    const { city, country, month } = found!;
    const [one, two] = city.split(',');
    const [year, number] = month.split('-');
    const answer = ask(`conferences in ${one} or ${two} in ${MONTHS[Number(number) - 1]} ${year}`);
    expect(answer.reading).toContain(`city=${city}`);
    expect(answer.results.map((result) => result.id)).toEqual(ids({ type: 'conference', country, month }));
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(`\\(found without city=${city}, with country=${country}\\)$`));
  });
});

describe('a place beside an acronym', () => {
  it('is left out, never widened: the acronym names the events', () => {
    // An edition and another city of its country, where it is not.
    const found = demo.rows
      .filter((row) => row.bareAcronym !== null && /^[A-Z]{3,}$/.test(row.bareAcronym) && row.country !== null)
      .flatMap((row) =>
        cities()
          .filter((place) => place.country === row.country!.name && place.city !== row.city)
          .map((place) => ({ row, city: place.city, country: place.country })),
      )
      .find(({ row, city }) => {
        const named = { acronym: row.bareAcronym!, year: isoDay(row.start).slice(0, 4) };
        return ids(named)[0] === String(row.id) && total({ ...named, city }) === 0;
      });
    expect(found).toBeDefined();
    const { row, city } = found!;
    const year = isoDay(row.start).slice(0, 4);
    const answer = ask(`Is ${row.bareAcronym} ${year} in ${city}?`);
    expect(answer.reading).toContain(`city=${city}`);
    expect(answer.results[0]?.id).toBe(String(row.id));
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(`\\(found without city=${city}(; ended \\d{4}-\\d{2}-\\d{2})?\\)$`));
  });
});

describe('a distance from a city with nothing within it', () => {
  // "near" is 50 km: 300 km first, then 500 km (whatever the country), the city said kept.
  for (const [inner, outer] of [
    ['50', '300'],
    ['300', '500'],
  ] as const) {
    it(`answers the events within ${outer} km of it when none are within ${inner} km`, () => {
      const months = [...new Set(demo.rows.filter((row) => row.start > demo.today).map((row) => monthOf(row.start)))];
      const near = cities()
        .flatMap((place) => months.map((month) => ({ ...place, month })))
        .find(
          ({ city, month }) =>
            total({ type: 'conference', near: city, radius_km: inner, month }) === 0 &&
            total({ type: 'conference', near: city, radius_km: outer, month }) > 0 &&
            // The place, not the month, is left out first: it matches more events.
            total({ near: city }) > total({ month }),
        );
      expect(near).toBeDefined();
      const [year, number] = near!.month.split('-');
      const answer = ask(`conferences near ${near!.city} in ${MONTHS[Number(number) - 1]} ${year}`);
      expect(answer.results.map((result) => result.id)).toEqual(
        ids({ type: 'conference', near: near!.city, radius_km: outer, month: near!.month }),
      );
      for (const result of answer.results)
        expect(result.title).toMatch(new RegExp(`\\(found with radius_km=${outer}\\)$`));
    });
  }

  it("answers the city's country, the radius left out with its city", () => {
    // A word of conference names with conferences ahead in some city's country, none near the city.
    const found = cities()
      .flatMap((place) =>
        demo.rows
          .filter((row) => row.type === 'conference' && row.country?.name === place.country && row.end > demo.today)
          .map((row) => ({ ...place, word: row.name.split(' ').at(-1)!.toLowerCase() })),
      )
      .find(
        ({ city, word }) =>
          /^[a-z]{5,}$/.test(word) &&
          total({ q: word, type: 'conference', near: city, radius_km: '500' }) === 0 &&
          total({ q: word, type: 'conference', city }) === 0,
      );
    expect(found).toBeDefined();
    const { city, country, word } = found!;
    const answer = ask(`${word} conferences within 10 km of ${city}`);
    expect(answer.reading).toContain(`near=${city}, radius_km=10`);
    expect(answer.results.map((result) => result.id)).toEqual(ids({ type: 'conference', country, q: word }));
    for (const result of answer.results)
      expect(result.title).toMatch(
        new RegExp(`\\(found without near=${city}, radius_km=10, with country=${country}\\)$`),
      );
  });
});

describe("a country's events all ended", () => {
  it('are not answered when the question without the place finds events ahead', () => {
    const from = isoDay(demo.today);
    // A word of names whose conferences in some city's country and continent have all ended,
    // the city itself none, while some elsewhere are ahead.
    const found = cities()
      .flatMap((place) =>
        demo.rows
          .filter((row) => row.type === 'conference' && row.country?.name === place.country && row.end < demo.today)
          .map((row) => ({ ...place, word: row.name.split(' ').at(-1)!.toLowerCase() })),
      )
      .find(({ city, country, continent, word }) => {
        if (!/^[a-z]{5,}$/.test(word) || total({ q: word, city }) > 0) return false;
        if (total({ q: word, type: 'conference', country }) === 0) return false;
        const ahead = (place: Record<string, string>) => total({ q: word, type: 'conference', ...place, from }) > 0;
        return !ahead({ country }) && !ahead({ continent }) && ahead({});
      });
    expect(found).toBeDefined();
    const { city, word } = found!;
    const answer = ask(`${word} conferences in ${city}`);
    expect(answer.reading).toContain(`city=${city}`);
    expect(answer.results.map((result) => result.id)).toEqual(venueIds({ type: 'conference', q: word }));
    for (const result of answer.results)
      expect(result.title).toMatch(new RegExp(`\\(found without city=${city}(; ended \\d{4}-\\d{2}-\\d{2})?\\)$`));
  });
});
