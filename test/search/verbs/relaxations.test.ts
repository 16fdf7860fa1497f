/**
 * Relaxations of searches that find nothing (docs/api.md, Zero results), as a property: searches
 * made of random combinations of every filter family (near and region included), each value taken
 * from another event so that most of them find nothing. Every relaxation offered is checked against
 * a plain reference (the total without that filter, without that key of a range, with that radius,
 * without that clause of q), and every filter of the search that can be dropped must be offered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_NAMES,
  type FilterName,
  type Relaxation,
  type SearchFilters,
  search,
  UnknownValueError,
} from '../../../src/search/index.js';
import { FILTERS } from '../../../src/search/filters.js';
import { STOP_WORDS } from '../../../src/text/stopwords.js';
import { terms } from '../../../src/text/terms.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { dateParts } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { distanceKm, type RowPlaces, rowPlaces } from '../reference-places.js';
import { type ReferenceClause, referenceMatches, referenceQueryMatch } from '../reference.js';
import { acronymsOf } from '../reference-text.js';

const demo = useDemoIndex(3000);
let places: RowPlaces;
const placed = () => (places ??= rowPlaces(demo.rows));

/** The keys of each filter family, stated here as docs/api.md states them (the oracle's own table). */
const FAMILY_KEYS: Record<FilterName, (keyof SearchFilters)[]> = {
  q: ['q'],
  topic: ['topic', 'topics'],
  subtopic: ['subtopic', 'subtopics'],
  type: ['type', 'types'],
  format: ['formats'],
  city: ['city'],
  region: ['regions'],
  near: ['near', 'radiusKm'],
  country: ['country', 'countries'],
  continent: ['continent'],
  cfp: ['cfp'],
  core_rank: ['coreRanks'],
  ccf_rank: ['ccfRanks'],
  rank: ['ranks'],
  acronym: ['acronym', 'acronyms'],
  series: ['series', 'rated'],
  deadline: ['deadlineFrom', 'deadlineTo', 'deadlineEstimated', 'deadlineKind'],
  dates: ['from', 'to', 'month', 'year'],
  similar: ['similarTo'],
};
const RANGES: readonly FilterName[] = ['deadline', 'dates'];

/** One family's filter from an event's values (undefined when the event has no such value). */
function familyFilter(name: FilterName, row: ValidRow, knob: number): Partial<SearchFilters> | undefined {
  const place = placed().point.get(row.id);
  const region = placed().region.get(row.id);
  const day = [...row.deadlines].find((d) => d.kind === 'paper' || d.kind === 'abstract')?.day;
  const filters: Record<FilterName, () => Partial<SearchFilters> | undefined> = {
    q: () => ({ q: terms(row.name)[Math.floor(knob * terms(row.name).length)] }),
    topic: () => ({ topic: row.topic }),
    subtopic: () => (row.subTopic === null ? undefined : { subtopic: row.subTopic }),
    type: () => ({ type: row.type }),
    format: () => ({ formats: [row.format] }),
    city: () => (row.city === null ? undefined : { city: row.city }),
    region: () => (region === undefined ? undefined : { regions: [region] }),
    near: () =>
      place === undefined
        ? undefined
        : { near: { latitude: place.latitude + knob - 0.5, longitude: place.longitude }, radiusKm: 5 + knob * 60 },
    country: () => (row.country === null ? undefined : { countries: [row.country.name] }),
    continent: () => (row.country === null ? undefined : { continent: row.country.continent }),
    cfp: () => ({ cfp: 'open' }),
    core_rank: () => ({ coreRanks: [row.coreRank ?? 'A'] }),
    ccf_rank: () => ({ ccfRanks: [row.ccfRank ?? 'B'] }),
    rank: () => ({ ranks: [`CORE:${row.coreRank ?? 'A'}`] }),
    acronym: () =>
      row.bareAcronym === null
        ? undefined
        : knob < 0.5
          ? { acronym: row.bareAcronym }
          : { acronyms: [row.bareAcronym, `${row.bareAcronym}X`] },
    series: () => (row.series === null ? undefined : { series: row.series }),
    deadline: () =>
      day === undefined
        ? undefined
        : knob < 0.5
          ? { deadlineFrom: day - 3 }
          : { deadlineFrom: day - 9, deadlineTo: day },
    dates: () => {
      const { year, month } = dateParts(row.start);
      if (knob < 0.3) return { from: row.start - 20, to: row.end + 20 };
      return knob < 0.6 ? { month: { year, month }, year } : { year, to: row.end + 30 };
    },
    similar: () => ({ similarTo: row.id }),
  };
  return filters[name]();
}

