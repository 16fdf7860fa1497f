/**
 * Facets agree with the items (docs/api.md, Facets), as a property: for random searches, every
 * value each of the twelve facets lists counts exactly the items that carry it among the events
 * the facet is counted over (the search less the facet's own filter), paged through as a client
 * would; and a facet listing fewer than its cap lists every value the items carry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { slotLabel } from '../../src/search/components/place-names.js';
import { regionLabel } from '../../src/search/components/place-filters.js';
import { REQUEST_FACETS } from '../../src/search/index.js';
import { NONE_U16, NONE_U32 } from '../../src/store/layout.js';
import { positionOfId } from '../../src/store/store.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const parser = new InputParser(OPERATIONS.find((operation) => operation.operationId === 'searchConferences')!);
const countries = new CountryResolver(loadCountries());

type Item = Record<string, any>;
type Query = Record<string, string>;

/** The facet's own parameters, which it ignores (docs/api.md, Facets). */
const OWN: Record<(typeof REQUEST_FACETS)[number], string[]> = {
  topic: ['topic'],
  subtopic: ['subtopic'],
  type: ['type'],
  format: ['format'],
  country: ['country', 'countries'],
  continent: ['continent'],
  year: ['year'],
  core_rank: ['core_rank'],
  ccf_rank: ['ccf_rank'],
  rank: ['rank'],
  cfp_status: ['cfp'],
  city: ['city'],
  region: ['region'],
};

function answer(query: Query): Item {
  const input = parser.fromQuery(query, {});
  return JSON.parse(searchConferences(input as never, { index: demo.index, today: demo.today }).text);
}

/** Every item of a search, page after page. */
function allItems(query: Query): Item[] {
  const items: Item[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = answer({ ...query, limit: '50', offset: String(offset) });
    items.push(...page.conferences);
    if (!page.pagination.has_more) return items;
  }
}

/** The values an item carries for a facet: every topic and sub-topic it has, one value of the others. */
function carried(facet: (typeof REQUEST_FACETS)[number], item: Item): string[] {
  if (facet === 'topic') return item.topics;
  if (facet === 'subtopic') return item.sub_topics;
  // The rank facet counts the ranks of the scaled systems without their edition (docs/api.md, Ranks).
  if (facet === 'rank') {
    const ranks = (item.ranks ?? []) as { system: string; value: string }[];
    return [...new Set(ranks.filter((r) => r.system !== 'h5-index').map((r) => `${r.system}:${r.value}`))];
  }
  const value = carriedOne(facet, item);
  return value === null ? [] : [value];
}

/** The value an item carries for a facet of one value per event (null: none). */
function carriedOne(facet: (typeof REQUEST_FACETS)[number], item: Item): string | null {
  const position = positionOfId(demo.index.store, item.id);
  const { geo } = demo.index.store;
  const none = (text: string) => (text === '' ? null : text);
  switch (facet) {
    case 'type':
      return item.type.toLowerCase();
    case 'format':
      return item.format;
    case 'country':
      return none(item.location.country);
    case 'continent':
      return item.location.country === '' ? null : countries.byName(item.location.country)!.continent;
    case 'year': {
      if (item.dates.start === null || item.dates.end === null) return null;
      const [start, end] = [item.dates.start.slice(0, 4), item.dates.end.slice(0, 4)];
      return start === end ? start : null;
    }
    case 'core_rank':
      return item.rank.core;
    case 'ccf_rank':
      return item.rank.ccf;
    case 'cfp_status':
      return item.cfp_status;
    case 'city':
      return geo.citySlot[position] === NONE_U32 ? null : slotLabel(demo.index, geo.citySlot[position]!);
    case 'region':
      return geo.region[position] === NONE_U16 ? null : regionLabel(demo.index, geo.region[position]!);
    default:
      return null;
  }
}

/** A search of one to three filters taken from random events (so that most find something). */
function randomQuery(picks: number[], kinds: number[]): Query {
  const query: Query = {};
  for (const [i, kind] of kinds.entries()) {
    const row = demo.rows[picks[i]! % demo.rows.length]!;
    const filters: Query[] = [
      { topic: row.topic },
      row.subTopic === null ? {} : { subtopic: row.subTopic },
      { type: row.type },
      { format: row.format },
      row.country === null ? {} : { country: row.country.name },
      row.country === null ? {} : { continent: row.country.continent },
      { year: formatIsoDate(row.start).slice(0, 4) },
      { core_rank: row.coreRank ?? 'A' },
      { cfp: 'open' },
      row.city === null ? {} : { city: row.city },
      { from: formatIsoDate(row.start - 60), to: formatIsoDate(row.end + 60) },
    ];
    Object.assign(query, filters[kind % filters.length]);
  }
  return query;
}

describe('facets and items', () => {
  it('count, for every facet, exactly the items that carry each value', () => {
    const itemsOf = new Map<string, Item[]>();
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        fc.array(fc.nat({ max: 10 }), { minLength: 1, maxLength: 3 }),
        (picks, kinds) => {
          const query = randomQuery(picks, kinds);
          const { facets } = answer({ ...query, facets: REQUEST_FACETS.join(','), limit: '1' });
          for (const facet of REQUEST_FACETS) {
            const scope = Object.fromEntries(Object.entries(query).filter(([name]) => !OWN[facet].includes(name)));
            const key = JSON.stringify(scope);
            if (!itemsOf.has(key)) itemsOf.set(key, allItems(scope));
            const counts = new Map<string, number>();
            for (const item of itemsOf.get(key)!) {
              for (const value of carried(facet, item)) counts.set(value, (counts.get(value) ?? 0) + 1);
            }
            const listed: { value: string; count: number }[] = facets[facet];
            for (const { value, count } of listed)
              expect(count, `${facet}=${value} of ${key}`).toBe(counts.get(value) ?? 0);
            if (listed.length < 20) {
              expect(new Set(listed.filter((v) => v.count > 0).map((v) => v.value)), `${facet} of ${key}`).toEqual(
                new Set(counts.keys()),
              );
            }
            checked++;
          }
        },
      ),
      { numRuns: 40, seed: 32 },
    );
    expect(checked).toBe(40 * REQUEST_FACETS.length);
  });
});
