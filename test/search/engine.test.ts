import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTINENTS } from '../../src/reference/continents.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { fold, slugify, words } from '../../src/reference/fold.js';
import { search, SearchInputError, SORT_ORDERS, type SearchFilters } from '../../src/search/index.js';
import { EVENT_TYPES } from '../../src/source/schema.js';
import type { ValidRow } from '../../src/source/validate.js';
import { loadStore, type Store } from '../../src/store/index.js';
import { dateParts, parseIsoDate, type Day } from '../../src/util/dates.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';
import { referenceSearch } from './reference.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let store: Store;
let rows: ValidRow[];

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 5000);
  store = loadStore(snapshot);
  rows = readValidRows(source);
});
afterAll(cleanup);

function ids(filters: Partial<SearchFilters>, today: Day = TODAY) {
  const result = search(store, { limit: 50, offset: 0, ...filters }, today);
  return { ...result, ids: result.positions.map((p) => store.columns.ids[p]!) };
}

/** mulberry32: a tiny seeded PRNG, so the random cases are the same every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('search agrees with a plain reference evaluation', () => {
  it('on 600 random filter combinations: same total and same page ids in order', () => {
    const random = prng(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const chance = (p: number) => random() < p;
    const countries = new CountryResolver(loadCountries());
    const varyCase = (text: string) => (chance(0.5) ? text.toUpperCase() : fold(text));
    let nonEmpty = 0;
    for (let i = 0; i < 600; i++) {
      const row = pick(rows);
      const f: SearchFilters = { limit: 1 + Math.floor(random() * 50), offset: 0 };
      if (chance(0.3)) f.topic = chance(0.3) ? slugify(row.topic) : varyCase(row.topic);
      if (chance(0.2) && row.subTopic) f.subtopic = varyCase(row.subTopic);
      if (chance(0.3)) {
        const c = row.country;
        const spellings = [c.name, c.alpha2, c.alpha3.toLowerCase(), ...c.aliases];
        f.countries = [pick(spellings)];
        if (chance(0.4)) f.countries.push(pick(rows).country.name, pick(countries.countries).name);
      }
      if (chance(0.25)) f.continent = chance(0.7) ? row.country.continent : pick(CONTINENTS);
      if (chance(0.1) && row.city) f.city = varyCase(row.city);
      if (chance(0.25)) f.type = chance(0.8) ? row.type : pick(EVENT_TYPES);
      if (chance(0.35)) {
        const nameWords = words(row.name);
        const count = 1 + Math.floor(random() * 3);
        const startAt = Math.floor(random() * nameWords.length);
        let q = nameWords.slice(startAt, startAt + count).join(' ');
        if (chance(0.4)) q = q.slice(0, Math.max(1, q.length - Math.floor(random() * 4)));
        f.q = q;
      }
      if (chance(0.2)) f.from = row.start - Math.floor(random() * 400);
      if (chance(0.2)) f.to = row.end + Math.floor(random() * 400);
      if (chance(0.1)) {
        const parts = dateParts(chance(0.8) ? row.start : TODAY);
        f.month = { year: parts.year, month: parts.month };
      }
      if (chance(0.1)) f.year = dateParts(row.start).year + (chance(0.2) ? 1 : 0);
      if (chance(0.6)) f.sort = pick(SORT_ORDERS);
      const expected = referenceSearch(rows, { ...f, offset: 0 }, TODAY);
      if (chance(0.5) && expected.total > 0) f.offset = Math.floor(random() * (expected.total + 5));
      const want = referenceSearch(rows, f, TODAY);
      const got = ids(f);
      expect({ total: got.total, ids: got.ids }, JSON.stringify(f)).toEqual(want);
      if (want.total > 0) nonEmpty++;
    }
    // The random cases must exercise real matches, not only empty results.
    expect(nonEmpty).toBeGreaterThan(300);
  });

  it('pages through a whole result in every order without gaps or repeats', () => {
    for (const sort of SORT_ORDERS) {
      const all: number[] = [];
      const filters = { topic: rows[0]!.topic, sort } as const;
      const total = ids(filters).total;
      for (let offset = 0; offset < total; offset += 37) all.push(...ids({ ...filters, offset, limit: 37 }).ids);
      expect(all).toEqual(referenceSearch(rows, { ...filters, limit: total, offset: 0 }, TODAY).ids);
    }
  });
});

describe('search rules', () => {
  it('finds "munchen" in a title or city written with diacritics', () => {
    const row = rows.find((r) => r.city && fold(r.city) !== r.city.toLowerCase());
    expect(row).toBeDefined();
    expect(ids({ city: fold(row!.city!) }).total).toBeGreaterThan(0);
  });

  it('reports the terms of q without stop words, and ignores a q of stop words only', () => {
    const result = ids({ q: 'The Conference on Machine Learning' });
    expect(result.searchTerms).toEqual(['conference', 'machine', 'learning']);
    expect(ids({ q: 'on the of' }).total).toBe(store.size);
  });

  it('matches the last term as a prefix and the others as whole words', () => {
    expect(ids({ q: 'machin' }).total).toBe(ids({ q: 'machine' }).total);
    expect(ids({ q: 'machin learning' }).total).toBe(0);
  });

  it('gives zero results for an unknown city or word, not an error', () => {
    expect(ids({ city: 'Atlantis' }).total).toBe(0);
    expect(ids({ q: 'qqqqzzzz' }).total).toBe(0);
  });

  it('rejects an unknown country with a suggestion', () => {
    expect(() => ids({ countries: ['Germny'] })).toThrow(SearchInputError);
    expect(() => ids({ countries: ['Germny'] })).toThrow(/Unknown country 'Germny'. Did you mean: Germany/);
  });

  it('points a comma-separated country value to the countries parameter', () => {
    expect(() => ids({ countries: ['Germany,France'] })).toThrow(/use countries=Germany,France/);
  });

  it('rejects an unknown topic and sub-topic, offering close names', () => {
    const topic = rows[0]!.topic;
    expect(() => ids({ topic: topic.slice(0, -1) })).toThrow(new RegExp(`Did you mean: .*${topic}`));
    expect(() => ids({ subtopic: 'Underwater Basket Weaving' })).toThrow(SearchInputError);
  });

  it('narrows countries by continent and gives zero results when none is left', () => {
    expect(ids({ countries: ['Germany', 'Japan'], continent: 'Asia' }).countriesIncluded).toEqual(['Japan']);
    const none = ids({ countries: ['Germany'], continent: 'Asia' });
    expect(none.total).toBe(0);
  });

  it('lists at most 20 countries of a continent, then "... and N more"', () => {
    const included = ids({ continent: 'Africa' }).countriesIncluded;
    expect(included).toHaveLength(21);
    expect(included[20]).toMatch(/^\.\.\. and \d+ more$/);
  });

  it('narrows from/to by month and year and reports the effective range', () => {
    const result = ids({ from: parseIsoDate('2027-01-10')!, month: { year: 2027, month: 1 }, year: 2027 });
    expect(result.dateRange).toEqual({ from: '2027-01-10', to: '2027-01-31' });
    expect(result.sort).toBe('date');
    expect(ids({ month: { year: 2027, month: 3 }, year: 2028 }).total).toBe(0);
  });

  it('orders upcoming events first, soonest first, then past events, most recent first', () => {
    const result = ids({ limit: 50 });
    expect(result.sort).toBe('upcoming');
    const first = rows.find((r) => r.id === result.ids[0])!;
    expect(first.end).toBeGreaterThanOrEqual(TODAY);
    const lastPage = ids({ offset: store.size - 1, limit: 1 });
    const last = rows.find((r) => r.id === lastPage.ids[0])!;
    expect(last.start).toBe(Math.min(...rows.map((r) => r.start)));
  });
});