describe('relaxations of searches that find nothing', () => {
  const reference = (filters: SearchFilters) =>
    referenceMatches(demo.rows, filters, demo.today, demo.known, demo.now, placed());
  const notOver = (filters: SearchFilters) => reference(filters).some((row) => row.end >= demo.today);

  /** What the reference offers for leaving out `name` (or one key of it), and the totals. */
  function expectedDrops(filters: SearchFilters, name: FilterName, given: number): Map<string, number> {
    const drops = new Map<string, number>();
    const offer = (label: string, without: SearchFilters) => {
      const total = reference(without).length;
      if (total > 0 && (!RANGES.includes(name) || notOver(without))) drops.set(label, total);
    };
    // The acronyms are never left out: the events of other conferences are no answer.
    if (name === 'acronym') return drops;
    const keys = FAMILY_KEYS[name].filter((key) => filters[key] !== undefined);
    if (given > 1)
      offer(
        name,
        Object.fromEntries(Object.entries(filters).filter(([k]) => !keys.includes(k as never))) as SearchFilters,
      );
    if (RANGES.includes(name) && keys.length > 1) {
      for (const key of keys) {
        const { [key]: _left, ...without } = filters;
        offer(`${name}:${key}`, without as SearchFilters);
      }
    }
    return drops;
  }

  /** The least radius (a multiple of 10 km, at most 500) that reaches an event of the other filters. */
  function expectedWidening(filters: SearchFilters): { radiusKm: number; total: number } | undefined {
    if (filters.near === undefined || 'place' in filters.near) return undefined;
    const { latitude, longitude } = filters.near;
    const { near: _near, radiusKm: _radius, ...others } = filters;
    const distances = reference(others)
      .map((row) => distanceKm(placed(), row, latitude, longitude))
      .filter((km) => km <= 500);
    if (distances.length === 0) return undefined;
    const radiusKm = Math.min(500, Math.ceil(Math.min(...distances) / 10) * 10);
    return { radiusKm, total: reference({ ...filters, radiusKm }).length };
  }

  const label = (relaxation: Relaxation) =>
    'key' in relaxation ? `${relaxation.filter}:${String(relaxation.key)}` : relaxation.filter;

  it('offer every filter that can be dropped, with the reference total, on random combinations of every family', () => {
    let zero = 0;
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...FILTER_NAMES], { minLength: 2, maxLength: 5 }),
        fc.array(fc.nat({ max: 2999 }), { minLength: 5, maxLength: 5 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (names, events, knob) => {
          const filters: SearchFilters = { limit: 10, offset: 0 };
          for (const [i, name] of names.entries())
            Object.assign(filters, familyFilter(name, demo.rows[events[i]!]!, knob));
          // Now and then the online events beside the place filters: their relaxations keep them.
          if (knob > 0.8) filters.includeOnline = true;
          let result: ReturnType<typeof search>;
          try {
            result = search(demo.index, filters, demo.today);
          } catch (error) {
            if (error instanceof UnknownValueError) return; // a region outside the countries given
            throw error;
          }
          if (result.total !== 0) return;
          zero++;
          const relaxations = result.relaxations ?? [];
          const context = JSON.stringify(filters);
          const totals = relaxations.map((r) => r.total);
          expect(totals, context).toEqual([...totals].sort((a, b) => b - a));
          const given = FILTER_NAMES.filter((name) => FAMILY_KEYS[name].some((key) => filters[key] !== undefined));
          const want = new Map(given.flatMap((name) => [...expectedDrops(filters, name, given.length)]));
          const drops = relaxations.filter((r) => !('term' in r) && !('radiusKm' in r));
          expect(new Map(drops.map((r) => [label(r), r.total])), context).toEqual(want);
          for (const name of want.keys()) seen.add(name.split(':')[0]!);
          const widened = relaxations.find((r) => 'radiusKm' in r);
          const widening = expectedWidening(filters);
          expect(
            widened && { radiusKm: (widened as { radiusKm: number }).radiusKm, total: widened.total },
            context,
          ).toEqual(widening && widening.total > 0 ? widening : undefined);
        },
      ),
      { numRuns: 600, seed: 30 },
    );
    expect(zero).toBeGreaterThan(300);
    // Every family but acronym (kept) was offered as a drop somewhere, near and region included.
    expect([...seen].sort()).toEqual(FILTER_NAMES.filter((name) => name !== 'acronym').sort());
  });

  it('state each family with the keys of the filter table', () => {
    for (const name of FILTER_NAMES)
      expect([...FILTERS[name].keys].sort(), name).toEqual([...FAMILY_KEYS[name]].sort());
  });

  it('never respell a word that exists when the filters empty the result', () => {
    const result = search(demo.index, { q: 'robotics', year: 2035, limit: 10, offset: 0 }, demo.today);
    expect(result.total).toBe(0);
    expect(result.suggestions).toBeUndefined();
    expect(result.relaxations?.[0]).toMatchObject({ filter: 'dates' });
  });

  it('never offer a date range left out whose events are all over', () => {
    // Near a city whose events are all over, in a year with none there: left out, the year finds only past events.
    const near = (row: ValidRow): SearchFilters => {
      const at = placed().point.get(row.id)!;
      return { near: { latitude: at.latitude, longitude: at.longitude }, radiusKm: 1, limit: 10, offset: 0 };
    };
    const overOnly = demo.rows.find(
      (row) => placed().point.has(row.id) && reference(near(row)).every((found) => found.end < demo.today),
    )!;
    const withFuture = demo.rows.find((row) => placed().point.has(row.id) && notOver(near(row)))!;
    for (const [row, offered] of [
      [overOnly, false],
      [withFuture, true],
    ] as const) {
      const result = search(demo.index, { ...near(row), year: 1990 }, demo.today);
      expect(result.total).toBe(0);
      const dates = (result.relaxations ?? []).some((r) => r.filter === 'dates');
      expect(dates, String(row.id)).toBe(offered);
    }
  });
});

