/**
 * similar_to (docs/api.md, Similar events), differentially: for references of every kind (ranked,
 * unranked, of a series or not), alone and under other filters, every page of the engine's answer
 * equals the brute-force reference's (reference-similar.ts): the same total, the same events in the
 * same order, ties included, and what each event shares. Then the reference's own rules: its
 * series and itself left out, common and numeric words not compared, an unknown id refused.
 */
import { describe, expect, it } from 'vitest';
import { EventNotFoundError, type SearchFilters, search } from '../../../src/search/index.js';
import { subTopicsOf, topicsOf } from '../../../src/source/event-lists.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { UNDATED } from '../../../src/source/validate.js';
import { referenceMatches, referenceSearch } from '../reference.js';
import { similarTo } from '../reference-similar.js';

const demo = useDemoIndex(3000);

const engine = (filters: SearchFilters) => search(demo.index, filters, demo.today, demo.now);
const reference = (filters: SearchFilters) => referenceSearch(demo.rows, filters, demo.today, demo.known, demo.now);

/** References of each kind: ranked ones, of several sub-topics, editions of a series, of no series, any. */
function references(random: () => number, count: number): ValidRow[] {
  const pick = (rows: readonly ValidRow[]) => rows[Math.floor(random() * rows.length)]!;
  const kinds = [
    demo.rows.filter((row) => row.coreRank !== null || row.ccfRank !== null),
    demo.rows.filter((row) => subTopicsOf(row).length > 1),
    demo.rows.filter((row) => row.series !== null),
    demo.rows.filter((row) => row.series === null),
    demo.rows,
  ];
  return Array.from({ length: count }, (_, i) => pick(kinds[i % kinds.length]!));
}

const YEAR_DAYS = 365;

/**
 * Other filters on top of similar_to, drawn from the reference's own values so that some match:
 * places, formats, sorts, and time filters (a year, a range of years that holds several editions
 * of a series, a deadline window alone, whose usual order is upcoming).
 */
function otherFilters(random: () => number, row: ValidRow): Partial<SearchFilters> {
  const draw = Math.floor(random() * 9);
  const day = row.start === UNDATED ? demo.today : row.start;
  if (draw === 1 && row.country !== null) return { continent: row.country.continent };
  if (draw === 2) return { year: new Date(day * 86_400_000).getUTCFullYear() };
  if (draw === 3) return { formats: [row.format] };
  if (draw === 4) return { sort: random() < 0.5 ? 'date' : 'upcoming' };
  if (draw === 5) return { type: row.type };
  if (draw === 6) return { from: day - 2 * YEAR_DAYS, to: day + 2 * YEAR_DAYS };
  if (draw === 7) return { deadlineFrom: demo.today - YEAR_DAYS, deadlineTo: demo.today + YEAR_DAYS };
  if (draw === 8 && row.country !== null) return { from: day - 3 * YEAR_DAYS, country: row.country.name };
  return {};
}

/** The rows like the reference that stand for no series in the answer: other editions of one listed. */
const leftOut = (id: number, filters: SearchFilters) => {
  const listed = new Set(reference({ ...filters, limit: 100_000, offset: 0 }).ids);
  const similar = similarTo(demo.rows, id);
  return demo.rows.filter(
    (row) => similar.like(row) && !listed.has(row.id) && row.series !== null && referenceMatchesOthers(row, filters),
  ).length;
};

/** Whether a row matches the filters but similar_to (the rows the edition choice may leave out). */
const referenceMatchesOthers = (row: ValidRow, filters: SearchFilters) => {
  const { similarTo: _left, ...others } = filters;
  return referenceMatches(demo.rows, { ...others, limit: 1, offset: 0 }, demo.today, demo.known, demo.now).includes(
    row,
  );
};