describe('relaxations of a q written with its syntax', () => {
  const reference = (filters: SearchFilters) =>
    referenceMatches(demo.rows, filters, demo.today, demo.known, demo.now, placed());
  const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  /** Families relaxed by leaving them out, and nothing else. */
  const DROPPED: readonly FilterName[] = [
    'topic',
    'type',
    'format',
    'country',
    'continent',
    'region',
    'core_rank',
    'cfp',
  ];

  const written = (clause: ReferenceClause) =>
    (clause.negated ? '-' : '') + clause.units.map((u) => ('phrase' in u ? `"${u.phrase}"` : u.word)).join(' OR ');

  /** Two to four clauses of words and phrases of random events' names, some joined by OR, some excluded. */
  function randomClauses(random: () => number): ReferenceClause[] {
    const words = () =>
      terms(pick(random, demo.rows).name).filter((w) => /^[a-z0-9]{2,}$/.test(w) && !STOP_WORDS.has(w));
    const unit = () => {
      const found = words();
      if (found.length === 0) return { word: 'data' };
      if (random() < 0.7 || found.length < 2) return { word: pick(random, found) };
      const at = Math.floor(random() * (found.length - 1));
      return { phrase: found.slice(at, at + 2).join(' ') };
    };
    const clauses = Array.from({ length: 2 + Math.floor(random() * 3) }, () =>
      random() < 0.25
        ? { negated: true, units: [unit()] }
        : { negated: false, units: Array.from({ length: random() < 0.3 ? 2 : 1 }, unit) },
    );
    // q reads a clause written twice once.
    return clauses.filter((clause, at) => clauses.findIndex((other) => written(other) === written(clause)) === at);
  }
  /** A clause of stop words only: it takes no part, and read last it keeps every other clause from the prefix rule. */
  const NO_PART: ReferenceClause = { negated: false, units: [{ phrase: 'the' }] };

  it('leave out each clause of q, and each other filter with q still applied, with the reference totals', () => {
    const random = seededRandom(33);
    let zero = 0;
    let clauseDrops = 0;
    const acronyms = acronymsOf(demo.rows);
    for (let run = 0; run < 300; run++) {
      const clauses = randomClauses(random);
      const filters: SearchFilters = { limit: 10, offset: 0, q: clauses.map(written).join(' ') };
      for (const name of DROPPED) {
        if (random() < 0.2) Object.assign(filters, familyFilter(name, pick(random, demo.rows), random()));
      }
      let result: ReturnType<typeof search>;
      try {
        result = search(demo.index, filters, demo.today);
      } catch (error) {
        if (error instanceof UnknownValueError) continue;
        throw error;
      }
      if (result.total !== 0) continue;
      zero++;
      // Each clause as the search reads it: the last one's last word also as a prefix, no other.
      const holds = clauses.map(
        (clause, c) => (row: ValidRow) =>
          referenceQueryMatch(row, c === clauses.length - 1 ? [clause] : [clause, NO_PART], acronyms),
      );
      const { q: _q, ...withoutQ } = filters;
      const matching = (rows: ValidRow[], skip = -1) =>
        rows.filter((row) => holds.every((h, c) => c === skip || h(row))).length;
      const given = DROPPED.filter((name) => FAMILY_KEYS[name].some((key) => filters[key] !== undefined));
      const want = new Map<string, number>();
      const drop = (label: string, total: number) => total > 0 && want.set(label, total);
      if (given.length > 0) drop('q', reference(withoutQ).length);
      for (const name of given) {
        const without: SearchFilters = { ...withoutQ };
        for (const key of FAMILY_KEYS[name]) delete without[key];
        drop(name, matching(reference(without)));
      }
      const others = reference(withoutQ);
      const clauseTotals = clauses.map((_, c) => matching(others, c)).filter((total) => total > 0);
      const relaxations = result.relaxations ?? [];
      const context = JSON.stringify(filters);
      const drops = relaxations.filter((r) => !('term' in r));
      expect(new Map(drops.map((r) => [r.filter, r.total])), context).toEqual(want);
      const terms = relaxations.flatMap((r) => ('term' in r ? [r.total] : []));
      expect(
        terms.sort((a, b) => a - b),
        context,
      ).toEqual(clauseTotals.sort((a, b) => a - b));
      clauseDrops += terms.length;
    }
    expect(zero).toBeGreaterThan(100);
    expect(clauseDrops).toBeGreaterThan(50);
  });
});