describe('similar_to against the brute-force reference', () => {
  it('gives the same total, the same events in the same order (ties too) on 250 references and filters', () => {
    const random = seededRandom(2027);
    let ranked = 0;
    let compared = 0;
    let twoSubjects = 0;
    let ownField = 0;
    let secondField = 0;
    let otherField = 0;
    let editionsLeftOut = 0;
    let timed = 0;
    let ended = 0;
    for (const [i, row] of references(random, 250).entries()) {
      const filters: SearchFilters = { similarTo: row.id, limit: 20, offset: 0, ...otherFilters(random, row) };
      const expected = reference({ ...filters, limit: 10_000 });
      // The editions left out, counted on the first searches (each count reads every row).
      if (i < 80) {
        const left = leftOut(row.id, filters);
        editionsLeftOut += left;
        if (filters.from !== undefined || filters.deadlineFrom !== undefined) timed += left;
      }
      for (const offset of [0, 7, Math.floor(random() * Math.max(1, expected.total))]) {
        const page = { ...filters, offset };
        const got = engine(page);
        const want = reference(page);
        expect(got.total, JSON.stringify(page)).toBe(want.total);
        expect(
          got.positions.map((p) => demo.index.store.columns.ids[p]),
          JSON.stringify(page),
        ).toEqual(want.ids);
        compared += got.positions.length;
        if (page.sort === undefined && page.from === undefined && page.year === undefined)
          ended += got.positions.filter((p) => demo.index.store.columns.end[p]! < demo.today).length;
        const similar = similarTo(demo.rows, row.id);
        const byId = new Map(demo.rows.map((r) => [r.id, r]));
        twoSubjects += want.ids.filter((id) => similar.likeness(byId.get(id)!)[1] > 1).length;
        ownField += want.ids.filter((id) => similar.likeness(byId.get(id)!)[0] === 2).length;
        secondField += want.ids.filter((id) => similar.likeness(byId.get(id)!)[0] === 1).length;
        otherField += want.ids.filter((id) => similar.likeness(byId.get(id)!)[0] === 0).length;
      }
      if (row.coreRank !== null || row.ccfRank !== null) ranked++;
    }
    expect(ranked).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(2000);
    // Events that share two sub-topics with the reference, ranked above those sharing one; events
    // of its own field (their first sub-topic its first, then their second), ranked above the others.
    expect(twoSubjects).toBeGreaterThan(2);
    expect(ownField).toBeGreaterThan(100);
    expect(secondField).toBeGreaterThan(2);
    expect(otherField).toBeGreaterThan(100);
    // Other editions of the series listed were left out, without time filters and within them.
    expect(editionsLeftOut).toBeGreaterThan(20);
    expect(timed).toBeGreaterThan(5);
    // Events that have ended (the latest of a series with none ahead, or of no series), listed too.
    expect(ended).toBeGreaterThan(20);
  });

  it('reports what each event shares as the reference counts it, and the reference as compared', () => {
    const random = seededRandom(7);
    for (const row of references(random, 60)) {
      const similar = similarTo(demo.rows, row.id);
      const got = engine({ similarTo: row.id, limit: 50, offset: 0 });
      expect(got.similar!.reference).toMatchObject({
        id: row.id,
        name: row.name,
        subjectKind: similar.subjectKind,
        subjects: similar.subjects,
        terms: similar.terms,
        format: row.format,
      });
      for (const [i, position] of got.positions.entries()) {
        const other = demo.rows.find((r) => r.id === demo.index.store.columns.ids[position])!;
        const [, subjects, ranks, terms, format] = similar.likeness(other);
        const shares = got.similar!.shares[i]!;
        expect([shares.subjects.length, shares.ranks.length, shares.terms.length, shares.format ? 1 : 0]).toEqual([
          subjects,
          ranks,
          terms,
          format,
        ]);
      }
    }
  });
});

describe("the reference's own rules", () => {
  it('leaves out the reference and every edition of its series, and lists only events sharing its subject', () => {
    const row = demo.rows.find((r) => r.series !== null && demo.rows.filter((o) => o.series === r.series).length > 2)!;
    const all = engine({ similarTo: row.id, limit: 0, offset: 0 });
    const found = referenceSearch(demo.rows, { similarTo: row.id, limit: 10_000, offset: 0, sort: 'date' }, demo.today);
    expect(all.total).toBe(found.total);
    const byId = new Map(demo.rows.map((r) => [r.id, r]));
    const subjects = (r: ValidRow) => (subTopicsOf(row).length > 0 ? subTopicsOf(r) : topicsOf(r));
    for (const id of found.ids) {
      expect(id).not.toBe(row.id);
      expect(byId.get(id)!.series).not.toBe(row.series);
      expect(subjects(byId.get(id)!).some((subject) => subjects(row).includes(subject))).toBe(true);
    }
  });

  it('compares no stop word, number, word of its own topics or word found in more than 1 event in 50', () => {
    for (const row of demo.rows.slice(0, 300)) {
      const { terms } = engine({ similarTo: row.id, limit: 0, offset: 0 }).similar!.reference;
      for (const term of terms) {
        expect(term).not.toMatch(/^\d+$/);
        expect(['of', 'and', 'on', 'the', 'conference', 'international']).not.toContain(term);
      }
      expect(terms.length).toBeLessThanOrEqual(12);
    }
  });

  it('refuses an id that no event has, naming similar_to', () => {
    const unused = Math.max(...demo.rows.map((row) => row.id)) + 1;
    expect(() => engine({ similarTo: unused, limit: 10, offset: 0 })).toThrow(EventNotFoundError);
    try {
      engine({ similarTo: unused, limit: 10, offset: 0 });
    } catch (error) {
      expect((error as EventNotFoundError).parameter).toBe('similar_to');
    }
  });

  it('answers counts alone with limit=0, and facets over the similar events', () => {
    const row = demo.rows[10]!;
    const counted = engine({ similarTo: row.id, limit: 0, offset: 0, facets: ['country'] });
    expect(counted.positions).toEqual([]);
    const sum = counted.facets!.country!.reduce((total, value) => total + value.count, 0);
    expect(sum).toBeLessThanOrEqual(counted.total);
    expect(counted.total).toBe(reference({ similarTo: row.id, limit: 10, offset: 0 }).total);
  });
});
